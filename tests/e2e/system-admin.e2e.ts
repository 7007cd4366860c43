// The system administration suite against the real server: an administrator creates a department, a role granted
// only the dictionary menu and a user in that role; the user signs in, sees only that menu and adds a dictionary
// entry; the administrator changes a parameter and batch-deletes two posts. Plus the figure for a 200-row page
// of users (rendering after its data arrived).
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { expectPath, expectSuccessToast, expectVisible, test } from './harness.ts';

const dialog = (page: Page) => page.getByRole('dialog');
const save = (form: Locator) => form.getByRole('button', { name: '保存', exact: true }).click();

/** The row of a table or tree grid showing exactly `text` somewhere (a tree grid's cells are gridcells). */
const rowWith = (grid: Locator, text: string) =>
  grid.getByRole('row').filter({ has: grid.page().getByText(text, { exact: true }) });

const response = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().includes(path) && r.status() === 200);

test('a role granted only the dictionary menu: its user sees only that menu and can keep dictionaries', async (t) => {
  const { page } = t;
  const stamp = Date.now().toString(36).slice(-5);
  const deptName = `E2E项目部${stamp}`;
  const roleName = `字典员${stamp}`;
  const account = `dict${stamp}`;
  const password = 'dict1234';
  await t.signIn(page, { account: 'admin', password: 'admin' });

  // A project department at the top level.
  await page.goto('/system/dept');
  const depts = page.getByRole('treegrid', { name: '部门管理' });
  await expectVisible(rowWith(depts, '总公司'), 'the seeded 总公司');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  let form = dialog(page);
  await form.getByLabel('部门名称').fill(deptName);
  await form.getByLabel('机构类型').selectOption({ label: '项目部' });
  await form.getByLabel('排序').fill('90');
  await save(form);
  await expectSuccessToast(page, '新增成功');
  await expectVisible(rowWith(depts, deptName), `the new department ${deptName}`);

  // A role, then its grant: the dictionary menu (with its buttons) and nothing else.
  await page.goto('/system/role');
  const roles = page.getByRole('treegrid', { name: '角色管理' });
  await expectVisible(rowWith(roles, '超级管理员'), 'the seeded roles');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  form = dialog(page);
  await form.getByLabel('角色名称').fill(roleName);
  await form.getByLabel('角色别名').fill(`dict_keeper_${stamp}`);
  await form.getByLabel('角色排序').fill('50');
  await save(form);
  await expectSuccessToast(page, '新增成功');
  const roleRow = rowWith(roles, roleName);
  await expectVisible(roleRow, `the new role ${roleName}`);
  const grantTrees = response(page, '/blade-system/menu/grant-tree');
  await roleRow.getByRole('button', { name: '权限设置' }).click();
  await grantTrees;
  form = dialog(page);
  await expectVisible(form.getByRole('tab', { name: '菜单权限' }), 'the 菜单权限 tab');
  await form.getByRole('checkbox', { name: '字典管理', exact: true }).check();
  await save(form);
  await expectSuccessToast(page, '权限设置成功');

  // A user in that role and department.
  await page.goto('/system/user');
  await expectVisible(page.getByRole('table', { name: '用户管理' }), 'the user list');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  form = dialog(page);
  await form.getByLabel('登录账号').fill(account);
  await form.getByLabel('用户姓名').fill('字典员');
  await form.getByLabel('密码', { exact: true }).fill(password);
  await form.getByLabel('确认密码').fill(password);
  await form.getByRole('checkbox', { name: roleName, exact: true }).check();
  await form.getByLabel('所属部门').click();
  await page.getByRole('checkbox', { name: deptName, exact: true }).check();
  await page.keyboard.press('Escape');
  await save(form);
  await expectSuccessToast(page, '新增成功');
  // The seeded demo organisation fills the first page: find the new user by account (the filter is in the URL).
  await page.goto(`/system/user?account=${account}`);
  await expectVisible(
    rowWith(page.getByRole('table', { name: '用户管理' }), account),
    `the new user ${account}`,
  );

  // The user signs in and finds exactly one screen: 字典管理 (under 系统管理).
  const keeper = await t.newSession();
  await t.signIn(keeper, { account, password });
  const nav = keeper.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('button', { name: '系统管理' }).click();
  await expectVisible(nav.getByRole('link', { name: '字典管理' }), 'the 字典管理 menu');
  const links = (await nav.getByRole('link').allTextContents()).map((text) => text.trim()).filter(Boolean);
  assert.deepEqual(links, ['字典管理'], `the user's menu links: ${links.join(', ')}`);
  await nav.getByRole('link', { name: '字典管理' }).click();
  await expectPath(keeper, '/dict-horizontal/index');

  // …and adds a dictionary there.
  const code = `e2e_${stamp}`;
  await keeper.getByRole('button', { name: '新增', exact: true }).first().click();
  form = dialog(keeper);
  await form.getByLabel('字典编号').fill(code);
  await form.getByLabel('字典名称').fill(`E2E 字典 ${stamp}`);
  await form.getByLabel('字典排序').fill('1');
  await save(form);
  await expectSuccessToast(keeper, '新增成功');
  await form.waitFor({ state: 'detached' });
  await keeper.getByLabel('字典编号').fill(code);
  await keeper.getByRole('button', { name: '搜索', exact: true }).click();
  await expectVisible(keeper.getByRole('cell', { name: code, exact: true }), `the new dictionary ${code}`);

  // The server, not only the menu, keeps the user out of parameters.
  const forbidden = await keeper.evaluate(async () => {
    const token = document.cookie.match(/saber-access-token=([^;]+)/)?.[1] ?? '';
    const answer = await fetch('/api/blade-system/param/list', {
      headers: {
        'Blade-Auth': `bearer ${decodeURIComponent(token)}`,
        Authorization: `Basic ${btoa('saber:saber_secret')}`,
      },
    });
    return answer.status;
  });
  assert.equal(forbidden, 403);
});

test('the administrator changes a parameter and batch-deletes two posts', async (t) => {
  const { page } = t;
  const stamp = Date.now().toString(36).slice(-5);
  await t.signIn(page, { account: 'admin', password: 'admin' });

  // Change a parameter's value.
  await page.goto('/system/param');
  const params = page.getByRole('table', { name: '参数管理' });
  const row = rowWith(params, 'account.initPassword');
  await expectVisible(row, 'the account.initPassword parameter');
  await row.getByRole('button', { name: '编辑' }).click();
  const form = dialog(page);
  await form.getByLabel('参数键值').fill(`init${stamp}9`);
  await form.getByRole('button', { name: '修改', exact: true }).click();
  await expectSuccessToast(page, '更新成功');
  await expectVisible(rowWith(params, `init${stamp}9`), 'the new value in the list');

  // Two new posts, selected together and deleted in one go.
  await page.goto('/system/post');
  const posts = page.getByRole('table', { name: '岗位管理' });
  const names = [`E2E岗位一${stamp}`, `E2E岗位二${stamp}`];
  for (const [index, name] of names.entries()) {
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const postForm = dialog(page);
    await postForm.getByLabel('岗位类型').selectOption({ label: '基层' });
    await postForm.getByLabel('岗位编号').fill(`e2e${stamp}${index}`);
    await postForm.getByLabel('岗位名称').fill(name);
    await postForm.getByLabel('排序').fill(String(90 + index));
    await save(postForm);
    await expectSuccessToast(page, '新增成功');
    await postForm.waitFor({ state: 'detached' });
    await expectVisible(rowWith(posts, name), `the new post ${name}`);
  }
  await page.getByRole('button', { name: '删除', exact: true }).first().click();
  await expectVisible(page.getByText('请选择至少一条数据'), 'the warning that nothing is selected');
  for (const name of names) await rowWith(posts, name).getByRole('checkbox').check();
  await page.getByRole('button', { name: '删除', exact: true }).first().click();
  const confirm = page.getByRole('alertdialog');
  await expectVisible(confirm.getByText('确定将选择数据删除?'), 'the delete confirmation');
  await confirm.getByRole('button', { name: '删除' }).click();
  await expectSuccessToast(page, '删除成功');
  for (const name of names) await rowWith(posts, name).waitFor({ state: 'detached' });
});

test('figure: a 200-row page of users with 12 columns renders soon after its data arrives', async (t) => {
  const { page } = t;
  await t.signIn(page, { account: 'admin', password: 'admin' });
  // The real server's answer for one user, repeated into 200 distinct rows: the figure is the client's rendering.
  await page.route('**/api/blade-user/page?*', async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('size') !== '200') return route.continue();
    const real = await route.fetch();
    const body = (await real.json()) as { data: { records: Record<string, unknown>[] } };
    const sample = body.data.records[0]!;
    const page = Number(url.searchParams.get('current') ?? '1');
    const records = Array.from({ length: 200 }, (_, i) => ({
      ...sample,
      id: String(8_000_000 + page * 1000 + i),
      account: `user${page}_${i}`,
      realName: `用户${i}`,
    }));
    await route.fulfill({
      response: real,
      json: { ...body, data: { ...body.data, records, total: 2000, size: 200, pages: 10 } },
    });
  });
  // Marks the arrival of each list answer, then measures to the frame that shows its 200th row.
  // (A string, not a function: the test runner's transpiler would add helpers the page does not have.)
  await page.addInitScript(`
    const original = window.fetch;
    window.fetch = async (...args) => {
      const answer = await original(...args);
      const url = String(args[0] instanceof Request ? args[0].url : args[0]);
      if (url.includes('/blade-user/page') && url.includes('size=200')) {
        await answer.clone().text();
        const started = performance.now();
        const current = new URL(url, location.href).searchParams.get('current') || '1';
        const check = () => {
          const rows = document.querySelectorAll('table[aria-label="用户管理"] tbody tr');
          if (rows.length === 200 && (rows[199].textContent || '').includes('user' + current + '_199')) {
            requestAnimationFrame(() => performance.measure('users:render', { start: started, end: performance.now() }));
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }
      return answer;
    };
  `);
  await page.goto('/system/user?size=200');
  const table = page.getByRole('table', { name: '用户管理' });
  await page.waitForFunction(() => performance.getEntriesByName('users:render').length >= 1);
  const columns = await table.locator('thead th').count();
  for (const n of [2, 3, 4, 5, 6]) {
    await page.getByRole('button', { name: `第 ${n} 页` }).click();
    await page.waitForFunction((count) => performance.getEntriesByName('users:render').length >= count, n);
  }
  const durations = await page.evaluate(() =>
    performance.getEntriesByName('users:render').map((entry) => entry.duration),
  );
  const [first = 0, ...rest] = durations;
  const sorted = [...rest].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `    users page, 200 rows × ${columns} header cells: first ${first.toFixed(0)} ms; next ${rest.length} pages ` +
      `median ${median.toFixed(0)} ms (min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)}), data to painted frame`,
  );
  assert.equal(await table.locator('tbody tr').count(), 200);
});
