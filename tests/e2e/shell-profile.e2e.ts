import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectPath, expectToast, expectVisible, test } from './harness.ts';
import { createUser } from './shell-support.ts';

/** A real JPEG, drawn by the browser. */
async function smallJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#409EFF';
    context.fillRect(0, 0, 96, 96);
    context.fillStyle = '#ffffff';
    context.fillRect(24, 24, 48, 48);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test('avatar: a 600 KB png and a gif are refused, a small jpg is stored and shown', async (t) => {
  const { page } = t;
  await t.signIn(page);
  await page.goto('/info/index');
  const input = page.getByTestId('avatar-file');
  await expectVisible(page.getByLabel('昵称'), 'the profile form');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/oss/endpoint/put-file')) uploads.push(request.url());
  });

  await input.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(600 * 1024)]),
  });
  await expectVisible(
    page.getByRole('alert').filter({ hasText: '头像大小不能超过 500KB' }),
    'the size message',
  );
  await input.setInputFiles({
    name: 'cat.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
  });
  await expectVisible(
    page.getByRole('alert').filter({ hasText: '头像只能是 JPG 或 PNG 格式' }),
    'the type message',
  );
  assert.deepEqual(uploads, [], 'nothing was sent for refused files');

  // A gif named .png passes the browser's check; the server reads the bytes and refuses it, and says so.
  const refused = page.waitForResponse((response) => response.url().includes('/oss/endpoint/put-file'));
  await input.setInputFiles({
    name: 'cat.png',
    mimeType: 'image/png',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
  });
  const refusal = (await (await refused).json()) as { code: number; msg: string };
  assert.notEqual(refusal.code, 200, 'the server refuses a disguised gif');
  await expectVisible(
    page.getByRole('alert').filter({ hasText: refusal.msg }),
    "the server's message beside the avatar",
  );

  const stored = page.waitForResponse((response) => response.url().includes('/oss/endpoint/put-file'));
  await input.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg(page) });
  const answer = (await (await stored).json()) as { code: number; data: { link: string } };
  assert.equal(answer.code, 200);
  assert.ok(answer.data.link.startsWith('/api/blade-resource/oss/endpoint/file/'), answer.data.link);
  assert.ok(new URL(uploads.at(-1)!).searchParams.get('category') === 'avatar', 'uploaded as an avatar');
  await expectToast(page, 'success');

  const saved = page.waitForResponse((response) => response.url().endsWith('/blade-user/update-info'));
  await page.getByRole('button', { name: '保存' }).click();
  assert.equal(((await (await saved).json()) as { code: number }).code, 200);
  await expectVisible(page.getByText('更新成功'), 'the saved toast');

  // The header shows the new picture, and it really loads.
  const headerAvatar = page.getByRole('button', { name: /^用户菜单/ }).locator('img');
  await expectVisible(headerAvatar, 'the avatar in the header');
  assert.equal(await headerAvatar.getAttribute('src'), answer.data.link);
  await page.waitForFunction(
    (img) => (img as HTMLImageElement).naturalWidth > 0,
    await headerAvatar.elementHandle(),
  );

  // Stored on the server: it is there after a reload.
  await page.reload();
  await expectVisible(page.locator(`img[src="${answer.data.link}"]`).first(), 'the avatar after a reload');
});

test('personal info: phone rules, then save', async (t) => {
  const { page } = t;
  await t.signIn(page);
  await page.goto('/info/index');
  const phone = page.getByLabel('手机号码');
  await phone.fill('1380013');
  await page.getByRole('button', { name: '保存' }).click();
  await expectVisible(page.getByText('手机号码长度不为11位'), 'the length message');
  await phone.fill('12800138000');
  await page.getByRole('button', { name: '保存' }).click();
  await expectVisible(page.getByText('手机号码格式不正确'), 'the pattern message');
  await phone.fill('13800138000');
  await page.getByRole('button', { name: '保存' }).click();
  await expectVisible(page.getByText('更新成功'), 'the saved toast');
  await page.reload();
  assert.equal(await page.getByLabel('手机号码').inputValue(), '13800138000');
});

test('password change, then sign-in with the new password (a fresh user)', async (t) => {
  const { page } = t;
  const account = await createUser(t.baseURL, `e2e${Date.now().toString(36)}`, 'Start123');
  await t.signIn(page, { account, password: 'Start123' });
  await page.goto('/info/index?tab=password');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('原密码').fill('Wrong999');
  await panel.getByLabel('新密码').fill('Next2025');
  await panel.getByLabel('确认密码').fill('Next2025');
  await panel.getByRole('button', { name: '确认修改' }).click();
  // The server checks the old password.
  const refusal = await expectToast(page, 'error');
  assert.ok(refusal.length > 0);
  await expectPath(page, '/info/index');

  await panel.getByLabel('原密码').fill('Start123');
  await panel.getByRole('button', { name: '确认修改' }).click();
  await expectPath(page, '/login');
  await t.signIn(page, { account, password: 'Next2025' });
  await expectPath(page, '/wel/index');
});
