import { and, eq, inArray } from 'drizzle-orm';
import { md5 } from 'js-md5';
import { DEMO_PASSWORD, DEMO_TENANT_ID } from '@/server/db/seed/demo-accounts';
import { depts, menus, roleMenus, roles, users } from '@/server/db/schema/platform';
import { hashPassword } from '@/server/domain/password';
import { setTokens, setUserInfo, type SessionUser } from '@/lib/session';
import { TEST_PASSWORD_ITERATIONS, type RealBackend } from './real-backend';

/**
 * Who acts in the client tests on the real backend: the demo seed's users (clerk, pm, director, area, manager,
 * each with the role of an approval node in the seed's departments), signed in through the real token call.
 */

const CLIENT = `Basic ${btoa('saber:saber_secret')}`;

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { code: number; success: boolean; msg: string; data: T };
}

/** Calls the backend directly (arranging data a test starts from), as `token`'s user. */
export function apiAs(backend: RealBackend, token: string) {
  const send = async <T>(method: string, path: string, json?: unknown): Promise<ApiAnswer<T>> => {
    const headers = new Headers({ 'Blade-Auth': `bearer ${token}` });
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    const response = await backend.app.request(`/api${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return { status: response.status, body: (await response.json()) as ApiAnswer<T>['body'] };
  };
  /** The answer's data; a refusal fails the arrangement loudly. */
  const data = async <T>(method: string, path: string, json?: unknown): Promise<T> => {
    const answer = await send<T>(method, path, json);
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${answer.body.msg}`);
    return answer.body.data;
  };
  return {
    get: <T>(path: string) => data<T>('GET', path),
    post: <T>(path: string, json?: unknown) => data<T>('POST', path, json),
    send,
  };
}
export type Api = ReturnType<typeof apiAs>;

/** The token answer of a sign-in (as the login page gets it): tokens plus the session user. */
export async function tokenFor(backend: RealBackend, account: string, password = DEMO_PASSWORD) {
  const captcha = (await (await backend.app.request('/api/blade-auth/oauth/captcha')).json()) as {
    key: string;
  };
  const hook = (await (
    await backend.app.request(`/api/blade-auth/oauth/captcha/test-hook?key=${captcha.key}`)
  ).json()) as { code: string };
  const query = new URLSearchParams({
    grant_type: 'captcha',
    tenantId: DEMO_TENANT_ID,
    username: account,
    password: md5(password),
    scope: 'all',
    type: 'account',
  });
  const response = await backend.app.request(`/api/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { Authorization: CLIENT, 'Captcha-Key': captcha.key, 'Captcha-Code': hook.code },
  });
  const body = (await response.json()) as SessionUser & { access_token: string; refresh_token: string };
  if (response.status !== 200) throw new Error(`sign-in of ${account} failed: ${JSON.stringify(body)}`);
  return body;
}

/** Signs `account` in for the app under test (cookies and session), as the login page would; returns its API. */
export async function signInAs(backend: RealBackend, account: string): Promise<Api> {
  const answer = await tokenFor(backend, account);
  setTokens({ accessToken: answer.access_token, refreshToken: answer.refresh_token });
  setUserInfo(answer);
  return apiAs(backend, answer.access_token);
}

/** The API of `account` without touching the app's session (another person acting meanwhile). */
export async function apiFor(backend: RealBackend, account: string): Promise<Api> {
  return apiAs(backend, (await tokenFor(backend, account)).access_token);
}

/** The id of a seeded department or user, by name or account. */
export async function deptIdOf(backend: RealBackend, name: string): Promise<string> {
  const [row] = await backend.db.select({ id: depts.id }).from(depts).where(eq(depts.deptName, name));
  if (!row) throw new Error(`no department ${name}`);
  return row.id;
}
export async function userIdOf(backend: RealBackend, account: string): Promise<string> {
  const [row] = await backend.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (!row) throw new Error(`no user ${account}`);
  return row.id;
}

// Ids of the rows the fixtures add, after the demo users' block (9100001…).
let nextId = 9_200_000;
const newId = () => String((nextId += 1));

/** The demand bill menu and every one of its buttons (cg_needs_view, _add, … _reject_material). */
export const NEEDS_MENU_CODES = [
  'cg_needs',
  ...[
    'view',
    'add',
    'edit',
    'delete',
    'submit',
    'approve',
    'reject',
    'cancel',
    'export',
    'import',
    'reject_material',
  ].map((button) => `cg_needs_${button}`),
];

async function roleIdOf(backend: RealBackend, alias: string): Promise<string> {
  const [row] = await backend.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, DEMO_TENANT_ID), eq(roles.roleAlias, alias)));
  if (!row) throw new Error(`no role ${alias}`);
  return row.id;
}

/** Grants the role these menus and buttons (as 角色管理 → 权限设置 would), on top of what it has. */
export async function grantMenus(backend: RealBackend, roleAlias: string, codes: readonly string[]) {
  const roleId = await roleIdOf(backend, roleAlias);
  const found = await backend.db
    .select({ id: menus.id })
    .from(menus)
    .where(inArray(menus.code, [...codes]));
  if (found.length !== codes.length) throw new Error(`menus missing among ${codes.join(', ')}`);
  await backend.db
    .insert(roleMenus)
    .values(found.map((menu) => ({ id: newId(), roleId, menuId: menu.id })))
    .onConflictDoNothing();
}

/** Takes these menus and buttons from the role again. */
export async function revokeMenus(backend: RealBackend, roleAlias: string, codes: readonly string[]) {
  const roleId = await roleIdOf(backend, roleAlias);
  const found = await backend.db
    .select({ id: menus.id })
    .from(menus)
    .where(inArray(menus.code, [...codes]));
  await backend.db.delete(roleMenus).where(
    and(
      eq(roleMenus.roleId, roleId),
      inArray(
        roleMenus.menuId,
        found.map((menu) => menu.id),
      ),
    ),
  );
}

/** A role of the tenant (a narrower one than the seed's, for permission tests). */
export async function addRole(backend: RealBackend, roleAlias: string, roleName: string) {
  await backend.db.insert(roles).values({ id: newId(), tenantId: DEMO_TENANT_ID, roleAlias, roleName });
}

/** A user of the tenant with one role and department; the password is the demo's. */
export async function addUser(
  backend: RealBackend,
  user: { account: string; name: string; roleAlias: string; deptName: string },
) {
  await backend.db.insert(users).values({
    id: newId(),
    tenantId: DEMO_TENANT_ID,
    account: user.account,
    password: await hashPassword(md5(DEMO_PASSWORD), TEST_PASSWORD_ITERATIONS),
    name: user.name,
    realName: user.name,
    email: `${user.account}@demo.example.com`,
    roleId: await roleIdOf(backend, user.roleAlias),
    deptId: await deptIdOf(backend, user.deptName),
  });
}

/**
 * A second region beside the seed's 华东区域, with its own director (account `director_south`): the same role as
 * the seed's director, but no department path to 上海项目部's bills.
 */
export async function addDirectorOfAnotherRegion(backend: RealBackend): Promise<string> {
  const company = await deptIdOf(backend, '总公司');
  await backend.db.insert(depts).values({
    id: newId(),
    tenantId: DEMO_TENANT_ID,
    parentId: company,
    ancestors: `0,${company}`,
    deptCategory: 2,
    deptName: '华南区域',
  });
  await addUser(backend, {
    account: 'director_south',
    name: '南总监',
    roleAlias: 'director',
    deptName: '华南区域',
  });
  return 'director_south';
}
