// 附件管理, 对象存储 and 短信配置 against the real server: upload a file on a form, download it back through its
// signed link, remove it (the link dies with it); the seeded storage and SMS configurations; send a message.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectSuccessToast, expectVisible, test } from './harness.ts';

const table = (page: Page, name: string) => page.getByRole('table', { name });
const rowWith = (page: Page, name: string, text: string) =>
  table(page, name)
    .getByRole('row')
    .filter({ has: page.getByText(text, { exact: true }) });
test('admin uploads a file on the attachment form, downloads it back and removes it', async (t) => {
  const { page } = t;
  await t.signIn(page, { account: 'admin', password: 'admin' });
  await page.goto('/resource/attach');
  await expectVisible(table(page, '附件管理'), 'the 附件管理 table');

  const name = `e2e-${Date.now().toString(36)}.txt`;
  const content = Buffer.from(`采购合同附件 ${name}\n第二行\n`, 'utf8');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const form = page.getByRole('dialog');
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/blade-resource/oss/endpoint/put-file'));
  await form.getByLabel('上传文件').setInputFiles({ name, mimeType: 'text/plain', buffer: content });
  const answer = (await (await uploaded).json()) as {
    code: number;
    data: { link: string; attachId: string };
  };
  assert.equal(answer.code, 200, `put-file answered ${JSON.stringify(answer)}`);
  assert.match(answer.data.link, /\?tenantId=000000&expires=\d+&sign=[\w-]{43}$/);
  await form.getByRole('button', { name: '保存' }).click();
  await expectSuccessToast(page, '上传成功');
  await form.waitFor({ state: 'detached' });

  // The list answers its own fresh link; both the name and 下载 open the same file.
  const row = rowWith(page, '附件管理', name);
  await expectVisible(row, `the row of ${name}`);
  await expectVisible(row.getByText('local', { exact: true }), 'the seeded local storage');
  const href = await row.getByRole('link', { name: '下载' }).getAttribute('href');
  assert.ok(href, 'the download link');
  const downloaded = await page.request.get(href);
  assert.equal(downloaded.status(), 200);
  assert.deepEqual(Buffer.from(await downloaded.body()), content);
  assert.match(downloaded.headers()['content-disposition'] ?? '', new RegExp(name.replace('.', '\\.')));
  // A browser download through the link gives the same bytes.
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: '下载' }).click();
  const file = await (await download).path();
  assert.ok(file);
  const { readFileSync } = await import('node:fs');
  assert.deepEqual(readFileSync(file), content);
  // A tampered link opens nothing.
  const forged = await page.request.get(href.replace(/sign=[\w-]+/, `sign=${'A'.repeat(43)}`));
  assert.equal(forged.status(), 403);

  await row.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: '删除' }).click();
  await expectSuccessToast(page, '删除成功');
  await row.waitFor({ state: 'detached' });
  assert.equal((await page.request.get(href)).status(), 404, 'the removed file is gone with its record');
});

test('the seeded configurations are listed with their status, and an SMS goes through the enabled one', async (t) => {
  const { page } = t;
  await t.signIn(page, { account: 'admin', password: 'admin' });
  await page.goto('/resource/oss');
  await expectVisible(
    rowWith(page, '对象存储', 'local').getByText('启用', { exact: true }),
    'the enabled local storage',
  );

  await page.goto('/resource/sms');
  await expectVisible(
    rowWith(page, '短信配置', 'dev-log').getByText('启用', { exact: true }),
    'the enabled log SMS',
  );
  await page.getByRole('button', { name: '发送短信' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('手机号码').fill('1380013800');
  await form.getByRole('button', { name: '保存' }).click();
  await expectVisible(form.getByText('请输入 11 位手机号码,多个用英文逗号分隔'), 'the number message');
  // A number of its own per run: the server allows one message a minute per number.
  const phone = `139${String(Date.now()).slice(-8)}`;
  await form.getByLabel('手机号码').fill(phone);
  await form.getByLabel('模板参数 (JSON)').fill('{"code":"4821"}');
  await form.getByRole('button', { name: '保存' }).click();
  await expectSuccessToast(page, '已发送到 1 个号码');
});

test('the API documentation renders the whole contract in the browser under its CSP', async (t) => {
  const { page } = t;
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const answer = await page.goto('/api/docs');
  assert.equal(answer?.status(), 200);
  assert.match(answer?.headers()['content-security-policy'] ?? '', /script-src 'self'/);
  await expectVisible(page.getByRole('heading', { name: /Purchasing system API/ }), 'the document title');
  await expectVisible(page.getByRole('button', { name: /Authorize/ }).first(), 'the Authorize button');
  await expectVisible(page.getByText('Blade-Auth: bearer <access_token>').first(), 'the header explanation');
  await expectVisible(page.getByRole('heading', { name: /oss-endpoint/ }).first(), 'the oss-endpoint tag');
  if (process.env.E2E_SCREENSHOT)
    await page.screenshot({ path: process.env.E2E_SCREENSHOT, fullPage: false });
  assert.deepEqual(problems, [], 'no script or policy errors on the page');
});
