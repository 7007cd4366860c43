// Purchasing after approval, end to end against the real server with the seeded demo organisation: the clerk's
// bill goes through the whole chain (each approver as themselves, through the API), the approvers see their
// unread badge, the purchase admin 周主管 (buyer_admin) assigns its two lines to two purchasers on 需求分包, and
// each purchaser's 采购执行 shows only the line assigned to them.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { expectVisible, test } from './harness.ts';
import { DEMO_PASSWORD, signInAs } from './flows/people.ts';

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
  roleAlias?: string;
  children?: TreeNode[];
}
const flatten = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

const rowWith = (table: Locator, text: string) =>
  table.getByRole('row').filter({ has: table.page().getByText(text, { exact: true }) });

test(
  'the purchase admin assigns an approved bill’s lines to two purchasers; each sees only their own',
  async (t) => {
    const { page: admin } = t;
    const stamp = Date.now().toString(36).slice(-5);
    await t.signIn(admin, { account: 'admin', password: 'admin' });

    // A second purchaser beside the demo's 吴采购 (buyer).
    const roles = flatten(await ok<TreeNode[]>(admin, 'GET', '/blade-system/role/list'));
    const depts = flatten(await ok<TreeNode[]>(admin, 'GET', '/blade-system/dept/tree'));
    const purchaserRole = roles.find((r) => r.roleAlias === 'purchaser')?.id;
    const purchasing = depts.find((d) => d.title === '采购部')?.id;
    const shanghai = depts.find((d) => d.title === '上海项目部')?.id;
    assert.ok(purchaserRole && purchasing && shanghai, 'the seeded purchaser role and departments');
    const buyer2 = `buyer${stamp}`;
    const buyer2Name = `郑采购${stamp}`;
    await ok(admin, 'POST', '/blade-user/submit', {
      account: buyer2,
      password: 'exec12345',
      realName: buyer2Name,
      roleId: purchaserRole,
      deptId: purchasing,
    });

    // The clerk's bill with two lines, walked through the chain by each demo approver.
    const clerk = await signInAs(t, 'clerk');
    const materials = await ok<{ records: { id: string; materialCode: string }[] }>(
      clerk,
      'GET',
      '/purchar/cg-material/pages?current=1&size=50',
    );
    const byCode = (code: string) => materials.records.find((m) => m.materialCode === code)!.id;
    const pms = await ok<{ id: string; account: string }[]>(
      clerk,
      'GET',
      `/purchar/cg-needs/projectManagerList?deptId=${shanghai}`,
    );
    const bill = await ok<{ id: string; needsNo: string }>(clerk, 'POST', '/purchar/cg-needs/addOrEdit', {
      title: `E2E分包${stamp}`,
      deptId: shanghai,
      projectManagerId: pms.find((m) => m.account === 'pm')!.id,
      items: [
        { materialId: byCode('WZ0101001'), qty: 12 },
        { materialId: byCode('WZ0102001'), qty: 30 },
      ],
    });
    await ok(clerk, 'POST', '/purchar/cg-needs/submitApprove', { id: bill.id });
    const pm = await signInAs(t, 'pm');
    // The project manager's badge counts the new to-do.
    await pm.goto('/wel/index');
    await expectVisible(
      pm.getByRole('link', { name: /^消息 \(\d+ 条未读消息\)$/ }),
      'the unread badge of the pm',
    );
    await ok(pm, 'POST', `/purchar/cg-needs/confirmSubmit/${bill.id}`, {});
    for (const [account, path] of [
      ['director', '/purchar/cg-needs/approve'],
      ['area', '/purchar/cg-needs/approveAreaManager'],
      ['manager', '/purchar/cg-needs/approveManager'],
    ] as const) {
      const approver = await signInAs(t, account);
      await ok(approver, 'POST', path, { id: bill.id });
    }

    // The purchase admin assigns the rebar line to 吴采购 and the cement line to the new purchaser.
    const padmin = await signInAs(t, 'buyer_admin');
    await padmin.goto(`/purchar/needs-subpackage?needsNo=${bill.needsNo}`);
    const lines = padmin.getByRole('table', { name: '待分包明细' });
    for (const [code, purchaser] of [
      ['WZ0101001', '吴采购'],
      ['WZ0102001', buyer2Name],
    ] as const) {
      const row = rowWith(lines, code);
      await expectVisible(row, `the line ${code}`);
      await row.getByRole('checkbox').check();
      await padmin.getByRole('button', { name: '分包', exact: true }).click();
      const dialog = padmin.getByRole('dialog', { name: '分包给采购员' });
      const option = dialog.getByLabel('采购员').locator('option', { hasText: purchaser });
      await option.waitFor({ state: 'attached' });
      await dialog.getByLabel('采购员').selectOption((await option.getAttribute('value'))!);
      // The previous line's toast may still be up: wait for one more than there were.
      const toasts = padmin
        .locator('[data-sonner-toast][data-type="success"]')
        .filter({ hasText: '分包成功' });
      const before = await toasts.count();
      await dialog.getByRole('button', { name: '分包', exact: true }).click();
      await expectVisible(toasts.nth(before), `the toast 分包成功 for ${code}`);
      await expectVisible(row.getByText('已分包', { exact: true }), `${code} assigned`);
    }

    // Each purchaser sees only their own line.
    for (const [account, password, own, other] of [
      ['buyer', DEMO_PASSWORD, 'WZ0101001', 'WZ0102001'],
      [buyer2, 'exec12345', 'WZ0102001', 'WZ0101001'],
    ] as const) {
      const purchaser = await signInAs(t, account, password);
      await purchaser.goto(`/purchar/needs-purchar?needsNo=${bill.needsNo}`);
      const mine = purchaser.getByRole('table', { name: '采购执行' });
      await expectVisible(rowWith(mine, own), `${account} sees ${own}`);
      assert.equal(await rowWith(mine, other).count(), 0, `${account} does not see ${other}`);
    }
  },
  // Nine sign-ins, each with its captcha, and four approvals: well over the default minute on a loaded machine.
  { timeoutMs: 180_000 },
);
