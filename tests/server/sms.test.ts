import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsConfigs, smsLog } from '../../src/server/db/schema/resources.ts';
import { SmsRefused, type SmsMessage } from '../../src/server/modules/resource/sms-providers.ts';
import { caller, newTenant, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/** SMS configurations and send-message: masking, one enabled, number checks, per-number limits, the send log. */
const sent: SmsMessage[] = [];
let refuseNext = false;
let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestApp({
    // The log provider for category 1 as in production; the Tencent category records here instead of calling out
    // (its HTTP adapter is tested against a local server in sms-tencent.test.ts).
    smsProviderOf: () => ({
      async send(message) {
        if (refuseNext) {
          refuseNext = false;
          throw new SmsRefused('LimitExceeded.PhoneNumberDailyLimit');
        }
        sent.push(message);
      },
    }),
  });
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
});
afterAll(async () => ctx.close());

const TENCENT = {
  category: 2,
  smsCode: 'tencent-main',
  templateId: '1234567',
  accessKey: 'AKIDexamplekey1234',
  secretKey: 'tencent-secret',
  regionId: 'ap-guangzhou',
  signName: '采购平台',
  appId: '1400000000',
};
const logs = () => ctx.database.db.select().from(smsLog);
const sendTo = (phones: string, params?: string, code?: string) =>
  admin.post('/blade-resource/sms/endpoint/send-message', { query: { phones, params, code } });

async function idOf(smsCode: string) {
  const list = await admin.get('/blade-resource/sms/list', { smsCode });
  return list.body.data.records[0].id as string;
}

describe('SMS configurations', () => {
  it('refuses a Tencent configuration without its keys, and writes nothing', async () => {
    const answer = await admin.post('/blade-resource/sms/submit', { json: { ...TENCENT, appId: '' } });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('appId: 不能为空');
    expect(await ctx.database.db.select().from(smsConfigs)).toEqual([]);
  });

  it('masks keys and keeps them when an edit sends the mask back', async () => {
    expect((await admin.post('/blade-resource/sms/submit', { json: TENCENT })).status).toBe(200);
    const id = await idOf('tencent-main');
    const detail = await admin.get('/blade-resource/sms/detail', { id });
    expect(detail.body.data).toMatchObject({ accessKey: 'AKID******', secretKey: '******', status: 1 });
    expect(JSON.stringify(detail.body)).not.toContain('tencent-secret');
    const edit = await admin.post('/blade-resource/sms/submit', {
      json: { ...detail.body.data, signName: '新签名', remark: null },
    });
    expect(edit.status).toBe(200);
    const [row] = await ctx.database.db.select().from(smsConfigs).where(eq(smsConfigs.id, id));
    expect(row).toMatchObject({
      accessKey: 'AKIDexamplekey1234',
      secretKey: 'tencent-secret',
      signName: '新签名',
    });
  });

  it('sends nothing before a configuration is enabled (400, nothing logged)', async () => {
    const answer = await sendTo('13800138000');
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('没有启用的短信配置,请先在短信配置中启用一个');
    expect(await logs()).toEqual([]);
  });

  it('keeps one enabled per tenant', async () => {
    await admin.post('/blade-resource/sms/submit', { json: { category: 1, smsCode: 'dev-log' } });
    await admin.post('/blade-resource/sms/enable', { query: { id: await idOf('dev-log') } });
    await admin.post('/blade-resource/sms/enable', { query: { id: await idOf('tencent-main') } });
    const rows = (await admin.get('/blade-resource/sms/list')).body.data.records;
    expect(rows.map((r: { smsCode: string; status: number }) => [r.smsCode, r.status])).toEqual([
      ['tencent-main', 2],
      ['dev-log', 1],
    ]);
    const remove = await admin.post('/blade-resource/sms/remove', {
      query: { ids: await idOf('tencent-main') },
    });
    expect(remove.status).toBe(400);
    expect(remove.body.msg).toBe('短信配置 tencent-main 正在使用,请先启用另一个配置');
  });
});

describe('send-message', () => {
  it('sends through the enabled configuration with its template and logs every number', async () => {
    const answer = await sendTo('13800138000,13900139000', '{"code":"4821"}');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ smsCode: 'tencent-main', phones: ['13800138000', '13900139000'] });
    expect(sent.at(-1)).toEqual({
      phones: ['13800138000', '13900139000'],
      templateId: '1234567',
      signName: '新签名',
      params: { code: '4821' },
    });
    const rows = await logs();
    expect(rows.map((r) => [r.phone, r.success, r.params])).toEqual([
      ['13800138000', 1, '{"code":"4821"}'],
      ['13900139000', 1, '{"code":"4821"}'],
    ]);
  });

  it('refuses invalid numbers, too many numbers and bad params with 400, logging nothing', async () => {
    const before = (await logs()).length;
    const short = await sendTo('1380013800');
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe('phones: 手机号码不正确: 1380013800');
    const letters = await admin.post('/blade-resource/sms/endpoint/send-message', {
      query: { phones: '13800138001,abc' },
      headers: { 'Accept-Language': 'en' },
    });
    expect(letters.body.msg).toBe('phones: not a valid mobile number: abc');
    const many = Array.from({ length: 21 }, (_, i) => `1370000${String(i).padStart(4, '0')}`).join(',');
    expect((await sendTo(many)).body.msg).toBe('phones: 一次最多发送 20 个号码');
    expect((await sendTo('13800138001', '[1,2]')).body.msg).toBe('params: 必须是字符串值的 JSON 对象');
    expect((await sendTo('13800138001', '{not json')).status).toBe(400);
    expect((await logs()).length).toBe(before);
  });

  it('limits each number to one message a minute and ten an hour (429), logging only what went', async () => {
    const phone = '13700137000';
    expect((await sendTo(phone)).status).toBe(200);
    const again = await sendTo(phone);
    expect(again.status).toBe(429);
    expect(again.body.msg).toBe('号码 13700137000 发送过于频繁,请稍后再试');
    for (let i = 0; i < 9; i++) {
      ctx.clock.advance(61_000);
      expect((await sendTo(phone)).status).toBe(200);
    }
    ctx.clock.advance(61_000);
    expect((await sendTo(phone)).status).toBe(429);
    const rows = (await logs()).filter((r) => r.phone === phone);
    expect(rows).toHaveLength(10);
    // The hour moves on and the number may receive again. (The clock also outlives the admin's token.)
    ctx.clock.advance(60 * 60_000);
    admin = caller(ctx, (await signIn(ctx.app)).access_token);
    expect((await sendTo(phone)).status).toBe(200);
  });

  it('logs a message the provider refused, and says why (400)', async () => {
    refuseNext = true;
    const answer = await sendTo('13600136000');
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('短信发送失败: LimitExceeded.PhoneNumberDailyLimit');
    const [row] = (await logs()).filter((r) => r.phone === '13600136000');
    expect(row).toMatchObject({ success: 0, error: 'LimitExceeded.PhoneNumberDailyLimit' });
  });

  it('sends through a named configuration; an unknown code is 404', async () => {
    const named = await sendTo('13500135000', undefined, 'dev-log');
    expect(named.body.data.smsCode).toBe('dev-log');
    const unknown = await sendTo('13500135001', undefined, 'nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('短信配置不存在: nope');
  });

  it("keeps tenants apart: another tenant's configuration is 404, and its code sends nothing", async () => {
    const other = await newTenant(ctx, admin, 'sms-tenant-b');
    const id = await idOf('tencent-main');
    expect((await other.admin.get('/blade-resource/sms/detail', { id })).status).toBe(404);
    expect((await other.admin.post('/blade-resource/sms/enable', { query: { id } })).status).toBe(404);
    expect((await other.admin.post('/blade-resource/sms/submit', { json: { ...TENCENT, id } })).status).toBe(
      404,
    );
    const before = (await logs()).length;
    const viaCode = await other.admin.post('/blade-resource/sms/endpoint/send-message', {
      query: { phones: '13400134000', code: 'tencent-main' },
    });
    expect(viaCode.status).toBe(404);
    expect((await logs()).length).toBe(before);
  });

  it('needs sms_send to send (403, nothing logged)', async () => {
    await userWith(admin, 'smsreader', await roleWith(ctx, admin, 'sms_reader', ['sms', 'sms_view']));
    const reader = await signInTo(ctx, '000000', 'smsreader', 'pass1234');
    expect((await reader.get('/blade-resource/sms/list')).status).toBe(200);
    const before = (await logs()).length;
    const refused = await reader.post('/blade-resource/sms/endpoint/send-message', {
      query: { phones: '13300133000' },
    });
    expect(refused.status).toBe(403);
    expect((await logs()).length).toBe(before);
  });
});
