import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materials } from '../../src/server/db/schema/master-data.ts';
import { cgNeeds, cgNeedsItems } from '../../src/server/db/schema/procurement.ts';
import {
  NEEDS_ROLES,
  REBAR,
  TENANT,
  chainSteps,
  grantMenus,
  needsCodes,
  seededOrganisation,
  signedInPerson,
} from './support/needs-world.ts';
import { caller, newTenant, type Caller } from './support/system-fixtures.ts';
import { call, createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * Purchase demand bills end to end through HTTP on PGlite: the editor's save and its refusals, the whole
 * approval chain with each approver signed in as themselves, rejections (whole bill and single lines),
 * withdrawal, the queues, concurrency, tenant isolation, and the xlsx export, template and import.
 */
const NEEDS_CODES = needsCodes([
  'view',
  'add',
  'edit',
  'delete',
  'submit',
  'approve',
  'reject',
  'cancel',
  'export',
  'import',
  'reject_material',
]);
const CEMENT = '41000004'; // WZ0102001
const CABLE = '41000007'; // WZ0201001

let ctx: TestContext;
let admin: Caller;
let world: Awaited<ReturnType<typeof buildWorld>>;

/** Grants every cg_needs button to the seeded procurement roles and signs in one person per role. */
async function buildWorld() {
  const { deptId, role } = await seededOrganisation(ctx);
  const company = deptId('总公司');
  const east = deptId('华东区域');
  const shanghai = deptId('上海项目部');
  const purchasing = deptId('采购部');
  await grantMenus(ctx, admin, NEEDS_ROLES.map(role), NEEDS_CODES);
  const person = (account: string, alias: string, dept: string) =>
    signedInPerson(ctx, admin, account, role(alias), dept, { realName: account });
  return {
    depts: { company, east, shanghai, purchasing },
    clerk: await person('clerk', 'material_clerk', shanghai),
    clerk2: await person('clerk2', 'material_clerk', shanghai),
    pm: await person('pm', 'project_manager', shanghai),
    director: await person('director', 'director', east),
    otherDirector: await person('director2', 'director', purchasing),
    areaManager: await person('areamgr', 'area_manager', east),
    manager: await person('manager', 'manager', company),
    purchaseAdmin: await person('padmin', 'purchase_admin', company),
    plainUser: await person('plain', 'user', shanghai),
  };
}

const del = (who: Caller, path: string) => call(ctx.app, 'DELETE', `/api${path}`, { token: who.token });

function billBody(overrides: Record<string, unknown> = {}) {
  return {
    title: '主体结构钢筋',
    deptId: world.depts.shanghai,
    businessType: '1',
    needDate: '2026-12-01',
    projectManagerId: world.pm.id,
    items: [
      { materialId: REBAR, qty: 12.5, estimatedPrice: 3850.1234, usePart: '1#楼 3层 梁板' },
      { materialId: CEMENT, qty: 0.333, estimatedPrice: 0.015 },
      { materialId: CABLE, qty: 1.005, estimatedPrice: 1, needDate: '2026-12-20' },
    ],
    ...overrides,
  };
}

async function newBill(who: Caller = world.clerk.as, overrides: Record<string, unknown> = {}) {
  const answer = await who.post('/purchar/cg-needs/addOrEdit', { json: billBody(overrides) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { id: string; needsNo: string; items: { id: string }[] } & Record<
    string,
    unknown
  >;
}

async function expectOk(answer: { status: number; body: { data: unknown } }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Record<string, unknown>;
}

const detail = async (id: string, who: Caller = world.clerk.as) =>
  (await expectOk(await who.get(`/purchar/cg-needs/${id}`))) as Record<string, unknown> & {
    items: Record<string, unknown>[];
  };

/** Walks a new bill to the node asked for: 1 submitted, 2 confirmed, 3 director, 4 area manager, 5 approved. */
async function billAt(status: number, overrides: Record<string, unknown> = {}) {
  const bill = await newBill(world.clerk.as, overrides);
  for (const next of chainSteps(world, bill.id).slice(0, status)) await expectOk(await next());
  return bill;
}

async function billCount() {
  const rows = await ctx.database.db
    .select({ id: cgNeeds.id })
    .from(cgNeeds)
    .where(eq(cgNeeds.tenantId, TENANT));
  return rows.length;
}

async function workbook(rows: (string | number | Date | null)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('明细');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
}

async function upload(who: Caller, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'lines.xlsx'));
  return call(ctx.app, 'POST', '/api/purchar/cg-needs/importDetails', { token: who.token, body: form });
}

async function download(who: Caller, path: string, query: Record<string, string> = {}) {
  const response = await ctx.app.request(`/api${path}?${new URLSearchParams(query)}`, {
    headers: { 'Blade-Auth': `bearer ${who.token}` },
  });
  expect(response.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  world = await buildWorld();
}, 60_000);
afterAll(async () => ctx.close());

describe('saving a bill', () => {
  it('numbers it, snapshots the materials and computes the totals exactly (half-up)', async () => {
    const bill = await newBill();
    expect(bill.needsNo).toMatch(/^XQ20261122\d{4}$/);
    expect(bill).toMatchObject({
      approveStatus: 0,
      approveStatusName: '草稿',
      createUser: world.clerk.id,
      deptName: '上海项目部',
      projectManagerName: 'pm',
      businessTypeName: '材料采购',
      itemCount: 3,
      // 12.5 + 0.333 + 1.005
      totalQty: 13.838,
      // 48126.54 (48126.5425) + 0.00 (0.004995) + 1.01 (1.005, where binary floats give 1.00)
      estimatedAmount: 48127.55,
    });
    expect(bill.items.map((i) => (i as Record<string, unknown>).estimatedAmount)).toEqual([
      48126.54, 0, 1.01,
    ]);
    expect(bill.items.map((i) => (i as Record<string, unknown>).needDate)).toEqual([
      '2026-12-01',
      '2026-12-01',
      '2026-12-20',
    ]);
    const [rebar] = await ctx.database.db.select().from(materials).where(eq(materials.id, REBAR));
    await ctx.database.db
      .update(materials)
      .set({ materialName: '改名后的钢筋' })
      .where(eq(materials.id, REBAR));
    const reread = await detail(bill.id);
    expect(reread.items[0]).toMatchObject({ materialCode: 'WZ0101001', materialName: rebar!.materialName });
    await ctx.database.db
      .update(materials)
      .set({ materialName: rebar!.materialName })
      .where(eq(materials.id, REBAR));
  });

  it('updates lines by id, adds new ones, deletes the ones not sent and renumbers in the order sent', async () => {
    const bill = await newBill();
    const [first, , third] = bill.items;
    const saved = await expectOk(
      await world.clerk.as.post('/purchar/cg-needs/addOrEdit', {
        json: billBody({
          id: bill.id,
          items: [
            { id: third!.id, materialId: CABLE, qty: 2 },
            { materialId: CEMENT, qty: 3, estimatedPrice: 420 },
            { id: first!.id, materialId: REBAR, qty: 1, estimatedPrice: 3850 },
          ],
        }),
      }),
    );
    const items = saved.items as Record<string, unknown>[];
    expect(items.map((i) => [i.lineNo, i.materialCode])).toEqual([
      [1, 'WZ0201001'],
      [2, 'WZ0102001'],
      [3, 'WZ0101001'],
    ]);
    expect(items[0]!.id).toBe(third!.id);
    expect(items[2]!.id).toBe(first!.id);
    expect(saved).toMatchObject({ needsNo: bill.needsNo, totalQty: 6, estimatedAmount: 5110, itemCount: 3 });
  });

  it('refuses bad input with a message naming the field, and writes nothing', async () => {
    const before = await billCount();
    const disabled = '41999999';
    await ctx.database.db.insert(materials).values({
      id: disabled,
      tenantId: TENANT,
      materialCode: 'OFF001',
      materialName: '停用物料',
      categoryId: '40000002',
      unit: 't',
      status: 0,
    });
    const refused = async (overrides: Record<string, unknown>, text: string | RegExp) => {
      const answer = await world.clerk.as.post('/purchar/cg-needs/addOrEdit', { json: billBody(overrides) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.msg).toMatch(text);
    };
    await refused({ items: [{ materialId: REBAR, qty: 0 }] }, /^items\.0\.qty/);
    await refused({ items: [{ materialId: REBAR, qty: -2 }] }, /^items\.0\.qty/);
    await refused({ items: [{ materialId: REBAR, qty: 1.0001 }] }, /^items\.0\.qty/);
    await refused(
      { items: [{ materialId: '123456789', qty: 1 }] },
      'items.0.materialId: 物料不存在或不属于本租户',
    );
    await refused(
      {
        items: [
          { materialId: REBAR, qty: 1 },
          { materialId: disabled, qty: 1 },
        ],
      },
      'items.1.materialId: 物料已停用,不能使用: OFF001',
    );
    await refused({ needDate: '2026-02-30' }, 'needDate: 日期不正确: 2026-02-30');
    await refused({ items: [{ materialId: REBAR, qty: 1, needDate: '2026-13-01' }] }, 'items.0.needDate');
    await refused({ needDate: '2026/12/01' }, /^needDate/);
    await refused({ deptId: world.depts.east }, 'deptId: 所选部门不是本租户的项目部');
    await refused({ projectManagerId: world.director.id }, /^projectManagerId/);
    await refused({ businessType: 'nope' }, /^businessType/);
    await refused({ title: '   ' }, /^title/);
    expect(await billCount()).toBe(before);
  });

  it('gives twenty concurrent creations twenty distinct numbers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        world.clerk.as.post('/purchar/cg-needs/addOrEdit', { json: billBody({ items: [] }) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const numbers = answers.map((a) => a.body.data.needsNo as string);
    expect(new Set(numbers).size).toBe(20);
    for (const no of numbers) expect(no).toMatch(/^XQ20261122\d{4}$/);
  });

  it('lets only the creator edit or delete, and only a draft or rejected bill', async () => {
    const draft = await newBill();
    const other = await world.clerk2.as.post('/purchar/cg-needs/addOrEdit', {
      json: billBody({ id: draft.id }),
    });
    expect(other.status).toBe(403);
    expect((await del(world.clerk2.as, `/purchar/cg-needs/delete/${draft.id}`)).status).toBe(403);

    const submitted = await billAt(1);
    const edit = await world.clerk.as.post('/purchar/cg-needs/addOrEdit', {
      json: billBody({ id: submitted.id }),
    });
    expect(edit.status).toBe(409);
    const removed = await del(world.clerk.as, `/purchar/cg-needs/delete/${submitted.id}`);
    expect(removed.status).toBe(409);
    expect(removed.body.msg).toBe('需求单已提交审批,不能修改或删除');

    const approved = await billAt(5);
    const editApproved = await world.clerk.as.post('/purchar/cg-needs/addOrEdit', {
      json: billBody({ id: approved.id, title: '改' }),
    });
    expect(editApproved.status).toBe(409);
    expect(editApproved.body.msg).toBe('单据已审批通过,不能再修改或审批');
    expect((await del(world.clerk.as, `/purchar/cg-needs/delete/${approved.id}`)).status).toBe(409);
    expect((await detail(approved.id)).title).toBe('主体结构钢筋');

    expect((await del(world.clerk.as, `/purchar/cg-needs/delete/${draft.id}`)).status).toBe(200);
    expect((await world.clerk.as.get(`/purchar/cg-needs/${draft.id}`)).status).toBe(404);
  });

  it('answers 403 naming the button without the permission', async () => {
    const answer = await world.plainUser.as.post('/purchar/cg-needs/addOrEdit', { json: billBody() });
    expect(answer.status).toBe(403);
    expect(answer.body.msg).toBe('无权访问: 需求单 · 新增');
    expect((await world.plainUser.as.get('/purchar/cg-needs/pages')).status).toBe(403);
  });
});

describe('the approval chain', () => {
  it('goes submit → PM confirm → director → area manager → manager, each signed in as themselves', async () => {
    const bill = await newBill();
    const submit = await expectOk(
      await world.clerk.as.post('/purchar/cg-needs/submitApprove', { json: { id: bill.id, seenStatus: 0 } }),
    );
    expect(submit).toMatchObject({ approveStatus: 1, currentNode: 'PM', roundNo: 1 });

    const pmQueue = await expectOk(await world.pm.as.get('/purchar/cg-needs/approveProjectManagerList'));
    expect((pmQueue.records as { id: string }[]).map((r) => r.id)).toContain(bill.id);

    // No body at all: the confirmation's body is optional.
    const confirmed = await expectOk(await world.pm.as.post(`/purchar/cg-needs/confirmSubmit/${bill.id}`));
    expect(confirmed).toMatchObject({ approveStatus: 2, currentNode: 'DIRECTOR', record: { action: 6 } });

    const wrongRole = await world.areaManager.as.post('/purchar/cg-needs/approve', { json: { id: bill.id } });
    expect(wrongRole.status).toBe(403);
    const wrongLevel = await world.manager.as.post('/purchar/cg-needs/approveManager', {
      json: { id: bill.id },
    });
    expect(wrongLevel.status).toBe(409);
    expect(wrongLevel.body.msg).toBe('当前节点不是经理审批');
    const notAbove = await world.otherDirector.as.post('/purchar/cg-needs/approve', {
      json: { id: bill.id },
    });
    expect(notAbove.status).toBe(403);

    const director = await expectOk(
      await world.director.as.post('/purchar/cg-needs/approve', { json: { id: bill.id, opinion: '同意' } }),
    );
    expect(director).toMatchObject({ approveStatus: 3, currentNode: 'AREA_MANAGER' });
    const again = await world.director.as.post('/purchar/cg-needs/approve', { json: { id: bill.id } });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('当前节点不是总监审批');
    const stale = await world.areaManager.as.post('/purchar/cg-needs/approveAreaManager', {
      json: { id: bill.id, seenStatus: 2 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('单据已被他人处理,请刷新后重试');

    await expectOk(
      await world.areaManager.as.post('/purchar/cg-needs/approveAreaManager', { json: { id: bill.id } }),
    );
    const last = await expectOk(
      await world.manager.as.post('/purchar/cg-needs/approveManager', { json: { id: bill.id } }),
    );
    expect(last).toMatchObject({ approveStatus: 5, approveStatusName: '审批通过', currentNode: null });

    const info = await expectOk(
      await world.clerk.as.get('/purchar/cg-needs/approveInfo', { needsId: bill.id }),
    );
    expect((info.nodes as { state: string }[]).map((n) => n.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(info.approveTime).not.toBe('');
    const history = (await expectOk(
      await world.clerk.as.get('/purchar/cg-needs/approveList', { needsId: bill.id }),
    )) as unknown as { nodeCode: string; action: number; approverName: string; opinion: string }[];
    expect(history.map((r) => [r.nodeCode, r.action, r.approverName])).toEqual([
      ['SUBMIT', 1, 'clerk'],
      ['PM', 6, 'pm'],
      ['DIRECTOR', 2, 'director'],
      ['AREA_MANAGER', 2, 'areamgr'],
      ['MANAGER', 2, 'manager'],
    ]);
    expect(history[2]!.opinion).toBe('同意');
    const after = await world.manager.as.post('/purchar/cg-needs/approveManager', { json: { id: bill.id } });
    expect(after.status).toBe(409);
  });

  it('returns a bill rejected at the area manager to the clerk with the reason, who revises and resubmits', async () => {
    const bill = await billAt(3);
    const noReason = await world.areaManager.as.post('/purchar/cg-needs/reject', {
      json: { id: bill.id, opinion: ' ' },
    });
    expect(noReason.status).toBe(400);
    const rejected = await expectOk(
      await world.areaManager.as.post('/purchar/cg-needs/reject', {
        json: { id: bill.id, opinion: '数量偏大,请核减', nodeCode: 'AREA_MANAGER' },
      }),
    );
    expect(rejected).toMatchObject({ approveStatus: 6, record: { action: 3, opinion: '数量偏大,请核减' } });

    expect(await detail(bill.id)).toMatchObject({ approveStatus: 6, lastRejectReason: '数量偏大,请核减' });
    const info = await expectOk(
      await world.clerk.as.get('/purchar/cg-needs/approveInfo', { needsId: bill.id }),
    );
    expect(info.lastRejectReason).toBe('数量偏大,请核减');
    expect((info.nodes as { nodeCode: string; state: string; opinion: string }[])[2]).toMatchObject({
      nodeCode: 'AREA_MANAGER',
      state: 'rejected',
      opinion: '数量偏大,请核减',
    });
    const history = (await expectOk(
      await world.clerk.as.get('/purchar/cg-needs/approveList', { needsId: bill.id }),
    )) as unknown as { action: number; opinion: string }[];
    expect(history.at(-1)).toMatchObject({ action: 3, opinion: '数量偏大,请核减' });

    await expectOk(
      await world.clerk.as.post('/purchar/cg-needs/addOrEdit', {
        json: billBody({ id: bill.id, items: [{ materialId: REBAR, qty: 6 }] }),
      }),
    );
    const again = await expectOk(
      await world.clerk.as.post('/purchar/cg-needs/submitApprove', { json: { id: bill.id } }),
    );
    expect(again).toMatchObject({ approveStatus: 1, roundNo: 2 });
    expect((await detail(bill.id)).lastRejectReason).toBe('');
  });

  it('refuses approving one’s own bill, submitting someone else’s, and a project manager of another project', async () => {
    // The director raises a bill for Shanghai himself: after the PM confirms, he may not approve it.
    const own = await newBill(world.director.as);
    await expectOk(await world.director.as.post('/purchar/cg-needs/submitApprove', { json: { id: own.id } }));
    await expectOk(await world.pm.as.post(`/purchar/cg-needs/confirmSubmit/${own.id}`, { json: {} }));
    const self = await world.director.as.post('/purchar/cg-needs/approve', { json: { id: own.id } });
    expect(self.status).toBe(403);
    expect(self.body.msg).toBe('不能审批自己提交的单据');

    const draft = await newBill();
    const foreign = await world.clerk2.as.post('/purchar/cg-needs/submitApprove', { json: { id: draft.id } });
    expect(foreign.status).toBe(403);
    const notPm = await world.pm.as.post(`/purchar/cg-needs/confirmSubmit/${draft.id}`);
    expect(notPm.status).toBe(409);

    const noPm = await newBill(world.clerk.as, { projectManagerId: null });
    const missing = await world.clerk.as.post('/purchar/cg-needs/submitApprove', { json: { id: noPm.id } });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('请选择确认项目经理');

    const empty = await newBill(world.clerk.as, { items: [] });
    const noLines = await world.clerk.as.post('/purchar/cg-needs/submitApprove', { json: { id: empty.id } });
    expect(noLines.status).toBe(400);
    expect((await detail(empty.id)).approveStatus).toBe(0);
  });

  it('lets the clerk withdraw while nobody has acted, and not after', async () => {
    const bill = await billAt(1);
    const withdrawn = await expectOk(
      await world.clerk.as.post('/purchar/cg-needs/cancel', { json: { id: bill.id } }),
    );
    expect(withdrawn).toMatchObject({ approveStatus: 0, record: { action: 4 } });
    const confirmed = await billAt(2);
    const late = await world.clerk.as.post('/purchar/cg-needs/cancel', { json: { id: confirmed.id } });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('本轮已有人审批,不能撤回');
  });

  it('advances once of fifty concurrent approvals over HTTP', async () => {
    const bill = await billAt(2);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        world.director.as.post('/purchar/cg-needs/approve', { json: { id: bill.id } }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    const history = (await expectOk(
      await world.clerk.as.get('/purchar/cg-needs/approveList', { needsId: bill.id }),
    )) as unknown as { nodeCode: string }[];
    expect(history.filter((r) => r.nodeCode === 'DIRECTOR')).toHaveLength(1);
    expect((await detail(bill.id)).approveStatus).toBe(3);
  });
});

describe('rejecting lines', () => {
  it('marks the lines with the reason, keeps the bill at its node and recomputes the totals', async () => {
    const bill = await billAt(2);
    const [rebarLine, cementLine, cableLine] = bill.items;
    const byClerk = await world.clerk.as.post('/purchar/cg-needs/rejectMaterial', {
      json: { needsId: bill.id, itemIds: [rebarLine!.id], reason: '已有库存' },
    });
    expect(byClerk.status).toBe(403);
    const step = await expectOk(
      await world.director.as.post('/purchar/cg-needs/rejectMaterial', {
        json: { needsId: bill.id, itemIds: [rebarLine!.id], reason: '已有库存' },
      }),
    );
    expect(step).toMatchObject({ approveStatus: 2, currentNode: 'DIRECTOR', record: { action: 7 } });
    const reread = await detail(bill.id);
    expect(reread).toMatchObject({ totalQty: 1.338, estimatedAmount: 1.01, itemCount: 2, approveStatus: 2 });
    expect(reread.items[0]).toMatchObject({
      itemStatus: 2,
      itemStatusName: '已驳回',
      rejectReason: '已有库存',
      rejectUserName: 'director',
    });
    const twice = await world.director.as.post('/purchar/cg-needs/rejectMaterial', {
      json: { needsId: bill.id, itemIds: [rebarLine!.id], reason: '再次' },
    });
    expect(twice.status).toBe(400);

    // The last open lines rejected: the bill goes back to the clerk.
    const all = await expectOk(
      await world.director.as.post('/purchar/cg-needs/rejectMaterial', {
        json: { needsId: bill.id, itemIds: [cementLine!.id, cableLine!.id], reason: '全部不需要' },
      }),
    );
    expect(all).toMatchObject({ approveStatus: 6 });
    expect(await detail(bill.id)).toMatchObject({
      lastRejectReason: '全部不需要',
      itemCount: 0,
      totalQty: 0,
    });
  });

  it('on an approved bill, only a purchase admin rejects lines and the bill stays approved', async () => {
    const bill = await billAt(5);
    const byManager = await world.manager.as.post('/purchar/cg-needs/rejectMaterial', {
      json: { needsId: bill.id, itemIds: [bill.items[1]!.id], reason: '取消' },
    });
    expect(byManager.status).toBe(409);
    const step = await expectOk(
      await world.purchaseAdmin.as.post('/purchar/cg-needs/rejectMaterial', {
        json: { needsId: bill.id, itemIds: [bill.items[1]!.id], reason: '取消' },
      }),
    );
    expect(step).toMatchObject({ approveStatus: 5 });
    expect(await detail(bill.id)).toMatchObject({ approveStatus: 5, itemCount: 2 });
  });
});

describe('lists and queues', () => {
  it('shows each approver exactly the bills waiting for them', async () => {
    const [atPm, atDirector, atArea, atManager] = [
      await billAt(1),
      await billAt(2),
      await billAt(3),
      await billAt(4),
    ];
    const ids = async (who: Caller, path: string, query: Record<string, string> = {}) =>
      ((await expectOk(await who.get(path, { size: 500, ...query }))).records as { id: string }[]).map(
        (r) => r.id,
      );
    const ours = [atPm.id, atDirector.id, atArea.id, atManager.id];
    const mine = (list: string[]) => list.filter((id) => ours.includes(id));
    expect(mine(await ids(world.pm.as, '/purchar/cg-needs/approveProjectManagerList'))).toEqual([atPm.id]);
    expect(mine(await ids(world.director.as, '/purchar/cg-needs/approveDirectorList'))).toEqual([
      atDirector.id,
    ]);
    expect(mine(await ids(world.areaManager.as, '/purchar/cg-needs/approveAreaManagerList'))).toEqual([
      atArea.id,
    ]);
    expect(mine(await ids(world.manager.as, '/purchar/cg-needs/approveManagerList'))).toEqual([atManager.id]);
    expect(await ids(world.otherDirector.as, '/purchar/cg-needs/approveDirectorList')).toEqual([]);
    expect(await ids(world.clerk.as, '/purchar/cg-needs/approveDirectorList')).toEqual([]);
    const directorQueue = await ids(world.director.as, '/purchar/cg-needs/approveDirectorList');
    const narrowed = await ids(world.director.as, '/purchar/cg-needs/approveDirectorList', {
      needsNo: atDirector.needsNo,
    });
    expect(narrowed).toEqual([atDirector.id]);
    expect(directorQueue.length).toBeGreaterThanOrEqual(1);
  });

  it('filters the list (mine, status, number, dates) and exports exactly the filtered rows', async () => {
    const other = await newBill(world.clerk2.as, { title: '二号材料员的单' });
    const mine = await expectOk(await world.clerk2.as.get('/purchar/cg-needs/pages', { mine: 1, size: 500 }));
    expect((mine.records as { id: string }[]).map((r) => r.id)).toEqual([other.id]);
    const drafts = await expectOk(
      await world.clerk.as.get('/purchar/cg-needs/pages', {
        approveStatus: 0,
        size: 500,
        deptId: world.depts.east,
      }),
    );
    const records = drafts.records as { approveStatus: number; needsNo: string; totalQty: number }[];
    expect(records.length).toBeGreaterThan(1);
    expect(records.every((r) => r.approveStatus === 0)).toBe(true);
    const byNo = await expectOk(
      await world.clerk.as.get('/purchar/cg-needs/pages', { needsNo: other.needsNo }),
    );
    expect(byNo.total).toBe(1);
    const reversed = await world.clerk.as.get('/purchar/cg-needs/pages', {
      createTimeFrom: '2026-11-23',
      createTimeTo: '2026-11-22',
    });
    expect(reversed.status).toBe(400);
    const today = await expectOk(
      await world.clerk.as.get('/purchar/cg-needs/pages', {
        createTimeFrom: '2026-11-22',
        createTimeTo: '2026-11-22',
      }),
    );
    const tomorrow = await expectOk(
      await world.clerk.as.get('/purchar/cg-needs/pages', { createTimeFrom: '2026-11-23' }),
    );
    expect(today.total).toBeGreaterThan(0);
    expect(tomorrow.total).toBe(0);

    const sheet = await download(world.clerk.as, '/purchar/cg-needs/export', {
      approveStatus: '0',
      deptId: world.depts.east,
    });
    expect(sheet[0]!.slice(0, 3)).toEqual(['需求单号', '标题', '项目部']);
    expect(sheet.slice(1).map((row) => row[0])).toEqual(records.map((r) => r.needsNo));
    expect(sheet.slice(1).map((row) => row[6])).toEqual(records.map((r) => r.totalQty));
  });

  it('lists as 已办 the bills the caller decided on, and exports exactly those', async () => {
    const waiting = await billAt(2); // at the director, who has not acted
    const passed = await billAt(3); // the director approved it
    const ids = async (who: Caller, query: Record<string, string | number>) =>
      (
        (await expectOk(await who.get('/purchar/cg-needs/pages', { size: 500, ...query }))).records as {
          id: string;
          needsNo: string;
        }[]
      ).map((r) => r.id);
    const directorDone = await ids(world.director.as, { done: 1 });
    expect(directorDone).toContain(passed.id);
    expect(directorDone).not.toContain(waiting.id);
    // The project manager confirmed both; the creator's own submit is no decision.
    expect(await ids(world.pm.as, { done: 1 })).toEqual(expect.arrayContaining([passed.id, waiting.id]));
    expect(await ids(world.clerk.as, { done: 1 })).toEqual([]);
    // The filters still narrow it.
    expect(await ids(world.director.as, { done: 1, needsNo: waiting.needsNo })).toEqual([]);
    expect(await ids(world.director.as, { done: 1, needsNo: passed.needsNo })).toEqual([passed.id]);

    const sheet = await download(world.director.as, '/purchar/cg-needs/export', { done: '1' });
    const numbers = sheet.slice(1).map((row) => row[0]);
    expect(numbers).toContain(passed.needsNo);
    expect(numbers).not.toContain(waiting.needsNo);
    expect(numbers).toHaveLength(directorDone.length);
    expect((await world.director.as.get('/purchar/cg-needs/pages', { done: 2 })).status).toBe(400);
  });

  it('answers the project managers of exactly one project department', async () => {
    const managers = await expectOk(
      await world.clerk.as.get('/purchar/cg-needs/projectManagerList', { deptId: world.depts.shanghai }),
    );
    expect(managers).toEqual([{ id: world.pm.id, account: 'pm', name: 'pm' }]);
    const none = await expectOk(
      await world.clerk.as.get('/purchar/cg-needs/projectManagerList', { deptId: world.depts.east }),
    );
    expect(none).toEqual([]);
  });
});

describe('another tenant', () => {
  it('sees no bill of ours: its ids answer 404 and nothing changes', async () => {
    const bill = await billAt(2);
    const { admin: stranger } = await newTenant(ctx, admin, '隔壁公司');
    expect((await stranger.get(`/purchar/cg-needs/${bill.id}`)).status).toBe(404);
    expect((await del(stranger, `/purchar/cg-needs/delete/${bill.id}`)).status).toBe(404);
    expect((await stranger.post('/purchar/cg-needs/approve', { json: { id: bill.id } })).status).toBe(404);
    expect((await stranger.post(`/purchar/cg-needs/confirmSubmit/${bill.id}`)).status).toBe(404);
    expect(
      (await stranger.post('/purchar/cg-needs/reject', { json: { id: bill.id, opinion: 'x' } })).status,
    ).toBe(404);
    expect((await stranger.get('/purchar/cg-needs/approveInfo', { needsId: bill.id })).status).toBe(404);
    const edit = await stranger.post('/purchar/cg-needs/addOrEdit', { json: billBody({ id: bill.id }) });
    expect(edit.status).toBe(404);
    const list = await expectOk(await stranger.get('/purchar/cg-needs/pages', { size: 500 }));
    expect(list.total).toBe(0);
    expect(await detail(bill.id)).toMatchObject({ approveStatus: 2, title: '主体结构钢筋' });
  });
});

describe('xlsx import', () => {
  const HEADER = ['*物料编码', '物料名称', '*数量', '预估单价', '需用日期', '使用部位', '备注'];

  it('reads a good file into lines for the editor and writes nothing', async () => {
    const before = await ctx.database.db.select({ id: cgNeedsItems.id }).from(cgNeedsItems);
    const bytes = await workbook([
      HEADER,
      ['WZ0101001', '随便写', 12.5, 3850.1234, '2026-12-01', '1#楼', ''],
      [],
      ['WZ0201001', '', '3', '', new Date(Date.UTC(2026, 11, 5)), '', '加急'],
    ]);
    const answer = await upload(world.clerk.as, bytes);
    const data = await expectOk(answer);
    expect(data).toMatchObject({ valid: true, rowCount: 2, errors: [] });
    expect(data.lines).toMatchObject([
      {
        row: 2,
        materialId: REBAR,
        materialCode: 'WZ0101001',
        materialName: '热轧带肋钢筋',
        qty: 12.5,
        estimatedAmount: 48126.54,
        needDate: '2026-12-01',
      },
      { row: 4, materialId: CABLE, qty: 3, estimatedPrice: null, needDate: '2026-12-05', remark: '加急' },
    ]);
    const after = await ctx.database.db.select({ id: cgNeedsItems.id }).from(cgNeedsItems);
    expect(after.length).toBe(before.length);
  });

  it('reports three bad rows by row and column, with no lines', async () => {
    const bytes = await workbook([
      ['Material code', 'Quantity', 'Need date'],
      ['WZ0101001', 1, '2026-12-01'],
      ['NOPE-1', 2, '2026-12-01'],
      ['WZ0102001', -1, ''],
      ['WZ0101002', 1.5, '2026-02-30'],
      ['WZ0103001', 0.5, ''],
    ]);
    const data = await expectOk(await upload(world.clerk.as, bytes));
    expect(data).toMatchObject({ valid: false, rowCount: 5, lines: [] });
    expect(
      (data.errors as { row: number; column: string; columnName: string; value: string }[]).map((e) => [
        e.row,
        e.column,
        e.columnName,
        e.value,
      ]),
    ).toEqual([
      [3, 'materialCode', '物料编码', 'NOPE-1'],
      [4, 'qty', '数量', '-1'],
      [5, 'needDate', '需用日期', '2026-02-30'],
    ]);
  });

  it('refuses a file that is not a workbook, or lacks a required column', async () => {
    const junk = await upload(world.clerk.as, new TextEncoder().encode('not a workbook'));
    expect(junk.status).toBe(400);
    const noQty = await upload(world.clerk.as, await workbook([['物料编码'], ['WZ0101001']]));
    expect(noQty.status).toBe(400);
    expect(noQty.body.msg).toBe('缺少必填列: 数量');
  });

  it('offers a template whose header the import reads back', async () => {
    const rows = await download(world.clerk.as, '/purchar/cg-needs/downloadTempFile');
    expect(rows[0]).toContain('*物料编码');
    expect(rows).toHaveLength(2);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('t');
    for (const row of rows) sheet.addRow(row);
    const data = await expectOk(
      await upload(world.clerk.as, new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer)),
    );
    expect(data).toMatchObject({ valid: true, rowCount: 1 });
  });
});
