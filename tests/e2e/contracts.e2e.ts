// Contracts end to end against the real server with the seeded demo organisation: the buyer 吴采购 drafts a
// contract with GYS0001 (terms 30 % + 70 %) and submits it — through the API, the contract editor screen is still
// to come — then the director, the area manager and the manager each approve it on /contractDetail/index as
// themselves, and the buyer orders everything left from the same page: the order shows 待到货.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectVisible, test } from './harness.ts';
import { approveOnDetail } from './flows/approvals.ts';
import { signInAs } from './flows/people.ts';

interface Answer<T = unknown> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

/** Calls the API from inside a signed-in page, with its token (as the client does). */
async function ok<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = (await page.evaluate(
    async ({ method, path, body }) => {
      const token = document.cookie.match(/saber-access-token=([^;]+)/)?.[1] ?? '';
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          'Blade-Auth': `bearer ${decodeURIComponent(token)}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as unknown;
    },
    { method, path, body },
  )) as Answer<T>;
  assert.ok(answer.success, `${method} ${path}: ${answer.msg}`);
  return answer.data;
}

interface TreeNode {
  id: string;
  title?: string;
  children?: TreeNode[];
}
const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

test('a contract with GYS0001 is approved by each approver and ordered at once: the order awaits delivery', async (t) => {
  const { page: admin } = t;
  const stamp = Date.now().toString(36).slice(-5);
  await t.signIn(admin, { account: 'admin', password: 'admin' });
  const depts = flatten(await ok<TreeNode[]>(admin, 'GET', '/blade-system/dept/tree'));
  const company = depts.find((d) => d.title === '总公司')?.id;
  const shanghai = depts.find((d) => d.title === '上海项目部')?.id;
  assert.ok(company && shanghai, 'the seeded company and project department');

  const buyer = await signInAs(t, 'buyer');
  const lists = await ok<{ salers: { id: string; supplierCode: string }[] }>(
    buyer,
    'GET',
    '/purchase/ht-contract/buyerSalerList',
  );
  const seller = lists.salers.find((s) => s.supplierCode === 'GYS0001');
  assert.ok(seller, 'GYS0001 is an eligible seller');
  const name = `E2E 钢筋合同 ${stamp}`;
  const contract = await ok<{ id: string; contractNo: string }>(buyer, 'POST', '/purchase/ht-contract/add', {
    contractName: name,
    contractType: 1,
    deptId: shanghai,
    buyerId: company,
    supplierId: seller.id,
    items: [{ materialId: '41000001', qty: 8, unitPrice: 3900 }],
    payTerms: [
      { payContent: '1', ratio: 30, payCondition: '签订后 7 日内' },
      { payContent: '3', ratio: 70, payCondition: '到货验收后' },
    ],
  });
  await ok(buyer, 'POST', '/purchase/ht-contract/submitApprove', { id: contract.id });

  const after: Record<string, string> = { director: '待区域经理审批', area: '待经理审批', manager: '履行中' };
  for (const account of ['director', 'area', 'manager'])
    await approveOnDetail(
      await signInAs(t, account),
      `/contractDetail/index?id=${contract.id}`,
      name,
      after[account]!,
    );

  await buyer.goto(`/contractDetail/index?id=${contract.id}`);
  await expectVisible(buyer.getByText('履行中').first(), 'the contract is in force');
  await buyer.getByRole('button', { name: '一次性下单' }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: '一次性下单' }).click();
  const orders = buyer.getByRole('table', { name: '订单' });
  await expectVisible(orders.getByText('待到货'), 'the new order awaits delivery');
});
