import { setupWorker } from 'msw/browser';
import { devMockHandlers, parseScenarios, scenarioIds } from './feature-mocks';

/**
 * `npm run dev:mock`: every /api call is answered in the page. Order (MSW takes the first match): the scenarios
 * picked for this tab, the features' defaults (`src/features/**\/*.mocks.ts`), then the generated handlers, with
 * literal paths before parameters across the three (see devMockHandlers).
 */
const SCENARIO_KEY = 'mock-scenarios';

let worker: ReturnType<typeof setupWorker> | undefined;
let active: string[] = [];
let unknown: string[] = [];

/**
 * Scenarios from `?mock=a/b,c/d` (remembered for the tab; `?mock=` clears), else the remembered ones. Names
 * that match no scenario are kept aside: the banner says so.
 */
function initialScenarios(): string[] {
  const fromUrl = new URLSearchParams(window.location.search).get('mock');
  if (fromUrl !== null) window.sessionStorage.setItem(SCENARIO_KEY, fromUrl);
  const parsed = parseScenarios(window.sessionStorage.getItem(SCENARIO_KEY) ?? '');
  unknown = parsed.unknown;
  return parsed.known;
}

export async function startMockWorker(): Promise<void> {
  active = initialScenarios();
  worker = setupWorker(...devMockHandlers(active));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: {
      url: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
      options: { scope: import.meta.env.BASE_URL },
    },
  });
}

export const availableScenarios = scenarioIds;

export function activeScenarios(): readonly string[] {
  return active;
}

/** Names asked for (in `?mock=`) that match no scenario. */
export function unknownScenarios(): readonly string[] {
  return unknown;
}

/** Switches the scenarios of this tab at run time (the banner's menu). */
export function setScenarios(ids: string[]): void {
  active = ids;
  unknown = [];
  window.sessionStorage.setItem(SCENARIO_KEY, ids.join(','));
  worker?.resetHandlers(...devMockHandlers(ids));
}
