import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../db/database.ts';
import { joinRegionPath } from '../domain/address.ts';
import { deliveryAddresses, materialCategories } from '../db/schema/master-data.ts';
import { depts, posts, roles, users } from '../db/schema/platform.ts';

export type Ids = (string | null | undefined)[];
const unique = (ids: Ids | undefined) => [...new Set((ids ?? []).filter((id): id is string => !!id))];

/** The kinds of name a document page shows beside its ids. */
export interface NameIds {
  /** Live departments (project departments on bills, addresses and storehouses): their names. */
  depts?: Ids;
  /** Live roles: their names. */
  roles?: Ids;
  /** Live posts: their names. */
  posts?: Ids;
  /** Live users: real name, else account. */
  users?: Ids;
  /** Delivery addresses: the full text (province, city, district, street). */
  addresses?: Ids;
  /** Material categories (line snapshots keep the id): their names. */
  categories?: Ids;
}
export type Names = Record<keyof NameIds, Map<string, string>>;

/**
 * Every kind of name a page needs beside its ids, of the caller's tenant, in ONE query (a UNION ALL of one branch per kind
 * asked for). A list page used to send one query per kind: on PostgreSQL each waited for a pooled connection
 * of its own, which under load cost more than the queries; on PGlite each was a turn on its only connection.
 */
export async function namesOf(db: Database | Tx, tenantId: string, wanted: NameIds): Promise<Names> {
  // Every branch selects the same three text columns (ids as text: drivers differ in how they hand back int8).
  const kind = (name: keyof NameIds) => sql<string>`${sql.raw(`'${name}'`)}`.as('kind');
  const idOf = (column: AnyPgColumn) => sql<string>`${column}::text`.as('id');
  const text = (value: SQL) => sql<string>`${value}`.as('name');
  const branches = [];
  const deptIds = unique(wanted.depts);
  if (deptIds.length)
    branches.push(
      db
        .select({ kind: kind('depts'), id: idOf(depts.id), name: text(sql`${depts.deptName}`) })
        .from(depts)
        .where(and(eq(depts.tenantId, tenantId), inArray(depts.id, deptIds), eq(depts.isDeleted, 0))),
    );
  const roleIds = unique(wanted.roles);
  if (roleIds.length)
    branches.push(
      db
        .select({ kind: kind('roles'), id: idOf(roles.id), name: text(sql`${roles.roleName}`) })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, roleIds), eq(roles.isDeleted, 0))),
    );
  const postIds = unique(wanted.posts);
  if (postIds.length)
    branches.push(
      db
        .select({ kind: kind('posts'), id: idOf(posts.id), name: text(sql`${posts.postName}`) })
        .from(posts)
        .where(and(eq(posts.tenantId, tenantId), inArray(posts.id, postIds), eq(posts.isDeleted, 0))),
    );
  const userIds = unique(wanted.users);
  if (userIds.length)
    branches.push(
      db
        .select({
          kind: kind('users'),
          id: idOf(users.id),
          name: text(sql`coalesce(nullif(${users.realName}, ''), ${users.account})`),
        })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds), eq(users.isDeleted, 0))),
    );
  const addressIds = unique(wanted.addresses);
  if (addressIds.length)
    branches.push(
      db
        .select({
          kind: kind('addresses'),
          id: idOf(deliveryAddresses.id),
          name: text(
            // The parts travel apart (unit separator) so that joinRegionPath names a municipality once.
            sql`concat_ws(chr(31), coalesce(${deliveryAddresses.province}, ''), coalesce(${deliveryAddresses.city}, ''), coalesce(${deliveryAddresses.district}, ''), coalesce(${deliveryAddresses.detailAddress}, ''))`,
          ),
        })
        .from(deliveryAddresses)
        .where(and(eq(deliveryAddresses.tenantId, tenantId), inArray(deliveryAddresses.id, addressIds))),
    );
  const categoryIds = unique(wanted.categories);
  if (categoryIds.length)
    branches.push(
      db
        .select({
          kind: kind('categories'),
          id: idOf(materialCategories.id),
          name: text(sql`${materialCategories.categoryName}`),
        })
        .from(materialCategories)
        .where(and(eq(materialCategories.tenantId, tenantId), inArray(materialCategories.id, categoryIds))),
    );
  const names: Names = {
    depts: new Map(),
    roles: new Map(),
    posts: new Map(),
    users: new Map(),
    addresses: new Map(),
    categories: new Map(),
  };
  if (!branches.length) return names;
  const answer = await db.execute(
    sql.join(
      branches.map((branch) => branch.getSQL()),
      sql` union all `,
    ),
  );
  const rows = (answer as unknown as { rows: { kind: keyof NameIds; id: string; name: string }[] }).rows;
  for (const row of rows) {
    if (row.kind !== 'addresses') names[row.kind].set(row.id, row.name);
    else {
      const [province, city, district, street] = row.name.split('\u001f');
      names.addresses.set(row.id, joinRegionPath([province, city, district], street));
    }
  }
  return names;
}
