import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htContracts } from '../../src/server/db/schema/contracts.ts';
import {
  chineseUpperAmount,
  lineMoney,
  termAmounts,
} from '../../src/server/modules/purchase/contract/contract-money.ts';
import {
  buildContractWorld,
  contractBody,
  expectOk,
  newContract,
  type ContractWorld,
} from './support/contract-world.ts';
import { caller, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * Contracts by hand through HTTP on PGlite: the exact money, the editor's look-ups, every refusal of a save
 * (each writes nothing), edit and delete by the creator only.
 */
let ctx: TestContext;
let admin: Caller;
let world: ContractWorld;

const contractCount = async () =>
  (await ctx.database.db.select({ id: htContracts.id }).from(htContracts)).length;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  world = await buildContractWorld(ctx, admin);
});
afterAll(() => ctx.close());

describe('contract money', () => {
  it('splits tax exactly, half-up per line', () => {
    expect(lineMoney('12.5', '3850.1234', '13')).toEqual({
      amount: '48126.54',
      amountExclTax: '42589.86',
      taxAmount: '5536.68',
      unitPriceExclTax: '3407.1888',
    });
    expect(lineMoney('0.001', '0.0001', '13').amount).toBe('0.00');
  });
  it('gives the last term what is left so terms sum to the total', () => {
    expect(termAmounts('100.01', ['33.33', '33.33', '33.34'])).toEqual(['33.33', '33.33', '33.35']);
  });
  it('writes the amount in Chinese upper case', () => {
    expect(chineseUpperAmount('49478.04')).toBe('肆万玖仟肆佰柒拾捌元零肆分');
    expect(chineseUpperAmount('10000')).toBe('壹万元整');
    expect(chineseUpperAmount('100500.60')).toBe('壹拾万零伍佰元陆角整');
    expect(chineseUpperAmount('0')).toBe('零元整');
  });
});

describe('add and read', () => {
  it('saves a one-off contract with exact totals, terms and names', async () => {
    const c = await newContract(world);
    expect(c.contractNo).toMatch(/^HT\d{12}$/);
    expect(c.approveStatus).toBe(0);
    expect(c.contractStatus).toBe(0);
    expect(c.buyerName).toBe('示范建设集团有限公司'); // the company's full (legal) name
    expect(c.supplierName).toBe('上海宝钢建材有限公司');
    expect(c.totalAmount).toBe(49478.04); // 48126.54 + 1351.50
    expect(c.amountExclTax).toBe(43829.77); // 42589.86 + 1239.91
    expect(c.taxAmount).toBe(5648.27);
    expect(c.totalAmountUpper).toBe('肆万玖仟肆佰柒拾捌元零肆分');
    expect(c.items.map((i: { remainingQty: number }) => i.remainingQty)).toEqual([12.5, 3]);
    expect(c.payTerms.map((t: { amount: number }) => t.amount)).toEqual([14843.41, 34634.63]);
    expect(c.payTerms[0].payContentName).toBe('预付款');
    expect(c.allowedActions).toEqual(expect.arrayContaining(['edit', 'remove', 'submit']));
    expect(c.operations).toEqual(['void']);
    const page = await expectOk(
      await world.buyer.as.get('/purchase/ht-contract/pages', { contractNo: c.contractNo }),
    );
    expect(page.total).toBe(1);
    expect(page.records[0].deptName).toBe('上海项目部');
  });

  it('offers the tenant companies as buyers and only eligible suppliers as sellers', async () => {
    const lists = await expectOk(await world.buyer.as.get('/purchase/ht-contract/buyerSalerList'));
    expect(lists.buyers.map((b: { name: string }) => b.name)).toEqual([
      '示范建设集团有限公司',
      '华东区域公司',
    ]);
    const sellers = lists.salers.map((s: { supplierName: string }) => s.supplierName);
    expect(sellers).toContain('上海宝钢建材有限公司');
    expect(sellers).not.toContain('黑名单建材公司');
    const accounts = await expectOk(
      await world.buyer.as.get('/purchase/ht-contract/salerAccountList', { supplierId: world.supplier.id }),
    );
    expect(accounts).toHaveLength(1);
    expect(accounts[0].isDefault).toBe(1);
  });

  it('lists no sourcing bill while none is awarded (contract-sourcing.test.ts covers the rest)', async () => {
    expect(await expectOk(await world.buyer.as.get('/purchase/ht-contract/sourcingList'))).toEqual([]);
  });
});

describe('refusals write nothing', () => {
  const cases: [string, (w: ContractWorld) => Record<string, unknown>, number, string][] = [
    [
      'ratios not 100',
      () => ({
        payTerms: [
          { payContent: '1', ratio: 30 },
          { payContent: '3', ratio: 60 },
        ],
      }),
      400,
      '90.00%',
    ],
    ['no lines', () => ({ items: [] }), 400, 'items'],
    [
      'qty with 4 decimals',
      () => ({ items: [{ materialId: '41000001', qty: 1.0001, unitPrice: 1 }] }),
      400,
      'items.0.qty',
    ],
    ['blacklisted seller', (w) => ({ supplierId: w.blacklisted.id, salerAccountId: null }), 409, '黑名单'],
    ["another supplier's account", (w) => ({ salerAccountId: w.other.accountId }), 400, 'salerAccountId'],
    ['a project as buyer', (w) => ({ buyerId: w.depts.shanghai }), 400, 'buyerId'],
    ['a company as project', (w) => ({ deptId: w.depts.company }), 400, 'deptId'],
    ['end before start', () => ({ startDate: '2026-12-01', endDate: '2026-11-01' }), 400, 'endDate'],
    ['unknown pay content', () => ({ payTerms: [{ payContent: '77', ratio: 100 }] }), 400, 'pay_content'],
    [
      'unknown material',
      () => ({ items: [{ materialId: '999', qty: 1, unitPrice: 1 }] }),
      400,
      'items.0.materialId',
    ],
  ];
  for (const [name, change, status, text] of cases) {
    it(name, async () => {
      const before = await contractCount();
      const answer = await world.buyer.as.post('/purchase/ht-contract/add', {
        json: contractBody(world, change(world)),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.msg).toContain(text);
      expect(await contractCount()).toBe(before);
    });
  }

  it('answers in English when asked', async () => {
    const en = caller(ctx, world.buyer.as.token, 'en');
    const answer = await en.post('/purchase/ht-contract/add', {
      json: contractBody(world, { payTerms: [{ payContent: '1', ratio: 50 }] }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toContain('must add up to exactly 100%');
  });

  it('refuses a contract number already taken', async () => {
    await newContract(world, { contractNo: 'EXT-001' });
    const answer = await world.buyer.as.post('/purchase/ht-contract/add', {
      json: contractBody(world, { contractNo: 'EXT-001' }),
    });
    expect(answer.status).toBe(409);
  });
});

describe('edit and delete', () => {
  it('lets the creator replace lines and terms; others get 403', async () => {
    const c = await newContract(world);
    const body = contractBody(world, {
      id: c.id,
      items: [{ id: c.items[0].id, materialId: '41000001', qty: 2, unitPrice: 100 }],
      payTerms: [{ payContent: '4', ratio: 100 }],
    });
    const other = await world.buyer2.as.post('/purchase/ht-contract/edit', { json: body });
    expect(other.status).toBe(403);
    const edited = await expectOk(await world.buyer.as.post('/purchase/ht-contract/edit', { json: body }));
    expect(edited.contractNo).toBe(c.contractNo);
    expect(edited.items).toHaveLength(1);
    expect(edited.items[0].id).toBe(c.items[0].id);
    expect(edited.totalAmount).toBe(200);
    expect(edited.payTerms).toHaveLength(1);
  });

  it('deletes drafts of the creator only', async () => {
    const c = await newContract(world);
    expect(
      (await world.buyer2.as.post('/purchase/ht-contract/delete', { query: { ids: c.id } })).status,
    ).toBe(403);
    await expectOk(await world.buyer.as.post('/purchase/ht-contract/delete', { query: { ids: c.id } }));
    expect((await world.buyer.as.get(`/purchase/ht-contract/${c.id}`)).status).toBe(404);
    const [row] = await ctx.database.db.select().from(htContracts).where(eq(htContracts.id, c.id));
    expect(row!.isDeleted).toBe(1);
  });

  it('exports the list as a workbook', async () => {
    const answer = await world.buyer.as.get('/purchase/ht-contract/export');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
  });
});
