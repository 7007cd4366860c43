import { Hono, type Context } from 'hono';
import {
  createTokenHeader,
  createTokenQueryParams,
  refreshTokenHeader,
  refreshTokenQueryParams,
  sendErrorLogsBody,
  updateOauthPasswordQueryParams,
} from '../../../api/generated/blade-auth/zod/oauth/oauth.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { badRequest, InputError, OAuthError } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { parseHeaders, parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';

/** The token endpoint answers OAuth style: bad input becomes {error_code, error_description} too. */
async function oauthAnswer(c: Context<AppEnv>, produce: () => Promise<object>) {
  try {
    return c.json(await produce(), 200);
  } catch (error) {
    if (error instanceof OAuthError) {
      return c.json(
        { error_code: error.status, error_description: message(c.get('lang'), error.key, ...error.args) },
        error.status,
      );
    }
    if (error instanceof InputError) return c.json({ error_code: 400, error_description: error.text }, 400);
    throw error;
  }
}

export function oauthRoutes(services: Services, options: { captchaTestHook: boolean }) {
  const { tokens, captcha, users, errorLog, limits, clientIp } = services;
  const routes = new Hono<AppEnv>();
  const signInLimit = limits.signInByIp(clientIp);
  const captchaLimit = limits.captchaByIp(clientIp);

  routes.post('/oauth/token', signInLimit, (c) =>
    oauthAnswer(c, async () => {
      const client = await tokens.authenticateClient(c.req.header('Authorization'));
      const query = parseQuery(c, createTokenQueryParams);
      const headers = parseHeaders(c, createTokenHeader);
      const tenantId = query.tenantId || headers['Tenant-Id'];
      switch (query.grant_type) {
        case 'refresh_token':
          return tokens.refreshGrant(client, query.refresh_token, tenantId);
        case 'social':
          return tokens.socialGrant(client, {
            source: query.source,
            code: query.code,
            state: query.state,
            tenantId,
          });
        default:
          if (!limits.accountAllowed(tenantId ?? '', query.username ?? '')) {
            throw new OAuthError(429, 'tooManyRequests');
          }
          return tokens.passwordGrant(client, {
            grantType: query.grant_type,
            tenantId,
            username: query.username,
            password: query.password,
            captchaKey: headers['Captcha-Key'],
            captchaCode: headers['Captcha-Code'],
          });
      }
    }),
  );

  routes.post('/oauth/token/refresh', signInLimit, (c) =>
    oauthAnswer(c, async () => {
      const client = await tokens.authenticateClient(c.req.header('Authorization'));
      const query = parseQuery(c, refreshTokenQueryParams);
      const headers = parseHeaders(c, refreshTokenHeader);
      return tokens.refreshGrant(client, query.refresh_token, query.tenantId || headers['Tenant-Id']);
    }),
  );

  routes.get('/oauth/captcha', captchaLimit, async (c) => c.json(await captcha.createImage()));
  routes.get('/oauth/sliderCaptcha', captchaLimit, async (c) => c.json(await captcha.createSlider()));

  if (options.captchaTestHook) {
    // Test-only (CAPTCHA_TEST_HOOK=on): lets browser tests read the answer of the captcha the page shows.
    routes.get('/oauth/captcha/test-hook', async (c) =>
      c.json({ code: (await captcha.peek(c.req.query('key') ?? '')) ?? '' }),
    );
  }

  routes.get('/oauth/logout', services.auth, async (c) => {
    await tokens.revokeSession(c.get('caller').sessionId);
    return done(c);
  });

  routes.post('/oauth/logout', services.auth, async (c) => {
    const entries = await parseJson(c, sendErrorLogsBody);
    await errorLog.recordClientErrors(c.get('caller'), entries, c.req.header('User-Agent') ?? '');
    return done(c);
  });

  routes.get('/oauth/user-info', services.auth, async (c) => {
    const caller = c.get('caller');
    const [user, codes] = await Promise.all([
      users.info(caller),
      services.menus.permissions.codesForRoles(caller.roleIds),
    ]);
    return ok(c, { user, roles: caller.roleAliases, permissions: [...codes].sort(), oauthId: '' });
  });

  // BladeX's "clear cache": this instance's look-ups (sessions, grants, scopes) are read afresh from here on;
  // every write forgets them anyway, so this only matters after a change made past this instance.
  routes.get('/oauth/clear-cache', services.auth, (c) => {
    services.lookups.forget();
    return done(c);
  });

  routes.post('/oauth/update-password', services.auth, async (c) => {
    const query = parseQuery(c, updateOauthPasswordQueryParams);
    // A forced change must change something (the same check for every change).
    if (query.newPassword === query.oldPassword) throw badRequest('passwordUnchanged');
    await users.updatePassword(c.get('caller'), query.oldPassword, query.newPassword, query.newPassword1);
    // Every other session of this user ends (their stamp no longer matches); this one goes on.
    await services.sessions.keepAfterOwnChange(c.get('caller'));
    return done(c);
  });

  return routes;
}
