import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, ossConfigs } from '../../src/server/db/schema/resources.ts';
import { caller, newTenant, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { call, createTestApp, signIn, type TestContext } from './support/test-app.ts';

/** Uploads, signed file links and the tenant's storage configurations (local back-end; S3 in oss-s3.test.ts). */
let ctx: TestContext;
let token: string;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  token = (await signIn(ctx.app)).access_token;
  admin = caller(ctx, token);
});
afterAll(async () => ctx.close());

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const EXE = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00];

function fileOf(signature: number[], size: number, name: string, type: string) {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  return new File([bytes], name, { type });
}

const upload = (file: File | undefined, category?: string, withToken = true) => {
  const form = new FormData();
  if (file) form.set('file', file);
  return call(ctx.app, 'POST', '/api/blade-resource/oss/endpoint/put-file', {
    token: withToken ? token : undefined,
    query: { category },
    body: form,
  });
};

const attachCount = async () =>
  (await ctx.database.db.select().from(attachments).where(eq(attachments.isDeleted, 0))).length;

const S3_CONFIG = {
  category: 2,
  ossCode: 'minio-a',
  endpoint: 'http://127.0.0.1:9',
  bucketName: 'purchasing',
  accessKey: 'AKIAEXAMPLEKEY',
  secretKey: 'the-secret-key',
  region: 'us-east-1',
  maxFileSize: 20,
};

describe('uploads', () => {
  it('stores a small JPEG avatar, records it and serves it to an <img> through a signed link', async () => {
    const answer = await upload(fileOf(JPEG, 2048, 'me.jpg', 'image/jpeg'), 'avatar');
    expect(answer.status).toBe(200);
    expect(answer.body.data.link).toMatch(
      /^\/api\/blade-resource\/oss\/endpoint\/file\/[\w-]+\.jpg\?tenantId=000000&expires=0&sign=[\w-]{43}$/,
    );
    expect(answer.body.data).toMatchObject({ originalName: 'me.jpg', domain: '' });
    expect(answer.body.data.attachId).toMatch(/^\d+$/);
    const image = await ctx.app.request(answer.body.data.link);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await image.arrayBuffer()).length).toBe(2048);
    const detail = await admin.get('/blade-resource/attach/detail', { id: answer.body.data.attachId });
    expect(detail.body.data).toMatchObject({ originalName: 'me.jpg', extension: 'jpg', attachSize: 2048 });
  });

  it('refuses a 600 KB PNG, a GIF and a text file named .png as avatars, writing nothing', async () => {
    const before = await attachCount();
    const big = await upload(fileOf(PNG, 600 * 1024, 'big.png', 'image/png'), 'avatar');
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('头像大小不能超过 500KB');
    const gif = await upload(fileOf(GIF, 1000, 'a.gif', 'image/gif'), 'avatar');
    expect(gif.body.msg).toBe('头像只能是 JPG 或 PNG 格式');
    const fake = await upload(new File(['just text'], 'fake.png', { type: 'image/png' }), 'avatar');
    expect(fake.body.msg).toBe('头像只能是 JPG 或 PNG 格式');
    expect(await attachCount()).toBe(before);
  });

  it('accepts general files by content and refuses an executable named .png (400, nothing written)', async () => {
    expect((await upload(new File(['a,b\n1,2'], 'data.csv', { type: 'text/csv' }))).status).toBe(200);
    const before = await attachCount();
    const binary = await upload(fileOf(EXE, 100, 'photo.png', 'image/png'));
    expect(binary.status).toBe(400);
    expect(binary.body.msg).toBe('不支持的文件类型');
    expect(await attachCount()).toBe(before);
  });

  it('needs a file and a signed-in caller', async () => {
    expect((await upload(undefined)).body.msg).toBe('请选择要上传的文件');
    expect((await upload(fileOf(JPEG, 100, 'a.jpg', 'image/jpeg'), 'avatar', false)).status).toBe(401);
  });

  it('opens documents only through an unaltered, unexpired link; pictures keep theirs', async () => {
    const answer = await upload(fileOf(PDF, 300, 'plan.pdf', 'application/pdf'));
    const link: string = answer.body.data.link;
    expect(link).toMatch(/expires=[1-9]\d+/);
    const opened = await ctx.app.request(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-disposition')).toContain("filename*=UTF-8''plan.pdf");
    // A picture (a tenant's login background, say) is kept in a record and shown by <img>: no expiry.
    const picture = await upload(fileOf(PNG, 300, 'background.png', 'image/png'));
    expect(picture.body.data.link).toMatch(/expires=0&/);
    // A signature of our own making, another name under this one, or no signature at all.
    const forged = await call(ctx.app, 'GET', link.replace(/sign=[\w-]+/, `sign=${'A'.repeat(43)}`));
    expect(forged.status).toBe(403);
    expect(forged.body.msg).toBe('文件链接无效');
    const [, stored] = /file\/([\w-]+\.pdf)/.exec(link)!;
    const sibling = await upload(fileOf(PDF, 300, 'other.pdf', 'application/pdf'));
    const borrowed = sibling.body.data.link.replace(/file\/[\w-]+\.pdf/, `file/${stored}`);
    expect((await call(ctx.app, 'GET', borrowed)).status).toBe(403);
    expect((await call(ctx.app, 'GET', link.split('?')[0]!)).status).toBe(400);
    // Another tenant has no such file.
    expect((await call(ctx.app, 'GET', link.replace('tenantId=000000', 'tenantId=000001'))).status).toBe(404);
    ctx.clock.advance(12 * 60 * 60_000 + 1000);
    const late = await call(ctx.app, 'GET', link, { headers: { 'Accept-Language': 'en' } });
    expect(late.status).toBe(403);
    expect(late.body.msg).toBe('This file link has expired; open the attachment again');
    expect((await ctx.app.request(picture.body.data.link)).status).toBe(200);
    token = (await signIn(ctx.app)).access_token;
    admin = caller(ctx, token);
    // The attachment answers a fresh link.
    const fresh = await admin.get('/blade-resource/attach/detail', { id: answer.body.data.attachId });
    expect((await ctx.app.request(fresh.body.data.link)).status).toBe(200);
  });

  it('answers 400 for a malformed name', async () => {
    expect((await call(ctx.app, 'GET', '/api/blade-resource/oss/endpoint/file/..%2F..%2Fetc')).status).toBe(
      400,
    );
  });
});

describe('storage configurations', () => {
  it('refuses an S3 configuration without endpoint, with a bad bucket or without keys; nothing written', async () => {
    const missing = await admin.post('/blade-resource/oss/submit', { json: { ...S3_CONFIG, endpoint: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('endpoint: 不能为空');
    const bucket = await admin.post('/blade-resource/oss/submit', {
      json: { ...S3_CONFIG, bucketName: 'Bad_Bucket' },
    });
    expect(bucket.body.msg).toMatch(/^bucketName: /);
    const key = await admin.post('/blade-resource/oss/submit', { json: { ...S3_CONFIG, secretKey: '' } });
    expect(key.body.msg).toBe('secretKey: 不能为空');
    expect(await ctx.database.db.select().from(ossConfigs)).toEqual([]);
  });

  it('masks keys, keeps them when the mask comes back, and replaces them when typed', async () => {
    expect((await admin.post('/blade-resource/oss/submit', { json: S3_CONFIG })).status).toBe(200);
    const list = await admin.get('/blade-resource/oss/list', { ossCode: 'minio-a' });
    const row = list.body.data.records[0];
    expect(row).toMatchObject({ accessKey: 'AKIA******', secretKey: '******', status: 1, category: 2 });
    expect(JSON.stringify(list.body)).not.toContain('the-secret-key');
    expect(JSON.stringify(list.body)).not.toContain('EXAMPLEKEY');
    const edit = await admin.post('/blade-resource/oss/submit', {
      json: { ...row, remark: 'edited', accessKey: row.accessKey, secretKey: row.secretKey },
    });
    expect(edit.status).toBe(200);
    const [stored] = await ctx.database.db.select().from(ossConfigs).where(eq(ossConfigs.id, row.id));
    expect(stored).toMatchObject({
      accessKey: 'AKIAEXAMPLEKEY',
      secretKey: 'the-secret-key',
      remark: 'edited',
    });
    await admin.post('/blade-resource/oss/submit', { json: { ...row, secretKey: 'new-secret' } });
    const [changed] = await ctx.database.db.select().from(ossConfigs).where(eq(ossConfigs.id, row.id));
    expect(changed!.secretKey).toBe('new-secret');
    expect(changed!.accessKey).toBe('AKIAEXAMPLEKEY');
  });

  it('keeps one configuration enabled per tenant: enabling one switches the other off', async () => {
    await admin.post('/blade-resource/oss/submit', {
      json: { category: 1, ossCode: 'local-small', maxFileSize: 1 },
    });
    const rows = (await admin.get('/blade-resource/oss/list')).body.data.records;
    const local = rows.find((r: { ossCode: string }) => r.ossCode === 'local-small');
    const minio = rows.find((r: { ossCode: string }) => r.ossCode === 'minio-a');
    expect((await admin.post('/blade-resource/oss/enable', { query: { id: minio.id } })).status).toBe(200);
    expect((await admin.post('/blade-resource/oss/enable', { query: { id: local.id } })).status).toBe(200);
    const after = (await admin.get('/blade-resource/oss/list')).body.data.records;
    expect(
      after.filter((r: { status: number }) => r.status === 2).map((r: { ossCode: string }) => r.ossCode),
    ).toEqual(['local-small']);
    const removeEnabled = await admin.post('/blade-resource/oss/remove', { query: { ids: local.id } });
    expect(removeEnabled.status).toBe(400);
    expect(removeEnabled.body.msg).toBe('对象存储 local-small 正在使用,请先启用另一个配置');
  });

  it('checks uploads against the enabled configuration limit (1 MB here), writing nothing', async () => {
    const before = await attachCount();
    const big = await upload(fileOf(PNG, 1024 * 1024 + 10, 'big.png', 'image/png'));
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('文件不能超过 1MB');
    expect(await attachCount()).toBe(before);
    const fits = await upload(fileOf(PNG, 1000, 'small.png', 'image/png'));
    expect(fits.status).toBe(200);
    const attach = await admin.get('/blade-resource/attach/detail', { id: fits.body.data.attachId });
    expect(attach.body.data.ossCode).toBe('local-small');
  });

  it("answers 404 for another tenant's configuration, and changes nothing", async () => {
    const other = await newTenant(ctx, admin, 'oss-tenant-b');
    const rows = (await admin.get('/blade-resource/oss/list')).body.data.records;
    const minio = rows.find((r: { ossCode: string }) => r.ossCode === 'minio-a');
    const detail = await other.admin.get('/blade-resource/oss/detail', { id: minio.id });
    expect(detail.status).toBe(404);
    expect(detail.body.msg).toBe(`记录不存在或不属于本租户: ${minio.id}`);
    expect((await other.admin.post('/blade-resource/oss/enable', { query: { id: minio.id } })).status).toBe(
      404,
    );
    expect((await other.admin.post('/blade-resource/oss/remove', { query: { ids: minio.id } })).status).toBe(
      404,
    );
    const edit = await other.admin.post('/blade-resource/oss/submit', {
      json: { ...S3_CONFIG, id: minio.id },
    });
    expect(edit.status).toBe(404);
    expect((await other.admin.get('/blade-resource/oss/list')).body.data.total).toBe(0);
    const [stored] = await ctx.database.db.select().from(ossConfigs).where(eq(ossConfigs.id, minio.id));
    expect(stored).toMatchObject({ tenantId: '000000', status: 1, isDeleted: 0 });
  });

  it('refuses users without the storage menu or its buttons (403), changing nothing', async () => {
    await userWith(admin, 'ossreader', await roleWith(ctx, admin, 'oss_reader', ['oss', 'oss_view']));
    await userWith(admin, 'ossnone', await roleWith(ctx, admin, 'oss_none', ['attach']));
    const reader = await signInTo(ctx, '000000', 'ossreader', 'pass1234');
    const none = await signInTo(ctx, '000000', 'ossnone', 'pass1234');
    expect((await none.get('/blade-resource/oss/list')).status).toBe(403);
    const rows = (await reader.get('/blade-resource/oss/list')).body.data.records;
    const minio = rows.find((r: { ossCode: string }) => r.ossCode === 'minio-a');
    const enable = await reader.post('/blade-resource/oss/enable', { query: { id: minio.id } });
    expect(enable.status).toBe(403);
    expect(enable.body.msg).toMatch(/^无权访问: /);
    expect((await reader.post('/blade-resource/oss/submit', { json: S3_CONFIG })).status).toBe(403);
    expect((await reader.post('/blade-resource/oss/remove', { query: { ids: minio.id } })).status).toBe(403);
    const [stored] = await ctx.database.db.select().from(ossConfigs).where(eq(ossConfigs.id, minio.id));
    expect(stored).toMatchObject({ status: 1, isDeleted: 0 });
  });
});
