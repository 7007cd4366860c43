import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
// What the full route tree installs before any screen renders (src/lib/cn.ts); the sign-in page's test removes it.
import '@/lib/class-merge';
import { server } from './msw-server';
import { clearBrowserStorage, resetBetweenFiles } from './support/between-files';

// Runs before every test file (files share a worker's modules and jsdom: support/between-files.ts).

// The same stand-in for the recharts drawing in every file: see support/chart-stand-in.tsx.
vi.mock('@/components/charts/report-chart', () => import('./support/chart-stand-in'));

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// The first file of a worker pays for importing every screen's routes and the shell (seconds on a busy 2-core
// machine): here, in a hook with room for it, rather than inside whichever test renders first. A no-op for the
// worker's later files, which share the loaded modules.
beforeAll(() => import('@/routeTree.gen'), 120_000);

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  await setLanguage('zh');
  clearBrowserStorage();
});

afterAll(() => {
  server.close();
  resetBetweenFiles();
});
