import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import { deliveryAddresses, materialCategories } from '../db/schema/master-data.ts';
import { depts, users } from '../db/schema/platform.ts';
import { AppError } from '../http/errors.ts';
import { joinRegionPath } from '../domain/address.ts';

/**
 * The batch lookups behind a document's list rows and detail: one query per kind of name for a whole page,
 * never one per row. Each answers a Map by id; ids not found (deleted, another tenant's) are simply absent.
 */
export { dictLabels, type Labels } from '../lib/dict-labels.ts';

const unique = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))];

/** Names of the tenant's live departments (project departments on addresses and storehouses), by id. */
export async function deptNames(db: Database | Tx, tenantId: string, ids: (string | null | undefined)[]) {
  const wanted = unique(ids);
  if (!wanted.length) return new Map<string, string>();
  const rows = await db
    .select({ id: depts.id, name: depts.deptName })
    .from(depts)
    .where(and(eq(depts.tenantId, tenantId), inArray(depts.id, wanted), eq(depts.isDeleted, 0)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Display names (real name, else account) of the tenant's live users, by id. */
export async function userNames(db: Database | Tx, tenantId: string, ids: (string | null | undefined)[]) {
  const wanted = unique(ids);
  if (!wanted.length) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, realName: users.realName, account: users.account })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, wanted), eq(users.isDeleted, 0)));
  return new Map(rows.map((row) => [row.id, row.realName || row.account]));
}

/** A project (department) id must name a live department of the caller's tenant. */
export async function assertProject(
  db: Database | Tx,
  tenantId: string,
  projectId: string | null | undefined,
) {
  if (!projectId) return;
  const names = await deptNames(db, tenantId, [projectId]);
  if (!names.has(projectId)) throw new AppError(400, 'unknownDepts', projectId);
}

/** Full text (province, city, district, street) of the tenant's delivery addresses, by id. */
export async function addressTexts(db: Database | Tx, tenantId: string, ids: (string | null | undefined)[]) {
  const wanted = unique(ids);
  if (!wanted.length) return new Map<string, string>();
  const rows = await db
    .select()
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.tenantId, tenantId), inArray(deliveryAddresses.id, wanted)));
  return new Map(rows.map((a) => [a.id, joinRegionPath([a.province, a.city, a.district], a.detailAddress)]));
}

/** Names of the tenant's material categories, by id (line snapshots keep the id). */
export async function categoryNames(db: Database | Tx, tenantId: string, ids: (string | null | undefined)[]) {
  const wanted = unique(ids);
  if (!wanted.length) return new Map<string, string>();
  const rows = await db
    .select({ id: materialCategories.id, name: materialCategories.categoryName })
    .from(materialCategories)
    .where(and(eq(materialCategories.tenantId, tenantId), inArray(materialCategories.id, wanted)));
  return new Map(rows.map((c) => [c.id, c.name]));
}
