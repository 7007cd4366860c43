import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NeedsDetail } from '@/api/generated/purchar-needs/model';
import { renderApp } from '../../../render-app';
import { apiFor, deptIdOf, signInAs, userIdOf, type Api } from '../../../support/fixtures';
import { startRealBackend, type RealBackend } from '../../../support/real-backend';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

// 寻源单 and 定标审批 against the real server with the demo seed (its grants and suppliers): a bill approved and
// assigned to 吴采购 through the API, a sourcing bill with three offers per line; the editor marks the lowest offer
// and asks a reason of a non-lowest winner; once submitted, the director finds it on 定标审批 with its matrix.

let backend: RealBackend;
const REBAR = '41000001';
const people = new Map<string, Api>();
async function as(account: string): Promise<Api> {
  let api = people.get(account);
  if (!api) {
    api = await apiFor(backend, account);
    people.set(account, api);
  }
  return api;
}

beforeAll(async () => {
  backend = await startRealBackend();
});
afterAll(() => backend.close());
beforeEach(() => backend.serve());
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

/** A sourcing bill of 吴采购's over one approved, assigned rebar line, with three suppliers' offers. */
async function sourcingWithOffers(title: string) {
  const clerk = await as('clerk');
  const bill = await clerk.post<NeedsDetail>('/purchar/cg-needs/addOrEdit', {
    title,
    deptId: await deptIdOf(backend, '上海项目部'),
    projectManagerId: await userIdOf(backend, 'pm'),
    items: [{ materialId: REBAR, qty: 8, estimatedPrice: 4100 }],
  });
  await clerk.post('/purchar/cg-needs/submitApprove', { id: bill.id });
  await (await as('pm')).post(`/purchar/cg-needs/confirmSubmit/${bill.id}`, {});
  await (await as('director')).post('/purchar/cg-needs/approve', { id: bill.id });
  await (await as('area')).post('/purchar/cg-needs/approveAreaManager', { id: bill.id });
  await (await as('manager')).post('/purchar/cg-needs/approveManager', { id: bill.id });
  const buyerId = await userIdOf(backend, 'buyer');
  await (
    await as('buyer_admin')
  ).post('/purchar/cg-needs-subpackage/subpackage', {
    purchaserId: buyerId,
    lines: [{ needsItemId: bill.items[0]!.id }],
  });
  const buyer = await as('buyer');
  const mine = await buyer.get<{ records: { id: string; needsNo: string }[] }>(
    `/purchar/cg-needs-purchar/pages?needsNo=${bill.needsNo}`,
  );
  const made = await buyer.post<{ id: string; sourcingNo: string }>(
    '/purchar/cg-needs-purchar/create-sourcing',
    {
      sourcingName: title,
      lines: [{ allocationId: mine.records[0]!.id }],
    },
  );
  const options = await buyer.get<{ id: string; supplierCode: string }[]>(
    '/purchar/cg-sourcing/supplierOptions',
  );
  const ids = ['GYS0001', 'GYS0002', 'GYS0004'].map(
    (code) => options.find((o) => o.supplierCode === code)!.id,
  );
  const detail = await buyer.post<{ items: { id: string }[] }>('/purchar/cg-sourcing/edit', {
    id: made.id,
    sourcingName: title,
    supplierIds: ids,
  });
  const line = detail.items[0]!.id;
  for (const [i, price] of [4000, 3900, 3950].entries()) {
    await buyer.post('/purchar/cg-sourcing/supplier-offer/add', {
      sourcingId: made.id,
      supplierId: ids[i],
      offers: [{ sourcingItemId: line, unitPrice: price }],
    });
  }
  return { ...made, line, ids };
}

describe('the sourcing editor', () => {
  it('marks the lowest offer and refuses a non-lowest winner without a reason', async () => {
    const sourcing = await sourcingWithOffers('编辑器测试');
    await signInAs(backend, 'buyer');
    const { user } = await renderApp(`/purchar/sourcing/${sourcing.id}`);
    const matrix = await screen.findByRole('table', { name: '比价矩阵' });
    const lowest = await waitFor(() => {
      const cells = matrix.querySelectorAll('[data-lowest="true"]');
      expect(cells).toHaveLength(1);
      return cells[0] as HTMLElement;
    });
    expect(lowest).toHaveTextContent('3,900');
    expect(within(lowest).getByText('最低')).toBeInTheDocument();

    await user.click(within(matrix).getByRole('button', { name: '定标' }));
    const dialog = await screen.findByRole('dialog', { name: /^第 1 行定标/ });
    await user.type(within(dialog).getByLabelText('中标数量 上海宝钢建材有限公司'), '8');
    await user.click(within(dialog).getByRole('button', { name: '定标' }));
    await screen.findByText(/不是最低报价,请填写定标理由/);
    await user.type(within(dialog).getByLabelText('定标理由 上海宝钢建材有限公司'), '交期最短');
    await user.click(within(dialog).getByRole('button', { name: '定标' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(matrix).getByText('中标数量 8')).toBeInTheDocument());
  });
});

describe('定标审批', () => {
  it('lists a submitted bill for the director, with its matrix', async () => {
    const sourcing = await sourcingWithOffers('审批测试');
    const buyer = await as('buyer');
    await buyer.post('/purchar/cg-sourcing/award', {
      sourcingId: sourcing.id,
      sourcingItemId: sourcing.line,
      awards: [{ supplierId: sourcing.ids[1], winQty: 8 }],
    });
    await buyer.post('/purchar/cg-sourcing/submitApprove', { id: sourcing.id });
    await signInAs(backend, 'director');
    const { user } = await renderApp('/purchaseApprove/index');
    await user.click(await screen.findByRole('button', { name: new RegExp(sourcing.sourcingNo) }));
    await screen.findByRole('table', { name: '比价矩阵' });
    expect(await screen.findByRole('button', { name: '通过' })).toBeEnabled();
  });
});
