import assert from 'node:assert/strict';
import {
  captchaImageSrc,
  expectNewCaptcha,
  expectPath,
  expectToast,
  expectVisible,
  loginLocators,
  nextTokenResponse,
  test,
} from './harness.ts';

test('opening / without a session leads to /login; admin signs in and lands on /wel/index', async (t) => {
  const { page } = t;
  await page.goto('/');
  await expectPath(page, '/login');
  const form = loginLocators(page);
  await expectVisible(form.captchaImage, 'the captcha image');
  assert.match(
    await captchaImageSrc(page),
    /^data:image\//,
    'the captcha image is a data URI from the server',
  );

  await t.signIn(page, { tenantId: '000000', account: 'admin', password: 'admin' });

  await expectPath(page, '/wel/index');
  // The signed-in user's name is shown (seeded admin: 管理员).
  await expectVisible(
    page.getByText('管理员').filter({ visible: true }).first(),
    'the user name 管理员 on the home page',
  );
  assert.equal(await form.submit.count(), 0, 'the login form is gone');
});

test('a wrong password shows an error, stays on /login and loads a fresh captcha', async (t) => {
  const { page } = t;
  await page.goto('/login');
  await t.fillSignInForm(page, { account: 'admin', password: 'not-the-password' });
  const before = await captchaImageSrc(page);

  const tokenCall = nextTokenResponse(page);
  await loginLocators(page).submit.click();
  const answer = (await (await tokenCall).json()) as { error_description?: string; access_token?: string };
  assert.ok(answer.error_description, 'the token call reports an error_description');
  assert.equal(answer.access_token, undefined, 'no token for a wrong password');

  const message = await expectToast(page, 'error');
  assert.ok(message.length > 0, 'the error toast says something');
  await expectNewCaptcha(page, before);
  await expectPath(page, '/login');
  await expectVisible(loginLocators(page).password, 'the login form, still there');
});

test('after a failed attempt the fresh captcha works: admin can sign in', async (t) => {
  const { page } = t;
  await page.goto('/login');
  await t.fillSignInForm(page, { account: 'admin', password: 'wrong-once' });
  const before = await captchaImageSrc(page);
  const refused = nextTokenResponse(page);
  await loginLocators(page).submit.click();
  await refused;
  await expectNewCaptcha(page, before);

  await t.signIn(page, { account: 'admin', password: 'admin' });
  await expectPath(page, '/wel/index');
});
