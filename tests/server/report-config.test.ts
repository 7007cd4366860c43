import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { depts, roles } from '../../src/server/db/schema/platform.ts';
import { cgNeeds, cgReportConfigs } from '../../src/server/db/schema/procurement.ts';
import { caller, newTenant, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { call, createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * Approval settings (/purchar/cg-report-config) through HTTP: the list, add/edit/status/delete with their rules,
 * one setting per document type, permissions, tenant isolation, and what a setting does to a bill submitted
 * after it (through the approval engine, as the demand bill module calls it).
 */
const TENANT = '000000';
const BASE = '/purchar/cg-report-config';

let ctx: TestContext;
let admin: Caller;

const del = (who: Caller, id: string) =>
  call(ctx.app, 'DELETE', `/api${BASE}/delete/${id}`, { token: who.token });
const add = (who: Caller, json: Record<string, unknown>) => who.post(`${BASE}/add`, { json });
const edit = (who: Caller, json: Record<string, unknown>) => who.post(`${BASE}/edit`, { json });
const setStatus = (who: Caller, id: string, status: number) =>
  who.post(`${BASE}/status`, { json: { id, status } });
const list = async (who: Caller, query: Record<string, string | number> = {}) => {
  const answer = await who.get(`${BASE}/pages`, { size: 50, ...query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { total: number; records: Record<string, unknown>[] };
};
async function added(who: Caller, json: Record<string, unknown>) {
  const answer = await add(who, json);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { id: string } & Record<string, unknown>;
}
const chainOf = (bizType: 'NEEDS' | 'CONTRACT') => ctx.app.services.approvals.chainFor(TENANT, bizType);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
});
afterAll(async () => ctx.close());
// Each test starts from a tenant without settings (every document type on its default chain).
afterEach(async () => {
  await ctx.database.db.delete(cgReportConfigs);
});

describe('approval settings', () => {
  it('adds a chain for a document type, in the fixed order whatever order the levels came in', async () => {
    const saved = await added(admin, {
      bizType: 'NEEDS',
      nodes: ['MANAGER', 'DIRECTOR', 'PM'],
      remark: '项目小,不经区域经理',
    });
    expect(saved).toMatchObject({
      bizType: 'NEEDS',
      bizTypeName: '需求单',
      nodes: ['PM', 'DIRECTOR', 'MANAGER'],
      allowSelfApproval: 0,
      status: 1,
      remark: '项目小,不经区域经理',
      createTime: '2026-11-22 17:00:00',
    });
    expect(await chainOf('NEEDS')).toEqual({
      nodes: ['PM', 'DIRECTOR', 'MANAGER'],
      allowSelfApproval: false,
    });

    const page = await list(caller(ctx, admin.token, 'en'));
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ id: saved.id, bizTypeName: 'Demand bill' });
  });

  it('lists settings in document type order and filters by type and status', async () => {
    await added(admin, { bizType: 'SUPPLIER', nodes: ['MANAGER'] });
    await added(admin, { bizType: 'CONTRACT', nodes: ['DIRECTOR', 'MANAGER'], status: 0 });
    await added(admin, { bizType: 'NEEDS', nodes: ['DIRECTOR'] });
    expect((await list(admin)).records.map((r) => r.bizType)).toEqual(['NEEDS', 'CONTRACT', 'SUPPLIER']);
    expect((await list(admin, { bizType: 'CONTRACT' })).records.map((r) => r.bizType)).toEqual(['CONTRACT']);
    expect((await list(admin, { status: 1 })).records.map((r) => r.bizType)).toEqual(['NEEDS', 'SUPPLIER']);
    expect((await admin.get(`${BASE}/pages`, { bizType: 'BOGUS' })).status).toBe(400);
  });

  it('edits the levels and the remark; self-approval and status stay unless given', async () => {
    const saved = await added(admin, { bizType: 'NEEDS', nodes: ['PM', 'DIRECTOR'], allowSelfApproval: 1 });
    ctx.clock.advance(60_000);
    const answer = await edit(admin, {
      id: saved.id,
      bizType: 'NEEDS',
      nodes: ['AREA_MANAGER', 'MANAGER'],
      remark: '改为区域审批',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      nodes: ['AREA_MANAGER', 'MANAGER'],
      allowSelfApproval: 1,
      status: 1,
      remark: '改为区域审批',
      updateTime: '2026-11-22 17:01:00',
    });
    expect(await chainOf('NEEDS')).toEqual({ nodes: ['AREA_MANAGER', 'MANAGER'], allowSelfApproval: true });
  });

  it('disabling or deleting a setting puts its document type back on the default chain', async () => {
    const saved = await added(admin, { bizType: 'NEEDS', nodes: ['MANAGER'] });
    const defaults = { nodes: ['PM', 'DIRECTOR', 'AREA_MANAGER', 'MANAGER'], allowSelfApproval: false };

    const off = await setStatus(admin, saved.id, 0);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data).toMatchObject({ id: saved.id, status: 0, nodes: ['MANAGER'] });
    expect(await chainOf('NEEDS')).toEqual(defaults);

    expect((await setStatus(admin, saved.id, 1)).body.data.status).toBe(1);
    expect((await chainOf('NEEDS')).nodes).toEqual(['MANAGER']);

    const removed = await del(admin, saved.id);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await list(admin)).records).toEqual([]);
    expect(await chainOf('NEEDS')).toEqual(defaults);
    expect((await del(admin, saved.id)).status).toBe(404);
    expect((await setStatus(admin, saved.id, 1)).status).toBe(404);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const refused = async (json: Record<string, unknown>, msg?: string) => {
      const answer = await add(admin, json);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      if (msg) expect(answer.body.msg).toBe(msg);
      return answer.body.msg as string;
    };
    // No level at all would approve every bill at submit: a chain keeps at least one level.
    await refused({ bizType: 'NEEDS', nodes: [] });
    await refused({ bizType: 'NEEDS', nodes: ['DIRECTOR', 'CEO'] });
    await refused({ bizType: 'INVOICE', nodes: ['MANAGER'] });
    await refused({ bizType: 'NEEDS' });
    await refused(
      { bizType: 'CONTRACT', nodes: ['PM', 'MANAGER'] },
      'nodes: 合同没有项目经理确认节点,只有需求单、需求计划和需求计划变更有',
    );
    await refused({ bizType: 'NEEDS', nodes: ['DIRECTOR', 'DIRECTOR'] }, 'nodes: 审批节点重复: DIRECTOR');
    await refused({ bizType: 'NEEDS', nodes: ['DIRECTOR'], remark: 'x'.repeat(256) });
    await refused({ bizType: 'NEEDS', nodes: ['DIRECTOR'], status: 2 });

    const en = caller(ctx, admin.token, 'en');
    const answer = await en.post(`${BASE}/add`, { json: { bizType: 'PAYMENT', nodes: ['PM'] } });
    expect(answer.body.msg).toBe(
      'nodes: Payment request has no project manager confirmation; only demand bills, demand plans and plan changes do',
    );

    const saved = await added(admin, { bizType: 'NEEDS', nodes: ['DIRECTOR'] });
    const badEdit = await edit(admin, { id: saved.id, bizType: 'NEEDS', nodes: [] });
    expect(badEdit.status).toBe(400);
    expect((await list(admin)).records).toMatchObject([{ bizType: 'NEEDS', nodes: ['DIRECTOR'] }]);
  });

  it('keeps one setting per document type, enabled or not', async () => {
    const needs = await added(admin, { bizType: 'NEEDS', nodes: ['DIRECTOR'], status: 0 });
    const second = await add(admin, { bizType: 'NEEDS', nodes: ['MANAGER'] });
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe('bizType: 需求单已有审批配置,请编辑已有的配置');

    const contract = await added(admin, { bizType: 'CONTRACT', nodes: ['MANAGER'] });
    const moved = await edit(admin, { id: contract.id, bizType: 'NEEDS', nodes: ['MANAGER'] });
    expect(moved.status).toBe(409);
    expect((await list(admin)).records.map((r) => [r.bizType, r.nodes])).toEqual([
      ['NEEDS', ['DIRECTOR']],
      ['CONTRACT', ['MANAGER']],
    ]);

    // Editing a setting without changing its type is no clash with itself; once deleted, the type is free.
    expect((await edit(admin, { id: needs.id, bizType: 'NEEDS', nodes: ['MANAGER'] })).status).toBe(200);
    await del(admin, needs.id);
    expect((await add(admin, { bizType: 'NEEDS', nodes: ['MANAGER'] })).status).toBe(200);
  });
});

describe('permissions', () => {
  let viewer: Caller;
  let editor: Caller;
  let stranger: Caller;

  beforeAll(async () => {
    const menu = 'cg_report_config';
    const viewRole = await roleWith(ctx, admin, 'rc_viewer', [menu, `${menu}_view`]);
    await userWith(admin, 'rcviewer', viewRole);
    viewer = await signInTo(ctx, TENANT, 'rcviewer', 'pass1234');
    const editRole = await roleWith(ctx, admin, 'rc_editor', [menu, `${menu}_view`, `${menu}_edit`]);
    await userWith(admin, 'rceditor', editRole);
    editor = await signInTo(ctx, TENANT, 'rceditor', 'pass1234');
    const otherRole = await roleWith(ctx, admin, 'rc_stranger', ['cg_material', 'cg_material_view']);
    await userWith(admin, 'rcstranger', otherRole);
    stranger = await signInTo(ctx, TENANT, 'rcstranger', 'pass1234');
  });

  it('needs cg_report_config_view to list, _add to add, _edit to edit and toggle, _delete to delete', async () => {
    const saved = await added(admin, { bizType: 'NEEDS', nodes: ['DIRECTOR'] });
    const forbidden = (answer: { status: number; body: { msg: string } }, code: string) => {
      expect(answer.status).toBe(403);
      // The refusal names the screen and the button (查看/新增/修改/删除) the code stands for.
      const button = { view: '查看', add: '新增', edit: '修改', delete: '删除' }[code.split('_').pop()!];
      expect(answer.body.msg).toBe(`无权访问: 报表/审批配置 · ${button}`);
    };

    forbidden(await stranger.get(`${BASE}/pages`), 'cg_report_config_view');
    expect((await list(viewer)).total).toBe(1);
    forbidden(await add(viewer, { bizType: 'CONTRACT', nodes: ['MANAGER'] }), 'cg_report_config_add');
    forbidden(
      await edit(viewer, { id: saved.id, bizType: 'NEEDS', nodes: ['MANAGER'] }),
      'cg_report_config_edit',
    );
    forbidden(await setStatus(viewer, saved.id, 0), 'cg_report_config_edit');
    forbidden(await del(viewer, saved.id), 'cg_report_config_delete');
    expect((await chainOf('NEEDS')).nodes).toEqual(['DIRECTOR']);

    expect((await setStatus(editor, saved.id, 0)).status).toBe(200);
    expect((await edit(editor, { id: saved.id, bizType: 'NEEDS', nodes: ['MANAGER'] })).status).toBe(200);
    forbidden(await add(editor, { bizType: 'CONTRACT', nodes: ['MANAGER'] }), 'cg_report_config_add');
    forbidden(await del(editor, saved.id), 'cg_report_config_delete');
  });
});

describe('tenant isolation', () => {
  let intruder: Caller;
  let intruderTenant: string;

  beforeAll(async () => {
    const created = await newTenant(ctx, admin, '审批配置入侵者');
    intruder = created.admin;
    intruderTenant = created.tenantId;
  });

  it("another tenant neither sees nor changes a tenant's settings, and its own do not reach it", async () => {
    const victim = await added(admin, { bizType: 'NEEDS', nodes: ['DIRECTOR'] });
    expect((await list(intruder)).records).toEqual([]);
    expect((await edit(intruder, { id: victim.id, bizType: 'NEEDS', nodes: ['MANAGER'] })).status).toBe(404);
    expect((await setStatus(intruder, victim.id, 0)).status).toBe(404);
    expect((await del(intruder, victim.id)).status).toBe(404);

    // The same document type is free in the other tenant, and its chain stays its own.
    const own = await added(intruder, { bizType: 'NEEDS', nodes: ['MANAGER'] });
    expect(own.id).not.toBe(victim.id);
    expect(await ctx.app.services.approvals.chainFor(intruderTenant, 'NEEDS')).toMatchObject({
      nodes: ['MANAGER'],
    });
    expect((await list(admin)).records).toMatchObject([{ id: victim.id, nodes: ['DIRECTOR'], status: 1 }]);
    expect((await chainOf('NEEDS')).nodes).toEqual(['DIRECTOR']);
  });
});

describe('what a setting does to demand bills', () => {
  let seq = 0;
  let people: Record<
    'clerk' | 'pm' | 'director' | 'areaManager' | 'manager',
    { tenantId: string; userId: string }
  >;
  let shanghai: string;

  beforeAll(async () => {
    const db = ctx.database.db;
    const deptRows = await db.select().from(depts).where(eq(depts.tenantId, TENANT));
    const deptId = (name: string) => deptRows.find((d) => d.deptName === name)!.id;
    shanghai = deptId('上海项目部');
    const roleRows = await db.select().from(roles).where(eq(roles.tenantId, TENANT));
    const role = (alias: string) => roleRows.find((r) => r.roleAlias === alias)!.id;
    const person = async (account: string, alias: string, dept: string) => ({
      tenantId: TENANT,
      userId: await userWith(admin, account, role(alias), { deptId: dept, realName: account }),
    });
    people = {
      clerk: await person('rcclerk', 'material_clerk', shanghai),
      pm: await person('rcpm', 'project_manager', shanghai),
      director: await person('rcdirector', 'director', deptId('华东区域')),
      areaManager: await person('rcareamgr', 'area_manager', deptId('华东区域')),
      manager: await person('rcmanager', 'manager', deptId('总公司')),
    };
  });

  /** A draft demand bill of the Shanghai project, submitted by the clerk through the engine. */
  async function submittedBill() {
    seq += 1;
    const id = String(990000000 + seq);
    await ctx.database.db.insert(cgNeeds).values({
      id,
      tenantId: TENANT,
      needsNo: `XQ20261122R${String(seq).padStart(3, '0')}`,
      title: `审批配置测试 ${seq}`,
      deptId: shanghai,
      projectManagerId: people.pm.userId,
      createUser: people.clerk.userId,
    });
    const submitted = await ctx.app.services.approvals.apply(people.clerk, 'NEEDS', id, { action: 'submit' });
    return { id, submitted };
  }
  const approve = (who: keyof typeof people, id: string, level: 'DIRECTOR' | 'AREA_MANAGER' | 'MANAGER') =>
    ctx.app.services.approvals.apply(people[who], 'NEEDS', id, { action: 'approve', level });

  it('a setting without the area manager takes a newly submitted bill from the director straight to the manager', async () => {
    const before = await submittedBill();
    await ctx.app.services.approvals.apply(people.pm, 'NEEDS', before.id, { action: 'confirm' });

    const setting = await added(admin, { bizType: 'NEEDS', nodes: ['PM', 'DIRECTOR', 'MANAGER'] });

    const { id, submitted } = await submittedBill();
    expect(submitted).toMatchObject({ currentNode: 'PM', approveStatus: 1 });
    await ctx.app.services.approvals.apply(people.pm, 'NEEDS', id, { action: 'confirm' });
    expect(await approve('director', id, 'DIRECTOR')).toMatchObject({
      approveStatus: 4,
      currentNode: 'MANAGER',
    });
    await expect(approve('areaManager', id, 'AREA_MANAGER')).rejects.toMatchObject({ status: 409 });
    expect(await approve('manager', id, 'MANAGER')).toMatchObject({ approveStatus: 5, currentNode: null });
    const [bill] = await ctx.database.db.select().from(cgNeeds).where(eq(cgNeeds.id, id));
    expect(bill).toMatchObject({ approveStatus: 5, approveChain: 'PM,DIRECTOR,MANAGER' });

    // The bill submitted before the setting keeps the chain it was submitted with.
    expect(await approve('director', before.id, 'DIRECTOR')).toMatchObject({ currentNode: 'AREA_MANAGER' });

    // Disabled, the setting no longer applies: the next bill goes through the area manager again.
    await setStatus(admin, setting.id, 0);
    const after = await submittedBill();
    await ctx.app.services.approvals.apply(people.pm, 'NEEDS', after.id, { action: 'confirm' });
    expect(await approve('director', after.id, 'DIRECTOR')).toMatchObject({ currentNode: 'AREA_MANAGER' });
  });

  it('a setting without the project manager sends a new bill straight to the director', async () => {
    await added(admin, { bizType: 'NEEDS', nodes: ['DIRECTOR', 'MANAGER'] });
    const { submitted } = await submittedBill();
    expect(submitted).toMatchObject({ approveStatus: 2, currentNode: 'DIRECTOR' });
  });
});
