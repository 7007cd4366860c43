import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { clearErrorLogs, getErrorLogs } from '@/lib/error-log';

describe('render errors (SPEC §8: uncaught UI errors are stored locally)', () => {
  afterEach(() => {
    clearErrorLogs();
    vi.restoreAllMocks();
  });

  it("shows the app's error panel instead of a blank page and writes the error log", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { defaultErrorComponent } = (await createAppRouter(createQueryClient())).options;
    expect(defaultErrorComponent).toBeDefined();
    const root = createRootRoute();
    const broken = createRoute({
      getParentRoute: () => root,
      path: '/',
      component: function Broken(): never {
        throw new Error('render failed');
      },
    });
    const router = createRouter({
      routeTree: root.addChildren([broken]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      defaultErrorComponent,
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '页面出错了' })).toBeInTheDocument();
    expect(screen.getByText('render failed')).toBeInTheDocument();
    await waitFor(() => expect(getErrorLogs()).toHaveLength(1));
    expect(getErrorLogs()[0]).toMatchObject({ type: 'error', message: 'render failed' });
    expect(getErrorLogs()[0]!.stack).toContain('render failed');
    expect(getErrorLogs()[0]!.info).toMatch(/Broken|render/);
  });
});
