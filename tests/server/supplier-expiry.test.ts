import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cgMessages } from '../../src/server/db/schema/execution.ts';
import { caller, type Caller } from './support/system-fixtures.ts';
import { CREDIT_CODES, supplierPath, supplierWorld, type SupplierWorld } from './support/supplier-world.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * Certificates about to expire: the list (window, expired ones on request) and the built-in reminder job
 * (资质到期, msgType 7) — once per certificate and expiry date, again when the date changes, read in zh and en.
 */
let ctx: TestContext;
let admin: Caller;
let w: SupplierWorld;
let supplier: { id: string; supplierName: string; supplierCode: string };
const NAME = '临期资质测试有限公司';
// The test clock is 2026-11-22 (UTC+8).
const SEEDED_JOB = '8100003';

function body(licenceTo: string, id?: string) {
  return {
    id,
    supplierCode: 'EXP001',
    supplierName: NAME,
    creditCode: CREDIT_CODES[0],
    supplierType: '1',
    taxpayerType: 1,
    qualifications: [
      { qualType: 'BUSINESS_LICENSE', certNo: 'YYZZ-EXP', validTo: licenceTo },
      { qualType: 'SAFETY', certNo: 'AQ-40', validTo: '2027-01-01' },
      { qualType: 'ISO9001', certNo: 'ISO-OLD', validTo: '2026-11-21' },
      { qualType: 'CCC', certNo: 'CCC-LONG', validTo: null },
    ],
    bankAccounts: [{ accountName: NAME, bankName: '中国银行', accountNo: '1', isDefault: 1 }],
  };
}

async function save(licenceTo: string, id?: string) {
  const answer = await w.buyerAdmin.as.post(supplierPath('/addOrEdit'), { json: body(licenceTo, id) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

async function runJob() {
  const run = await admin.post('/purchase-task/schedulejob/run', { query: { id: SEEDED_JOB } });
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  expect(run.body.data.outcome, run.body.data.output).toBe('success');
  return run.body.data.output as string;
}

const expiryMessages = () =>
  ctx.database.db
    .select()
    .from(cgMessages)
    .where(and(eq(cgMessages.msgType, 7), eq(cgMessages.bizId, supplier.id)));

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  w = await supplierWorld(ctx, admin);
  supplier = await save('2026-12-02');
}, 60_000);
afterAll(async () => ctx.close());

describe('the expiring-certificates list', () => {
  it('lists certificates ending within 30 days, soonest first, with the days left', async () => {
    const page = await w.buyer.as.get(supplierPath('/qualification/expiring'));
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data.records).toEqual([
      expect.objectContaining({
        supplierId: supplier.id,
        supplierName: NAME,
        qualType: 'BUSINESS_LICENSE',
        qualTypeName: '营业执照',
        certNo: 'YYZZ-EXP',
        validTo: '2026-12-02',
        daysLeft: 10,
      }),
    ]);
  });

  it('widens the window and adds expired ones on request; refuses a window past a year', async () => {
    const wide = await w.buyer.as.get(supplierPath('/qualification/expiring'), {
      days: 60,
      includeExpired: 1,
    });
    expect(
      wide.body.data.records.map((r: { certNo: string; daysLeft: number }) => [r.certNo, r.daysLeft]),
    ).toEqual([
      ['ISO-OLD', -1],
      ['YYZZ-EXP', 10],
      ['AQ-40', 40],
    ]);
    expect((await w.buyer.as.get(supplierPath('/qualification/expiring'), { days: 400 })).status).toBe(400);
  });
});

describe('the qualification-expiry reminder job', () => {
  it('tells the creator, the purchasers and the purchase admins once per certificate and expiry date', async () => {
    const output = await runJob();
    expect(output).toMatch(/^1 certificate\(s\) expiring within 30 days, \d+ message\(s\)$/);
    const first = await expiryMessages();
    const receivers = first.map((m) => m.receiverId);
    expect(new Set(receivers).size).toBe(receivers.length);
    expect(receivers).toEqual(expect.arrayContaining([w.buyerAdmin.id, w.buyerAdmin2.id, w.buyer.id]));
    expect(receivers).not.toContain(w.director.id);

    // Every later run leaves the same certificate alone…
    expect(await runJob()).toMatch(/^0 certificate/);
    await save('2026-12-02', supplier.id);
    expect(await runJob()).toMatch(/^0 certificate/);
    expect(await expiryMessages()).toHaveLength(first.length);
    // …until its expiry date changes.
    await save('2026-12-05', supplier.id);
    expect(await runJob()).toMatch(/^1 certificate/);
    expect(await expiryMessages()).toHaveLength(first.length * 2);
  });

  it('reads as 资质到期 in Chinese and as a qualification expiry in English', async () => {
    const zh = await w.buyer.as.get('/purchar/cg-message/pages', { size: 5 });
    expect(zh.body.data.records[0]).toMatchObject({
      msgType: 7,
      msgTypeName: '资质到期',
      bizType: 'SUPPLIER',
      bizId: supplier.id,
      title: `资质到期: ${NAME}`,
      content: `供应商 ${NAME}(EXP001)的资质证书 YYZZ-EXP 将于 2026-12-05 到期,请及时更新。`,
    });
    const en = await caller(ctx, w.buyer.as.token, 'en').get('/purchar/cg-message/pages', { size: 5 });
    expect(en.body.data.records[0]).toMatchObject({
      msgTypeName: 'Qualification expiry',
      title: `Qualification expiring: ${NAME}`,
      content: `Certificate YYZZ-EXP of supplier ${NAME} (EXP001) expires on 2026-12-05; please have it renewed.`,
    });
  });
});
