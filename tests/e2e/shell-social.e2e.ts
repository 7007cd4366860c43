import assert from 'node:assert/strict';
import { expectPath, expectToast, expectVisible, test } from './harness.ts';
import { apiToken, extraServer } from './shell-support.ts';

const CLIENT = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

test(
  'social sign-in of an unknown identity: register, wait for approval, then sign in',
  async (t) => {
    const { page } = t;
    // The test-only provider `test` (its code is the identity) runs on a server of its own.
    const base = await extraServer({ SOCIAL_TEST_PROVIDER: 'on' });
    const identity = `octo${Date.now().toString(36)}`;
    await page.goto(`${base}/login?source=test&code=${identity}&state=x`);
    const dialog = page.getByRole('dialog', { name: '用户注册' });
    await expectVisible(dialog, 'the registration dialog');
    assert.equal(await dialog.getByLabel('租户编号').inputValue(), '000000');

    await dialog.getByLabel('账号名称').fill(identity);
    await dialog.getByLabel('密码', { exact: true }).fill('Octo2025');
    await dialog.getByRole('button', { name: '提交注册' }).click();
    await expectVisible(
      page.locator('[data-sonner-toast][data-type="warning"]').getByText('请先输入密码'),
      'the warning',
    );
    await dialog.getByLabel('确认密码').fill('Octo2026');
    await dialog.getByRole('button', { name: '提交注册' }).click();
    await expectVisible(page.getByText('两次密码输入不一致'), 'the mismatch warning');
    await dialog.getByLabel('确认密码').fill('Octo2025');

    const registered = page.waitForResponse((response) =>
      response.url().includes('/blade-user/register-guest'),
    );
    await dialog.getByRole('button', { name: '提交注册' }).click();
    assert.equal(((await (await registered).json()) as { code: number }).code, 200);
    const alert = page.getByRole('alertdialog');
    await expectVisible(alert.getByText('注册申请已提交,请耐心等待管理员通过!'), 'the submitted alert');
    await alert.getByRole('button', { name: '确定' }).click();
    await expectPath(page, '/login');
    assert.equal(new URL(page.url()).search, '', 'back on a plain /login');
    assert.ok(
      !(await page.context().cookies()).some((c) => c.name === 'saber-access-token' && c.value),
      'no session',
    );

    // An administrator approves the request; the same social identity then signs in.
    const token = await apiToken(base);
    const headers = { Authorization: CLIENT, 'Blade-Auth': `bearer ${token}` };
    const pending = (await (
      await fetch(`${base}/api/blade-user/page?current=1&size=10&status=0&account=${identity}`, { headers })
    ).json()) as { data: { records: { id: string; account: string }[] } };
    const request = pending.data.records.find((user) => user.account === identity);
    assert.ok(request, 'the registration is waiting for approval');
    const approved = await fetch(`${base}/api/blade-user/register-guest/approve?ids=${request.id}`, {
      method: 'POST',
      headers,
    });
    assert.equal(((await approved.json()) as { code: number }).code, 200);

    await page.goto(`${base}/login?source=test&code=${identity}&state=y`);
    await expectPath(page, '/wel/index');
    await expectVisible(page.getByTestId('current-user'), 'the signed-in shell');
  },
  // It starts a server of its own (with the test provider on), which alone takes half a minute on a busy machine.
  { timeoutMs: 150_000 },
);

test('social registration refused by the server shows its message', async (t) => {
  const { page } = t;
  const base = await extraServer({ SOCIAL_TEST_PROVIDER: 'on' });
  await page.goto(`${base}/login?source=test&code=taken${Date.now().toString(36)}&state=x`);
  const dialog = page.getByRole('dialog', { name: '用户注册' });
  await dialog.getByLabel('账号名称').fill('admin');
  await dialog.getByLabel('密码', { exact: true }).fill('Octo2025');
  await dialog.getByLabel('确认密码').fill('Octo2025');
  await dialog.getByRole('button', { name: '提交注册' }).click();
  const message = await expectToast(page, 'error');
  assert.ok(message && message !== '提交失败', `the server's own message: ${message}`);
  await expectVisible(dialog, 'the dialog stays for a correction');
});
