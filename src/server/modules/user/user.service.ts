import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { md5 } from 'js-md5';
import type { components } from '../../../api/generated/types/blade-user';
import type { Caller } from '../../context.ts';
import type { Database, Tx } from '../../db/database.ts';
import { depts, posts, refreshTokens, roles, tenants, userOauths, users } from '../../db/schema/platform.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { hashPassword, isMd5Hex, meetsPasswordRule, verifyPassword } from '../../domain/password.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { message, type Lang, type MessageKey } from '../../http/messages.ts';
import type { DeptService } from '../system/dept.service.ts';
import type { ScopeRules } from '../system/scope-rules.service.ts';
import { userWithNames, type UserRowWithNames } from './user-names.ts';
import { USER_SORT_COLUMNS, userPageShape, type UserListFilters } from './user-page.ts';
import { REGISTER_USER_KEY } from '../../lib/param-keys.ts';
import type { ParamService } from '../system/param.service.ts';
import { csvHasAny, csvIds } from '../../lib/csv.ts';
import { formatDateTime, formatDay, parseDay } from '../../lib/dates.ts';
import { dictLabels } from '../../lib/dict-labels.ts';
import { contains, pageOf, preparedPageOf, sortOrder, type Page, type PageQuery } from '../../lib/page.ts';
import { findAllLive, findLive, notFound, removeLive, type Scoped } from '../../lib/records.ts';

type UserInfo = components['schemas']['UserInfo'];
type UserInfoUpdate = components['schemas']['UserInfoUpdate'];
type User = components['schemas']['User'];
type UserSubmit = components['schemas']['UserSubmit'];
type UserPlatform = components['schemas']['UserPlatform'];

export const ACTIVE = 1;
export const PENDING = 0;
const STATUS_NAMES: Record<number, MessageKey> = { 0: 'userPending', 1: 'userActive', 2: 'userDisabled' };

/** Plain passwords are checked against the rule and hashed to md5 like the client does; md5 hex passes through. */
export function normalisePassword(value: string, checkRule: boolean): string {
  if (isMd5Hex(value)) return value.toLowerCase();
  if (checkRule && !meetsPasswordRule(value)) throw badRequest('passwordRule');
  return md5(value);
}

interface Options {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  params: ParamService;
  depts: DeptService;
  scopeRules: ScopeRules;
  passwordIterations?: number;
}

/** The resource code a data scope names to restrict the user list (blade-user/page). */
export const USER_LIST_RESOURCE = 'user';

export interface RegistrationInput {
  tenantId: string;
  name?: string;
  account: string;
  password: string;
  oauthId: string;
}

/** Users of a tenant: administration (always within the caller's tenant), the own profile, and registration. */
export function createUserService({
  db,
  clock,
  nextId,
  params,
  depts: deptService,
  scopeRules,
  passwordIterations,
}: Options) {
  const live = eq(users.isDeleted, 0);
  const scopedTo = (tenantId: string, on: Database | Tx = db): Scoped => {
    const scope = tenantScope(on, tenantId);
    return (...conditions) => scope.where(users, ...conditions);
  };
  const hash = (plainOrMd5: string) => hashPassword(normalisePassword(plainOrMd5, false), passwordIterations);

  async function ownRow(caller: Caller) {
    const [user] = await tenantScope(db, caller.tenantId).select(users, eq(users.id, caller.userId), live);
    if (!user) throw new AppError(404, 'userNotFound');
    return user;
  }

  async function info(caller: Caller): Promise<UserInfo> {
    const user = await ownRow(caller);
    const roleIds = csvIds(user.roleId);
    const deptIds = csvIds(user.deptId);
    const scope = tenantScope(db, caller.tenantId);
    const [roleRows, deptRows] = await Promise.all([
      roleIds.length ? scope.select(roles, inArray(roles.id, roleIds)) : [],
      deptIds.length ? scope.select(depts, inArray(depts.id, deptIds)) : [],
    ]);
    return {
      id: user.id,
      tenantId: user.tenantId,
      account: user.account,
      name: user.name,
      realName: user.realName,
      avatar: user.avatar,
      email: user.email,
      phone: user.phone,
      sex: user.sex,
      birthday: formatDay(user.birthday),
      roleId: user.roleId,
      deptId: user.deptId,
      postId: user.postId,
      roleName: roleRows.map((r) => r.roleName).join(','),
      deptName: deptRows.map((d) => d.deptName).join(','),
    };
  }

  async function updatePassword(
    caller: Caller,
    oldPassword: string,
    newPassword: string,
    newPassword1: string,
  ) {
    if (newPassword !== newPassword1) throw badRequest('passwordMismatch');
    const next = normalisePassword(newPassword, true);
    const user = await ownRow(caller);
    if (!(await verifyPassword(normalisePassword(oldPassword, false), user.password))) {
      throw badRequest('oldPasswordWrong');
    }
    await tenantScope(db, caller.tenantId).update(
      users,
      {
        password: await hashPassword(next, passwordIterations),
        updateUser: caller.userId,
        updateTime: clock(),
      },
      eq(users.id, user.id),
    );
  }

  async function updateInfo(caller: Caller, input: UserInfoUpdate) {
    const user = await ownRow(caller);
    await tenantScope(db, caller.tenantId).update(
      users,
      {
        name: input.name,
        realName: input.realName,
        avatar: input.avatar ?? user.avatar,
        phone: input.phone ?? user.phone,
        email: input.email ?? user.email,
        updateUser: caller.userId,
        updateTime: clock(),
      },
      eq(users.id, user.id),
    );
  }

  /** Sex, platform and status labels for users read with their names (userWithNames). */
  async function toUsers(rows: UserRowWithNames[], lang: Lang): Promise<User[]> {
    const labels = await dictLabels(db, ['sex', 'user_type'], lang);
    return rows.map((row) => ({
      id: row.id,
      tenantId: row.tenantId,
      code: row.code,
      userType: row.userType,
      account: row.account,
      name: row.name,
      realName: row.realName,
      avatar: row.avatar,
      email: row.email,
      phone: row.phone,
      birthday: formatDay(row.birthday),
      sex: row.sex,
      roleId: row.roleId,
      deptId: row.deptId,
      postId: row.postId,
      status: row.status,
      wxUser: row.wxUser === 1 ? 1 : 0,
      wxEquipUser: row.wxEquipUser === 1 ? 1 : 0,
      createTime: formatDateTime(row.createTime),
      roleName: row.roleName,
      deptName: row.deptName,
      postName: row.postName,
      sexName: labels('sex', row.sex),
      statusName: STATUS_NAMES[row.status] ? message(lang, STATUS_NAMES[row.status]!) : '',
      userTypeName: labels('user_type', row.userType),
    }));
  }

  async function page(
    caller: Caller,
    query: PageQuery & UserListFilters & { deptId?: string },
    lang: Lang,
  ): Promise<Page<User>> {
    const describe = (rows: UserRowWithNames[]) => toUsers(rows, lang);
    const dataScope = await scopeRules.rowFilter(caller, USER_LIST_RESOURCE, users.createUser, {
      create_user: { column: users.createUser },
      create_dept: { column: users.createDept },
      dept_id: { column: users.deptId, csv: true },
    });
    // The list as an administrator (or a role no data scope restricts) first opens it: a prepared statement per
    // shape. A department filter or a data scope makes a condition of its own, built for this request.
    if (!query.deptId && !dataScope) {
      return preparedPageOf(db, users, userPageShape(caller.tenantId, query), query, describe, userWithNames);
    }
    let inDepts;
    if (query.deptId) {
      const deptIds = await deptService.selfAndBelow(caller.tenantId, query.deptId);
      inDepts = deptIds.length ? csvHasAny(users.deptId, deptIds) : sql`false`;
    }
    const where = scopedTo(caller.tenantId)(
      live,
      dataScope,
      contains(users.account, query.account),
      contains(users.realName, query.realName),
      inDepts,
      query.status ? eq(users.status, Number(query.status)) : undefined,
    );
    const order = sortOrder(USER_SORT_COLUMNS, users.id, query);
    return pageOf(db, users, where, order, query, describe, userWithNames);
  }

  async function detail(caller: Caller, id: string, lang: Lang): Promise<User> {
    const [row] = await tenantScope(db, caller.tenantId)
      .from(users, userWithNames)
      .where(eq(users.id, id), live);
    if (!row) throw notFound(id);
    return (await toUsers([row], lang))[0]!;
  }

  async function platformDetail(caller: Caller, id: string, lang: Lang): Promise<UserPlatform> {
    const row = await findLive(db, users, scopedTo(caller.tenantId), id);
    const labels = await dictLabels(db, ['user_type'], lang);
    return {
      id: row.id,
      tenantId: row.tenantId,
      account: row.account,
      name: row.name,
      realName: row.realName,
      userType: row.userType,
      userTypeName: labels('user_type', row.userType),
      userExt: row.userExt,
    };
  }

  /** Every id of a comma-joined list must be a live row of the tenant; the message names the strays. */
  async function assertRefs(
    tx: Tx,
    tenantId: string,
    table: typeof roles | typeof depts | typeof posts,
    list: string | null | undefined,
    key: MessageKey,
  ) {
    const ids = csvIds(list);
    if (ids.length === 0) return;
    const rows = await tenantScope(tx, tenantId)
      .from(table, { id: table.id })
      .where(inArray(table.id, ids), eq(table.isDeleted, 0));
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw badRequest(key, missing.join(','));
  }

  async function assertAccountFree(tx: Tx, tenantId: string, account: string, exceptId?: string) {
    const [clash] = await tenantScope(tx, tenantId)
      .from(users, { id: users.id })
      .where(live, eq(users.account, account));
    if (clash && clash.id !== exceptId) throw badRequest('accountTaken', account);
  }

  /** A tenant with an account quota (tenant/setting) takes no users beyond it; -1 means no limit. */
  async function assertQuota(tx: Tx, tenantId: string) {
    const scope = tenantScope(tx, tenantId);
    // The tenant list is keyed by tenant_id too: in the scope, it is the tenant's own row.
    const [tenant] = await scope.from(tenants).where(eq(tenants.isDeleted, 0));
    if (!tenant || tenant.accountNumber < 0) return;
    const n = await scope.count(users, live);
    if (n >= tenant.accountNumber) throw badRequest('tenantQuota', tenant.accountNumber);
  }

  /** Create (no id) or update (id; the password is ignored, reset-password and update-password change it). */
  async function submit(caller: Caller, input: UserSubmit) {
    const password = input.id ? undefined : input.password?.trim();
    if (!input.id && !password) throw badRequest('passwordRequired');
    const hashed = password
      ? await hashPassword(normalisePassword(password, true), passwordIterations)
      : undefined;
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const existing = input.id
        ? await findLive(tx, users, scopedTo(caller.tenantId, tx), input.id)
        : undefined;
      await assertAccountFree(tx, caller.tenantId, input.account, existing?.id);
      await assertRefs(tx, caller.tenantId, roles, input.roleId, 'unknownRoles');
      await assertRefs(tx, caller.tenantId, depts, input.deptId, 'unknownDepts');
      await assertRefs(tx, caller.tenantId, posts, input.postId, 'unknownPosts');
      const values = {
        account: input.account,
        code: input.code ?? existing?.code ?? '',
        name: input.name ?? existing?.name ?? '',
        realName: input.realName,
        email: input.email ?? '',
        phone: input.phone ?? '',
        birthday: parseDay(input.birthday),
        sex: input.sex ?? null,
        userType: input.userType ?? existing?.userType ?? 1,
        status: input.status ?? existing?.status ?? ACTIVE,
        roleId: csvIds(input.roleId).join(','),
        deptId: csvIds(input.deptId).join(','),
        postId: csvIds(input.postId).join(','),
        updateUser: caller.userId,
        updateTime: clock(),
      };
      if (existing) {
        await scope.update(users, values, eq(users.id, existing.id));
        return;
      }
      await assertQuota(tx, caller.tenantId);
      await scope.insert(users, [
        {
          id: nextId(),
          ...values,
          password: hashed!,
          createUser: caller.userId,
          createDept: caller.deptIds[0] ?? null,
          createTime: clock(),
        },
      ]);
    });
  }

  async function updatePlatform(
    caller: Caller,
    userId: string,
    userType: number,
    userExt: string | undefined,
  ) {
    await findLive(db, users, scopedTo(caller.tenantId), userId);
    await tenantScope(db, caller.tenantId).update(
      users,
      { userType, userExt: userExt ?? '', updateUser: caller.userId, updateTime: clock() },
      eq(users.id, userId),
    );
  }

  async function remove(caller: Caller, ids: string[]) {
    if (ids.includes(caller.userId)) throw badRequest('cannotRemoveSelf');
    await removeLive(db, users, scopedTo(caller.tenantId), ids, undefined, async (tx, removed) => {
      // A removed user's sessions end, and the social identity may register again.
      await tenantScope(tx, caller.tenantId).update(
        refreshTokens,
        { revokedAt: clock() },
        inArray(refreshTokens.userId, removed),
        isNull(refreshTokens.revokedAt),
      );
      await tenantScope(tx, caller.tenantId).update(
        userOauths,
        { userId: null },
        inArray(userOauths.userId, removed),
      );
    });
  }

  async function resetPassword(caller: Caller, ids: string[]) {
    await findAllLive(db, users, scopedTo(caller.tenantId), ids);
    const initPassword = await params.initPassword(caller.tenantId);
    // One salted hash per user: equal passwords must not show as equal hashes.
    const hashes = await Promise.all(ids.map(() => hash(initPassword)));
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      for (const [i, id] of ids.entries()) {
        await scope.update(
          users,
          // A password someone else set: its owner changes it at the next sign-in.
          { password: hashes[i]!, passwordMustChange: 1, updateUser: caller.userId, updateTime: clock() },
          eq(users.id, id),
        );
      }
    });
  }

  async function setFlag(caller: Caller, ids: string[], flag: 'wxUser' | 'wxEquipUser', enabled: number) {
    await findAllLive(db, users, scopedTo(caller.tenantId), ids);
    await tenantScope(db, caller.tenantId).update(
      users,
      { [flag]: enabled ? 1 : 0, updateUser: caller.userId, updateTime: clock() },
      inArray(users.id, ids),
    );
  }

  async function grant(caller: Caller, userIds: string[], roleIds: string[]) {
    await db.transaction(async (tx) => {
      await findAllLive(tx, users, scopedTo(caller.tenantId, tx), userIds);
      await assertRefs(tx, caller.tenantId, roles, roleIds.join(','), 'unknownRoles');
      await tenantScope(tx, caller.tenantId).update(
        users,
        { roleId: roleIds.join(','), updateUser: caller.userId, updateTime: clock() },
        inArray(users.id, userIds),
      );
    });
  }

  /**
   * A social sign-in's request for an account: a pending user (status 0, cannot sign in) linked to the social
   * identity, waiting for approve.
   */
  async function registerGuest(input: RegistrationInput) {
    // The tenant the guest asks to join, as its own scope sees it (the tenant list is keyed by tenant_id).
    const [tenant] = await tenantScope(db, input.tenantId)
      .from(tenants)
      .where(eq(tenants.isDeleted, 0), eq(tenants.status, 1));
    if (!tenant) throw badRequest('tenantUnknown');
    if ((await params.value(input.tenantId, REGISTER_USER_KEY))?.trim() === 'false')
      throw badRequest('registrationClosed');
    const password = await hashPassword(normalisePassword(input.password, true), passwordIterations);
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, input.tenantId);
      const [oauth] = await scope.select(
        userOauths,
        eq(userOauths.id, input.oauthId),
        isNull(userOauths.userId),
      );
      if (!oauth) throw badRequest('oauthUnusable');
      await assertAccountFree(tx, input.tenantId, input.account);
      await assertQuota(tx, input.tenantId);
      const id = nextId();
      const name = (input.name || oauth.nickname || input.account).slice(0, 20);
      await scope.insert(users, [
        {
          id,
          account: input.account,
          password,
          name,
          realName: name.slice(0, 10),
          avatar: oauth.avatar,
          email: oauth.email.slice(0, 100),
          status: PENDING,
          createTime: clock(),
        },
      ]);
      await scope.update(userOauths, { userId: id, updateTime: clock() }, eq(userOauths.id, oauth.id));
    });
  }

  async function approve(caller: Caller, ids: string[], roleIds: string[]) {
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const pending = await scope.select(users, live, inArray(users.id, ids), eq(users.status, PENDING));
      const found = new Set(pending.map((row) => row.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) throw notFound(missing);
      await assertRefs(tx, caller.tenantId, roles, roleIds.join(','), 'unknownRoles');
      await scope.update(
        users,
        {
          status: ACTIVE,
          ...(roleIds.length ? { roleId: roleIds.join(',') } : {}),
          updateUser: caller.userId,
          updateTime: clock(),
        },
        inArray(users.id, ids),
      );
    });
  }

  return {
    info,
    updatePassword,
    updateInfo,
    page,
    detail,
    platformDetail,
    submit,
    updatePlatform,
    remove,
    resetPassword,
    setFlag,
    grant,
    registerGuest,
    approve,
  };
}

export type UserService = ReturnType<typeof createUserService>;
