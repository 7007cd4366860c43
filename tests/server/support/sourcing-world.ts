import { eq } from 'drizzle-orm';
import { cgNeedsAllocations } from '../../../src/server/db/schema/execution.ts';
import { gysSupplierQualifications, gysSuppliers } from '../../../src/server/db/schema/suppliers.ts';
import {
  PURCHAR_CODES,
  approvedBill,
  assign,
  buildExecutionWorld,
  expectOk,
  type ExecutionWorld,
} from './execution-world.ts';
import { TENANT, grantMenus, needsCodes, seededOrganisation } from './needs-world.ts';
import { call, type TestContext } from './test-app.ts';

/**
 * The sourcing world: the execution world (a clerk's bills approved, a purchase admin assigning lines, two
 * purchasers), the purchasers with the sourcing buttons, the approvers with 定标审批, and suppliers inserted
 * directly in every standing the eligibility rule knows.
 */
export const SOURCING_BUYER_CODES = [
  'cg_sourcing',
  ...['view', 'edit', 'delete', 'submit', 'cancel', 'export'].map((s) => `cg_sourcing_${s}`),
  'supplier_win',
];
export const SOURCING_APPROVER_CODES = [
  'cg_sourcing',
  'cg_sourcing_view',
  'cg_sourcing_approve',
  'cg_sourcing_reject',
  'purchase_approve',
  'supplier_win',
];

type Standing = 'ok' | 'blacklisted' | 'pending' | 'suspended' | 'expired';
let nextSupplier = 8_800_001;

/** One supplier of tenant 000000 in the given standing, with a business licence (expired when asked). */
export async function insertSupplier(
  ctx: TestContext,
  code: string,
  name: string,
  standing: Standing = 'ok',
) {
  const id = String(nextSupplier++);
  const db = ctx.database.db;
  await db.insert(gysSuppliers).values({
    id,
    tenantId: TENANT,
    supplierCode: code,
    supplierName: name,
    creditCode: `91310000MA1FL${String(nextSupplier).slice(-5)}`,
    contactName: '联系人',
    contactPhone: '13800000000',
    approveStatus: standing === 'pending' ? 0 : 5,
    supplierStatus: standing === 'pending' ? 0 : standing === 'suspended' ? 2 : 1,
    blacklistFlag: standing === 'blacklisted' ? 1 : 0,
  });
  await db.insert(gysSupplierQualifications).values({
    id: String(nextSupplier++),
    tenantId: TENANT,
    supplierId: id,
    qualType: 'BUSINESS_LICENSE',
    certNo: `LIC-${code}`,
    validTo: standing === 'expired' ? '2026-01-01' : '2030-12-31',
  });
  return id;
}

export const setBlacklisted = (ctx: TestContext, supplierId: string, flag: 0 | 1) =>
  ctx.database.db.update(gysSuppliers).set({ blacklistFlag: flag }).where(eq(gysSuppliers.id, supplierId));

export async function buildSourcingWorld(ctx: TestContext) {
  const world = await buildExecutionWorld(ctx);
  const { role } = await seededOrganisation(ctx);
  const billCodes = needsCodes([
    'view',
    'add',
    'edit',
    'submit',
    'approve',
    'reject',
    'cancel',
    'reject_material',
  ]);
  await grantMenus(ctx, world.admin, ['director', 'area_manager', 'manager'].map(role), [
    ...billCodes,
    ...SOURCING_APPROVER_CODES,
  ]);
  await grantMenus(ctx, world.admin, [role('purchaser')], [...PURCHAR_CODES, ...SOURCING_BUYER_CODES]);
  const suppliers = {
    a: await insertSupplier(ctx, 'T001', '甲钢材公司'),
    b: await insertSupplier(ctx, 'T002', '乙建材公司'),
    c: await insertSupplier(ctx, 'T003', '丙贸易公司'),
    black: await insertSupplier(ctx, 'T004', '丁黑名单公司', 'blacklisted'),
    pending: await insertSupplier(ctx, 'T005', '戊待准入公司', 'pending'),
    expired: await insertSupplier(ctx, 'T006', '己执照过期公司', 'expired'),
  };
  return { ...world, suppliers };
}
export type SourcingWorld = Awaited<ReturnType<typeof buildSourcingWorld>>;

/** An approved bill's lines assigned to the purchaser; the assignment ids in line order. */
export async function assignedLines(
  world: ExecutionWorld,
  purchaserId: string,
  items?: Parameters<typeof approvedBill>[1],
) {
  const bill = await approvedBill(world, items);
  await expectOk(
    await assign(
      world.purchaseAdmin.as,
      purchaserId,
      bill.lineIds.map((needsItemId) => ({ needsItemId })),
    ),
  );
  return bill;
}

/** The purchaser assignment of a demand line (active). */
export async function assignmentOf(ctx: TestContext, needsItemId: string, purchaserId: string) {
  const rows = await ctx.database.db
    .select()
    .from(cgNeedsAllocations)
    .where(eq(cgNeedsAllocations.needsItemId, needsItemId));
  return rows.find((r) => r.targetType === 1 && r.targetId === purchaserId && r.allocStatus === 1)!;
}

export const del = (ctx: TestContext, token: string, path: string) =>
  call(ctx.app, 'DELETE', `/api${path}`, { token });
