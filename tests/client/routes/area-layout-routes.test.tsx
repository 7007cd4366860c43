import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';
import { installDomPolyfills, resetShellStores, serveShell, signInLocally } from '../shell-support';

// The area layout routes (purchar/route.tsx, system/route.tsx, …) exist to load each area's strings; they must
// not change what any URL shows. A bare area path, or an unknown path inside an area, is what the catch-all made
// it before: not a menu path, so /404.

beforeAll(installDomPolyfills);
beforeEach(() => {
  resetShellStores();
  serveShell();
  signInLocally();
});
afterEach(() => resetShellStores());

describe('area layout routes', () => {
  for (const path of [
    '/purchar',
    '/purchar/',
    '/purchar/no-such',
    '/system',
    '/system/no-such',
    '/demo',
    '/test',
  ])
    it(`leave ${path} to the catch-all (/404)`, async () => {
      const { router } = await renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    });
});
