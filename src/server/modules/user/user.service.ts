import { eq, inArray } from 'drizzle-orm';
import { md5 } from 'js-md5';
import type { components } from '../../../api/generated/types/blade-user';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { depts, roles, users } from '../../db/schema/platform.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import { hashPassword, isMd5Hex, meetsPasswordRule, verifyPassword } from '../../domain/password.ts';
import { AppError, badRequest } from '../../http/errors.ts';

type UserInfo = components['schemas']['UserInfo'];
type UserInfoUpdate = components['schemas']['UserInfoUpdate'];

/** Plain passwords are checked against the rule and hashed to md5 like the client does; md5 hex passes through. */
export function normalisePassword(value: string, checkRule: boolean): string {
  if (isMd5Hex(value)) return value.toLowerCase();
  if (checkRule && !meetsPasswordRule(value)) throw badRequest('passwordRule');
  return md5(value);
}

export function createUserService(db: Database, clock: () => Date, passwordIterations?: number) {
  async function ownRow(caller: Caller) {
    const [user] = await tenantScope(db, caller.tenantId).select(
      users,
      eq(users.id, caller.userId),
      eq(users.isDeleted, 0),
    );
    if (!user) throw new AppError(404, 'userNotFound');
    return user;
  }

  async function info(caller: Caller): Promise<UserInfo> {
    const user = await ownRow(caller);
    const roleIds = user.roleId.split(',').filter(Boolean);
    const deptIds = user.deptId.split(',').filter(Boolean);
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
      birthday: user.birthday ? user.birthday.toISOString().slice(0, 10) : null,
      roleId: user.roleId,
      deptId: user.deptId,
      postId: user.postId,
      roleName: roleRows.map((r) => r.roleName).join(','),
      deptName: deptRows.map((d) => d.deptName).join(','),
    };
  }

  async function updatePassword(caller: Caller, oldPassword: string, newPassword: string, newPassword1: string) {
    if (newPassword !== newPassword1) throw badRequest('passwordMismatch');
    const next = normalisePassword(newPassword, true);
    const user = await ownRow(caller);
    if (!(await verifyPassword(normalisePassword(oldPassword, false), user.password))) {
      throw badRequest('oldPasswordWrong');
    }
    await tenantScope(db, caller.tenantId).update(
      users,
      { password: await hashPassword(next, passwordIterations), updateUser: caller.userId, updateTime: clock() },
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

  return { info, updatePassword, updateInfo };
}

export type UserService = ReturnType<typeof createUserService>;
