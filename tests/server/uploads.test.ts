import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/** Uploads need a screen that keeps files (avatars aside) and stay within a per-user budget. */
let ctx: TestContext;
let plain: Caller;
let keeper: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = caller(ctx, (await signIn(ctx.app)).access_token);
  await userWith(admin, 'uplain', await roleWith(ctx, admin, 'up_plain', []));
  await userWith(admin, 'ukeeper', await roleWith(ctx, admin, 'up_keeper', ['attach']));
  plain = await signInTo(ctx, '000000', 'uplain', 'pass1234');
  keeper = await signInTo(ctx, '000000', 'ukeeper', 'pass1234');
});
afterAll(async () => ctx.close());

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];

function upload(as: Caller, file: File, category?: string) {
  const form = new FormData();
  form.set('file', file);
  const query = category ? `?category=${category}` : '';
  return ctx.app.request(`/api/blade-resource/oss/endpoint/put-file${query}`, {
    method: 'POST',
    headers: { 'Blade-Auth': `bearer ${as.token}` },
    body: form,
  });
}

const avatar = () => new File([new Uint8Array([...JPEG, ...new Array(100).fill(0)])], 'me.jpg');
const text = () => new File(['a,b\n1,2'], 'data.csv', { type: 'text/csv' });

describe('uploads', () => {
  it('let anyone change an avatar, and only the file screens upload other files', async () => {
    expect((await upload(plain, avatar(), 'avatar')).status).toBe(200);
    const refused = await upload(plain, text());
    expect(refused.status).toBe(403);
    expect((await refused.json()).msg).toMatch(/^无权访问: /);
    expect((await upload(keeper, text())).status).toBe(200);
  });

  it('refuse past 60 files per user and hour, and take more after the hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await upload(keeper, text())).status);
    // One file went in the test above.
    expect(statuses.slice(0, 59).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(59)).toEqual([429, 429]);
    const refused = await upload(keeper, text());
    expect(await refused.json()).toMatchObject({
      code: 429,
      msg: '上传文件过多或过大,已超过每小时配额,请稍后再试',
    });
    // Another user has a budget of their own.
    expect((await upload(plain, avatar(), 'avatar')).status).toBe(200);
    ctx.clock.advance(60 * 60_000 + 1);
    // The token has expired with the hour too.
    keeper = await signInTo(ctx, '000000', 'ukeeper', 'pass1234');
    expect((await upload(keeper, text())).status).toBe(200);
  });
});
