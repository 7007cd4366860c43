import type { Database, Tx } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { namesOf, type Ids } from '../lib/names.ts';

/**
 * The batch lookups behind a document's list rows and detail: one query for a whole page, never one per row.
 * Each answers a Map by id; ids not found (deleted, another tenant's) are simply absent.
 */
export { dictLabels, type Labels } from '../lib/dict-labels.ts';
export { namesOf, type NameIds, type Names } from '../lib/names.ts';

/** Names of the tenant's live departments, by id. */
export async function deptNames(db: Database | Tx, tenantId: string, ids: Ids) {
  return (await namesOf(db, tenantId, { depts: ids })).depts;
}

/** Display names (real name, else account) of the tenant's live users, by id. */
export async function userNames(db: Database | Tx, tenantId: string, ids: Ids) {
  return (await namesOf(db, tenantId, { users: ids })).users;
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
export async function addressTexts(db: Database | Tx, tenantId: string, ids: Ids) {
  return (await namesOf(db, tenantId, { addresses: ids })).addresses;
}

/** Names of the tenant's material categories, by id. */
export async function categoryNames(db: Database | Tx, tenantId: string, ids: Ids) {
  return (await namesOf(db, tenantId, { categories: ids })).categories;
}
