import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './context.ts';
import { createAccessTokens } from './domain/access-token.ts';
import { createIdGenerator } from './domain/ids.ts';
import { requireAuth } from './http/auth.ts';
import { createCaptchaService } from './modules/auth/captcha.service.ts';
import { createTokenService } from './modules/auth/token.service.ts';
import { createErrorLogService } from './modules/log/error-log.service.ts';
import { createMenuService } from './modules/system/menu.service.ts';
import { createTenantService } from './modules/system/tenant.service.ts';
import { createOssService } from './modules/resource/oss.service.ts';
import { createUserService } from './modules/user/user.service.ts';
import { memoryStorage } from './storage/object-storage.ts';

/** Wires every service once per app from the host's dependencies. */
export function createServices(deps: AppDeps) {
  const clock = deps.clock ?? (() => new Date());
  const nextId = deps.nextId ?? createIdGenerator(() => clock().getTime());
  const { db } = deps;
  const accessTokens = createAccessTokens(deps.jwtSecret, clock);
  const captcha = createCaptchaService(db, clock);
  const auth: MiddlewareHandler<AppEnv> = requireAuth(accessTokens);
  return {
    clock,
    nextId,
    auth,
    captcha,
    tokens: createTokenService({
      db,
      clock,
      nextId,
      tokens: accessTokens,
      captcha,
      captchaEnabled: deps.captcha ?? true,
      tokenTtlSeconds: deps.tokenTtlSeconds,
    }),
    menus: createMenuService(db),
    tenants: createTenantService(db),
    users: createUserService(db, clock, deps.passwordIterations),
    errorLog: createErrorLogService(db, nextId, clock),
    oss: createOssService(deps.storage ?? memoryStorage()),
  };
}

export type Services = ReturnType<typeof createServices>;
