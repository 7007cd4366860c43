import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import { depts, posts, roles, users } from '../../db/schema/platform.ts';

/** The largest bigint: a longer digit string in a user's list names no row (and must not fail the cast). */
const MAX_ID = '9223372036854775807';

/**
 * The names behind one of a user's comma-joined id lists (BladeX keeps roles, depts and posts so), as a column of
 * the query that reads the user: in the list's order, each id once, live rows of the user's own tenant only,
 * comma-joined; '' when none is found. The same rule as csvIds + a name look-up, done by PostgreSQL.
 *
 * Why in the same query: the user list read its page and then, one round trip later, the names. On PostgreSQL
 * under load, that second wait for a pooled connection cost as much as the page itself (blade-user/page p95 was
 * 2.5–3× its bare SQL). A correlated subquery per row stays an index look-up by primary key: the cast is guarded
 * (CASE evaluates it only for a digit string within bigint), and the text comparison keeps "007" from naming 7.
 */
function namesOfList(
  list: PgColumn,
  table: typeof roles | typeof depts | typeof posts,
  name: PgColumn,
): SQL<string> {
  // Spelled out with table names: in a one-table select drizzle leaves its columns unqualified, which inside
  // the subquery would name the joined table's own columns.
  const column = (of: PgColumn, alias = getTableName(of.table)) =>
    sql`${sql.identifier(alias)}.${sql.identifier(of.name)}`;
  const named = (of: PgColumn) => column(of, 'named');
  return sql<string>`(select coalesce(string_agg(${named(name)}, ',' order by listed.ord), '')
    from (select btrim(part) as id, min(ord) as ord
            from unnest(string_to_array(${column(list)}, ',')) with ordinality as parts(part, ord)
           where btrim(part) <> ''
           group by btrim(part)) as listed
    join ${table} as named
      on ${named(table.id)} = (case when listed.id ~ '^[0-9]{1,19}$'
                                      and listed.id::numeric <= ${sql.raw(MAX_ID)}
                                    then listed.id::bigint end)
     and ${named(table.id)}::text = listed.id
     and ${named(table.tenantId)} = ${column(users.tenantId)}
     and ${named(table.isDeleted)} = 0)`;
}

// The subqueries hold no parameter: rendered to text once, so a page does not rebuild them from drizzle's parts
// on every request (building a query is the app's largest CPU cost per list request after the driver's own).
const dialect = new PgDialect();
const rendered = (subquery: SQL<string>) => sql.raw(dialect.sqlToQuery(subquery).sql) as SQL<string>;

/** A user row with the names of its roles, departments and posts, read by one query (select(userWithNames)). */
export const userWithNames = {
  ...getTableColumns(users),
  roleName: rendered(namesOfList(users.roleId, roles, roles.roleName)),
  deptName: rendered(namesOfList(users.deptId, depts, depts.deptName)),
  postName: rendered(namesOfList(users.postId, posts, posts.postName)),
};

export type UserRowWithNames = typeof users.$inferSelect & {
  roleName: string;
  deptName: string;
  postName: string;
};
