// Contract supplements end to end against the real server with the seeded demo organisation: the buyer 吴采购
// opens the demo's approved contract (HT202611160001, 60 t rebar at 3850), drafts 新增补充协议 raising the rebar to
// 70 t on the editor, saves and submits it; the director, the area manager and the manager each approve it on
// /contractSupplementDetail/index in their own session; the contract detail then shows 70 t and the contract
// amount before (315100.00) and after (353600.00) in its 补充协议 card.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectVisible, test, type TestContext } from './harness.ts';

const DEMO_PASSWORD = 'demo1234';

async function signInAs(t: TestContext, account: string): Promise<Page> {
  const page = await t.newSession();
  await t.signIn(page, { account, password: DEMO_PASSWORD });
  return page;
}

test(
  'a supplement raising the rebar of the demo contract is approved by each approver and applied',
  async (t) => {
    const buyer = await signInAs(t, 'buyer');
    await buyer.goto('/purchase/contract?tab=all');
    await buyer.getByRole('link', { name: 'HT202611160001' }).click();
    await expectVisible(
      buyer.getByText('上海项目主体结构钢材水泥采购合同').first(),
      'the demo contract opens',
    );
    await buyer.getByRole('link', { name: '新增补充协议' }).click();

    await expectVisible(buyer.getByRole('heading', { name: '新增补充协议' }).first(), 'the editor opens');
    await buyer.getByLabel('补充协议名称').fill('钢筋增量补充协议');
    await buyer.getByLabel('变更原因').fill('二层楼板设计变更');
    const qty = buyer.getByRole('textbox', { name: /^1 .* 变更后数量$/ });
    await qty.fill('70');
    await buyer.getByRole('button', { name: '保存' }).click();

    await expectVisible(buyer.getByText('补充协议详情').first(), 'saved: the supplement detail');
    await expectVisible(buyer.getByText('+38500.00').first(), 'the delta is shown');
    const supplementUrl = buyer.url();
    const id = new URL(supplementUrl).searchParams.get('id');
    assert.ok(id, 'the detail names the supplement');
    await buyer.getByRole('button', { name: '提交', exact: true }).click();
    await buyer.getByRole('alertdialog').getByRole('button', { name: '提交', exact: true }).click();
    await expectVisible(buyer.getByText('待总监审批').first(), 'submitted');

    const after: Record<string, string> = {
      director: '待区域经理审批',
      area: '待经理审批',
      manager: '审批通过',
    };
    for (const account of ['director', 'area', 'manager']) {
      const approver = await signInAs(t, account);
      await approver.goto(`/contractSupplementDetail/index?id=${id}`);
      await expectVisible(approver.getByText('钢筋增量补充协议').first(), `${account} sees the supplement`);
      await approver.getByRole('button', { name: '审批通过' }).click();
      await approver.getByRole('dialog').getByRole('button', { name: '审批通过' }).click();
      await expectVisible(approver.getByText(after[account]!).first(), `${account} approved`);
    }

    await buyer.goto('/purchase/contract?tab=all');
    await buyer.getByRole('link', { name: 'HT202611160001' }).click();
    const items = buyer.getByRole('table', { name: '合同明细' });
    await expectVisible(
      items.getByRole('cell', { name: '70', exact: true }),
      'the contract line now holds 70 t',
    );
    const card = buyer.getByRole('table', { name: '补充协议' });
    await expectVisible(card.getByText('315100.00'), 'the amount before');
    await expectVisible(card.getByText('353600.00'), 'the amount after');
  },
  { timeoutMs: 300_000 },
);
