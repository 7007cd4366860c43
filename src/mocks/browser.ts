import { setupWorker } from 'msw/browser';
import { generatedHandlers } from './handlers';
import { mockOverrides } from './overrides';

/** `npm run dev:mock`: every /api call is answered in the page by the generated (faker) handlers. */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...mockOverrides(), ...generatedHandlers());
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
