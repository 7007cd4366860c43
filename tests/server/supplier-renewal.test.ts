import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gysSupplierQualifications, gysSuppliers } from '../../src/server/db/schema/suppliers.ts';
import { assertSuppliersEligible } from '../../src/server/modules/purchar/supplier/eligibility.ts';
import { caller, newTenant, type Caller } from './support/system-fixtures.ts';
import {
  CREDIT_CODES,
  supplierPath,
  supplierWorld,
  uploadScan,
  type SupplierWorld,
} from './support/supplier-world.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * 资质更新 on an admitted supplier: a supplier blocked by an expired business licence gets a new one and is eligible
 * again, the old certificate stays as history and leaves the expiry list; each refusal (a past end date, a scan
 * that is not a picture or PDF, a certificate of another supplier or type, a draft, a blacklisted supplier,
 * another tenant, a caller without the button) writes nothing.
 */
let ctx: TestContext;
let admin: Caller;
let w: SupplierWorld;
let supplierId: string;
let expiredId: string;
const NAME = '资质更新测试有限公司';
// The test clock is 2026-11-22 (UTC+8).
const TODAY = '2026-11-22';

async function ok(answer: { status: number; body: { data: unknown; msg?: string } }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Record<string, unknown> & { id: string };
}

async function uploadText(as: Caller) {
  const form = new FormData();
  form.set('file', new File(['not a scan, just words'], 'licence.jpg'));
  const response = await ctx.app.request('/api/blade-resource/oss/endpoint/put-file', {
    method: 'POST',
    headers: { 'Blade-Auth': `bearer ${as.token}` },
    body: form,
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.data.attachId as string;
}

const certificates = () =>
  ctx.database.db
    .select()
    .from(gysSupplierQualifications)
    .where(eq(gysSupplierQualifications.supplierId, supplierId));

const eligible = (id: string) =>
  ctx.database.db.transaction((tx) => assertSuppliersEligible(tx, '000000', [id], TODAY));

const renew = (as: Caller, body: Record<string, unknown>) =>
  as.post(supplierPath('/qualification/renew'), { json: { supplierId, ...body } });

async function admitted(code: string, name: string, creditCode: string) {
  const saved = await ok(
    await w.buyerAdmin.as.post(supplierPath('/addOrEdit'), {
      json: {
        supplierCode: code,
        supplierName: name,
        creditCode,
        supplierType: '1',
        taxpayerType: 1,
        qualifications: [
          {
            qualType: 'BUSINESS_LICENSE',
            certNo: 'YYZZ-OLD',
            validFrom: '2016-01-01',
            validTo: '2030-01-01',
          },
          { qualType: 'ISO9001', certNo: 'ISO-1', validTo: '2027-06-30' },
        ],
        bankAccounts: [{ accountName: name, bankName: '中国银行', accountNo: '1', isDefault: 1 }],
      },
    }),
  );
  const id = saved.id;
  await ok(await w.buyerAdmin.as.post(supplierPath('/submitApprove'), { json: { id } }));
  await ok(await w.director.as.post(supplierPath('/approve'), { json: { id } }));
  await ok(await w.areaManager.as.post(supplierPath('/approveAreaManager'), { json: { id } }));
  await ok(await w.manager.as.post(supplierPath('/approveManager'), { json: { id } }));
  return saved;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  w = await supplierWorld(ctx, admin);
  const saved = await admitted('REN001', NAME, CREDIT_CODES[0]!);
  supplierId = saved.id;
  // Years later: the licence has run out (as if the clock had moved on past its end).
  expiredId = (saved.qualifications as { id: string; qualType: string }[]).find(
    (q) => q.qualType === 'BUSINESS_LICENSE',
  )!.id;
  await ctx.database.db
    .update(gysSupplierQualifications)
    .set({ validTo: '2026-11-01' })
    .where(eq(gysSupplierQualifications.id, expiredId));
}, 180_000);
afterAll(async () => ctx.close());

describe('refusals write nothing', () => {
  it('refuses a past end date, reversed dates, a blank number and an unknown type, naming the field', async () => {
    const scan = await uploadScan(ctx, w.buyerAdmin.as);
    const base = { replaceId: expiredId, qualType: 'BUSINESS_LICENSE', certNo: 'YYZZ-NEW', fileIds: [scan] };
    const past = await renew(w.buyerAdmin.as, { ...base, validTo: '2026-11-21' });
    expect(past.status).toBe(400);
    expect(past.body.msg).toBe(
      'validTo: 有效期止 2026-11-21 已过(今天是 2026-11-22),请上传仍在有效期内的证书',
    );
    const reversed = await renew(w.buyerAdmin.as, {
      ...base,
      validFrom: '2031-01-02',
      validTo: '2031-01-01',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.msg).toMatch(/^validTo: /);
    const blank = await renew(w.buyerAdmin.as, { ...base, certNo: '   ', validTo: '2031-01-01' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toMatch(/^certNo/);
    const badDay = await renew(w.buyerAdmin.as, { ...base, validTo: '2031-02-30' });
    expect(badDay.status).toBe(400);
    const unknownType = await renew(w.buyerAdmin.as, { ...base, qualType: 'NO_SUCH', validTo: '2031-01-01' });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.msg).toMatch(/qualType/);
    expect(await certificates()).toHaveLength(2);
  });

  it('refuses a scan that is not a picture or PDF, none at all, and another tenant’s file', async () => {
    const text = await uploadText(w.buyerAdmin.as);
    const base = {
      replaceId: expiredId,
      qualType: 'BUSINESS_LICENSE',
      certNo: 'YYZZ-NEW',
      validTo: '2031-01-01',
    };
    const wrong = await renew(w.buyerAdmin.as, { ...base, fileIds: [text] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('fileIds.0: 证书扫描件须为 PDF 或图片(JPG、PNG、GIF、WEBP)');
    const en = await caller(ctx, w.buyerAdmin.as.token, 'en').post(supplierPath('/qualification/renew'), {
      json: { supplierId, ...base, fileIds: [text] },
    });
    expect(en.body.msg).toBe(
      'fileIds.0: a certificate scan must be a PDF or a picture (JPG, PNG, GIF, WEBP)',
    );
    expect((await renew(w.buyerAdmin.as, { ...base, fileIds: [] })).status).toBe(400);
    const missing = await renew(w.buyerAdmin.as, { ...base, fileIds: ['999999999'] });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/^fileIds\.0: /);
    expect(await certificates()).toHaveLength(2);
  });

  it('refuses to replace another supplier’s certificate or one of another type', async () => {
    const scan = await uploadScan(ctx, w.buyerAdmin.as);
    const [iso] = (await certificates()).filter((q) => q.qualType === 'ISO9001');
    const body = { qualType: 'BUSINESS_LICENSE', certNo: 'YYZZ-NEW', validTo: '2031-01-01', fileIds: [scan] };
    const otherType = await renew(w.buyerAdmin.as, { ...body, replaceId: iso!.id });
    expect(otherType.status).toBe(400);
    expect(otherType.body.msg).toMatch(/^qualType: /);
    const notOurs = await renew(w.buyerAdmin.as, { ...body, replaceId: '123456789' });
    expect(notOurs.status).toBe(400);
    expect(notOurs.body.msg).toBe('replaceId: 不是该供应商当前的资质: 123456789');
    expect(await certificates()).toHaveLength(2);
  });

  it('is the purchase admin’s button: a purchaser gets 403', async () => {
    const scan = await uploadScan(ctx, w.buyerAdmin.as);
    const answer = await renew(w.buyer.as, {
      qualType: 'BUSINESS_LICENSE',
      certNo: 'YYZZ-NEW',
      validTo: '2031-01-01',
      fileIds: [scan],
    });
    expect(answer.status).toBe(403);
    const detail = await ok(await w.buyer.as.get(supplierPath(`/${supplierId}`)));
    expect(detail.statusActions).toEqual([]);
  });

  it('answers 404 for another tenant’s supplier', async () => {
    const other = await newTenant(ctx, admin, '别家资质公司');
    const answer = await renew(other.admin, {
      qualType: 'BUSINESS_LICENSE',
      certNo: 'YYZZ-NEW',
      validTo: '2031-01-01',
      fileIds: ['1'],
    });
    expect(answer.status).toBe(404);
    expect(await certificates()).toHaveLength(2);
  });
});

describe('renewing the expired licence', () => {
  it('is blocked before, offered to the purchase admin, listed as expired', async () => {
    await expect(eligible(supplierId)).rejects.toMatchObject({ status: 409, key: 'supplierLicenceExpired' });
    const detail = await ok(await w.buyerAdmin.as.get(supplierPath(`/${supplierId}`)));
    expect(detail.statusActions).toEqual(['suspend', 'renewQualification']);
    const list = await ok(
      await w.buyerAdmin.as.get(supplierPath('/qualification/expiring'), { includeExpired: 1 }),
    );
    expect((list.records as { qualificationId: string }[]).map((r) => r.qualificationId)).toContain(
      expiredId,
    );
  });

  it('records the new licence, keeps the old one as history and makes the supplier eligible again', async () => {
    const scan = await uploadScan(ctx, w.buyerAdmin.as, 'new-licence.jpg');
    const detail = await ok(
      await renew(w.buyerAdmin.as, {
        replaceId: expiredId,
        qualType: 'BUSINESS_LICENSE',
        certNo: 'YYZZ-2026',
        issuer: '上海市市场监督管理局',
        validFrom: '2026-11-20',
        validTo: '2036-11-19',
        fileIds: [scan],
      }),
    );
    const current = detail.qualifications as {
      id: string;
      certNo: string;
      expired: boolean;
      files: unknown[];
    }[];
    expect(current.map((q) => q.certNo)).toEqual(['ISO-1', 'YYZZ-2026']);
    expect(current[1]).toMatchObject({
      expired: false,
      files: [expect.objectContaining({ attachId: scan })],
    });
    expect(detail.licenceValidTo).toBe('2036-11-19');
    expect(detail.qualificationHistory).toEqual([
      expect.objectContaining({
        id: expiredId,
        certNo: 'YYZZ-OLD',
        validTo: '2026-11-01',
        expired: true,
        replacedBy: current[1]!.id,
        replacedUserName: 'sadmin',
        replacedTime: expect.stringMatching(/^2026-11-22 /),
      }),
    ]);
    await expect(eligible(supplierId)).resolves.toBeUndefined();
    const list = await ok(
      await w.buyerAdmin.as.get(supplierPath('/qualification/expiring'), { includeExpired: 1 }),
    );
    expect((list.records as { supplierId: string }[]).map((r) => r.supplierId)).not.toContain(supplierId);
  });

  it('adds a certificate without replacing, and replaces an expired one of its type on the way', async () => {
    const [iso] = (await certificates()).filter((q) => q.qualType === 'ISO9001');
    await ctx.database.db
      .update(gysSupplierQualifications)
      .set({ validTo: '2026-10-01' })
      .where(eq(gysSupplierQualifications.id, iso!.id));
    const scan = await uploadScan(ctx, w.buyerAdmin.as, 'iso.jpg');
    const detail = await ok(
      await renew(w.buyerAdmin.as, { qualType: 'ISO9001', certNo: 'ISO-2', validTo: null, fileIds: [scan] }),
    );
    expect((detail.qualifications as { certNo: string }[]).map((q) => q.certNo)).toEqual([
      'YYZZ-2026',
      'ISO-2',
    ]);
    expect((detail.qualificationHistory as { certNo: string }[]).map((q) => q.certNo).sort()).toEqual([
      'ISO-1',
      'YYZZ-OLD',
    ]);
    const safety = await ok(
      await renew(w.buyerAdmin.as, {
        qualType: 'SAFETY',
        certNo: 'AQ-1',
        validTo: '2027-01-01',
        fileIds: [scan],
      }),
    );
    expect((safety.qualifications as unknown[]).length).toBe(3);
    expect((safety.qualificationHistory as unknown[]).length).toBe(2);
  });
});

describe('who can be renewed', () => {
  it('refuses a blacklisted supplier (409) and does not offer it', async () => {
    const other = await admitted('REN002', '黑名单资质测试有限公司', CREDIT_CODES[1]!);
    await ctx.database.db.update(gysSuppliers).set({ blacklistFlag: 1 }).where(eq(gysSuppliers.id, other.id));
    const scan = await uploadScan(ctx, w.buyerAdmin.as);
    const answer = await w.buyerAdmin.as.post(supplierPath('/qualification/renew'), {
      json: {
        supplierId: other.id,
        qualType: 'BUSINESS_LICENSE',
        certNo: 'N',
        validTo: '2031-01-01',
        fileIds: [scan],
      },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toContain('在黑名单中,不能更新资质');
    const detail = await ok(await w.buyerAdmin.as.get(supplierPath(`/${other.id}`)));
    expect(detail.statusActions).not.toContain('renewQualification');
    expect((detail.qualifications as unknown[]).length).toBe(2);
  });

  it('refuses a supplier still awaiting admission: its editor is the way', async () => {
    const draft = await ok(
      await w.buyerAdmin.as.post(supplierPath('/addOrEdit'), {
        json: {
          supplierCode: 'REN003',
          supplierName: '草稿资质测试有限公司',
          creditCode: CREDIT_CODES[2],
          supplierType: '1',
          taxpayerType: 1,
          qualifications: [],
          bankAccounts: [],
        },
      }),
    );
    const scan = await uploadScan(ctx, w.buyerAdmin.as);
    const answer = await w.buyerAdmin.as.post(supplierPath('/qualification/renew'), {
      json: {
        supplierId: draft.id,
        qualType: 'BUSINESS_LICENSE',
        certNo: 'N',
        validTo: '2031-01-01',
        fileIds: [scan],
      },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toContain('尚未通过准入');
  });
});
