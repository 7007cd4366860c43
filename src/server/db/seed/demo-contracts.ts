import { and, eq, inArray } from 'drizzle-orm';
import { multiplyDecimal } from '../../domain/decimal.ts';
import type { Tx } from '../database.ts';
import {
  cgOrderItems,
  cgOrders,
  htContractItems,
  htContractPayTerms,
  htContracts,
} from '../schema/contracts.ts';
import { materials } from '../schema/master-data.ts';
import { depts } from '../schema/platform.ts';
import { cgApproveRecords } from '../schema/procurement.ts';
import { gysSupplierBankAccounts, gysSuppliers } from '../schema/suppliers.ts';
import { DEMO_TENANT_ID } from './demo-accounts.ts';

/** Fixed ids of the demo contract's rows (after the demo suppliers' 93000xx). */
const FIRST_ID = 9_400_001;

/**
 * One executing contract with GYS0001 (approved along the default CONTRACT chain by the demo director, area
 * manager and manager; terms 30 % advance + 70 % on delivery) and one order on it awaiting delivery, so the
 * stages after contracts (stock-in, invoices, payments) have something to work on. Runs inside the demo seed's
 * transaction after the suppliers.
 */
export async function seedDemoContracts(tx: Tx, userId: (account: string) => string) {
  let next = FIRST_ID;
  const id = () => String(next++);
  const [supplier] = await tx
    .select()
    .from(gysSuppliers)
    .where(and(eq(gysSuppliers.tenantId, DEMO_TENANT_ID), eq(gysSuppliers.supplierCode, 'GYS0001')));
  if (!supplier) return;
  const [account] = await tx
    .select()
    .from(gysSupplierBankAccounts)
    .where(
      and(
        eq(gysSupplierBankAccounts.tenantId, DEMO_TENANT_ID),
        eq(gysSupplierBankAccounts.supplierId, supplier.id),
      ),
    );
  const deptRows = await tx
    .select()
    .from(depts)
    .where(and(eq(depts.tenantId, DEMO_TENANT_ID), inArray(depts.deptName, ['总公司', '上海项目部'])));
  const company = deptRows.find((d) => d.deptName === '总公司');
  const project = deptRows.find((d) => d.deptName === '上海项目部');
  const found = await tx
    .select()
    .from(materials)
    .where(
      and(
        eq(materials.tenantId, DEMO_TENANT_ID),
        inArray(materials.materialCode, ['WZ0101001', 'WZ0102001']),
      ),
    );
  if (!company || !project || found.length < 2) return;

  const buyer = userId('buyer');
  const signed = new Date('2026-11-16T10:00:00+08:00');
  const approved = new Date('2026-11-17T16:30:00+08:00');
  const contractId = id();
  // Money as the contract rules compute it (contract-money.ts; a seed knows no module): 13 % tax, half-up.
  const wanted: [string, string, string, Record<string, string>][] = [
    [
      'WZ0101001',
      '60',
      '3850',
      {
        amount: '231000.00',
        amountExclTax: '204424.78',
        taxAmount: '26575.22',
        unitPriceExclTax: '3407.0796',
      },
    ],
    [
      'WZ0102001',
      '200',
      '420.5',
      { amount: '84100.00', amountExclTax: '74424.78', taxAmount: '9675.22', unitPriceExclTax: '372.1239' },
    ],
  ];
  const money = { totalAmount: '315100.00', amountExclTax: '278849.56', taxAmount: '36250.44' };
  const amounts = ['94530.00', '220570.00'];
  const items = wanted.map(([code, qty, price, line], i) => {
    const material = found.find((m) => m.materialCode === code)!;
    return {
      id: id(),
      tenantId: DEMO_TENANT_ID,
      contractId,
      lineNo: i + 1,
      materialId: material.id,
      materialCode: material.materialCode,
      materialName: material.materialName,
      spec: material.spec,
      unit: material.unit,
      categoryId: material.categoryId,
      qty,
      unitPrice: price,
      taxRate: '13',
      amount: line.amount!,
      amountExclTax: line.amountExclTax!,
      taxAmount: line.taxAmount!,
      unitPriceExclTax: line.unitPriceExclTax!,
      // The order below takes 20 t of rebar.
      orderedQty: i === 0 ? '20' : '0',
      createUser: buyer,
    };
  });
  const orderQty = '20';
  const orderAmount = multiplyDecimal(orderQty, items[0]!.unitPrice, 2);
  await tx.insert(htContracts).values({
    id: contractId,
    tenantId: DEMO_TENANT_ID,
    contractNo: 'HT202611160001',
    contractName: '上海项目主体结构钢材水泥采购合同',
    contractType: 1,
    deptId: project.id,
    buyerId: company.id,
    buyerName: company.fullName || company.deptName,
    supplierId: supplier.id,
    supplierName: supplier.supplierName,
    salerAccountId: account?.id ?? null,
    salerBankName: account?.bankName ?? '',
    salerAccountNo: account?.accountNo ?? '',
    signDate: '2026-11-16',
    startDate: '2026-11-16',
    endDate: '2027-11-15',
    taxRate: '13',
    originalAmount: money.totalAmount,
    totalAmount: money.totalAmount,
    amountExclTax: money.amountExclTax,
    taxAmount: money.taxAmount,
    orderedAmount: orderAmount,
    purchaserId: buyer,
    deliveryTerms: '送货至上海项目部指定地点,卸货由乙方负责',
    approveStatus: 5,
    roundNo: 1,
    approveChain: 'DIRECTOR,AREA_MANAGER,MANAGER',
    submitTime: signed,
    approveTime: approved,
    contractStatus: 1,
    createUser: buyer,
    createTime: signed,
  });
  await tx.insert(htContractItems).values(items);
  await tx.insert(htContractPayTerms).values([
    {
      id: id(),
      tenantId: DEMO_TENANT_ID,
      contractId,
      lineNo: 1,
      payContent: '1',
      ratio: '30',
      amount: amounts[0]!,
      payCondition: '合同签订后 7 日内',
      dueDays: 7,
      createUser: buyer,
    },
    {
      id: id(),
      tenantId: DEMO_TENANT_ID,
      contractId,
      lineNo: 2,
      payContent: '3',
      ratio: '70',
      amount: amounts[1]!,
      payCondition: '到货验收合格后',
      dueDays: 30,
      createUser: buyer,
    },
  ]);
  const steps: [string, string, number, number, number][] = [
    ['SUBMIT', 'buyer', 1, 0, 2],
    ['DIRECTOR', 'director', 2, 2, 3],
    ['AREA_MANAGER', 'area', 2, 3, 4],
    ['MANAGER', 'manager', 2, 4, 5],
  ];
  const names: Record<string, string> = {
    buyer: '吴采购',
    director: '李总监',
    area: '赵区域',
    manager: '孙经理',
  };
  await tx.insert(cgApproveRecords).values(
    steps.map(([node, who, action, from, to], i) => ({
      id: id(),
      tenantId: DEMO_TENANT_ID,
      bizType: 'CONTRACT',
      bizId: contractId,
      bizNo: 'HT202611160001',
      roundNo: 1,
      nodeCode: node,
      action,
      approverId: userId(who),
      approverName: names[who]!,
      opinion: action === 2 ? '同意' : '',
      fromStatus: from,
      toStatus: to,
      actionTime: new Date(signed.getTime() + i * 3 * 3600_000),
    })),
  );
  const orderId = id();
  await tx.insert(cgOrders).values({
    id: orderId,
    tenantId: DEMO_TENANT_ID,
    orderNo: 'DD202611180001',
    contractId,
    contractNo: 'HT202611160001',
    supplierId: supplier.id,
    supplierName: supplier.supplierName,
    deptId: project.id,
    orderDate: '2026-11-18',
    expectedArrivalDate: '2026-11-28',
    orderAmount,
    orderStatus: 1,
    purchaserId: buyer,
    remark: '首批钢筋',
    createUser: buyer,
    createTime: new Date('2026-11-18T09:00:00+08:00'),
  });
  await tx.insert(cgOrderItems).values({
    id: id(),
    tenantId: DEMO_TENANT_ID,
    orderId,
    contractItemId: items[0]!.id,
    lineNo: 1,
    materialId: items[0]!.materialId,
    materialCode: items[0]!.materialCode,
    materialName: items[0]!.materialName,
    spec: items[0]!.spec,
    unit: items[0]!.unit,
    orderQty,
    unitPrice: items[0]!.unitPrice,
    taxRate: '13',
    amount: orderAmount,
    needDate: '2026-11-28',
    createUser: buyer,
  });
}
