import { SignJWT } from 'jose';
import { md5 } from 'js-md5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT,
  call,
  createTestApp,
  requestToken,
  signIn,
  solveCaptcha,
  type TestContext,
} from './support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('password sign-in', () => {
  it('answers the OAuth token result with every login field', async () => {
    const answer = await requestToken(ctx.app, {});
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      token_type: 'bearer',
      tenant_id: '000000',
      user_name: 'admin',
      account: 'admin',
      role_name: 'administrator',
      nick_name: '管理员',
      expires_in: 3600,
    });
    expect(answer.body.access_token.split('.')).toHaveLength(3);
    expect(answer.body.user_id).toMatch(/^\d+$/);
  });

  it('refuses a wrong password with the error description and no token', async () => {
    const answer = await requestToken(ctx.app, { account: 'admin', password: 'not-the-password' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error_code: 400, error_description: '用户名或密码错误' });
  });

  it('speaks English when asked', async () => {
    const answer = await requestToken(ctx.app, { password: 'nope', headers: { 'Accept-Language': 'en-US' } });
    expect(answer.body.error_description).toBe('Wrong account or password');
  });

  it('requires the captcha while it is on, and refuses a wrong one', async () => {
    const without = await requestToken(ctx.app, { captcha: false });
    expect(without.body.error_description).toBe('请输入验证码');
    const { key } = await solveCaptcha(ctx.app);
    const wrong = await call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
      headers: { Authorization: CLIENT, 'Captcha-Key': key, 'Captcha-Code': 'XXXXX' },
      query: { grant_type: 'captcha', tenantId: '000000', username: 'admin', password: md5('admin') },
    });
    expect(wrong.body.error_description).toBe('验证码不正确');
  });

  it('accepts a captcha once only', async () => {
    const { key, code } = await solveCaptcha(ctx.app);
    const attempt = () =>
      call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
        headers: { Authorization: CLIENT, 'Captcha-Key': key, 'Captcha-Code': code.toLowerCase() },
        query: { grant_type: 'captcha', tenantId: '000000', username: 'admin', password: md5('admin') },
      });
    expect((await attempt()).status).toBe(200);
    const again = await attempt();
    expect(again.status).toBe(400);
    expect(again.body.error_description).toBe('验证码不正确');
  });

  it('lets a captcha expire after five minutes', async () => {
    const { key, code } = await solveCaptcha(ctx.app);
    ctx.clock.advance(5 * 60_000 + 1);
    const late = await call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
      headers: { Authorization: CLIENT, 'Captcha-Key': key, 'Captcha-Code': code },
      query: { grant_type: 'captcha', tenantId: '000000', username: 'admin', password: md5('admin') },
    });
    expect(late.body.error_description).toBe('验证码不正确');
  });

  it('refuses a wrong or missing client credential with 401', async () => {
    for (const authorization of [
      `Basic ${btoa('saber:wrong')}`,
      `Basic ${btoa('nobody:x')}`,
      'Basic !!!',
      undefined,
    ]) {
      const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
      const answer = await call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
        headers,
        query: { grant_type: 'password', tenantId: '000000', username: 'admin', password: md5('admin') },
      });
      expect(answer.status).toBe(401);
      expect(answer.body.error_description).toBe('客户端认证失败');
    }
  });

  it('refuses a missing or unknown tenant', async () => {
    const missing = await call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
      headers: { Authorization: CLIENT },
      query: { grant_type: 'password', username: 'admin', password: md5('admin') },
    });
    expect(missing.body).toEqual({ error_code: 400, error_description: '租户编号不能为空' });
    const unknown = await requestToken(ctx.app, { tenantId: '999999' });
    expect(unknown.body.error_description).toBe('租户不存在或已停用');
  });

  it('answers malformed parameters with a clear 400, never 500', async () => {
    const badGrant = await call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
      headers: { Authorization: CLIENT },
      query: { grant_type: 'magic' },
    });
    expect(badGrant.status).toBe(400);
    expect(badGrant.body.error_description).toMatch(/^grant_type: /);
    const tooLong = await call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
      headers: { Authorization: CLIENT },
      query: { grant_type: 'password', tenantId: '000000', username: 'a'.repeat(200), password: 'x' },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error_description).toMatch(/^username: /);
  });

  it('says social sign-in is not configured', async () => {
    const answer = await call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
      headers: { Authorization: CLIENT, 'Tenant-Id': '000000' },
      query: { grant_type: 'social', source: 'github', code: 'abc', state: 'xyz' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error_description).toBe('未配置第三方登录: github');
  });
});

describe('lock-out', () => {
  it('locks the account for 30 minutes after five failures, even for the right password', async () => {
    const local = await createTestApp();
    try {
      for (let i = 0; i < 5; i++) {
        const answer = await requestToken(local.app, { password: 'wrong' });
        expect(answer.body.error_description).toBe('用户名或密码错误');
      }
      const locked = await requestToken(local.app, {});
      expect(locked.status).toBe(400);
      expect(locked.body.error_description).toBe('用户登录失败次数过多,请30分钟后再试');
      local.clock.advance(29 * 60_000);
      expect((await requestToken(local.app, {})).body.error_description).toMatch(/失败次数过多/);
      local.clock.advance(61_000);
      expect((await requestToken(local.app, {})).status).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('does not lock another account of the same tenant', async () => {
    const local = await createTestApp();
    try {
      for (let i = 0; i < 5; i++) await requestToken(local.app, { account: 'ghost', password: 'wrong' });
      expect(
        (await requestToken(local.app, { account: 'ghost', password: 'x' })).body.error_description,
      ).toMatch(/失败次数过多/);
      expect((await requestToken(local.app, {})).status).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe('refresh tokens', () => {
  const refresh = (token: string, path = '/api/blade-auth/oauth/token') =>
    call(ctx.app, 'POST', path, {
      headers: { Authorization: CLIENT, 'Tenant-Id': '000000' },
      query: { grant_type: 'refresh_token', refresh_token: token, tenantId: '000000', scope: 'all' },
    });

  it('rotates: a refresh token works once and yields a new pair', async () => {
    const first = await signIn(ctx.app);
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    const third = await refresh(second.body.refresh_token, '/api/blade-auth/oauth/token/refresh');
    expect(third.status).toBe(200);
  });

  it('treats reuse of a spent refresh token as theft and ends the session', async () => {
    const first = await signIn(ctx.app);
    const second = await refresh(first.refresh_token);
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.body.error_description).toBe('刷新令牌无效或已过期,请重新登录');
    expect((await refresh(second.body.refresh_token)).status).toBe(400);
  });

  it('refuses an unknown or expired refresh token', async () => {
    expect((await refresh('made-up')).status).toBe(400);
    const session = await signIn(ctx.app);
    ctx.clock.advance(604_800_000 + 1000);
    expect((await refresh(session.refresh_token)).status).toBe(400);
  });

  it('logout revokes the session refresh token', async () => {
    const session = await signIn(ctx.app);
    const out = await call(ctx.app, 'GET', '/api/blade-auth/oauth/logout', { token: session.access_token });
    expect(out.body).toMatchObject({ code: 200, success: true });
    expect((await refresh(session.refresh_token)).status).toBe(400);
  });
});

describe('access tokens', () => {
  it('answers 401 {code, success:false, msg} without a token', async () => {
    const answer = await call(ctx.app, 'GET', '/api/blade-user/info');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 401, success: false, msg: '请求未授权' });
  });

  it('answers 401 to a tampered token', async () => {
    const { access_token } = await signIn(ctx.app);
    const [header, payload, signature] = access_token.split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')));
    claims.role_name = 'administrator';
    claims.user_id = '1';
    const forged = `${header}.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.${signature}`;
    expect((await call(ctx.app, 'GET', '/api/blade-user/info', { token: forged })).status).toBe(401);
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await call(ctx.app, 'GET', '/api/blade-user/info', { token: otherKey })).status).toBe(401);
    const none = `${btoa(JSON.stringify({ alg: 'none' }))}.${payload}.`;
    expect((await call(ctx.app, 'GET', '/api/blade-user/info', { token: none })).status).toBe(401);
  });

  it('answers 401 with an expiry message once the token is an hour old', async () => {
    const { access_token } = await signIn(ctx.app);
    expect((await call(ctx.app, 'GET', '/api/blade-user/info', { token: access_token })).status).toBe(200);
    ctx.clock.advance(3601_000);
    const late = await call(ctx.app, 'GET', '/api/blade-user/info', { token: access_token });
    expect(late.status).toBe(401);
    expect(late.body.msg).toBe('令牌已过期,请重新登录');
  });

  it('accepts the token as the Blade-Auth query parameter on GET downloads', async () => {
    const { access_token } = await signIn(ctx.app);
    const answer = await call(ctx.app, 'GET', '/api/blade-user/info', {
      query: { 'Blade-Auth': access_token },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.account).toBe('admin');
  });
});

describe('signing in with captcha off', () => {
  it('lets automated clients use the password grant without a captcha', async () => {
    const local = await createTestApp({ captcha: false });
    try {
      const answer = await requestToken(local.app, { captcha: false });
      expect(answer.status).toBe(200);
    } finally {
      await local.close();
    }
  });
});
