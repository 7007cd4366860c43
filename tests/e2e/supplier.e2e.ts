// Suppliers end to end against the real server with the demo accounts: the purchase admin creates a supplier with
// a business licence (its scan uploaded) and a default bank account and submits it; the director, the area manager
// and the manager approve in their own sessions; it shows 合格. A blacklist request raised from its page and
// approved by the same three puts it on the blacklist screen.
import type { Locator, Page } from 'playwright-core';
import { creditCodeCheckChar } from '../../src/lib/credit-code.ts';
import { expectPath, expectSuccessToast, expectVisible, test, type TestContext } from './harness.ts';

const PASSWORD = 'demo1234';

const rowWith = (table: Locator, text: string) =>
  table.getByRole('row').filter({ has: table.page().getByText(text, { exact: true }) });

async function signInAs(t: TestContext, account: string): Promise<Page> {
  const page = await t.newSession();
  await t.signIn(page, { account, password: PASSWORD });
  return page;
}

/** A valid credit code of its own for each run (GB 32100-2015 check character computed). */
function creditCodeFor(stamp: string): string {
  const body = `91310115MA${stamp.toUpperCase().replace(/[^0-9A-HJ-NPQRTUWXY]/g, '0')}`
    .padEnd(17, '0')
    .slice(0, 17);
  return body + creditCodeCheckChar(body)!;
}

/** Opens a queue tab of `path` and approves the row showing `text` there. */
async function approveIn(page: Page, path: string, tab: string, tabName: string, text: string) {
  await page.goto(`${path}?tab=${tab}`);
  const queue = page.getByRole('table', { name: tabName });
  const row = rowWith(queue, text);
  await expectVisible(row, `${text} in ${tabName}`);
  await row.getByRole('button', { name: '审批通过', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('同意');
  await dialog.getByRole('button', { name: '审批通过', exact: true }).click();
  await row.waitFor({ state: 'detached' });
}

test(
  'a supplier is admitted through three approvers and then put on the blacklist',
  async (t) => {
    const stamp = Date.now().toString(36).slice(-5);
    const code = `E2E${stamp}`;
    const name = `E2E测试建材${stamp}有限公司`;

    // The purchase admin writes the supplier.
    const admin = await signInAs(t, 'buyer_admin');
    await admin.goto('/purchar/supplier');
    await admin.getByRole('button', { name: '新增', exact: true }).click();
    await expectPath(admin, '/purchar/supplier/add');
    // The list (whose search form has code and name fields too) stays until the editor's chunk has loaded.
    await expectVisible(admin.getByText('基本信息', { exact: true }), 'the editor');
    await admin.getByLabel('供应商编码').fill(code);
    await admin.getByLabel('供应商名称').fill(name);
    await admin.getByLabel('统一社会信用代码').fill(creditCodeFor(stamp));
    const typeOption = admin.getByLabel('供应商类型').locator('option', { hasText: '生产厂家' });
    await typeOption.waitFor({ state: 'attached' });
    await admin.getByLabel('供应商类型').selectOption({ label: '生产厂家' });
    await admin.getByLabel('第 1 行 证书编号').fill(`YYZZ-${stamp}`);
    await admin.getByLabel('第 1 行 有效期止').fill('2031-12-31');
    await admin.getByLabel('第 1 行 上传扫描件').setInputFiles({
      name: 'licence.png',
      mimeType: 'image/png',
      // A 1×1 PNG: put-file sniffs the bytes.
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expectVisible(admin.getByText('licence.png'), 'the uploaded scan in its row');
    await admin.getByLabel('第 1 行 开户银行').fill('中国银行上海分行');
    await admin.getByLabel('第 1 行 账号').fill('6222000011112222');
    await admin.getByRole('button', { name: '保存草稿' }).click();
    await expectSuccessToast(admin, '新增成功');
    await admin.waitForURL((url) => url.pathname.startsWith('/purchar/supplier/edit/'));
    const id = admin.url().split('/').pop()!;

    await admin.goto(`/purchar/supplier?supplierCode=${code}`);
    const list = admin.getByRole('table', { name: '全部供应商' });
    const row = rowWith(list, code);
    await expectVisible(row.getByText('待准入'), 'the new supplier awaiting admission');
    await row.getByRole('button', { name: '提交', exact: true }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: '提交', exact: true }).click();
    await expectSuccessToast(admin, '提交成功');

    // Three levels, each in its own session (approvers of any department: suppliers have none).
    for (const [account, tab, tabName] of [
      ['director', 'director', '待总监审批'],
      ['area', 'areaManager', '待区域经理审批'],
      ['manager', 'manager', '待经理审批'],
    ] as const) {
      const approver = await signInAs(t, account);
      await approveIn(approver, '/purchar/supplier', tab, tabName, code);
    }

    await admin.goto(`/purchar/supplier/${id}`);
    await expectVisible(admin.getByText('合格', { exact: true }).first(), 'the supplier qualified');
    await expectVisible(admin.getByRole('link', { name: 'licence.png' }), 'the scan on the detail page');

    // A blacklist request from its page, approved by the same three.
    await admin.getByRole('button', { name: '拉黑申请' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('原因').fill('供货质量不合格');
    await dialog.getByRole('button', { name: '提交审批' }).click();
    await expectSuccessToast(admin, '申请已提交审批');
    for (const [account, tab, tabName] of [
      ['director', 'director', '待总监审批'],
      ['area', 'areaManager', '待区域经理审批'],
      ['manager', 'manager', '待经理审批'],
    ] as const) {
      const approver = await signInAs(t, account);
      await approveIn(approver, '/purchar/supplier-black', tab, tabName, name);
    }

    await admin.goto('/purchar/supplier-black');
    const listed = admin.getByRole('table', { name: '黑名单供应商' });
    await expectVisible(rowWith(listed, name).getByText('供货质量不合格'), 'the supplier on the blacklist');
    await admin.goto(`/purchar/supplier/${id}`);
    await expectVisible(admin.getByText('已拉黑').first(), 'the blacklisted badge on the detail page');
  },
  { timeoutMs: 180_000 },
);
