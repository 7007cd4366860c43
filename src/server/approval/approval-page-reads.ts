import { Column, eq, getTableColumns, getTableName, inArray, is, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { cgApproveRecords } from '../db/schema/procurement.ts';
import { wfTaskClaims } from '../db/schema/workflow.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import { APPROVE_ACTION } from '../domain/approval/approval-codes.ts';
import type { DocRow } from './approval-store.ts';

/** Actions by the people at the nodes; the submitter's own submit and withdraw do not count. */
export const NODE_ACTIONS: readonly number[] = [
  APPROVE_ACTION.APPROVE,
  APPROVE_ACTION.CONFIRM,
  APPROVE_ACTION.REJECT,
  APPROVE_ACTION.REJECT_LINES,
];

/** A whole row of a document's own table as a list has just read it (its columns by property name). */
export type ListedRow = Readonly<Record<string, unknown>>;

/** The table's property name of each of its columns. */
const propertyNames = new WeakMap<PgTable, Map<Column, string>>();
function propertyOf(table: PgTable, column: Column): string | undefined {
  let names = propertyNames.get(table);
  if (!names) {
    names = new Map(Object.entries(getTableColumns(table)).map(([name, c]) => [c as Column, name]));
    propertyNames.set(table, names);
  }
  return names.get(column);
}

/**
 * The engine's view (DocRow) of rows a list read moments ago, instead of reading them again: `columns` is what
 * the engine selects (a column of the table, or constant SQL for what the type lacks, e.g. no department). Only
 * rows of the caller's tenant and live, as the engine's own read would find; undefined when a row lacks a
 * column (a list that selected fewer), so the engine reads the documents itself.
 */
export function docRowsOf(
  table: PgTable & Record<'tenantId' | 'isDeleted', PgColumn>,
  columns: Record<string, PgColumn | SQL>,
  rows: readonly ListedRow[],
  tenantId: string,
): { docs: DocRow[]; history: RoundHistory | undefined } | undefined {
  const tenantKey = propertyOf(table, table.tenantId);
  const liveKey = propertyOf(table, table.isDeleted);
  const fields = Object.entries(columns).map(([field, source]) => ({
    field,
    key: is(source, Column) ? propertyOf(table, source) : undefined,
    constant: !is(source, Column),
  }));
  if (!tenantKey || !liveKey || fields.some((f) => !f.constant && f.key === undefined)) return undefined;
  const docs: DocRow[] = [];
  // Read with the rows (approvalRoundColumns): the round history is then no statement of its own.
  const withHistory = rows.every(
    (row) => typeof row.approvalActed === 'boolean' && 'approvalClaimant' in row,
  );
  const history: RoundHistory = { actedIn: new Set(), claimantOfTask: new Map() };
  for (const row of rows) {
    if (fields.some((f) => f.key !== undefined && !(f.key in row))) return undefined;
    if (row[tenantKey] !== tenantId || row[liveKey] !== 0) continue;
    // The constant columns are the SQL null of a type without them (docColumns).
    const doc = Object.fromEntries(
      fields.map((f) => [f.field, f.key ? row[f.key] : null]),
    ) as unknown as DocRow;
    docs.push(doc);
    if (row.approvalActed === true) history.actedIn.add(`${doc.id}:${doc.roundNo}`);
    if (typeof row.approvalClaimant === 'string')
      history.claimantOfTask.set(`${doc.id}:${doc.roundNo}:${doc.currentNode}`, row.approvalClaimant);
  }
  return { docs, history: withHistory ? history : undefined };
}

/** The rounds in which someone at a node acted (`id:round`), and who claimed each task (`id:round:node`). */
export interface RoundHistory {
  actedIn: Set<string>;
  claimantOfTask: Map<string, string>;
}

// Rendered to text once: the columns hold no parameter, so a prepared page (lib/page.ts) can carry them.
const dialect = new PgDialect();
const rendered = <T>(column: SQL<T>) => sql.raw(dialect.sqlToQuery(column).sql) as SQL<T>;

/**
 * The round history of each row as two columns of a list's own query (pageOf's `columns`): whether someone at
 * a node acted in the row's current round, and who claimed the task it waits on. Handed to allowedActions with
 * the rows, they spare the dry run its one statement. Correlated look-ups by the history's and the claims' own
 * indexes, computed for the page's rows only (pageOf selects them over the page). The outer columns are
 * spelled with the table's name: in a one-table select drizzle leaves them unqualified.
 */
export function approvalRoundColumns(
  table: PgTable & Record<'id' | 'tenantId' | 'roundNo' | 'currentNode', PgColumn>,
  bizType: string,
) {
  if (!/^[A-Z_]+$/.test(bizType)) throw new Error(`not a document type: ${bizType}`);
  const outer = (column: PgColumn) =>
    sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
  const type = sql.raw(`'${bizType}'`);
  return {
    approvalActed: rendered(sql<boolean>`exists (select 1 from ${cgApproveRecords} as r
      where r.tenant_id = ${outer(table.tenantId)} and r.biz_type = ${type} and r.biz_id = ${outer(table.id)}
        and r.round_no = ${outer(table.roundNo)} and r.action in (${sql.raw(NODE_ACTIONS.join(', '))}))`),
    approvalClaimant: rendered(sql<string | null>`(select c.user_id::text from ${wfTaskClaims} as c
      where c.tenant_id = ${outer(table.tenantId)} and c.biz_type = ${type} and c.biz_id = ${outer(table.id)}
        and c.round_no = ${outer(table.roundNo)} and c.node_code = ${outer(table.currentNode)})`),
  };
}

/**
 * A document list's columns (pageOf's `columns`): the table's own, and the round history approvalRoundColumns
 * reads with them, so that allowedActions on the page's rows sends no statement of its own.
 */
export function approvalListColumns(
  table: PgTable & Record<'id' | 'tenantId' | 'roundNo' | 'currentNode', PgColumn>,
  bizType: string,
) {
  return { ...getTableColumns(table), ...approvalRoundColumns(table, bizType) };
}

/**
 * For a page of documents, in one statement: the rounds in which someone at a node acted (`id:round`), and who
 * claimed each task (`id:round:node` → user). Two queries before, each waiting for a pooled connection.
 */
export async function roundHistoryOf(
  db: Database,
  tenantId: string,
  bizType: string,
  ids: readonly string[],
): Promise<RoundHistory> {
  const actedIn = new Set<string>();
  const claimantOfTask = new Map<string, string>();
  if (ids.length === 0) return { actedIn, claimantOfTask };
  const scope = tenantScope(db, tenantId);
  // Ids as text on both branches: drivers differ in how they hand back int8.
  const acted = db
    .selectDistinct({
      kind: sql<'acted' | 'claim'>`'acted'`.as('kind'),
      bizId: sql<string>`${cgApproveRecords.bizId}::text`.as('biz_id'),
      roundNo: cgApproveRecords.roundNo,
      nodeCode: sql<string | null>`null::text`.as('node_code'),
      userId: sql<string | null>`null::text`.as('user_id'),
    })
    .from(cgApproveRecords)
    .where(
      scope.where(
        cgApproveRecords,
        eq(cgApproveRecords.bizType, bizType),
        inArray(cgApproveRecords.bizId, [...ids]),
        inArray(cgApproveRecords.action, [...NODE_ACTIONS]),
      ),
    );
  const claims = db
    .select({
      kind: sql<'acted' | 'claim'>`'claim'`.as('kind'),
      bizId: sql<string>`${wfTaskClaims.bizId}::text`.as('biz_id'),
      roundNo: wfTaskClaims.roundNo,
      nodeCode: sql<string | null>`${wfTaskClaims.nodeCode}::text`.as('node_code'),
      userId: sql<string | null>`${wfTaskClaims.userId}::text`.as('user_id'),
    })
    .from(wfTaskClaims)
    .where(
      scope.where(wfTaskClaims, eq(wfTaskClaims.bizType, bizType), inArray(wfTaskClaims.bizId, [...ids])),
    );
  for (const row of await acted.unionAll(claims)) {
    if (row.kind === 'acted') actedIn.add(`${row.bizId}:${row.roundNo}`);
    else if (row.userId) claimantOfTask.set(`${row.bizId}:${row.roundNo}:${row.nodeCode}`, row.userId);
  }
  return { actedIn, claimantOfTask };
}
