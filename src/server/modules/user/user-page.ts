import { and, eq, ilike, sql } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-user';
import { users } from '../../db/schema/platform.ts';
import { containsPattern, sortOrder, type PageShape } from '../../lib/page.ts';

type UserSortColumn = components['schemas']['UserSortColumn'];

/** The columns the user list sorts by (the contract's UserSortColumn). */
export const USER_SORT_COLUMNS = {
  account: users.account,
  realName: users.realName,
  createTime: users.createTime,
} satisfies Record<Exclude<UserSortColumn, ''>, unknown>;

export interface UserListFilters {
  account?: string;
  realName?: string;
  status?: string;
  ascs?: UserSortColumn;
  descs?: UserSortColumn;
}

const value = sql.placeholder;

/**
 * The user list's query as a prepared shape (lib/page.ts preparedPageOf): which filters are given and the order
 * make the key; the tenant, the live-row flag and the filters' values are placeholders, so one statement serves
 * every tenant and every search of that shape. The same conditions as the list built per request (contains,
 * the tenant scope): the tenant's is spelled out here because a scope would bake the tenant into the statement.
 */
export function userPageShape(tenantId: string, query: UserListFilters): PageShape {
  const account = containsPattern(query.account);
  const realName = containsPattern(query.realName);
  const status = query.status ? Number(query.status) : undefined;
  const flags = [account && 'account', realName && 'realName', status !== undefined && 'status'];
  return {
    key: `user:${flags.filter(Boolean).join(',')}:${query.ascs ?? ''}:${query.descs ?? ''}`,
    where: () =>
      and(
        eq(users.tenantId, value('tenantId')),
        eq(users.isDeleted, value('live')),
        account === undefined ? undefined : ilike(users.account, value('account')),
        realName === undefined ? undefined : ilike(users.realName, value('realName')),
        status === undefined ? undefined : eq(users.status, value('status')),
      ),
    orderBy: () => sortOrder(USER_SORT_COLUMNS, users.id, query),
    values: { tenantId, live: 0, account, realName, status },
  };
}
