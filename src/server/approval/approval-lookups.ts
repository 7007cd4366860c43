import { eq, inArray } from 'drizzle-orm';
import type { Caller } from '../context.ts';
import type { Database, Tx } from '../db/database.ts';
import { depts, roles, users } from '../db/schema/platform.ts';
import { cgReportConfigs } from '../db/schema/procurement.ts';
import { tenantScope } from '../db/tenant-scope.ts';
import {
  defaultChain,
  parseChainNodes,
  parseMinAmounts,
  type ApprovalChain,
  type BizType,
} from '../domain/approval/approval-chain.ts';
import type { LookupCache } from '../http/lookup-cache.ts';
import { csvIds } from '../lib/csv.ts';

type Who = Pick<Caller, 'tenantId' | 'userId'>;

/** The caller as the approval rules see them: display name, role aliases and departments. Read only. */
export interface Person {
  name: string;
  roleAliases: ReadonlySet<string>;
  deptIds: readonly string[];
}

/** The caller as the database knows them now (roles and departments may have changed since sign-in). */
export async function personOf(on: Database | Tx, who: Who): Promise<Person> {
  const scope = tenantScope(on, who.tenantId);
  const [user] = await scope.select(users, eq(users.id, who.userId), eq(users.isDeleted, 0));
  if (!user) return { name: '', roleAliases: new Set(), deptIds: [] };
  const roleIds = csvIds(user.roleId);
  const held = roleIds.length
    ? await scope.select(roles, inArray(roles.id, roleIds), eq(roles.isDeleted, 0))
    : [];
  return {
    name: user.realName || user.name || user.account,
    roleAliases: new Set(held.map((role) => role.roleAlias)),
    deptIds: csvIds(user.deptId),
  };
}

/** The tenant's chain for a document type: its live, enabled config row, or the default chain. */
export async function chainFor(
  on: Database | Tx,
  tenantId: string,
  bizType: BizType,
): Promise<ApprovalChain> {
  const [row] = await tenantScope(on, tenantId).select(
    cgReportConfigs,
    eq(cgReportConfigs.isDeleted, 0),
    eq(cgReportConfigs.status, 1),
    eq(cgReportConfigs.bizType, bizType),
  );
  if (!row) return defaultChain(bizType);
  const parsed = parseChainNodes(bizType, row.nodes);
  // Rows are checked when saved; one broken by hand falls back to the default rather than approving blindly.
  if (!parsed.ok) return defaultChain(bizType);
  const chain = { nodes: parsed.nodes, allowSelfApproval: row.allowSelfApproval === 1 };
  const minAmounts = parseMinAmounts(row.minAmounts);
  // Only a chain with minimums carries them: every other chain reads exactly as before thresholds existed.
  return Object.keys(minAmounts).length ? { ...chain, minAmounts } : chain;
}

/** A department's path: itself and every department above it. */
export const pathOf = (dept: { id: string; ancestors: string }): ReadonlySet<string> =>
  new Set([...dept.ancestors.split(',').filter((id) => id && id !== '0'), dept.id]);

/** Every live department of the tenant with its path (a tenant has tens to hundreds of them). */
async function deptPaths(db: Database, tenantId: string): Promise<ReadonlyMap<string, ReadonlySet<string>>> {
  const rows = await tenantScope(db, tenantId)
    .from(depts, { id: depts.id, ancestors: depts.ancestors })
    .where(eq(depts.isDeleted, 0));
  return new Map(rows.map((dept) => [dept.id, pathOf(dept)]));
}

/**
 * What every approval read asks before its own rows (the caller's roles and departments, the tenant's chain,
 * the departments' paths), held in the request look-up cache (http/lookup-cache.ts): on PostgreSQL each was a
 * round trip and a wait for a pooled connection, on every list page with buttons. Forgotten with the cache on
 * every write through this instance (app.ts), so a changed role, department or chain applies at the next
 * request. The engine's actions never use these: they re-read everything in their transaction, under the lock.
 */
export function createApprovalLookups(db: Database, lookups: LookupCache) {
  const chainKey = (tenantId: string, bizType: BizType) => `approval-chain:${tenantId}:${bizType}`;
  return {
    person: (who: Who) =>
      lookups.get(`approval-person:${who.tenantId}:${who.userId}`, () => personOf(db, who)),
    chain: (tenantId: string, bizType: BizType) =>
      lookups.get(chainKey(tenantId, bizType), () => chainFor(db, tenantId, bizType)),
    /** After saving a chain: also when saved outside a request (the app forgets everything after one). */
    forgetChain: (tenantId: string, bizType: BizType) => lookups.forget(chainKey(tenantId, bizType)),
    deptPaths: (tenantId: string) => lookups.get(`dept-paths:${tenantId}`, () => deptPaths(db, tenantId)),
  };
}

export type ApprovalLookups = ReturnType<typeof createApprovalLookups>;
