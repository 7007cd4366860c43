import assert from 'node:assert/strict';
import { expectPath, expectVisible, test } from './harness.ts';
import { openMenu } from './shell-support.ts';

test('lock: asks for a lock password first, every route goes to /lock, unlock with it', async (t) => {
  const { page } = t;
  await t.signIn(page);
  await openMenu(page, '工作台', '仪表盘');
  await expectPath(page, '/wel/dashboard');

  await page.getByRole('button', { name: '锁屏' }).click();
  const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
  await dialog.getByRole('button', { name: '锁屏' }).click();
  await expectVisible(dialog.getByText('锁屏密码不能为空'), 'the empty-password message');
  await dialog.getByLabel('锁屏密码').fill('lock-2025');
  await dialog.getByRole('button', { name: '锁屏' }).click();
  await expectPath(page, '/lock');

  for (const path of ['/wel/index', '/info/index', '/login', '/404']) {
    await page.goto(path);
    await expectPath(page, '/lock');
  }
  // Still locked after a reload of the tab (session storage).
  await page.reload();
  await expectVisible(page.getByRole('heading', { name: '屏幕已锁定' }), 'the lock screen');

  await page.getByLabel('锁屏密码').fill('wrong');
  await page.getByRole('button', { name: '解锁' }).click();
  await expectVisible(page.getByText('解锁密码错误,请重新输入'), 'the wrong-password message');
  await page.getByLabel('锁屏密码').fill('lock-2025');
  await page.getByRole('button', { name: '解锁' }).click();
  await expectPath(page, '/wel/dashboard');
  await page.goto('/wel/index');
  await expectPath(page, '/wel/index');
});

test('lock: signing in again leaves the lock screen', async (t) => {
  const { page } = t;
  await t.signIn(page);
  await page.getByRole('button', { name: '锁屏' }).click();
  const dialog = page.getByRole('dialog', { name: '设置锁屏密码' });
  await dialog.getByLabel('锁屏密码').fill('p');
  await dialog.getByRole('button', { name: '锁屏' }).click();
  await expectPath(page, '/lock');
  await page.getByRole('button', { name: '重新登录' }).click();
  await expectPath(page, '/login');
  assert.equal(
    await page.evaluate(() => sessionStorage.getItem('saber-isLock')),
    null,
    'the lock is cleared',
  );
  await t.signIn(page);
  await expectPath(page, '/wel/index');
});
