import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import { approvalRoundColumns } from '../../../approval/approval-page-reads.ts';
import { deliveryAddresses } from '../../../db/schema/master-data.ts';
import { depts, users } from '../../../db/schema/platform.ts';
import { cgNeeds, cgNeedsItems } from '../../../db/schema/procurement.ts';
import { joinRegionPath } from '../../../domain/address.ts';
import type { Names } from '../../../documents/enrich.ts';
import { ITEM_NORMAL, type NeedsRow } from './needs-records.ts';

// Spelled with the table's name: in a one-table select drizzle leaves the outer columns unqualified, which
// inside a subquery would name the subquery's own table.
const outer = (column: PgColumn) =>
  sql`${sql.identifier(getTableName(cgNeeds))}.${sql.identifier(column.name)}`;
// No parameter in any of them: rendered to text once, and fit for a prepared page (lib/page.ts).
const dialect = new PgDialect();
const rendered = <T>(column: SQL<T>) => sql.raw(dialect.sqlToQuery(column).sql) as SQL<T>;

/** A live user's display name (real name, else account) of the bill's tenant, as namesOf has it. */
const userName = (id: PgColumn) =>
  rendered(sql<string | null>`(select coalesce(nullif(u.real_name, ''), u.account) from ${users} as u
    where u.id = ${outer(id)} and u.tenant_id = ${outer(cgNeeds.tenantId)} and u.is_deleted = 0)`);

/**
 * A demand bill list row read in ONE query with everything the list shows beside it: the names namesOf would
 * read (department, project manager, creator, delivery address), the open-line count, and the round history
 * the approval dry run needs. The list used to send three more statements after its page, each waiting for a
 * pooled connection on PostgreSQL. Computed for the page's rows only (pageOf's `columns`).
 */
export const NEEDS_LIST_COLUMNS = {
  ...getTableColumns(cgNeeds),
  deptName: rendered(sql<string | null>`(select d.dept_name from ${depts} as d
    where d.id = ${outer(cgNeeds.deptId)} and d.tenant_id = ${outer(cgNeeds.tenantId)} and d.is_deleted = 0)`),
  projectManagerName: userName(cgNeeds.projectManagerId),
  createUserName: userName(cgNeeds.createUser),
  // The parts travel apart (unit separator) so that joinRegionPath names a municipality once, as in namesOf.
  deliveryAddressParts: rendered(sql<string | null>`(select concat_ws(chr(31), coalesce(a.province, ''),
      coalesce(a.city, ''), coalesce(a.district, ''), coalesce(a.detail_address, ''))
    from ${deliveryAddresses} as a
    where a.id = ${outer(cgNeeds.deliveryAddressId)} and a.tenant_id = ${outer(cgNeeds.tenantId)})`),
  openItemCount: rendered(sql<number>`(select count(*)::int from ${cgNeedsItems} as i
    where i.tenant_id = ${outer(cgNeeds.tenantId)} and i.needs_id = ${outer(cgNeeds.id)} and i.is_deleted = 0
      and i.item_status = ${sql.raw(String(ITEM_NORMAL))})`),
  ...approvalRoundColumns(cgNeeds, 'NEEDS'),
};

export type NeedsListRow = NeedsRow & {
  deptName: string | null;
  projectManagerName: string | null;
  createUserName: string | null;
  deliveryAddressParts: string | null;
  openItemCount: number;
  approvalActed: boolean;
  approvalClaimant: string | null;
};

/** The names and counts of listed rows in the shape describeHeaders reads them (as namesOf answers). */
export function listedNames(rows: readonly NeedsListRow[]) {
  const names: Pick<Names, 'depts' | 'users' | 'addresses'> = {
    depts: new Map(),
    users: new Map(),
    addresses: new Map(),
  };
  const openItems = new Map<string, number>();
  for (const row of rows) {
    if (row.deptName !== null) names.depts.set(row.deptId, row.deptName);
    if (row.projectManagerId && row.projectManagerName !== null)
      names.users.set(row.projectManagerId, row.projectManagerName);
    if (row.createUser && row.createUserName !== null) names.users.set(row.createUser, row.createUserName);
    if (row.deliveryAddressId && row.deliveryAddressParts !== null) {
      const [province, city, district, street] = row.deliveryAddressParts.split('\u001f');
      names.addresses.set(row.deliveryAddressId, joinRegionPath([province, city, district], street));
    }
    // count(*) comes back as a number or, from some drivers, as text.
    if (Number(row.openItemCount) > 0) openItems.set(row.id, Number(row.openItemCount));
  }
  return { names, openItems };
}
