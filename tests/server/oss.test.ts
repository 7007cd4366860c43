import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = (await signIn(ctx.app)).access_token;
});
afterAll(async () => ctx.close());

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

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

describe('uploads', () => {
  it('stores a small JPEG avatar and serves it to an <img> without auth', async () => {
    const answer = await upload(fileOf(JPEG, 2048, 'me.jpg', 'image/jpeg'), 'avatar');
    expect(answer.status).toBe(200);
    expect(answer.body.data.link).toMatch(/^\/api\/blade-resource\/oss\/endpoint\/file\/[\w-]+\.jpg$/);
    expect(answer.body.data.originalName).toBe('me.jpg');
    const image = await ctx.app.request(answer.body.data.link);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await image.arrayBuffer()).length).toBe(2048);
  });

  it('refuses a 600 KB PNG, a GIF and a text file named .png as avatars', async () => {
    const big = await upload(fileOf(PNG, 600 * 1024, 'big.png', 'image/png'), 'avatar');
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('头像大小不能超过 500KB');
    const gif = await upload(fileOf(GIF, 1000, 'a.gif', 'image/gif'), 'avatar');
    expect(gif.body.msg).toBe('头像只能是 JPG 或 PNG 格式');
    const fake = await upload(new File(['just text'], 'fake.png', { type: 'image/png' }), 'avatar');
    expect(fake.body.msg).toBe('头像只能是 JPG 或 PNG 格式');
  });

  it('accepts general files by content and refuses unknown binaries', async () => {
    expect((await upload(new File(['a,b\n1,2'], 'data.csv', { type: 'text/csv' }))).status).toBe(200);
    const binary = await upload(
      fileOf([0x7f, 0x45, 0x4c, 0x46, 0x00], 100, 'tool.exe', 'application/octet-stream'),
    );
    expect(binary.body.msg).toBe('不支持的文件类型');
  });

  it('needs a file and a signed-in caller', async () => {
    expect((await upload(undefined)).body.msg).toBe('请选择要上传的文件');
    expect((await upload(fileOf(JPEG, 100, 'a.jpg', 'image/jpeg'), 'avatar', false)).status).toBe(401);
  });

  it('answers 404 for an unknown file and 400 for a malformed name', async () => {
    expect(
      (await call(ctx.app, 'GET', '/api/blade-resource/oss/endpoint/file/abcdefghijklmnopqrstuvwx.jpg'))
        .status,
    ).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/blade-resource/oss/endpoint/file/..%2F..%2Fetc')).status).toBe(
      400,
    );
  });
});
