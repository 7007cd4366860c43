import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import { users } from '../db/schema/platform.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import { badRequest } from '../http/errors.ts';
import type { MessageKey } from '../http/messages.ts';
import { csvHasAny, csvIds } from './csv.ts';

/**
 * Refuses to remove roles, posts or departments a live user of the tenant still holds, naming them; the
 * users' comma-joined roleId/postId/deptId lists are checked in SQL.
 */
export async function assertNotHeldByUsers(
  tx: Database | Tx,
  tenantId: string,
  field: 'roleId' | 'postId' | 'deptId',
  rows: { id: string; name: string }[],
  key: MessageKey,
) {
  if (rows.length === 0) return;
  const holders = await tenantScope(tx, tenantId).select(
    users,
    eq(users.isDeleted, 0),
    csvHasAny(
      users[field],
      rows.map((row) => row.id),
    ),
  );
  const held = new Set(holders.flatMap((user) => csvIds(user[field])));
  const inUse = rows.filter((row) => held.has(row.id)).map((row) => row.name);
  if (inUse.length) throw badRequest(key, inUse.join(','));
}
