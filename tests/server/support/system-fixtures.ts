import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { menus, users } from '../../../src/server/db/schema/platform.ts';
import { call, requestToken, type CallOptions, type TestContext } from './test-app.ts';

/** Calls as one signed-in user: `as.get(path, query)`, `as.post(path, { query, json })`. */
export function caller(ctx: TestContext, token: string, lang?: 'en') {
  const headers = lang ? { 'Accept-Language': lang } : undefined;
  return {
    token,
    get: (path: string, query?: CallOptions['query']) =>
      call(ctx.app, 'GET', `/api${path}`, { token, query, headers }),
    post: (path: string, options: Omit<CallOptions, 'token'> = {}) =>
      call(ctx.app, 'POST', `/api${path}`, { token, headers, ...options }),
  };
}
export type Caller = ReturnType<typeof caller>;

export async function signInTo(ctx: TestContext, tenantId: string, account: string, password: string) {
  const answer = await requestToken(ctx.app, { tenantId, account, password });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return caller(ctx, answer.body.access_token as string);
}

/** A tenant made through tenant/submit, with its administrator signed in (password: the init password). */
export async function newTenant(ctx: TestContext, admin: Caller, tenantName: string) {
  const created = await admin.post('/blade-system/tenant/submit', {
    json: { tenantName, linkman: 'tester' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const list = await admin.get('/blade-system/tenant/list', { tenantName, size: 50 });
  const tenant = list.body.data.records.find((t: { tenantName: string }) => t.tenantName === tenantName);
  // As if the administrator had changed the initial password at the first sign-in (tests/server/forced-password-change
  // covers that step), so the tests can keep signing in with it.
  await ctx.database.db
    .update(users)
    .set({ passwordMustChange: 0 })
    .where(and(eq(users.tenantId, tenant.tenantId), eq(users.account, 'admin')));
  return {
    tenant,
    tenantId: tenant.tenantId as string,
    admin: await signInTo(ctx, tenant.tenantId, 'admin', 'abc123456'),
  };
}

export async function menuIds(ctx: TestContext, codes: string[]) {
  const rows = await ctx.database.db.select().from(menus).where(inArray(menus.code, codes));
  expect(rows.map((r) => r.code).sort()).toEqual([...codes].sort());
  return rows.map((row) => row.id);
}

/** A role of the caller's tenant granted exactly these menu/button codes; returns its id. */
export async function roleWith(ctx: TestContext, admin: Caller, alias: string, codes: string[]) {
  const submit = await admin.post('/blade-system/role/submit', {
    json: { roleName: alias, roleAlias: alias, sort: 9 },
  });
  expect(submit.status, JSON.stringify(submit.body)).toBe(200);
  const list = await admin.get('/blade-system/role/list', { roleAlias: alias });
  const role = list.body.data.find((r: { roleAlias: string }) => r.roleAlias === alias);
  if (codes.length) {
    const grant = await admin.post('/blade-system/role/grant', {
      json: { roleIds: [role.id], menuIds: await menuIds(ctx, codes) },
    });
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);
  }
  return role.id as string;
}

/** A user of the caller's tenant with these roles, made through blade-user/submit; returns its id. */
export async function userWith(
  admin: Caller,
  account: string,
  roleId: string,
  more: Record<string, unknown> = {},
) {
  const submit = await admin.post('/blade-user/submit', {
    json: { account, password: 'pass1234', realName: account.slice(0, 10), roleId, ...more },
  });
  expect(submit.status, JSON.stringify(submit.body)).toBe(200);
  const page = await admin.get('/blade-user/page', { account, size: 50 });
  return page.body.data.records.find((u: { account: string }) => u.account === account).id as string;
}
