import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../database.ts';
import { materials } from '../schema/master-data.ts';
import { depts } from '../schema/platform.ts';
import { cgPlanNeeds, cgPlanNeedsItems, cgPlanNeedsVersions } from '../schema/plans.ts';
import { cgApproveRecords } from '../schema/procurement.ts';
import { DEMO_TENANT_ID } from './demo-accounts.ts';

/** Fixed ids of the demo plan's rows (after the demo users 9100001… and their grants 4100001…). */
const PLAN_ID = '9200001';
const FIRST_LINE_ID = 9_200_011;
const FIRST_RECORD_ID = 9_200_101;

/** The plan lines: material code, planned quantity, planned price, use part. */
const LINES: [string, string, string, string][] = [
  ['WZ0101001', '200', '3850', '1#楼 主体结构'],
  ['WZ0102001', '500', '420', '1#楼 基础'],
  ['WZ0201001', '1200', '96.5', '临电'],
];

/**
 * One approved, enabled demand plan of 上海项目部 raised by the clerk and signed off along the default chain by the
 * demo approvers (its history says so), so the demo users can draw demand bills from it and raise a change on it.
 * Runs inside the demo seed's transaction, with the demo users' ids (clerk, pm, director, area, manager).
 */
export async function seedDemoPlans(tx: Tx, userId: (account: string) => string) {
  const [shanghai] = await tx
    .select({ id: depts.id })
    .from(depts)
    .where(and(eq(depts.tenantId, DEMO_TENANT_ID), eq(depts.deptName, '上海项目部'), eq(depts.isDeleted, 0)));
  const found = await tx
    .select()
    .from(materials)
    .where(
      and(
        eq(materials.tenantId, DEMO_TENANT_ID),
        inArray(
          materials.materialCode,
          LINES.map(([code]) => code),
        ),
      ),
    );
  const byCode = new Map(found.map((m) => [m.materialCode, m]));
  if (!shanghai || byCode.size !== LINES.length)
    throw new Error('demo seed: no 上海项目部 or plan materials');

  const approvedAt = new Date('2026-11-20T10:00:00+08:00');
  const lines = LINES.map(([code, qty, price, usePart], i) => {
    const m = byCode.get(code)!;
    const amount = (Number(qty) * Number(price)).toFixed(2); // whole quantities × 1-dp prices: exact
    return {
      id: String(FIRST_LINE_ID + i),
      tenantId: DEMO_TENANT_ID,
      planId: PLAN_ID,
      lineNo: i + 1,
      materialId: m.id,
      materialCode: m.materialCode,
      materialName: m.materialName,
      spec: m.spec,
      unit: m.unit,
      categoryId: m.categoryId,
      originalQty: qty,
      planQty: qty,
      unitPrice: price,
      amount,
      needDate: '2026-12-31',
      usePart,
      createUser: userId('clerk'),
    };
  });
  await tx.insert(cgPlanNeeds).values({
    id: PLAN_ID,
    tenantId: DEMO_TENANT_ID,
    planNo: 'JH202611200001',
    planName: '上海项目 12 月材料需求计划',
    deptId: shanghai.id,
    planType: '月度',
    planPeriod: '2026-12',
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    projectManagerId: userId('pm'),
    totalQty: '1900',
    totalAmount: lines.reduce((sum, line) => sum + Number(line.amount), 0).toFixed(2),
    approveStatus: 5,
    currentNode: null,
    roundNo: 1,
    approveChain: 'PM,DIRECTOR,AREA_MANAGER,MANAGER',
    submitTime: approvedAt,
    approveTime: approvedAt,
    planStatus: 1,
    version: 1,
    createUser: userId('clerk'),
    createDept: shanghai.id,
  });
  await tx.insert(cgPlanNeedsItems).values(lines);
  await tx.insert(cgPlanNeedsVersions).values({
    id: String(FIRST_RECORD_ID - 1),
    tenantId: DEMO_TENANT_ID,
    planId: PLAN_ID,
    version: 1,
    appliedUser: userId('manager'),
    appliedTime: approvedAt,
  });
  // [node, action (1 submit, 6 confirm, 2 approve), who, from status, to status]
  const history: [string, number, string, number, number][] = [
    ['SUBMIT', 1, 'clerk', 0, 1],
    ['PM', 6, 'pm', 1, 2],
    ['DIRECTOR', 2, 'director', 2, 3],
    ['AREA_MANAGER', 2, 'area', 3, 4],
    ['MANAGER', 2, 'manager', 4, 5],
  ];
  await tx.insert(cgApproveRecords).values(
    history.map(([nodeCode, action, account, fromStatus, toStatus], i) => ({
      id: String(FIRST_RECORD_ID + i),
      tenantId: DEMO_TENANT_ID,
      bizType: 'PLAN',
      bizId: PLAN_ID,
      bizNo: 'JH202611200001',
      roundNo: 1,
      nodeCode,
      action,
      approverId: userId(account),
      approverName: account,
      fromStatus,
      toStatus,
      actionTime: new Date(approvedAt.getTime() - (history.length - i) * 600_000),
    })),
  );
}
