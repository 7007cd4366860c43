// The home page's 业务模块 cards on dev:mock: a card opens the module's first screen among the user's menus, and a
// module the user has no menu for is shown as such, not as a link that does nothing.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TokenResult } from '@/api/generated/blade-auth/model';
import { startSession } from '@/lib/session';
import { devMockHandlers } from '@/mocks/feature-mocks';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

async function signIn(scenarios: string[]) {
  server.use(...devMockHandlers(scenarios));
  const token = await fetch(`${window.location.origin}/api/blade-auth/oauth/token?username=dev`, {
    method: 'POST',
  });
  startSession((await token.json()) as TokenResult);
}

const modules = () => screen.getByRole('list', { name: '业务模块' });

describe('home: 业务模块', () => {
  beforeEach(() => server.resetHandlers());

  it('each card with a menu opens its first screen', async () => {
    await signIn([]);
    const { router, user } = await renderApp('/wel/index');
    const card = await within(await waitFor(modules)).findByRole('link', { name: /需求管理/ });
    expect(card).toHaveAttribute('href', '/purchar/needs');
    await user.click(card);
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchar/needs'));
  });

  it('a module without menus for the user is not a link (the keeper: orders to receive against, and stock)', async () => {
    await signIn(['auth/as-warehouse_keeper']);
    const { queryClient } = await renderApp('/wel/index');
    // The keeper's menus have arrived: only then does a card know it has no screen.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 10_000 });
    await screen.findByRole('button', { name: /基础数据/ });
    // Stock is the keeper's, and 采购订单 to receive against; the other modules hold no menu of theirs.
    const links = within(modules()).queryAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/purchase/order', '/stock/stock-in']);
    expect(within(modules()).getAllByRole('listitem')).toHaveLength(5);
  });
});
