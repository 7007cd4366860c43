import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { htContracts } from '@/server/db/schema/contracts';
import { htContractSupplements, htContractSupplementItems } from '@/server/db/schema/supplements';
import { renderApp } from '../../render-app';
import { signInAs } from '../../support/fixtures';
import { startRealBackend, type RealBackend } from '../../support/real-backend';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

// The supplement editor against the real server on the demo seed: the buyer drafts a supplement to the demo's
// executing contract HT202611160001 that adds a material the contract does not have, through 添加物料; the
// materials already on the contract are not added twice.

let backend: RealBackend;
let contractId: string;

beforeAll(async () => {
  backend = await startRealBackend();
  const [contract] = await backend.db
    .select({ id: htContracts.id })
    .from(htContracts)
    .where(eq(htContracts.contractNo, 'HT202611160001'));
  contractId = contract!.id;
});
afterAll(() => backend.close());
beforeEach(() => backend.serve());

describe('补充协议 editor: new material lines', () => {
  it('adds a material from 添加物料 with its reference price and saves it as a new line', async () => {
    const user = userEvent.setup();
    await signInAs(backend, 'buyer');
    await renderApp(`/contractSupplementAdd/index?contractId=${contractId}`);
    expect(await screen.findByText('没有新增物料')).toBeTruthy();
    await user.type(screen.getByLabelText('补充协议名称', { exact: false }), '增加盘条');
    await user.type(screen.getByLabelText('变更原因', { exact: false }), '设计变更');

    const add = screen.getByRole('button', { name: '添加物料' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: '选择物料' });
    // WZ0101001 is on the contract already: ticking it adds nothing; WZ0101002 is new.
    await user.click(await within(dialog).findByRole('checkbox', { name: /WZ0101001/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /WZ0101002/ }));
    await user.click(within(dialog).getByRole('button', { name: '添加 (2)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const grid = screen.getByRole('table', { name: '新增物料明细' });
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('WZ0101002')).toBeTruthy();
    const price = within(rows[0]!).getByRole('textbox', { name: /单价/ }) as HTMLInputElement;
    expect(price.value).toBe('3780');
    await user.type(within(rows[0]!).getByRole('textbox', { name: /数量/ }), '2.5');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));

    await waitFor(async () => {
      const [saved] = await backend.db
        .select({ id: htContractSupplements.id })
        .from(htContractSupplements)
        .where(eq(htContractSupplements.supplementName, '增加盘条'));
      expect(saved).toBeTruthy();
      const items = await backend.db
        .select()
        .from(htContractSupplementItems)
        .where(eq(htContractSupplementItems.supplementId, saved!.id));
      expect(
        items.map((i) => [i.contractItemId, i.materialCode, Number(i.afterQty), Number(i.afterPrice)]),
      ).toEqual([[null, 'WZ0101002', 2.5, 3780]]);
    });
  });
});
