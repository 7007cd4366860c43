import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { wireHttp } from './app/wire-http';
import { initI18n } from './lib/i18n';
import './styles.css';

/**
 * Mock and demo modes only: the imports are gated on the build-time flag, so msw, faker and the in-page server
 * stay out of the real bundle. `faker`: generated handlers (npm run dev:mock). `pglite`: the demo build, the
 * real server app on PGlite in the page (npm run build:demo); it shows its own progress while the database starts.
 */
async function startMocks(): Promise<void> {
  if (import.meta.env.VITE_MOCK === 'faker') {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  } else if (import.meta.env.VITE_MOCK === 'pglite') {
    const { bootDemo } = await import('./mocks/demo/boot');
    await bootDemo();
  }
}

function mount(): void {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  wireHttp(router);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

void Promise.all([startMocks(), initI18n()]).then(mount);
