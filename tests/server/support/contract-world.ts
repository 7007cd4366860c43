import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { gysSupplierBankAccounts, gysSuppliers } from '../../../src/server/db/schema/suppliers.ts';
import { cgReportConfigs } from '../../../src/server/db/schema/procurement.ts';
import { grantMenus, seededOrganisation, signedInPerson, TENANT } from './needs-world.ts';
import type { Caller } from './system-fixtures.ts';
import type { TestContext } from './test-app.ts';

/**
 * The contract world the contract and order tests share: the ht_contract and cg_order buttons granted to the
 * purchasing roles and the approvers, one signed-in person per role, suppliers inserted directly (the supplier
 * API is another issue's), and a contract walked along its chain.
 */
export const REBAR = '41000001'; // WZ0101001 热轧带肋钢筋 (seed)
export const CEMENT = '41000004'; // WZ0102001

const CONTRACT_CODES = [
  'ht_contract',
  ...[
    'view',
    'add',
    'edit',
    'delete',
    'submit',
    'approve',
    'reject',
    'cancel',
    'export',
    'import',
    'order',
    'terminate',
    'void',
  ].map((s) => `ht_contract_${s}`),
  'cg_order',
  'cg_order_view',
  'cg_order_close',
];

let supplierSeq = 0;
/** A supplier row as admission leaves it (qualified), or blacklisted / pending, with one default bank account. */
export async function insertSupplier(
  ctx: TestContext,
  name: string,
  standing: 'qualified' | 'blacklisted' | 'pending' = 'qualified',
) {
  supplierSeq += 1;
  const id = String(77_000_000 + supplierSeq);
  const db = ctx.database.db;
  await db.insert(gysSuppliers).values({
    id,
    tenantId: TENANT,
    supplierCode: `T${String(supplierSeq).padStart(4, '0')}`,
    supplierName: name,
    creditCode: `91310000TEST${String(supplierSeq).padStart(6, '0')}`,
    approveStatus: standing === 'pending' ? 0 : 5,
    supplierStatus: standing === 'pending' ? 0 : 1,
    blacklistFlag: standing === 'blacklisted' ? 1 : 0,
  });
  const accountId = String(78_000_000 + supplierSeq);
  await db.insert(gysSupplierBankAccounts).values({
    id: accountId,
    tenantId: TENANT,
    supplierId: id,
    accountName: name,
    bankName: '中国工商银行',
    accountNo: `62220000${supplierSeq}`,
    isDefault: 1,
  });
  return { id, accountId };
}

/** The approval settings' CONTRACT chain, written as 报表/审批配置 stores it. */
export async function setContractChain(ctx: TestContext, nodes: string, minAmounts = '') {
  const db = ctx.database.db;
  await db.delete(cgReportConfigs).where(eq(cgReportConfigs.bizType, 'CONTRACT'));
  await db
    .insert(cgReportConfigs)
    .values({ id: '79000001', tenantId: TENANT, bizType: 'CONTRACT', nodes, minAmounts });
}

/** `extraCodes`: more buttons for the same roles (a grant replaces the role's menus, so they go in one call). */
export async function buildContractWorld(ctx: TestContext, admin: Caller, extraCodes: string[] = []) {
  const { deptId, role } = await seededOrganisation(ctx);
  const company = deptId('总公司');
  const east = deptId('华东区域');
  const shanghai = deptId('上海项目部');
  const purchasing = deptId('采购部');
  await grantMenus(
    ctx,
    admin,
    ['purchaser', 'director', 'area_manager', 'manager', 'purchase_admin'].map(role),
    [...CONTRACT_CODES, ...extraCodes],
  );
  const person = (account: string, alias: string, dept: string) =>
    signedInPerson(ctx, admin, account, role(alias), dept, { realName: account });
  return {
    depts: { company, east, shanghai, purchasing },
    buyer: await person('buyer', 'purchaser', purchasing),
    buyer2: await person('buyer2', 'purchaser', purchasing),
    director: await person('director', 'director', east),
    areaManager: await person('areamgr', 'area_manager', east),
    manager: await person('manager', 'manager', company),
    supplier: await insertSupplier(ctx, '上海宝钢建材有限公司'),
    blacklisted: await insertSupplier(ctx, '黑名单建材公司', 'blacklisted'),
    other: await insertSupplier(ctx, '江苏华东钢铁贸易有限公司'),
  };
}

export type ContractWorld = Awaited<ReturnType<typeof buildContractWorld>>;

/** A contract body: 12.5 t rebar at 3850.1234 (13 %) and 3 t cement at 450.5 (9 %), terms 30 % + 70 %. */
export function contractBody(world: ContractWorld, overrides: Record<string, unknown> = {}) {
  return {
    contractName: '主体结构钢材采购合同',
    contractType: 1,
    deptId: world.depts.shanghai,
    buyerId: world.depts.company,
    supplierId: world.supplier.id,
    salerAccountId: world.supplier.accountId,
    signDate: '2026-11-20',
    startDate: '2026-11-20',
    endDate: '2027-11-19',
    taxRate: 13,
    items: [
      { materialId: REBAR, qty: 12.5, unitPrice: 3850.1234 },
      { materialId: CEMENT, qty: 3, unitPrice: 450.5, taxRate: 9 },
    ],
    payTerms: [
      { payContent: '1', ratio: 30, payCondition: '签订后 7 日内' },
      { payContent: '3', ratio: 70, payCondition: '到货验收后' },
    ],
    ...overrides,
  };
}

export async function expectOk(answer: { status: number; body: { data: unknown } }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export async function newContract(world: ContractWorld, overrides: Record<string, unknown> = {}) {
  return expectOk(
    await world.buyer.as.post('/purchase/ht-contract/add', { json: contractBody(world, overrides) }),
  );
}

/** A contract submitted and approved by director, area manager and manager (the default chain). */
export async function approvedContract(world: ContractWorld, overrides: Record<string, unknown> = {}) {
  const contract = await newContract(world, overrides);
  await expectOk(
    await world.buyer.as.post('/purchase/ht-contract/submitApprove', { json: { id: contract.id } }),
  );
  for (const who of [world.director, world.areaManager, world.manager]) {
    await expectOk(
      await who.as.post('/purchase/ht-contract/approve', { json: { id: contract.id, status: 1 } }),
    );
  }
  return contract;
}
