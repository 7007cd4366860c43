import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cgNeeds, cgNeedsItems } from '../../src/server/db/schema/procurement.ts';
import {
  awardedSourcing,
  buildContractSourcingWorld,
  CONTRACT_DRAFT_CODES,
} from './support/contract-sourcing-world.ts';
import { CEMENT, PURCHAR_CODES } from './support/execution-world.ts';
import { expectOk } from './support/contract-world.ts';
import { INVOICE_CODES } from './support/invoice-world.ts';
import { grantMenus, needsCodes, seededOrganisation, signedInPerson } from './support/needs-world.ts';
import { buildReceiveWorld, openOrder, receiptOf, type ReceiveWorld } from './support/receive-world.ts';
import { SOURCING_APPROVER_CODES, SOURCING_BUYER_CODES } from './support/sourcing-world.ts';
import { REBAR, STOCK_CODES, TODAY } from './support/stock-world.ts';
import { caller, menuIds, type Caller } from './support/system-fixtures.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * 采购过程跟踪 (ht-contract/purchaseProcessTracking) on chains built through the real modules: a demand line assigned,
 * sourced with three offers, awarded and contracted (its later steps not reached); and HT-B of the golden path
 * ordered, received in two stock-ins, invoiced, requested and paid (its demand steps not reached) — with the
 * figures, people and documents at each step.
 */
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Step = {
  step: string;
  reached: boolean;
  time: string;
  waitDays: number | null;
  qty: number | null;
  amount: number | null;
  entries: Row[];
};

const CONTRACT_APPROVER = ['ht_contract', 'ht_contract_view', 'ht_contract_approve', 'ht_contract_reject'];
const SUPPLEMENT_APPROVER = [
  'ht_contract_supplement',
  'ht_contract_supplement_view',
  'ht_contract_supplement_approve',
];
const SUPPLEMENT_DRAFT = ['ht_contract_supplement', 'view', 'add', 'submit'].map((s, i) =>
  i ? `ht_contract_supplement_${s}` : s,
);
const stepOf = (line: Row, code: string) => (line.steps as Step[]).find((s) => s.step === code)!;
const reachedSteps = (line: Row) => (line.steps as Step[]).filter((s) => s.reached).map((s) => s.step);
const calendarDays = (from: string, to: string) =>
  Math.round((Date.parse(to.slice(0, 10)) - Date.parse(from.slice(0, 10))) / 86_400_000);

/** Each reached step waited the calendar days since the previous reached one; a step not reached has no time. */
function expectWaitsConsistent(line: Row) {
  let previous: string | null = null;
  for (const step of line.steps as Step[]) {
    if (!step.reached) {
      expect([step.time, step.waitDays, step.entries]).toEqual(['', null, []]);
      continue;
    }
    expect(step.waitDays).toBe(previous === null ? null : calendarDays(previous, step.time));
    previous = step.time;
  }
}

let trackedContractNo = '';
let trackedNeedsNo = '';

describe('from the demand line to the contract', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof buildContractSourcingWorld>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    world = await buildContractSourcingWorld(ctx);
    const { role } = await seededOrganisation(ctx);
    // Grants replace a role's set: the approvers keep bills and sourcing and also approve contracts.
    await grantMenus(ctx, world.admin, ['director', 'area_manager', 'manager'].map(role), [
      ...needsCodes(['view', 'add', 'edit', 'submit', 'approve', 'reject', 'cancel', 'reject_material']),
      ...SOURCING_APPROVER_CODES,
      ...CONTRACT_APPROVER,
      ...SUPPLEMENT_APPROVER,
    ]);
    await grantMenus(
      ctx,
      world.admin,
      [role('purchaser')],
      [...PURCHAR_CODES, ...SOURCING_BUYER_CODES, ...CONTRACT_DRAFT_CODES, ...SUPPLEMENT_DRAFT],
    );
  }, 240_000);
  afterAll(async () => ctx?.close());

  it('shows the bill line, the assignment, three offers and the winner at 3850.50, the contract line; nothing after', async () => {
    const sourcing = await awardedSourcing(world);
    const made = await expectOk(
      await world.buyer2.as.post('/purchar/cg-sourcing/createContract', {
        json: { sourcingId: sourcing.id, supplierId: world.suppliers.b },
      }),
    );
    const draft = (await expectOk(
      await world.buyer2.as.get(`/purchase/ht-contract/${made.contractIds[0]}`),
    )) as Row;
    await expectOk(
      await world.buyer2.as.post('/purchase/ht-contract/edit', {
        json: {
          id: draft.id,
          contractName: draft.contractName,
          contractType: draft.contractType,
          deptId: draft.deptId,
          buyerId: draft.buyerId,
          supplierId: draft.supplierId,
          salerAccountId: draft.salerAccountId,
          items: draft.items.map((i: Row) => ({
            id: i.id,
            materialId: i.materialId,
            qty: i.qty,
            unitPrice: i.unitPrice,
          })),
          payTerms: [
            { payContent: '3', ratio: 95, payCondition: '到货验收后' },
            { payContent: '5', ratio: 5, payCondition: '质保期满', dueDays: 365 },
          ],
        },
      }),
    );
    // Not approved yet: the tracking read shows contracts in force only.
    const before = await expectOk(
      await world.buyer2.as.get('/purchase/ht-contract/purchaseProcessTracking', {
        contractNo: draft.contractNo,
      }),
    );
    expect(before.total).toBe(0);
    await expectOk(
      await world.buyer2.as.post('/purchase/ht-contract/submitApprove', { json: { id: draft.id } }),
    );
    for (const who of [world.director, world.areaManager, world.manager]) {
      const now = (await expectOk(await who.as.get(`/purchase/ht-contract/${draft.id}`))) as Row;
      if (now.approveStatus === 5) break;
      await expectOk(
        await who.as.post('/purchase/ht-contract/approve', { json: { id: draft.id, status: 1 } }),
      );
    }

    const byContract = await expectOk(
      await world.buyer2.as.get('/purchase/ht-contract/purchaseProcessTracking', {
        contractNo: draft.contractNo,
      }),
    );
    expect(byContract.total).toBe(1);
    const line = byContract.records[0] as Row;
    expect(line.needsNo).toMatch(/^XQ/);
    const byBill = await expectOk(
      await world.buyer2.as.get('/purchase/ht-contract/purchaseProcessTracking', { needsNo: line.needsNo }),
    );
    // The bill's cement line was won by 丙 and has no contract yet: it follows, as far as it got.
    expect(byBill.total).toBe(2);
    expect(byBill.records.map((r: Row) => r.contractItemId)).toEqual([line.contractItemId, null]);
    const cement = byBill.records[1] as Row;
    expect(cement).toMatchObject({
      contractId: null,
      contractNo: '',
      needsNo: line.needsNo,
      lineNo: 2,
      contractQty: 0,
      orders: [],
    });
    expect(cement.needsItemId).toMatch(/^[0-9]+$/);
    expect(reachedSteps(cement)).toEqual(['NEEDS', 'ASSIGN', 'SOURCING']);
    expect(stepOf(cement, 'NEEDS').entries[0]!.no).toBe(`${line.needsNo} #2`);
    expect(stepOf(cement, 'SOURCING').entries[0]!).toMatchObject({
      offerCount: 3,
      party: '丙贸易公司',
      qty: 4,
      unitPrice: 480,
    });
    expectWaitsConsistent(cement);
    // Paged like one list: the contract line on page 1, the demand line on page 2.
    const secondPage = await expectOk(
      await world.buyer2.as.get('/purchase/ht-contract/purchaseProcessTracking', {
        needsNo: line.needsNo,
        size: 1,
        current: 2,
      }),
    );
    expect([secondPage.total, secondPage.records.map((r: Row) => r.needsItemId)]).toEqual([
      2,
      [cement.needsItemId],
    ]);

    expect(reachedSteps(line)).toEqual(['NEEDS', 'ASSIGN', 'SOURCING', 'CONTRACT']);
    const needs = stepOf(line, 'NEEDS');
    expect([needs.qty, needs.entries[0]!.no, needs.entries[0]!.statusName]).toEqual([
      10,
      `${line.needsNo} #1`,
      '审批通过',
    ]);
    const assign = stepOf(line, 'ASSIGN');
    expect([assign.qty, assign.entries[0]!.party, assign.entries[0]!.personName]).toEqual([
      10,
      'buyer2',
      'padmin',
    ]);
    const sourced = stepOf(line, 'SOURCING');
    expect(sourced.entries[0]!).toMatchObject({
      offerCount: 3,
      party: '乙建材公司',
      qty: 10,
      unitPrice: 3850.5,
      personName: 'buyer2',
      statusName: '审批通过',
    });
    const contracted = stepOf(line, 'CONTRACT');
    expect([contracted.qty, contracted.amount, contracted.entries[0]!.unitPrice]).toEqual([
      10, 38505, 3850.5,
    ]);
    expect(contracted.entries[0]!.no).toBe(`${draft.contractNo} #1`);
    expect(stepOf(line, 'PLAN').reached).toBe(false);
    expectWaitsConsistent(line);
    trackedContractNo = draft.contractNo as string;
    trackedNeedsNo = line.needsNo as string;
  });

  it('shows only the lines of contracts the caller may see in the contract list (its data scope)', async () => {
    const total = async (who: typeof world.buyer1) =>
      (
        await expectOk(
          await who.as.get('/purchase/ht-contract/purchaseProcessTracking', {
            contractNo: trackedContractNo,
          }),
        )
      ).total;
    expect([await total(world.buyer1), await total(world.buyer2)]).toEqual([1, 1]);
    // 采购合同 limited to the contracts one created: buyer2 made this one, buyer1 did not.
    const [menu] = await menuIds(ctx, ['ht_contract']);
    await expectOk(
      await world.admin.post('/blade-system/data-scope/submit', {
        json: {
          menuId: menu,
          resourceCode: 'ht_contract',
          scopeName: '本人创建的合同',
          scopeColumn: 'create_user',
          scopeType: 2,
        },
      }),
    );
    const scopes = await expectOk(
      await world.admin.get('/blade-system/data-scope/list', { menuId: menu, size: 100 }),
    );
    const { role } = await seededOrganisation(ctx);
    await expectOk(
      await world.admin.post('/blade-system/role/grant', {
        json: {
          roleIds: [role('purchaser')],
          menuIds: await menuIds(ctx, [
            ...PURCHAR_CODES,
            ...SOURCING_BUYER_CODES,
            ...CONTRACT_DRAFT_CODES,
            ...SUPPLEMENT_DRAFT,
          ]),
          dataScopeIds: [scopes.records[0].id as string],
        },
      }),
    );
    expect([await total(world.buyer1), await total(world.buyer2)]).toEqual([0, 1]);
  });

  it("shows, found by a bill, the uncontracted lines of the bills the caller's 需求 data scope lets them see", async () => {
    // The director drafts a bill of their own: two lines no contract was made from.
    const otherBill = await expectOk(
      await world.director.as.post('/purchar/cg-needs/addOrEdit', {
        json: {
          title: '总监自提需求',
          deptId: world.depts.shanghai,
          needDate: '2026-12-10',
          projectManagerId: world.pm.id,
          items: [
            { materialId: REBAR, qty: 2 },
            { materialId: CEMENT, qty: 1 },
          ],
        },
      }),
    );
    const tracked = async (who: Caller, needsNo: string) => {
      const page = await expectOk(
        await who.get('/purchase/ht-contract/purchaseProcessTracking', { needsNo }),
      );
      return page.records.map((r: Row) => [r.needsNo, r.lineNo, r.contractItemId === null]);
    };
    const { role } = await seededOrganisation(ctx);
    const clerkCodes = [
      ...needsCodes(['view', 'add', 'edit', 'submit', 'cancel']),
      'ht_contract',
      'ht_contract_view',
    ];
    await grantMenus(ctx, world.admin, [role('material_clerk')], clerkCodes);
    // No data scope on 需求 yet: the clerk sees the director's lines as the administrator does.
    const otherLines = [
      [otherBill.needsNo, 1, true],
      [otherBill.needsNo, 2, true],
    ];
    expect(await tracked(world.admin, otherBill.needsNo as string)).toEqual(otherLines);
    expect(await tracked(world.clerk.as, otherBill.needsNo as string)).toEqual(otherLines);

    // 需求 limited to the bills one created (本人), granted to the clerk's role.
    const [needsMenu] = await menuIds(ctx, ['cg_needs']);
    await expectOk(
      await world.admin.post('/blade-system/data-scope/submit', {
        json: {
          menuId: needsMenu,
          resourceCode: 'cg_needs',
          scopeName: '本人创建的需求',
          scopeColumn: 'create_user',
          scopeType: 2,
        },
      }),
    );
    const scopes = await expectOk(
      await world.admin.get('/blade-system/data-scope/list', { menuId: needsMenu, size: 100 }),
    );
    await expectOk(
      await world.admin.post('/blade-system/role/grant', {
        json: {
          roleIds: [role('material_clerk')],
          menuIds: await menuIds(ctx, clerkCodes),
          dataScopeIds: [scopes.records[0].id as string],
        },
      }),
    );
    // The needs list hides the director's bill from the clerk; so does the tracking, line by line.
    const listed = async (needsNo: string) =>
      (await expectOk(await world.clerk.as.get('/purchar/cg-needs/pages', { needsNo }))).total;
    expect([await listed(otherBill.needsNo as string), await listed(trackedNeedsNo)]).toEqual([0, 1]);
    expect(await tracked(world.clerk.as, otherBill.needsNo as string)).toEqual([]);
    expect(await tracked(world.admin, otherBill.needsNo as string)).toEqual(otherLines);
    // Their own bill: the contract line (the contract list's scope, none for the clerk) and the cement line.
    expect(await tracked(world.clerk.as, trackedNeedsNo)).toEqual([
      [trackedNeedsNo, 1, false],
      [trackedNeedsNo, 2, true],
    ]);
  });

  it("keeps the demand lines' contracted quantity: in force, raised by a supplement, void", async () => {
    const contracted = async () => {
      const rows = await ctx.database.db
        .select({ lineNo: cgNeedsItems.lineNo, qty: cgNeedsItems.contractedQty })
        .from(cgNeedsItems)
        .innerJoin(cgNeeds, eq(cgNeeds.id, cgNeedsItems.needsId))
        .where(eq(cgNeeds.needsNo, trackedNeedsNo))
        .orderBy(cgNeedsItems.lineNo);
      return rows.map((r) => Number(r.qty));
    };
    // The rebar line (10 t) is in the approved contract; the cement line has none yet.
    expect(await contracted()).toEqual([10, 0]);
    const contract = (
      await expectOk(
        await world.buyer2.as.get('/purchase/ht-contract/pages', { contractNo: trackedContractNo }),
      )
    ).records[0] as Row;
    const detail = (await expectOk(await world.buyer2.as.get(`/purchase/ht-contract/${contract.id}`))) as Row;
    const supplement = await expectOk(
      await world.buyer2.as.post('/purchase/ht-contract-supplement/add', {
        json: {
          contractId: contract.id,
          supplementName: '钢筋加量',
          reason: '设计变更',
          signDate: '2026-11-25',
          items: [{ contractItemId: detail.items[0].id, afterQty: 12.5, afterPrice: 3850.5 }],
        },
      }),
    );
    await expectOk(
      await world.buyer2.as.post('/purchase/ht-contract-supplement/submitApprove', {
        json: { id: supplement.id },
      }),
    );
    expect(await contracted()).toEqual([10, 0]); // submitted only: nothing applied yet
    for (const who of [world.director, world.areaManager, world.manager]) {
      const now = (await expectOk(
        await who.as.get(`/purchase/ht-contract-supplement/${supplement.id}`),
      )) as Row;
      if (now.approveStatus === 5) break;
      await expectOk(
        await who.as.post('/purchase/ht-contract-supplement/approve', {
          json: { id: supplement.id, status: 1 },
        }),
      );
    }
    expect(await contracted()).toEqual([12.5, 0]);
    await expectOk(
      await world.buyer2.as.post(`/purchase/ht-contract/cancel/${contract.id}`, {
        json: { reason: '重复录入' },
      }),
    );
    expect(await contracted()).toEqual([0, 0]);
    // Found by the bill, the voided contract's line still shows (as voided), and the rebar line it no longer
    // covers shows again among the bill's uncontracted lines, beside the cement line.
    const byBill = await expectOk(
      await world.buyer2.as.get('/purchase/ht-contract/purchaseProcessTracking', { needsNo: trackedNeedsNo }),
    );
    expect(byBill.records.map((r: Row) => [r.contractNo, r.lineNo, r.contractStatusName])).toEqual([
      [trackedContractNo, 1, '已作废'],
      ['', 1, ''],
      ['', 2, ''],
    ]);
  });
  it('is readable with the 采购过程跟踪 menu alone, without the 采购合同 grants', async () => {
    const { role, deptId } = await seededOrganisation(ctx);
    const keeper = await signedInPerson(
      ctx,
      world.admin,
      'tracking-only',
      role('warehouse_keeper'),
      deptId('上海项目部'),
    );
    const read = () =>
      keeper.as.get('/purchase/ht-contract/purchaseProcessTracking', { contractNo: trackedContractNo });
    expect((await read()).status).toBe(403);
    await grantMenus(ctx, world.admin, [role('warehouse_keeper')], ['contract_tracking']);
    expect((await expectOk(await read())).total).toBe(1);
    // The menu reads the tracking only: the contract list stays closed.
    expect((await keeper.as.get('/purchase/ht-contract/pages', {})).status).toBe(403);
  });
});

describe('from the contract to what was paid (golden path HT-B)', () => {
  let ctx: TestContext;
  let world: ReceiveWorld;
  let finance: Awaited<ReturnType<typeof signedInPerson>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    world = await buildReceiveWorld(ctx);
    const { role, deptId } = await seededOrganisation(ctx);
    const contract = [
      'ht_contract',
      ...['view', 'add', 'edit', 'delete', 'submit', 'approve', 'reject', 'cancel', 'order'].map(
        (s) => `ht_contract_${s}`,
      ),
      'cg_order',
      'cg_order_view',
    ];
    const payment = (s: string[]) => ['cw_payment', ...s.map((x) => `cw_payment_${x}`)];
    await grantMenus(
      ctx,
      world.admin,
      [role('purchaser')],
      [...contract, ...payment(['view', 'add', 'edit', 'submit'])],
    );
    await grantMenus(ctx, world.admin, ['director', 'area_manager', 'manager'].map(role), [
      ...contract,
      ...payment(['view', 'approve', 'reject']),
    ]);
    await grantMenus(
      ctx,
      world.admin,
      [role('warehouse_keeper')],
      [...STOCK_CODES, 'cg_order', 'cg_order_view'],
    );
    await grantMenus(
      ctx,
      world.admin,
      [role('finance')],
      [...INVOICE_CODES, ...payment(['view']), 'cw_paid', 'cw_paid_view', 'cw_paid_add'],
    );
    finance = await signedInPerson(ctx, world.admin, 'fin_wu', role('finance'), deptId('总公司'), {
      realName: '吴财务',
    });
  }, 240_000);
  afterAll(async () => ctx?.close());

  it('shows the order, two stock-ins of 60 and 40 t, the invoice, the request and the payment of 368 600.00', async () => {
    const { buyer, director, areaManager, manager, supplier } = world.contracts;
    const order = await openOrder(world, [{ materialId: REBAR, qty: 100, unitPrice: 3880 }]);
    const receive = (qty: number) =>
      world.keeper.as.post('/purchase/cg-order-info/stock-in/create', { json: receiptOf(order, [{ qty }]) });
    const first = await expectOk(await receive(60));
    const second = await expectOk(await receive(40));
    const invoice = await expectOk(
      await finance.as.post('/purchase/cw-invoice/add', {
        json: {
          invoiceType: '1',
          invoiceNo: '24611001',
          invoiceCode: '3100231130',
          supplierId: supplier.id,
          buyerId: world.contracts.depts.company,
          invoiceDate: TODAY,
          amountExclTax: 343362.83,
          taxRate: 13,
          taxAmount: 44637.17,
          totalAmount: 388000,
        },
      }),
    );
    await expectOk(
      await finance.as.post('/purchase/cw-invoice-contract/add', {
        json: { invoiceId: invoice.id, contractId: order.contractId, amount: 388000 },
      }),
    );
    const payment = await expectOk(
      await buyer.as.post('/purchase/cw-payment/add', {
        json: {
          contractId: order.contractId,
          payContent: '3',
          applyAmount: 368600,
          payeeAccountId: supplier.accountId,
          applyReason: '到货验收合格,支付到货款',
        },
      }),
    );
    await expectOk(await buyer.as.post('/purchase/cw-payment/submitApprove', { json: { id: payment.id } }));
    for (const who of [director, areaManager, manager])
      await expectOk(
        await who.as.post('/purchase/cw-payment/approve', {
          json: { id: payment.id, status: 1, opinion: '同意' },
        }),
      );
    const paid = await expectOk(
      await finance.as.post('/purchase/cw-paid/add', {
        json: {
          paymentId: payment.id,
          paidAmount: 368600,
          paidDate: TODAY,
          payMethod: '1',
          bankSerialNo: 'SN2026112200001',
        },
      }),
    );

    const page = await expectOk(
      await buyer.as.get('/purchase/ht-contract/purchaseProcessTracking', { orderNo: order.orderNo }),
    );
    expect(page.total).toBe(1);
    const line = page.records[0] as Row;
    expect([line.contractQty, line.orderedQty, line.receivedQty, line.remainingQty, line.needsNo]).toEqual([
      100,
      100,
      100,
      0,
      null,
    ]);
    expect(line.orders).toEqual([
      expect.objectContaining({
        orderNo: order.orderNo,
        orderQty: 100,
        receivedQty: 100,
        closedQty: 0,
        orderStatusName: '已到货',
      }),
    ]);
    expect(reachedSteps(line)).toEqual(['CONTRACT', 'ORDER', 'STOCK_IN', 'INVOICE', 'PAYMENT', 'PAID']);
    expect(['NEEDS', 'PLAN', 'ASSIGN', 'SOURCING'].map((s) => stepOf(line, s).reached)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const figures = (code: string) => [stepOf(line, code).qty, stepOf(line, code).amount];
    expect(figures('CONTRACT')).toEqual([100, 388000]);
    expect(figures('ORDER')).toEqual([100, 388000]);
    expect(figures('STOCK_IN')).toEqual([100, 388000]);
    expect(stepOf(line, 'STOCK_IN').entries.map((e) => [e.no, e.qty, e.amount, e.time])).toEqual([
      [first.stockInNo, 60, 232800, TODAY],
      [second.stockInNo, 40, 155200, TODAY],
    ]);
    expect(stepOf(line, 'INVOICE').entries.map((e) => [e.no, e.amount, e.personName])).toEqual([
      ['24611001', 388000, '吴财务'],
    ]);
    expect(stepOf(line, 'PAYMENT').entries.map((e) => [e.no, e.amount, e.statusName])).toEqual([
      [payment.paymentNo, 368600, '审批通过'],
    ]);
    expect(stepOf(line, 'PAID').entries.map((e) => [e.no, e.amount, e.time, e.personName])).toEqual([
      [paid.paidNo, 368600, TODAY, '吴财务'],
    ]);
    expectWaitsConsistent(line);

    const en = await expectOk(
      await caller(ctx, buyer.as.token, 'en').get('/purchase/ht-contract/purchaseProcessTracking', {
        orderNo: order.orderNo,
      }),
    );
    expect((en.records[0].steps as Step[]).map((s) => (s as Row).stepName).slice(4, 7)).toEqual([
      'Contract',
      'Orders',
      'Stock-in',
    ]);
  });
});
