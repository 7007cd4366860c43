import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cgOrderItems } from '../../src/server/db/schema/contracts.ts';
import { attachments } from '../../src/server/db/schema/resources.ts';
import { kcStockInPhotos, kcStockIns } from '../../src/server/db/schema/stock.ts';
import { REBAR, expectLedgerMatchesBalances, expectStatus } from './support/stock-world.ts';
import { buildReceiveWorld, openOrder, receiptOf, type ReceiveWorld } from './support/receive-world.ts';
import { call, createTestApp, type TestContext } from './support/test-app.ts';

/**
 * Photos and a note on a purchase receipt (issue 14): pictures uploaded through object storage, judged by their
 * bytes and size; the receipt records the ones it names — each a picture of the caller's tenant — with the
 * document, and the detail answers them in order with links that open the stored bytes. Every refusal writes
 * nothing: no file for a refused upload, no stock-in for a refused receipt.
 */
let ctx: TestContext;
let world: ReceiveWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildReceiveWorld(ctx);
}, 180_000);
afterAll(async () => ctx?.close());
afterEach(async () => expectLedgerMatchesBalances(ctx));

const JPEG = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  return bytes;
};
const PNG = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = () => new TextEncoder().encode('%PDF-1.4\n%a delivery note\n');

function upload(bytes: Uint8Array<ArrayBuffer>, name: string, token = world.keeper.as.token, lang?: 'en') {
  const form = new FormData();
  form.append('file', new File([bytes], name));
  return call(ctx.app, 'POST', '/api/purchase/cg-order-info/stock-in/photo', {
    token,
    body: form,
    headers: lang ? { 'Accept-Language': 'en' } : undefined,
  });
}
const receive = (body: unknown) =>
  world.keeper.as.post('/purchase/cg-order-info/stock-in/create', { json: body });
const fileCount = async () => (await ctx.database.db.select({ id: attachments.id }).from(attachments)).length;
const receiptsOf = async (orderId: string) =>
  (await ctx.database.db.select().from(kcStockIns).where(eq(kcStockIns.orderId, orderId))).length;

/** A file of another tenant (or of this one that is no picture), as stored by any upload. */
async function storedFile(tenantId: string, contentType: string, name: string) {
  const id = String(8_200_000_000_000 + Math.floor(Math.random() * 1_000_000));
  await ctx.database.db.insert(attachments).values({
    id,
    tenantId,
    name: `${id}.${contentType.endsWith('pdf') ? 'pdf' : 'jpg'}`,
    originalName: name,
    extension: contentType.endsWith('pdf') ? 'pdf' : 'jpg',
    contentType,
    attachSize: 1000,
  });
  return id;
}

describe('uploading a receipt photo', () => {
  it('refuses a PDF renamed .jpg and a picture over 10 MB, storing nothing', async () => {
    const before = await fileCount();
    const renamed = await upload(PDF(), 'photo.jpg');
    expect(renamed.status).toBe(400);
    expect(renamed.body.msg).toContain('JPEG、PNG 或 WebP');
    const en = await upload(PDF(), 'photo.jpg', undefined, 'en');
    expect(en.body.msg).toContain('must be a JPEG, PNG or WebP picture');
    const big = await upload(JPEG(10 * 1024 * 1024 + 1), 'huge.jpg');
    expect(big.status).toBe(400);
    expect(big.body.msg).toContain('10 MB');
    const empty = await upload(new Uint8Array(0), 'empty.jpg');
    expect(empty.status).toBe(400);
    expect(await fileCount()).toBe(before);
  });

  it('answers 403 to a caller without the stock-in button', async () => {
    expect((await upload(JPEG(), 'a.jpg', world.finance.as.token)).status).toBe(403);
  });
});

describe('a receipt with photos and a note', () => {
  it('records the photos in order with the note and shows them with working links', async () => {
    const order = await openOrder(world, [{ materialId: REBAR, qty: 10, unitPrice: 3880 }]);
    const first = await upload(PNG(), '送货单.png');
    expectStatus(first, 200);
    const second = await upload(JPEG(), '到货钢筋.jpg');
    expectStatus(second, 200);
    const photoIds = [second.body.data.attachId, first.body.data.attachId];
    const answer = await receive(
      receiptOf(order, [{ qty: 4 }], { photoIds, remark: '  外观完好, 两捆有锈迹  ' }),
    );
    expectStatus(answer, 200);
    const doc = answer.body.data;
    expect(doc.remark).toBe('外观完好, 两捆有锈迹');
    expect(doc.photos.map((p: { attachId: string }) => p.attachId)).toEqual(photoIds);
    expect(
      doc.photos.map((p: { fileName: string; contentType: string }) => [p.fileName, p.contentType]),
    ).toEqual([
      ['到货钢筋.jpg', 'image/jpeg'],
      ['送货单.png', 'image/png'],
    ]);
    const detail = await world.keeper.as.get(`/purchase/kc-stock-in/${doc.id}`);
    expectStatus(detail, 200);
    const link = detail.body.data.photos[1].link as string;
    const file = await ctx.app.request(link.startsWith('/api') ? link : `/api${link}`);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG());
  });

  it('refuses another tenant’s file, a file that is no picture, an unknown id, a repeat and a tenth photo, writing nothing', async () => {
    const order = await openOrder(world, [{ materialId: REBAR, qty: 10, unitPrice: 3880 }]);
    const own = (await upload(JPEG(), 'ok.jpg')).body.data.attachId as string;
    const foreign = await storedFile('000001', 'image/jpeg', 'theirs.jpg');
    const pdf = await storedFile('000000', 'application/pdf', '合同.pdf');
    const cases: [string[], RegExp][] = [
      [[own, foreign], /photoIds\.1: 照片不存在/],
      [[pdf], /photoIds\.0: 文件 合同\.pdf 不是图片/],
      [['123456789'], /photoIds\.0/],
      [[own, own], /photoIds\.1/],
      [Array.from({ length: 10 }, () => own), /photoIds/],
    ];
    for (const [photoIds, message] of cases) {
      const answer = await receive(receiptOf(order, [{ qty: 1 }], { photoIds }));
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.msg).toMatch(message);
    }
    expect(await receiptsOf(order.id)).toBe(0);
    const [line] = await ctx.database.db
      .select()
      .from(cgOrderItems)
      .where(eq(cgOrderItems.orderId, order.id));
    expect(line!.receivedQty).toBe('0.000');
    const photos = await ctx.database.db
      .select()
      .from(kcStockInPhotos)
      .where(eq(kcStockInPhotos.attachId, own));
    expect(photos).toHaveLength(0);
  });

  it('keeps a receipt without photos as before', async () => {
    const order = await openOrder(world, [{ materialId: REBAR, qty: 2, unitPrice: 3880 }]);
    const answer = await receive(receiptOf(order, [{ qty: 2 }]));
    expectStatus(answer, 200);
    expect(answer.body.data.photos).toEqual([]);
  });
});
