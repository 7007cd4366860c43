import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments } from '../../src/server/db/schema/resources.ts';
import { memoryStorage } from '../../src/server/storage/object-storage.ts';
import { caller, newTenant, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { call, createTestApp, signIn, type TestContext } from './support/test-app.ts';

/** Attachments: list and detail with fresh links, remove deletes the stored object too; tenant and buttons. */
const storage = memoryStorage();
let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestApp({ storage });
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
});
afterAll(async () => ctx.close());

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];

async function upload(as: Caller, name: string, bytes: number[] = PDF) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array([...bytes, ...new Array(200).fill(0x20)])], name));
  const answer = await call(ctx.app, 'POST', '/api/blade-resource/oss/endpoint/put-file', {
    token: as.token,
    body: form,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { attachId: string; name: string; link: string };
}

describe('attachments', () => {
  it('lists uploads newest first with who uploaded them, filtered by name and extension', async () => {
    await upload(admin, '合同扫描件.pdf');
    ctx.clock.advance(1000);
    await upload(admin, 'notes.txt', [0x68, 0x69]);
    const all = await admin.get('/blade-resource/attach/list');
    expect(all.body.data.records.map((r: { originalName: string }) => r.originalName)).toEqual([
      'notes.txt',
      '合同扫描件.pdf',
    ]);
    expect(all.body.data.records[1]).toMatchObject({
      extension: 'pdf',
      contentType: 'application/pdf',
      attachSize: 208,
      ossId: null,
      ossCode: '',
      createUserName: '管理员',
    });
    const named = await admin.get('/blade-resource/attach/list', { originalName: '合同' });
    expect(named.body.data.total).toBe(1);
    const txt = await admin.get('/blade-resource/attach/list', { extension: 'txt' });
    expect(txt.body.data.records.map((r: { originalName: string }) => r.originalName)).toEqual(['notes.txt']);
  });

  it('removes the record and the stored object; the old link then answers 404', async () => {
    const file = await upload(admin, 'drop-me.pdf');
    expect(await storage.get(file.name)).toBeDefined();
    const removed = await admin.post('/blade-resource/attach/remove', { query: { ids: file.attachId } });
    expect(removed.status).toBe(200);
    expect(await storage.get(file.name)).toBeUndefined();
    const [row] = await ctx.database.db.select().from(attachments).where(eq(attachments.id, file.attachId));
    expect(row!.isDeleted).toBe(1);
    const link = await call(ctx.app, 'GET', file.link);
    expect(link.status).toBe(404);
    expect(link.body.msg).toBe('文件不存在或已删除');
    expect((await admin.get('/blade-resource/attach/detail', { id: file.attachId })).status).toBe(404);
  });

  it("answers 404 for another tenant's attachment and leaves it and its object alone", async () => {
    const file = await upload(admin, 'ours.pdf');
    const other = await newTenant(ctx, admin, 'attach-tenant-b');
    expect((await other.admin.get('/blade-resource/attach/detail', { id: file.attachId })).status).toBe(404);
    const remove = await other.admin.post('/blade-resource/attach/remove', { query: { ids: file.attachId } });
    expect(remove.status).toBe(404);
    expect(await storage.get(file.name)).toBeDefined();
    expect((await other.admin.get('/blade-resource/attach/list')).body.data.total).toBe(0);
  });

  it('needs the attach menu to read and attach_delete to remove (403, nothing removed)', async () => {
    const file = await upload(admin, 'kept.pdf');
    await userWith(admin, 'attreader', await roleWith(ctx, admin, 'att_reader', ['attach', 'attach_view']));
    await userWith(admin, 'attnone', await roleWith(ctx, admin, 'att_none', ['oss']));
    const reader = await signInTo(ctx, '000000', 'attreader', 'pass1234');
    const none = await signInTo(ctx, '000000', 'attnone', 'pass1234');
    expect((await none.get('/blade-resource/attach/list')).status).toBe(403);
    expect((await reader.get('/blade-resource/attach/list')).status).toBe(200);
    const remove = await reader.post('/blade-resource/attach/remove', { query: { ids: file.attachId } });
    expect(remove.status).toBe(403);
    expect(await storage.get(file.name)).toBeDefined();
  });

  it('removes nothing when one of the ids is missing', async () => {
    const file = await upload(admin, 'pair.pdf');
    const remove = await admin.post('/blade-resource/attach/remove', {
      query: { ids: `${file.attachId},42` },
    });
    expect(remove.status).toBe(404);
    expect(await storage.get(file.name)).toBeDefined();
    expect((await admin.get('/blade-resource/attach/detail', { id: file.attachId })).status).toBe(200);
  });
});
