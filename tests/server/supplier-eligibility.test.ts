import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gysSupplierQualifications, gysSuppliers } from '../../src/server/db/schema/suppliers.ts';
import { AppError } from '../../src/server/http/errors.ts';
import { message } from '../../src/server/http/messages.ts';
import { assertSuppliersEligible } from '../../src/server/modules/purchar/supplier/eligibility.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

/**
 * The one eligibility rule sourcing, contracts and orders call: each refusal (missing or another tenant's,
 * awaiting admission, suspended, blacklisted, expired business licence) with its status and message, and the
 * suppliers that pass (a licence expiring today or long-term).
 */
const TENANT = '000000';
const OTHER = '888888';
const TODAY = '2026-11-22';
let ctx: TestContext;

const supplier = (id: string, values: Partial<typeof gysSuppliers.$inferInsert> = {}) => ({
  id,
  tenantId: TENANT,
  supplierCode: `E${id}`,
  supplierName: `供应商${id}`,
  creditCode: `CC${id}`.padEnd(18, '0'),
  approveStatus: 5,
  supplierStatus: 1,
  ...values,
});

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await db
    .insert(gysSuppliers)
    .values([
      supplier('1'),
      supplier('2', { approveStatus: 2, supplierStatus: 0 }),
      supplier('3', { supplierStatus: 2 }),
      supplier('4', { blacklistFlag: 1, supplierStatus: 2 }),
      supplier('5'),
      supplier('6'),
      supplier('7', { tenantId: OTHER }),
      supplier('8', { isDeleted: 1 }),
    ]);
  const licence = (id: string, supplierId: string, validTo: string | null) => ({
    id,
    tenantId: TENANT,
    supplierId,
    qualType: 'BUSINESS_LICENSE',
    certNo: `L${id}`,
    validTo,
  });
  await db.insert(gysSupplierQualifications).values([
    licence('11', '1', null),
    licence('15', '5', '2026-11-21'),
    licence('16', '6', TODAY),
    // Another certificate that expired does not block: only the business licence does.
    { ...licence('17', '1', '2020-01-01'), qualType: 'ISO9001' },
  ]);
}, 60_000);
afterAll(async () => ctx.close());

async function refusal(ids: string[]) {
  try {
    await ctx.database.db.transaction((tx) => assertSuppliersEligible(tx, TENANT, ids, TODAY));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      status: error.status,
      zh: message('zh', error.key, ...error.args),
      en: message('en', error.key, ...error.args),
    };
  }
  return null;
}

describe('assertSuppliersEligible', () => {
  it('lets qualified suppliers through: long-term licence, a licence ending today, none given at all', async () => {
    expect(await refusal(['1', '6', '1'])).toBeNull();
    expect(await refusal([])).toBeNull();
  });

  it('refuses a supplier awaiting admission', async () => {
    expect(await refusal(['1', '2'])).toEqual({
      status: 409,
      zh: '供应商「供应商2」尚未通过准入审批,不能邀请、报价、中标、签约或下单',
      en: 'Supplier "供应商2" has not passed admission approval; it cannot be invited, quote, win, sign or get orders',
    });
  });

  it('refuses a suspended supplier', async () => {
    expect(await refusal(['3'])).toMatchObject({
      status: 409,
      zh: '供应商「供应商3」已暂停合作,不能邀请、报价、中标、签约或下单',
    });
  });

  it('refuses a blacklisted supplier (before anything else about it)', async () => {
    expect(await refusal(['4'])).toMatchObject({ status: 409, zh: expect.stringContaining('在黑名单中') });
  });

  it('refuses a supplier whose business licence expired, naming the day', async () => {
    expect(await refusal(['6', '5'])).toMatchObject({
      status: 409,
      zh: '供应商「供应商5」的营业执照已于 2026-11-21 过期,请先更新资质',
    });
  });

  it('refuses another tenant’s or a deleted supplier as unknown (400), not as someone else’s', async () => {
    expect(await refusal(['7'])).toMatchObject({
      status: 400,
      zh: 'supplierId: 供应商不存在或不属于本租户: 7',
    });
    expect(await refusal(['8'])).toMatchObject({ status: 400 });
  });
});
