import { configure, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mocks } from '@/features/purchase/tracking/tracking.mocks';
import { server } from '../../msw-server';
import { renderApp } from '../../render-app';
import { signInAs } from '../../support/fixtures';
import { startRealBackend, type RealBackend } from '../../support/real-backend';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

// 采购过程跟踪 against the real server on the demo seed: the buyer finds the demo's contract HT202611160001 (approved,
// ordered, nothing received yet) and reads its timeline as a list of the ten steps; a filter that matches nothing
// and a failing server say so. On dev:mock's data, a demand line awarded but not contracted yet shows the steps it
// reached.

let backend: RealBackend;

beforeAll(async () => {
  backend = await startRealBackend();
});
afterAll(() => backend.close());
beforeEach(() => backend.serve());

describe('采购过程跟踪', () => {
  it(
    'shows a contract line as a timeline of ten steps, reached ones with their documents',
    { timeout: 120_000 },
    async () => {
      await signInAs(backend, 'buyer');
      await renderApp('/purchase/contract-tracking?contractNo=HT202611160001');
      const timeline = await screen.findByRole('list', { name: /HT202611160001 第 1 行 .* 的采购过程/ });
      const steps = within(timeline)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === timeline);
      expect(steps).toHaveLength(10);
      const [needs, , , , contract, order, stockIn, invoice] = steps as HTMLElement[];
      expect(within(needs!).getByText('需求单')).toBeTruthy();
      expect(within(needs!).getByText('未到达')).toBeTruthy();
      expect(within(contract!).getByText(/HT202611160001 #1/)).toBeTruthy();
      expect(within(order!).queryByText('未到达')).toBeNull();
      expect(within(order!).getByText(/^DD/)).toBeTruthy();
      expect(within(stockIn!).getByText('未到达')).toBeTruthy();
      expect(within(invoice!).getByText('未到达')).toBeTruthy();
    },
  );

  it('says there is nothing for a number that matches nothing', async () => {
    await signInAs(backend, 'buyer');
    await renderApp('/purchase/contract-tracking?contractNo=HT-NONE');
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByRole('list', { name: /的采购过程/ })).toBeNull();
  });

  it("shows dev:mock's chains: HT-B from its demand line to what was paid", async () => {
    await signInAs(backend, 'buyer');
    server.use(...mocks.defaults!());
    await renderApp('/purchase/contract-tracking');
    const timeline = await screen.findByRole('list', { name: /HT202611050001 第 1 行 .* 的采购过程/ });
    // The demand line and its assignment both name the bill line.
    expect(within(timeline).getAllByText('XQ202610200003 #1')).toHaveLength(2);
    expect(within(timeline).getByText(/报价 3 家/)).toBeTruthy();
    expect(within(timeline).queryByText('未到达')).toBeNull();
  });

  it('shows a demand line not contracted yet, found by its bill: reached up to sourcing, later steps not', async () => {
    await signInAs(backend, 'buyer');
    server.use(...mocks.defaults!());
    await renderApp('/purchase/contract-tracking?needsNo=XQ202610200003');
    const timeline = await screen.findByRole('list', { name: /XQ202610200003 第 2 行 .* 的采购过程/ });
    expect(screen.getByText('尚未签订合同')).toBeTruthy();
    const steps = within(timeline)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === timeline);
    expect(steps).toHaveLength(10);
    const reached = steps.map((step) => within(step).queryByText('未到达') === null);
    expect(reached).toEqual([true, false, true, true, false, false, false, false, false, false]);
    expect(within(steps[3]!).getByText(/报价 2 家/)).toBeTruthy();
    // The bill's contracted line is there too, under its contract.
    expect(screen.getByRole('list', { name: /HT202611050001 第 1 行 .* 的采购过程/ })).toBeTruthy();
  });

  it('says the load failed when the server answers an error', async () => {
    await signInAs(backend, 'buyer');
    server.use(...mocks.scenarios.error());
    await renderApp('/purchase/contract-tracking');
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
