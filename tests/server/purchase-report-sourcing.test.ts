import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { awardedSourcing, buildContractSourcingWorld } from './support/contract-sourcing-world.ts';
import { CEMENT, REBAR, expectOk } from './support/execution-world.ts';
import { TENANT, grantMenus, needsCodes, seededOrganisation, signedInPerson } from './support/needs-world.ts';
import { SOURCING_APPROVER_CODES } from './support/sourcing-world.ts';
import { caller, signInTo } from './support/system-fixtures.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * The sourcing-side procurement reports on a small world built through the services (today 2026-11-22, UTC+8).
 * November: one bill with offers from 甲/乙/丙 — rebar 10 t at 4000 / 3850.5 / 3900, cement 4 t at 500 / 510 /
 * 480 — rebar awarded to 乙, cement to 丙, and both winners' contracts approved, 乙's with a second rebar line by
 * hand (2.5 t at 3900). December (the clock moved to 2026-12-07): the same bill again with budget prices (rebar
 * 3950, cement 470), rebar awarded to 丙 at 3900 with a reason (not the lowest), cement to 丙 at 480.
 */
type World = Awaited<ReturnType<typeof buildContractSourcingWorld>>;
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let ctx: TestContext;
let world: World;
let analyst: Awaited<ReturnType<typeof signedInPerson>>;
vi.setConfig({ hookTimeout: 300_000 });

const CONTRACT_CODES = [
  'ht_contract',
  ...['view', 'add', 'edit', 'submit', 'approve', 'reject'].map((s) => `ht_contract_${s}`),
];

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildContractSourcingWorld(ctx);
  const { role, deptId } = await seededOrganisation(ctx);
  // A grant replaces a role's menus: the approvers keep bills and 定标 and gain contracts.
  await grantMenus(ctx, world.admin, ['director', 'area_manager', 'manager'].map(role), [
    ...needsCodes(['view', 'add', 'edit', 'submit', 'approve', 'reject', 'cancel', 'reject_material']),
    ...SOURCING_APPROVER_CODES,
    ...CONTRACT_CODES,
  ]);
  await grantMenus(ctx, world.admin, [role('finance')], ['cg_report']);
  analyst = await signedInPerson(ctx, world.admin, 'analyst', role('finance'), deptId('总公司'));

  const bill = await awardedSourcing(world);
  const made = (await expectOk(
    await world.buyer2.as.post('/purchar/cg-sourcing/createContractMulti', {
      json: { sourcingId: bill.id, supplierIds: [world.suppliers.b, world.suppliers.c] },
    }),
  )) as Row;
  const [forB, forC] = made.contractIds as string[];
  // The drafts take their terms (and 乙's a second rebar line by hand) before they go for approval.
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
  await complete(forB!, [{ materialId: REBAR, qty: 2.5, unitPrice: 3900 }]);
  await complete(forC!, []);
  for (const id of [forB!, forC!]) {
    await expectOk(await world.buyer2.as.post('/purchase/ht-contract/submitApprove', { json: { id } }));
    for (const who of [world.director, world.areaManager, world.manager])
      await expectOk(await who.as.post('/purchase/ht-contract/approve', { json: { id, status: 1 } }));
  }
  // Two weeks on every token has expired: each person signs in again (the admin's is not used any more).
  ctx.clock.advance(15 * 86_400_000);
  const people = [
    ['clerk', 'clerk'],
    ['pm', 'pm'],
    ['director', 'director'],
    ['areaManager', 'areamgr'],
    ['manager', 'manager'],
    ['purchaseAdmin', 'padmin'],
    ['buyer1', 'buyer1'],
    ['buyer2', 'buyer2'],
  ] as const;
  for (const [key, account] of people) world[key].as = await signInTo(ctx, TENANT, account, 'pass1234');
  analyst.as = await signInTo(ctx, TENANT, 'analyst', 'pass1234');
  await awardedSourcing(world, { budget: [3950, 470], rebarToC: true });
});
afterAll(() => ctx?.close());

const page = async (path: string, query: Record<string, string> = {}) =>
  (await expectOk(await analyst.as.get(`/purchase/report/${path}/pages`, { size: '50', ...query }))) as Row;
const pick = (rows: Row[], keys: string[]) => rows.map((row) => keys.map((key) => row[key]));

describe('price trend', () => {
  const KEYS = ['month', 'supplierName', 'sourceName', 'priceCount', 'minPrice', 'avgPrice', 'maxPrice'];

  it('gives each month, supplier and source its min, quantity-weighted average and max of one material', async () => {
    const rebar = await page('price-trend', { materialId: REBAR });
    expect(rebar.total).toBe(7);
    expect(pick(rebar.records, KEYS)).toEqual([
      ['2026-11', '乙建材公司', '报价', 1, 3850.5, 3850.5, 3850.5],
      ['2026-11', '丙贸易公司', '报价', 1, 3900, 3900, 3900],
      ['2026-11', '甲钢材公司', '报价', 1, 4000, 4000, 4000],
      // (10 × 3850.5 + 2.5 × 3900) / 12.5 = 3860.4
      ['2026-11', '乙建材公司', '合同', 2, 3850.5, 3860.4, 3900],
      ['2026-12', '乙建材公司', '报价', 1, 3850.5, 3850.5, 3850.5],
      ['2026-12', '丙贸易公司', '报价', 1, 3900, 3900, 3900],
      ['2026-12', '甲钢材公司', '报价', 1, 4000, 4000, 4000],
    ]);
    expect(rebar.records[0].materialCode).toBe('WZ0101001');
  });

  it('filters by source, supplier, days and material text, and names the source in English', async () => {
    const contracts = await page('price-trend', { priceSource: '2' });
    expect(pick(contracts.records, ['materialId', 'supplierName', 'avgPrice'])).toEqual([
      [REBAR, '乙建材公司', 3860.4],
      [CEMENT, '丙贸易公司', 480],
    ]);
    const december = await page('price-trend', { dateFrom: '2026-12-01', supplierName: '丙' });
    expect(pick(december.records, ['month', 'materialId', 'avgPrice'])).toEqual([
      ['2026-12', REBAR, 3900],
      ['2026-12', CEMENT, 480],
    ]);
    const cement = await page('price-trend', { materialName: 'WZ0102', priceSource: '2' });
    expect(pick(cement.records, ['materialName', 'minPrice'])).toEqual([['普通硅酸盐水泥', 480]]);
    const english = caller(ctx, analyst.as.token, 'en');
    const en = await expectOk(
      await english.get('/purchase/report/price-trend/pages', { priceSource: 1, size: 1 }),
    );
    expect((en.records as Row[])[0]!.sourceName).toBe('Offer');
  });

  it('refuses a bad source or reversed days with the field named, and exports what the page shows', async () => {
    const bad = await analyst.as.get('/purchase/report/price-trend/pages', { priceSource: '3' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/priceSource/);
    const reversed = await analyst.as.get('/purchase/report/price-trend/pages', {
      dateFrom: '2026-12-02',
      dateTo: '2026-12-01',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.msg).toMatch(/dateTo/);
    const nul = await analyst.as.get('/purchase/report/price-trend/pages', { materialName: 'a\u0000b' });
    expect(nul.status).toBe(400);

    const file = await ctx.app.request(`/api/purchase/report/price-trend/export?materialId=${REBAR}`, {
      headers: { 'Blade-Auth': `bearer ${analyst.as.token}` },
    });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      '月份',
      '物料编码',
      '物料名称',
      '供应商',
      '来源',
      '价格数',
      '最低单价',
      '平均单价',
      '最高单价',
    ]);
    expect(rows.slice(1).map((row) => [row[3], row[4], row[7]])).toEqual(
      (await page('price-trend', { materialId: REBAR })).records.map((r: Row) => [
        r.supplierName,
        r.sourceName,
        r.avgPrice,
      ]),
    );
  });

  it('answers 403 to a caller without the reports menu', async () => {
    const refused = await world.buyer2.as.get('/purchase/report/price-trend/pages');
    expect(refused.status).toBe(403);
  });
});

describe('sourcing savings', () => {
  const KEYS = [
    'name',
    'sourcingCount',
    'awardCount',
    'offerCount',
    'winAmount',
    'lowestAmount',
    'premiumOverLowest',
    'budgetAmount',
    'budgetedWinAmount',
    'savingVsBudget',
    'savingPct',
  ];

  it("sets each bill's winners against the lowest offers and the budget, largest win first", async () => {
    const bills = await page('sourcing-savings');
    expect(bills.total).toBe(2);
    // December: 39 000 + 1 920 won; 38 505 + 1 920 at the lowest; budget 39 500 + 1 880, saved 460 (1.11 %).
    // November: every award at the lowest, no budget.
    expect(pick(bills.records, KEYS.slice(1))).toEqual([
      [1, 2, 6, 40920, 40425, 495, 41380, 40920, 460, 1.11],
      [1, 2, 6, 40425, 40425, 0, 0, 0, 0, 0],
    ]);
    expect(bills.records[0].name).toMatch(/^\S+ 主体材料寻源$/);
  });

  it('groups by month of approval and by material category, and filters by winner and days', async () => {
    const months = await page('sourcing-savings', { groupBy: '2' });
    expect(pick(months.records, ['name', 'winAmount', 'premiumOverLowest', 'savingVsBudget'])).toEqual([
      ['2026-11', 40425, 0, 0],
      ['2026-12', 40920, 495, 460],
    ]);
    const categories = await page('sourcing-savings', { groupBy: '3' });
    // Rebar: 77 505 won, 495 above the lowest, 39 500 budget against 39 000 won (500, 1.27 %); cement: 3 840 won,
    // 1 880 budget against 1 920 won (−40, −2.13 %).
    expect(pick(categories.records, KEYS.slice(4))).toEqual([
      [77505, 77010, 495, 39500, 39000, 500, 1.27],
      [3840, 3840, 0, 1880, 1920, -40, -2.13],
    ]);
    const winnerB = await page('sourcing-savings', { supplierName: '乙' });
    expect(pick(winnerB.records, ['awardCount', 'winAmount'])).toEqual([[1, 38505]]);
    const december = await page('sourcing-savings', { dateFrom: '2026-12-01', groupBy: '2' });
    expect(pick(december.records, ['name'])).toEqual([['2026-12']]);
  });

  it('refuses an unknown grouping and exports the rows the page shows', async () => {
    const bad = await analyst.as.get('/purchase/report/sourcing-savings/pages', { groupBy: '4' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/groupBy/);
    const file = await ctx.app.request('/api/purchase/report/sourcing-savings/export?groupBy=2', {
      headers: { 'Blade-Auth': `bearer ${analyst.as.token}` },
    });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '月份',
      '寻源单数',
      '定标行数',
      '报价数',
      '中标金额',
      '最低报价金额',
      '高于最低价',
      '预算金额',
      '较预算节约',
      '节约率%',
    ]);
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      '2026-12',
      1,
      2,
      6,
      40920,
      40425,
      495,
      41380,
      460,
      1.11,
    ]);
    expect(sheet.rowCount).toBe(3);
  });
});
