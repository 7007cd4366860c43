import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CONTRACT_DRAFT_CODES,
  awardedSourcing,
  buildContractSourcingWorld,
} from './support/contract-sourcing-world.ts';
import { PURCHAR_CODES, REBAR, expectOk } from './support/execution-world.ts';
import { TENANT, grantMenus, needsCodes, seededOrganisation, signedInPerson } from './support/needs-world.ts';
import { SOURCING_APPROVER_CODES, SOURCING_BUYER_CODES } from './support/sourcing-world.ts';
import { SITE, STOCK_CODES } from './support/stock-world.ts';
import { caller, signInTo, type Caller } from './support/system-fixtures.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * 供应商绩效 and 审批时效 on a small world built through the services (the clock starts 2026-11-22 17:00 UTC+8).
 * One bill with offers from 甲/乙/丙 on two lines (rebar 10 t, cement 4 t), rebar awarded to 乙, cement to 丙, its
 * demand bill and the bill approved at once (0 h). 乙's contract (rebar 10 t at 3850.5 + 2.5 t at 3900 =
 * 48,255.00): director after 2 h, area manager after 50 h, manager after 0.5 h. 丙's (cement 4 t at 480 = 1,920.00):
 * the director rejects after 4 h, it is resubmitted at once, then 1 h at each level. Now 2026-11-25 04:30: both
 * are ordered at once, expected 2026-11-26; 乙 delivers 6.5 t (0.5 t refused) on the 25th and 4 t on the 28th
 * (late); 丙 delivers 4 t (0.5 t refused) on the 25th.
 */
type World = Awaited<ReturnType<typeof buildContractSourcingWorld>>;
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let ctx: TestContext;
let world: World;
let analyst: Caller;
let keeper: Caller;
vi.setConfig({ hookTimeout: 300_000 });

const CONTRACT_CODES = [
  'ht_contract',
  ...['view', 'add', 'edit', 'submit', 'approve', 'reject', 'order'].map((s) => `ht_contract_${s}`),
];
const HOUR = 3_600_000;

/** Time passes; every token has expired, so each person signs in again. */
async function later(hours: number) {
  ctx.clock.advance(hours * HOUR);
  const again = (account: string) => signInTo(ctx, TENANT, account, 'pass1234');
  world.director.as = await again('director');
  world.areaManager.as = await again('areamgr');
  world.manager.as = await again('manager');
  world.buyer2.as = await again('buyer2');
  analyst = await again('analyst');
  keeper = await again('keeper1');
}

const decide = (who: Caller, id: string, status = 1) =>
  who.post('/purchase/ht-contract/approve', {
    json: { id, status, opinion: status === 2 ? '价格需复核' : undefined },
  });

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildContractSourcingWorld(ctx);
  const { role, deptId } = await seededOrganisation(ctx);
  await grantMenus(ctx, world.admin, ['director', 'area_manager', 'manager'].map(role), [
    ...needsCodes(['view', 'add', 'edit', 'submit', 'approve', 'reject', 'cancel', 'reject_material']),
    ...SOURCING_APPROVER_CODES,
    ...CONTRACT_CODES,
  ]);
  // The purchaser also orders (a grant replaces the role's menus).
  await grantMenus(
    ctx,
    world.admin,
    [role('purchaser')],
    [...PURCHAR_CODES, ...SOURCING_BUYER_CODES, ...CONTRACT_DRAFT_CODES, 'ht_contract_order'],
  );
  await grantMenus(ctx, world.admin, [role('finance')], ['cg_report']);
  await grantMenus(ctx, world.admin, [role('warehouse_keeper')], STOCK_CODES);
  analyst = (await signedInPerson(ctx, world.admin, 'analyst', role('finance'), deptId('总公司'))).as;
  keeper = (await signedInPerson(ctx, world.admin, 'keeper1', role('warehouse_keeper'), deptId('总公司'))).as;

  const bill = await awardedSourcing(world);
  const made = (await expectOk(
    await world.buyer2.as.post('/purchar/cg-sourcing/createContractMulti', {
      json: { sourcingId: bill.id, supplierIds: [world.suppliers.b, world.suppliers.c] },
    }),
  )) as Row;
  const [forB, forC] = made.contractIds as [string, string];
  const complete = async (id: string, extra: Row[]) => {
    const draft = (await expectOk(await world.buyer2.as.get(`/purchase/ht-contract/${id}`))) as Row;
    const kept = draft.items.map((i: Row) => ({
      id: i.id,
      materialId: i.materialId,
      qty: i.qty,
      unitPrice: i.unitPrice,
    }));
    await expectOk(
      await world.buyer2.as.post('/purchase/ht-contract/edit', {
        json: {
          ...['id', 'contractName', 'contractType', 'deptId', 'buyerId', 'supplierId'].reduce(
            (body, key) => ({ ...body, [key]: draft[key] }),
            {},
          ),
          items: [...kept, ...extra],
          payTerms: [{ payContent: '3', ratio: 100, payCondition: '到货验收后' }],
        },
      }),
    );
  };
  await complete(forB, [{ materialId: REBAR, qty: 2.5, unitPrice: 3900 }]);
  await complete(forC, []);
  const submit = async (id: string) =>
    expectOk(await world.buyer2.as.post('/purchase/ht-contract/submitApprove', { json: { id } }));

  await submit(forB);
  await later(2);
  await expectOk(await decide(world.director.as, forB));
  await later(50);
  await expectOk(await decide(world.areaManager.as, forB));
  await later(0.5);
  await expectOk(await decide(world.manager.as, forB));

  await submit(forC);
  await later(4);
  await expectOk(await decide(world.director.as, forC, 2));
  await submit(forC);
  for (const who of ['director', 'areaManager', 'manager'] as const) {
    await later(1);
    await expectOk(await decide(world[who].as, forC));
  }

  // 2026-11-25 04:30 (UTC+8): each contract ordered at once, expected on the 26th.
  const order = async (contractId: string) =>
    (await expectOk(
      await world.buyer2.as.post('/purchase/ht-contract/createOnceOrder', {
        json: { contractId, storehouseId: SITE, expectedArrivalDate: '2026-11-26' },
      }),
    )) as Row;
  const orderB = await order(forB);
  const orderC = await order(forC);
  const receive = async (o: Row, day: string, qty: number, rejected: number) =>
    expectOk(
      await keeper.post('/purchase/cg-order-info/stock-in/create', {
        json: {
          orderId: o.id,
          storehouseId: SITE,
          stockInDate: day,
          deliveryNoteNo: `SH-${day}`,
          acceptorName: '周库管',
          items: [{ orderItemId: o.items[0].id, arrivalQty: qty + rejected, qty, rejectedQty: rejected }],
        },
      }),
    );
  await receive(orderB, '2026-11-25', 6, 0.5);
  await receive(orderC, '2026-11-25', 3.5, 0.5);
  await later(72);
  await receive(orderB, '2026-11-28', 4, 0);
});
afterAll(() => ctx?.close());

const page = async (path: string, query: Record<string, string> = {}) =>
  (await expectOk(await analyst.get(`/purchase/report/${path}/pages`, { size: '50', ...query }))) as Row;
const pick = (rows: Row[], keys: string[]) => rows.map((row) => keys.map((key) => row[key]));

async function sheetRows(path: string, query = '') {
  const file = await ctx.app.request(`/api/purchase/report/${path}/export${query}`, {
    headers: { 'Blade-Auth': `bearer ${analyst.token}` },
  });
  expect(file.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await file.arrayBuffer());
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('supplier performance', () => {
  const KEYS = [
    'supplierName',
    'receiptCount',
    'datedReceiptCount',
    'onTimeCount',
    'onTimePct',
    'arrivedQty',
    'rejectedQty',
    'rejectionPct',
    'offeredLines',
    'wonLines',
    'winPct',
    'contractCount',
    'contractAmount',
  ];

  it('gives each supplier its on-time, rejection and win rates and contract amount, largest first', async () => {
    const all = await page('supplier-performance');
    expect(all.total).toBe(3);
    expect(pick(all.records, KEYS)).toEqual([
      // 1 of 2 receipts by the 26th; 0.5 / 10.5 refused; 1 of 2 lines won.
      ['乙建材公司', 2, 2, 1, 50, 10.5, 0.5, 4.76, 2, 1, 50, 1, 48255],
      ['丙贸易公司', 1, 1, 1, 100, 4, 0.5, 12.5, 2, 1, 50, 1, 1920],
      // Offered and lost: no delivery, so no on-time or rejection rate (null, not 0).
      ['甲钢材公司', 0, 0, 0, null, 0, 0, null, 2, 0, 0, 0, 0],
    ]);
    expect(all.records[2].supplierId).toBe(world.suppliers.a);
  });

  it('filters by supplier name and by the days of each source', async () => {
    const c = await page('supplier-performance', { supplierName: '丙' });
    expect(pick(c.records, ['supplierName', 'onTimePct', 'winPct'])).toEqual([['丙贸易公司', 100, 50]]);
    // From the 26th only 乙's late receipt is left (the bill and both contracts were decided before).
    const late = await page('supplier-performance', { dateFrom: '2026-11-26' });
    expect(pick(late.records, KEYS)).toEqual([['乙建材公司', 1, 1, 0, 0, 4, 0, 0, 0, 0, null, 0, 0]]);
    const none = await page('supplier-performance', { dateTo: '2026-11-01' });
    expect(none).toMatchObject({ total: 0, records: [] });
    const paged = await page('supplier-performance', { size: '2', current: '2' });
    expect([paged.total, paged.pages, paged.records.length]).toEqual([3, 2, 1]);
  });

  it('refuses bad input with the field named, and exports exactly the rows the page shows', async () => {
    const reversed = await analyst.get('/purchase/report/supplier-performance/pages', {
      dateFrom: '2026-12-02',
      dateTo: '2026-12-01',
    });
    expect([reversed.status, reversed.body.msg]).toEqual([400, expect.stringMatching(/dateTo/)]);
    const nul = await analyst.get('/purchase/report/supplier-performance/pages', {
      supplierName: 'a\u0000b',
    });
    expect(nul.status).toBe(400);
    const huge = await analyst.get('/purchase/report/supplier-performance/pages', {
      supplierName: 'x'.repeat(300),
    });
    expect([huge.status, huge.body.msg]).toEqual([400, expect.stringMatching(/supplierName/)]);

    const rows = await sheetRows('supplier-performance');
    expect(rows[0]).toEqual([
      '供应商',
      '入库单数',
      '按期入库',
      '准时率%',
      '到货数量',
      '拒收数量',
      '拒收率%',
      '报价行数',
      '中标行数',
      '中标率%',
      '合同数',
      '合同金额',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[3], row[6], row[9], row[11]])).toEqual([
      ['乙建材公司', 50, 4.76, 50, 48255],
      ['丙贸易公司', 100, 12.5, 50, 1920],
      ['甲钢材公司', undefined, undefined, 0, 0],
    ]);
  });

  it('answers 403 to a caller without the reports menu', async () => {
    const refused = await world.buyer2.as.get('/purchase/report/supplier-performance/pages');
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toContain('报表');
  });
});

describe('approval turnaround', () => {
  const KEYS = [
    'bizTypeName',
    'nodeName',
    'decisionCount',
    'rejectedCount',
    'avgHours',
    'medianHours',
    'maxHours',
    'overdueCount',
  ];
  const CONTRACT_ROWS = [
    // 2 h, 4 h (rejected) and 1 h; 50 h (overdue) and 1 h; 0.5 h and 1 h.
    ['合同', '总监审批', 3, 1, 2.33, 2, 4, 0],
    ['合同', '区域经理审批', 2, 0, 25.5, 25.5, 50, 1],
    ['合同', '经理审批', 2, 0, 0.75, 0.75, 1, 0],
  ];

  it('gives each document type and level its decisions, average, median, longest and overdue count', async () => {
    const all = await page('approval-turnaround');
    const rows = pick(all.records, KEYS);
    // The demand bill and the sourcing bill were decided at once, level after level.
    expect(rows.filter((row) => row[0] !== '合同').every((row) => row[4] === 0 && row[7] === 0)).toBe(true);
    // Document types in the engine's order (demand bill, sourcing, contract), levels in chain order.
    const types = [...new Set(all.records.map((r: Row) => r.bizType))];
    expect(types).toEqual(['NEEDS', 'SOURCING', 'CONTRACT']);
    expect(rows.filter((row) => row[0] === '合同')).toEqual(CONTRACT_ROWS);
  });

  it('filters by document type and decision day, and names types and levels in English', async () => {
    const contracts = await page('approval-turnaround', { bizType: 'CONTRACT' });
    expect(pick(contracts.records, KEYS)).toEqual(CONTRACT_ROWS);
    // From the 24th: the area manager's 50-hour approval and everything after it.
    const fromThe24th = await page('approval-turnaround', { dateFrom: '2026-11-24' });
    expect(pick(fromThe24th.records, KEYS)).toEqual([
      ['合同', '总监审批', 2, 1, 2.5, 2.5, 4, 0],
      ['合同', '区域经理审批', 2, 0, 25.5, 25.5, 50, 1],
      ['合同', '经理审批', 2, 0, 0.75, 0.75, 1, 0],
    ]);
    const english = caller(ctx, analyst.token, 'en');
    const en = await expectOk(
      await english.get('/purchase/report/approval-turnaround/pages', { bizType: 'CONTRACT', size: 1 }),
    );
    expect(pick(en.records as Row[], ['bizTypeName', 'nodeName'])).toEqual([
      ['Contract', 'Director approval'],
    ]);
  });

  it('refuses an unknown document type naming the field, and exports what the page shows', async () => {
    const bad = await analyst.get('/purchase/report/approval-turnaround/pages', { bizType: 'ORDER' });
    expect([bad.status, bad.body.msg]).toEqual([400, expect.stringMatching(/bizType/)]);
    const rows = await sheetRows('approval-turnaround', '?bizType=CONTRACT');
    expect(rows[0]).toEqual([
      '单据类型',
      '审批层级',
      '审批次数',
      '驳回次数',
      '平均时长(小时)',
      '中位时长(小时)',
      '最长时长(小时)',
      '超时次数(>48h)',
    ]);
    expect(rows.slice(1)).toEqual(CONTRACT_ROWS);
  });
});
