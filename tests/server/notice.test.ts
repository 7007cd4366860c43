import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, newTenant, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * 通知公告: drafts, publication, audiences (all, roles, depts), each reader's read marks behind the top bar, and
 * another tenant's administrator who can reach none of it.
 */
let ctx: TestContext;
let admin: Caller;
let reader: Caller;
let intruder: Caller;
let readerRole: string;
let intruderRole: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  readerRole = await roleWith(ctx, admin, 'notice_reader', []);
  await userWith(admin, 'noticereader', readerRole);
  reader = await signInTo(ctx, '000000', 'noticereader', 'pass1234');
  const other = await newTenant(ctx, admin, '通知租户');
  intruder = other.admin;
  intruderRole = (await intruder.get('/blade-system/role/list')).body.data[0].id;
});
afterAll(async () => ctx.close());

async function noticeTitled(title: string) {
  const page = await admin.get('/blade-desk/notice/list', { title });
  return page.body.data.records[0] as { id: string; publishStatus: number; releaseTime: string };
}

async function draft(
  title: string,
  audience: { audienceType: string; audienceIds?: string } = { audienceType: 'all' },
) {
  const answer = await admin.post('/blade-desk/notice/submit', {
    json: { title, category: 1, content: `${title} 的内容`, ...audience },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return noticeTitled(title);
}

const mine = async (as: Caller) =>
  (await as.get('/blade-desk/notice/my')).body.data as {
    notices: { id: string; title: string; read: boolean }[];
    unread: number;
    total: number;
  };

describe('publishing', () => {
  it('a draft reaches nobody; published, it reaches everyone, unread until read', async () => {
    const notice = await draft('停电通知');
    expect(notice.publishStatus).toBe(0);
    expect((await mine(reader)).notices.map((n) => n.title)).not.toContain('停电通知');

    expect((await admin.post('/blade-desk/notice/publish', { query: { ids: notice.id } })).status).toBe(200);
    expect((await noticeTitled('停电通知')).releaseTime).toBe('2026-11-22 17:00:00');
    const before = await mine(reader);
    expect(before.notices[0]).toMatchObject({ title: '停电通知', read: false });
    expect(before.unread).toBe(1);

    expect((await reader.post('/blade-desk/notice/read', { query: { ids: notice.id } })).status).toBe(200);
    const after = await mine(reader);
    expect(after.notices[0]!.read).toBe(true);
    expect(after.unread).toBe(0);
    // Read marks are per user: the administrator has not read it.
    expect((await mine(admin)).unread).toBe(1);
  });

  it('revoked, a notice leaves the top bar', async () => {
    const notice = await noticeTitled('停电通知');
    await admin.post('/blade-desk/notice/revoke', { query: { ids: notice.id } });
    expect((await mine(reader)).notices.map((n) => n.title)).not.toContain('停电通知');
    await admin.post('/blade-desk/notice/publish', { query: { ids: notice.id } });
  });
});

describe('audiences', () => {
  it('a notice for a role reaches its holders only; read all marks every one', async () => {
    const notice = await draft('角色通知', { audienceType: 'roles', audienceIds: readerRole });
    await admin.post('/blade-desk/notice/publish', { query: { ids: notice.id } });
    expect((await mine(reader)).notices.map((n) => n.title)).toContain('角色通知');
    expect((await mine(admin)).notices.map((n) => n.title)).not.toContain('角色通知');
    // Not addressed to the administrator: reading it is a 404, not a silent mark.
    expect((await admin.post('/blade-desk/notice/read', { query: { ids: notice.id } })).status).toBe(404);

    expect((await reader.post('/blade-desk/notice/read', { query: { all: 'true' } })).status).toBe(200);
    expect((await mine(reader)).unread).toBe(0);
  });

  it('a notice for a department reaches its members only', async () => {
    const dept = (await admin.get('/blade-system/dept/list')).body.data[0].id as string;
    await userWith(admin, 'deptmember', readerRole, { deptId: dept });
    const member = await signInTo(ctx, '000000', 'deptmember', 'pass1234');
    const notice = await draft('部门通知', { audienceType: 'depts', audienceIds: dept });
    await admin.post('/blade-desk/notice/publish', { query: { ids: notice.id } });
    expect((await mine(member)).notices.map((n) => n.title)).toContain('部门通知');
    expect((await mine(reader)).notices.map((n) => n.title)).not.toContain('部门通知');
  });

  it('refuses an audience without ids or with ids of another tenant (400), nothing written', async () => {
    const empty = await admin.post('/blade-desk/notice/submit', {
      json: { title: '无对象', category: 1, audienceType: 'depts', audienceIds: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('按角色或部门发布时请选择接收对象');
    const foreign = await caller(ctx, admin.token, 'en').post('/blade-desk/notice/submit', {
      json: { title: '外租户角色', category: 1, audienceType: 'roles', audienceIds: intruderRole },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe(`No such role or department: ${intruderRole}`);
    expect((await admin.get('/blade-desk/notice/list', { title: '外租户' })).body.data.total).toBe(0);
    expect((await admin.get('/blade-desk/notice/list', { title: '无对象' })).body.data.total).toBe(0);
  });
});

describe('another tenant', () => {
  it('sees none of the notices and answers 404 to their ids', async () => {
    const notice = await noticeTitled('停电通知');
    expect((await mine(intruder)).total).toBe(0);
    expect((await intruder.get('/blade-desk/notice/detail', { id: notice.id })).status).toBe(404);
    expect((await intruder.post('/blade-desk/notice/revoke', { query: { ids: notice.id } })).status).toBe(
      404,
    );
    expect((await intruder.post('/blade-desk/notice/remove', { query: { ids: notice.id } })).status).toBe(
      404,
    );
    expect((await intruder.post('/blade-desk/notice/read', { query: { ids: notice.id } })).status).toBe(404);
    const edit = await intruder.post('/blade-desk/notice/submit', {
      json: { id: notice.id, title: '篡改', category: 1, audienceType: 'all' },
    });
    expect(edit.status).toBe(404);
    expect((await noticeTitled('停电通知')).publishStatus).toBe(1);
  });

  it('managing needs the menu; reading one’s own notices does not', async () => {
    expect((await reader.get('/blade-desk/notice/list')).status).toBe(403);
    expect((await reader.post('/blade-desk/notice/publish', { query: { ids: '1' } })).status).toBe(403);
    expect((await reader.get('/blade-desk/notice/my')).status).toBe(200);
  });
});
