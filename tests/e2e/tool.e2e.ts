// 研发工具 against the real server: the administrator configures the code generator for a table of the database
// and downloads the generated zip; the reports list opens a report's own screen.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expectPath, expectVisible, test } from './harness.ts';

test('admin generates code for a table and downloads the zip', async (t) => {
  const { page } = t;
  await t.signIn(page, { account: 'admin', password: 'admin' });
  await page.goto('/tool/code');
  const table = page.getByRole('table', { name: '代码生成' });
  await expectVisible(table, 'the 代码生成 table');

  const name = `E2E 仓库 ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog');
  await expectVisible(form.getByRole('heading', { name: '新增代码生成配置' }), 'the add dialog');
  await form.getByLabel('模块名').fill(name);
  await form.getByLabel('表名').selectOption('kc_storehouse');
  await form.getByLabel('表前缀').fill('kc_');
  await form.getByLabel('服务名').fill('purchar-depot');
  await form.getByLabel('功能路径').fill('purchar/depot');
  await form.getByLabel('接口路径').fill('/purchar/kc-depot');
  await form.getByRole('button', { name: '保存' }).click();
  await form.waitFor({ state: 'detached' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expectVisible(row, 'the new configuration');

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `生成代码 ${name}` }).click();
  const file = await download;
  assert.equal(file.suggestedFilename(), 'code-storehouse.zip');
  const entries = unzipSync(new Uint8Array(await readFile(await file.path())));
  const names = Object.keys(entries);
  for (const expected of [
    'storehouse/openapi/purchar-depot.yaml',
    'storehouse/src/server/db/schema/storehouse.ts',
    'storehouse/src/server/modules/purchar/storehouse.service.ts',
    'storehouse/src/features/purchar/depot/storehouse-page.tsx',
    'storehouse/src/features/purchar/depot/storehouse-zh.ts',
  ]) {
    assert.ok(names.includes(expected), `${expected} in ${names.join(', ')}`);
  }
  assert.match(strFromU8(entries['storehouse/openapi/purchar-depot.yaml']!), /\/purchar\/kc-depot\/list:/);
});

test('the reports list opens a report', async (t) => {
  const { page } = t;
  await t.signIn(page, { account: 'admin', password: 'admin' });
  await page.goto('/tool/report');
  const table = page.getByRole('table', { name: '报表管理' });
  await expectVisible(table, 'the 报表管理 table');
  await table.getByRole('link', { name: '打开报表 计划汇总' }).click();
  await expectPath(page, '/purchar/plan-needs-summary');
});
