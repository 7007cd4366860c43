// Stock end to end against the real server, as the demo warehouse keeper: an other stock-in of 10 at 100 and a
// 领用 of 4 (drafts saved through the API the editors call), each posted with its button on the detail screen;
// the keeper then sees the balance 6 at 100.0000 / 600.00 on 库存汇总 and the ledger with its running balances,
// and an issue beyond the balance is refused with the server's reason, nothing posted.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectPath, expectToast, expectVisible, test } from './harness.ts';
import { signInAs } from './flows/people.ts';

const CENTRAL = '42000001'; // CK001 集团中心仓库 (the demo's own stock is in CK002)
const MATERIAL = '41000002'; // WZ0101002 热轧带肋钢筋 HRB400E Φ25

interface Answer<T = unknown> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

/** Calls the API from inside the signed-in page, with its token (as the client does). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = document.cookie.match(/saber-access-token=([^;]+)/)?.[1] ?? '';
      const answer = await fetch(`/api${path}`, {
        method,
        headers: {
          'Blade-Auth': `bearer ${decodeURIComponent(token)}`,
          Authorization: `Basic ${btoa('saber:saber_secret')}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await answer.json()) as Answer<T>;
    },
    { method, path, body },
  ) as Promise<Answer<T>>;
}

async function ok<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await api<T>(page, method, path, body);
  assert.ok(answer.success, `${method} ${path}: ${answer.msg}`);
  return answer.data;
}

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** Opens a document's detail, posts it with its button and answers the toast. */
async function postOnDetail(page: Page, path: string, button: string): Promise<string> {
  await page.goto(path);
  await expectPath(page, path);
  await page.getByRole('button', { name: button }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(确定|确认)$/ })
    .click();
  return expectToast(page);
}

test('the keeper receives 10 at 100, issues 4, sees 6 at 100 and the ledger, and is refused an over-issue', async (t) => {
  const keeper = await signInAs(t, 'keeper');

  const stockIn = await ok<{ id: string; stockInNo: string }>(keeper, 'POST', '/purchase/kc-stock-in/add', {
    stockInType: 2,
    otherType: '1',
    storehouseId: CENTRAL,
    stockInDate: today(),
    items: [{ materialId: MATERIAL, qty: 10, unitCost: 100 }],
  });
  assert.match(await postOnDetail(keeper, `/stock/stock-in/${stockIn.id}`, '确认入库'), /已确认/);
  await expectVisible(keeper.getByText('已确认').first(), 'the posted status');

  const stockOut = await ok<{ id: string }>(keeper, 'POST', '/purchase/kc-stock-out/add', {
    stockOutType: 1,
    storehouseId: CENTRAL,
    stockOutDate: today(),
    receiveDeptName: '上海项目部',
    receiverName: '班组A',
    usePart: '1#楼 3层 梁板',
    items: [{ materialId: MATERIAL, qty: 4 }],
  });
  assert.match(await postOnDetail(keeper, `/stock/stock-out/${stockOut.id}`, '确认出库'), /已确认/);
  // The posted line carries its cost at the average: 4 × 100.
  await expectVisible(keeper.getByRole('cell', { name: '400.00' }).first(), 'the issue’s cost 400.00');

  // 库存汇总: the balance, then its ledger.
  await keeper.goto(`/stock/summary?storehouseId=${CENTRAL}&materialCode=WZ0101002`);
  const balances = keeper.getByRole('table', { name: '库存余额' });
  const row = balances.getByRole('row').filter({ hasText: 'WZ0101002' });
  await expectVisible(row, 'the balance row of WZ0101002');
  const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
  assert.ok(cells.includes('6'), `balance 6 in ${cells.join(' | ')}`);
  assert.ok(cells.includes('100.0000'), `average 100.0000 in ${cells.join(' | ')}`);
  assert.ok(cells.includes('600.00'), `amount 600.00 in ${cells.join(' | ')}`);
  await row.getByRole('button', { name: /流水/ }).click();
  const ledger = keeper.getByRole('table', { name: '库存流水' });
  await expectVisible(
    ledger.getByRole('row').filter({ hasText: stockIn.stockInNo }),
    'the stock-in in the ledger',
  );
  const running = (await ledger.getByRole('row').allTextContents()).join('\n');
  assert.match(running, /600\.00/);
  assert.match(running, /1000\.00/);

  // An issue beyond the balance: the draft is refused at once with the server's reason.
  const refused = await api(keeper, 'POST', '/purchase/kc-stock-out/add', {
    stockOutType: 1,
    storehouseId: CENTRAL,
    stockOutDate: today(),
    receiveDeptName: '上海项目部',
    receiverName: '班组A',
    usePart: '2#楼',
    items: [{ materialId: MATERIAL, qty: 7 }],
  });
  assert.equal(refused.code, 400);
  assert.match(refused.msg, /库存不足.*6/);
});
