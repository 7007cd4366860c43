import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { depts, roles, users } from '../../src/server/db/schema/platform.ts';
import {
  cgApproveRecords,
  cgNeeds,
  cgNeedsItems,
  cgReportConfigs,
} from '../../src/server/db/schema/procurement.ts';
import type { ApprovalCommand } from '../../src/server/domain/approval/approval-transition.ts';
import { AppError } from '../../src/server/http/errors.ts';
import { message } from '../../src/server/http/messages.ts';
import { caller, userWith } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';
import { createPostgresTestApp, withoutPostgres } from './support/postgres-app.ts';

const TENANT = '000000';

/**
 * The seeded organisation (总公司 > 华东区域 > 上海项目部) plus a second area with its own project, and one person
 * per approval role, each made through blade-user/submit like an administrator would.
 */
async function buildWorld(ctx: TestContext) {
  const admin = caller(ctx, (await signIn(ctx.app)).access_token);
  const db = ctx.database.db;
  const deptRows = await db.select().from(depts).where(eq(depts.tenantId, TENANT));
  const deptId = (name: string) => deptRows.find((d) => d.deptName === name)!.id;
  const company = deptId('总公司');
  const east = deptId('华东区域');
  const shanghai = deptId('上海项目部');
  const south = '880000001';
  const guangzhou = '880000002';
  await db.insert(depts).values([
    {
      id: south,
      tenantId: TENANT,
      parentId: company,
      ancestors: `0,${company}`,
      deptName: '华南区域',
      deptCategory: 2,
    },
    {
      id: guangzhou,
      tenantId: TENANT,
      parentId: south,
      ancestors: `0,${company},${south}`,
      deptName: '广州项目部',
      deptCategory: 3,
    },
  ]);
  const roleRows = await db.select().from(roles).where(eq(roles.tenantId, TENANT));
  const role = (alias: string) => roleRows.find((r) => r.roleAlias === alias)!.id;
  const person = async (account: string, alias: string, dept: string) => ({
    tenantId: TENANT,
    userId: await userWith(admin, account, role(alias), { deptId: dept, realName: account }),
    name: account,
  });
  return {
    depts: { company, east, shanghai, south, guangzhou },
    clerk: await person('clerk', 'material_clerk', shanghai),
    pm: await person('pm', 'project_manager', shanghai),
    pm2: await person('pm2', 'project_manager', shanghai),
    southPm: await person('southpm', 'project_manager', guangzhou),
    director: await person('director', 'director', east),
    southDirector: await person('sdirector', 'director', south),
    hqDirector: await person('hqdirector', 'director', company),
    areaManager: await person('areamgr', 'area_manager', east),
    manager: await person('manager', 'manager', company),
    purchaseAdmin: await person('padmin', 'purchase_admin', company),
  };
}

type World = Awaited<ReturnType<typeof buildWorld>>;
type Person = World['clerk'];

/** Demand bills are written straight through drizzle here; their HTTP routes come with the cg-needs slice. */
function billMaker(ctx: TestContext, world: World) {
  let seq = 0;
  return async (overrides: Partial<typeof cgNeeds.$inferInsert> = {}) => {
    seq += 1;
    const id = String(770000000 + seq);
    await ctx.database.db.insert(cgNeeds).values({
      id,
      tenantId: TENANT,
      needsNo: `XQ20261122${String(seq).padStart(4, '0')}`,
      title: `钢筋需求 ${seq}`,
      deptId: world.depts.shanghai,
      projectManagerId: world.pm.userId,
      totalQty: '30.500',
      estimatedAmount: '128000.00',
      createUser: world.clerk.userId,
      ...overrides,
    });
    await ctx.database.db.insert(cgNeedsItems).values(
      [1, 2].map((lineNo) => ({
        id: `${id}${lineNo}`,
        tenantId: TENANT,
        needsId: id,
        lineNo,
        materialId: '660000001',
        materialCode: `M-00${lineNo}`,
        materialName: 'HRB400 螺纹钢',
        spec: 'Φ20',
        unit: '吨',
        qty: '15.250',
        estimatedPrice: '4196.7213',
        needDate: '2026-12-01',
        usePart: '1#楼 3层 梁板',
      })),
    );
    return id;
  };
}

/** The refusal a service call ends in, as the user reads it (status and the zh message). */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the call should have been refused').toBeInstanceOf(AppError);
  const appError = error as AppError;
  return { status: appError.status, msg: message('zh', appError.key, ...appError.args) };
}

describe('approval engine (PGlite)', () => {
  let ctx: TestContext;
  let world: World;
  let newBill: ReturnType<typeof billMaker>;
  const engine = () => ctx.app.services.approvals;
  const act = (who: Pick<Person, 'tenantId' | 'userId'>, bizId: string, command: ApprovalCommand) =>
    engine().apply(who, 'NEEDS', bizId, command);
  const statusOf = async (id: string) =>
    (await ctx.database.db.select().from(cgNeeds).where(eq(cgNeeds.id, id)))[0]!;

  beforeAll(async () => {
    ctx = await createTestApp();
    world = await buildWorld(ctx);
    newBill = billMaker(ctx, world);
  });
  afterAll(() => ctx.close());
  // Every test starts with no live bill and the default chains, so queues can be compared exactly.
  afterEach(async () => {
    await ctx.database.db.update(cgNeeds).set({ isDeleted: 1 });
    await ctx.database.db.delete(cgReportConfigs);
    // Written past the app, which forgets its held look-ups (the chain, people) after every write it serves.
    ctx.app.services.lookups.forget();
  });

  /** Submit by the clerk, then approve through the given levels. */
  async function billAt(levels: ('PM' | 'DIRECTOR' | 'AREA_MANAGER')[] = []) {
    const id = await newBill();
    await act(world.clerk, id, { action: 'submit' });
    const approver = { PM: world.pm, DIRECTOR: world.director, AREA_MANAGER: world.areaManager };
    for (const level of levels) await act(approver[level], id, { action: 'approve', level });
    return id;
  }

  it('takes a bill from draft through PM, director, area manager and manager to approved, one record per step', async () => {
    const id = await newBill();
    expect((await statusOf(id)).approveStatus).toBe(0);

    const submitted = await act(world.clerk, id, { action: 'submit' });
    expect(submitted).toMatchObject({ approveStatus: 1, currentNode: 'PM', roundNo: 1 });
    ctx.clock.advance(60_000);
    expect(await act(world.pm, id, { action: 'confirm', opinion: '数量已核对' })).toMatchObject({
      approveStatus: 2,
      currentNode: 'DIRECTOR',
    });
    ctx.clock.advance(60_000);
    expect(
      await act(world.director, id, { action: 'approve', level: 'DIRECTOR', opinion: '同意' }),
    ).toMatchObject({
      approveStatus: 3,
      currentNode: 'AREA_MANAGER',
    });
    ctx.clock.advance(60_000);
    expect(await act(world.areaManager, id, { action: 'approve', level: 'AREA_MANAGER' })).toMatchObject({
      approveStatus: 4,
      currentNode: 'MANAGER',
    });
    ctx.clock.advance(60_000);
    expect(
      await act(world.manager, id, { action: 'approve', level: 'MANAGER', opinion: '批准采购' }),
    ).toMatchObject({
      approveStatus: 5,
      currentNode: null,
    });

    const bill = await statusOf(id);
    expect(bill).toMatchObject({
      approveStatus: 5,
      currentNode: null,
      roundNo: 1,
      approveChain: 'PM,DIRECTOR,AREA_MANAGER,MANAGER',
    });
    expect(bill.submitTime?.toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(bill.approveTime?.toISOString()).toBe('2026-11-22T09:04:00.000Z');

    const history = await engine().approveList(world.clerk, 'NEEDS', id, 'zh');
    expect(
      history.map((r) => [
        r.nodeName,
        r.actionName,
        r.approverName,
        r.opinion,
        r.fromStatusName,
        r.toStatusName,
        r.actionTime,
      ]),
    ).toEqual([
      ['提交', '提交', 'clerk', '', '草稿', '待项目经理确认', '2026-11-22 17:00:00'],
      ['项目经理确认', '确认', 'pm', '数量已核对', '待项目经理确认', '待总监审批', '2026-11-22 17:01:00'],
      ['总监审批', '通过', 'director', '同意', '待总监审批', '待区域经理审批', '2026-11-22 17:02:00'],
      ['区域经理审批', '通过', 'areamgr', '', '待区域经理审批', '待经理审批', '2026-11-22 17:03:00'],
      ['经理审批', '通过', 'manager', '批准采购', '待经理审批', '审批通过', '2026-11-22 17:04:00'],
    ]);
    expect(history.every((r) => r.roundNo === 1)).toBe(true);

    const info = await engine().approveInfo(world.clerk, 'NEEDS', id, 'en');
    expect(info).toMatchObject({
      approveStatus: 5,
      approveStatusName: 'Approved',
      currentNode: null,
      roundNo: 1,
    });
    expect(info.nodes.map((n) => [n.nodeCode, n.nodeName, n.state, n.approverName, n.opinion])).toEqual([
      ['PM', 'Project manager confirmation', 'done', 'pm', '数量已核对'],
      ['DIRECTOR', 'Director approval', 'done', 'director', '同意'],
      ['AREA_MANAGER', 'Area manager approval', 'done', 'areamgr', ''],
      ['MANAGER', 'Manager approval', 'done', 'manager', '批准采购'],
    ]);
  });

  it('shows the current node and what is still ahead while a bill waits', async () => {
    const id = await billAt(['PM']);
    const info = await engine().approveInfo(world.clerk, 'NEEDS', id, 'zh');
    expect(info).toMatchObject({
      approveStatus: 2,
      approveStatusName: '待总监审批',
      currentNode: 'DIRECTOR',
      currentNodeName: '总监审批',
    });
    expect(info.nodes.map((n) => n.state)).toEqual(['done', 'current', 'pending', 'pending']);

    const draft = await engine().approveInfo(world.clerk, 'NEEDS', await newBill(), 'zh');
    expect(draft).toMatchObject({
      approveStatus: 0,
      approveStatusName: '草稿',
      currentNode: null,
      roundNo: 0,
    });
    expect(draft.nodes.map((n) => n.state)).toEqual(['pending', 'pending', 'pending', 'pending']);
  });

  it('returns a bill rejected at the area manager to the submitter with the reason, and a resubmit starts round 2', async () => {
    const id = await billAt(['PM', 'DIRECTOR']);
    expect(await refusal(act(world.areaManager, id, { action: 'reject', opinion: '   ' }))).toEqual({
      status: 400,
      msg: '请填写驳回原因',
    });
    const rejected = await act(world.areaManager, id, {
      action: 'reject',
      level: 'AREA_MANAGER',
      opinion: '单价偏高,请重新询价',
    });
    expect(rejected).toMatchObject({ approveStatus: 6, currentNode: null });
    expect(await statusOf(id)).toMatchObject({ approveStatus: 6, lastRejectReason: '单价偏高,请重新询价' });

    const info = await engine().approveInfo(world.clerk, 'NEEDS', id, 'zh');
    expect(info.lastRejectReason).toBe('单价偏高,请重新询价');
    expect(info.nodes.map((n) => [n.nodeCode, n.state, n.opinion])).toEqual([
      ['PM', 'done', ''],
      ['DIRECTOR', 'done', ''],
      ['AREA_MANAGER', 'rejected', '单价偏高,请重新询价'],
      ['MANAGER', 'pending', ''],
    ]);
    // Nobody can act on it any more until its submitter sends it again.
    expect(await refusal(act(world.manager, id, { action: 'approve', level: 'MANAGER' }))).toEqual({
      status: 409,
      msg: '单据不在审批中(草稿、已撤回或已驳回)',
    });

    const again = await act(world.clerk, id, { action: 'submit' });
    expect(again).toMatchObject({ approveStatus: 1, currentNode: 'PM', roundNo: 2 });
    expect((await statusOf(id)).lastRejectReason).toBe('');
    const round2 = await engine().approveInfo(world.clerk, 'NEEDS', id, 'zh');
    expect(round2.nodes.map((n) => n.state)).toEqual(['current', 'pending', 'pending', 'pending']);
    const history = await engine().approveList(world.clerk, 'NEEDS', id, 'zh');
    expect(history.map((r) => [r.roundNo, r.nodeCode, r.actionName])).toEqual([
      [1, 'SUBMIT', '提交'],
      [1, 'PM', '确认'],
      [1, 'DIRECTOR', '通过'],
      [1, 'AREA_MANAGER', '驳回'],
      [2, 'SUBMIT', '提交'],
    ]);
  });

  it('lets the project manager reject at confirmation, with a reason', async () => {
    const id = await billAt();
    expect(await act(world.pm, id, { action: 'reject', opinion: '用量与图纸不符' })).toMatchObject({
      approveStatus: 6,
    });
    const [last] = (await engine().approveList(world.clerk, 'NEEDS', id, 'zh')).slice(-1);
    expect(last).toMatchObject({
      nodeCode: 'PM',
      actionName: '驳回',
      opinion: '用量与图纸不符',
      toStatus: 6,
    });
  });

  it('lets the submitter withdraw while no one has acted this round, and not after', async () => {
    const id = await billAt();
    expect(await refusal(act(world.pm, id, { action: 'cancel' }))).toEqual({
      status: 403,
      msg: '只有单据提交人可以执行此操作',
    });
    expect(await act(world.clerk, id, { action: 'cancel' })).toMatchObject({
      approveStatus: 0,
      currentNode: null,
    });
    expect(await refusal(act(world.clerk, id, { action: 'cancel' }))).toMatchObject({ status: 409 });

    await act(world.clerk, id, { action: 'submit' });
    await act(world.pm, id, { action: 'confirm' });
    expect(await refusal(act(world.clerk, id, { action: 'cancel' }))).toEqual({
      status: 409,
      msg: '本轮已有人审批,不能撤回',
    });
    const history = await engine().approveList(world.clerk, 'NEEDS', id, 'en');
    expect(history.map((r) => [r.roundNo, r.actionName])).toEqual([
      [1, 'Submitted'],
      [1, 'Withdrawn'],
      [2, 'Submitted'],
      [2, 'Confirmed'],
    ]);
  });

  it('refuses submits by anyone but the submitter, without a project manager, or twice', async () => {
    const id = await newBill();
    expect(await refusal(act(world.pm, id, { action: 'submit' }))).toEqual({
      status: 403,
      msg: '只有单据提交人可以执行此操作',
    });
    const noPm = await newBill({ projectManagerId: null });
    expect(await refusal(act(world.clerk, noPm, { action: 'submit' }))).toEqual({
      status: 400,
      msg: '请选择确认项目经理',
    });
    const ownPm = await newBill({ createUser: world.pm.userId });
    expect(await refusal(act(world.pm, ownPm, { action: 'submit' }))).toEqual({
      status: 400,
      msg: '确认项目经理不能是提交人本人',
    });
    await act(world.clerk, id, { action: 'submit' });
    expect(await refusal(act(world.clerk, id, { action: 'submit' }))).toEqual({
      status: 409,
      msg: '单据已提交审批,不能重复提交',
    });
    expect((await statusOf(noPm)).approveStatus).toBe(0);
  });

  it('refuses approvals at the wrong level, by the wrong role or department, and on a document that moved on', async () => {
    const id = await billAt();
    // Waiting at PM: only the chosen project manager confirms.
    expect(await refusal(act(world.pm2, id, { action: 'confirm' }))).toEqual({
      status: 403,
      msg: '您不是本单据选定的确认项目经理',
    });
    expect(await refusal(act(world.director, id, { action: 'approve', level: 'DIRECTOR' }))).toEqual({
      status: 409,
      msg: '当前节点不是总监审批',
    });
    await act(world.pm, id, { action: 'confirm' });
    expect(await refusal(act(world.pm, id, { action: 'confirm' }))).toEqual({
      status: 409,
      msg: '当前节点不是项目经理确认',
    });
    expect(await refusal(act(world.areaManager, id, { action: 'approve', level: 'AREA_MANAGER' }))).toEqual({
      status: 409,
      msg: '当前节点不是区域经理审批',
    });
    expect(await refusal(act(world.manager, id, { action: 'approve', level: 'MANAGER' }))).toEqual({
      status: 409,
      msg: '当前节点不是经理审批',
    });
    // At the director's node: an area manager is the wrong role, the director of 华南 the wrong department.
    expect(await refusal(act(world.areaManager, id, { action: 'approve', level: 'DIRECTOR' }))).toEqual({
      status: 403,
      msg: '您不是本单据的总监审批人(需总监角色,且所在部门为单据部门或其上级)',
    });
    expect(
      await refusal(act(world.southDirector, id, { action: 'approve', level: 'DIRECTOR' })),
    ).toMatchObject({ status: 403 });
    expect(
      await refusal(act(world.southDirector, id, { action: 'reject', opinion: '不同意' })),
    ).toMatchObject({ status: 403 });
    // A client that saw the bill at PM acts on stale information.
    expect(
      await refusal(
        act(world.director, id, { action: 'approve', level: 'DIRECTOR', seen: { approveStatus: 1 } }),
      ),
    ).toEqual({ status: 409, msg: '单据已被他人处理,请刷新后重试' });
    // The director at head office is above 上海项目部 too, so qualifies.
    expect(
      await act(world.hqDirector, id, {
        action: 'approve',
        level: 'DIRECTOR',
        seen: { approveStatus: 2, roundNo: 1 },
      }),
    ).toMatchObject({
      approveStatus: 3,
    });
    expect((await engine().approveList(world.clerk, 'NEEDS', id, 'zh')).length).toBe(3);
  });

  it('refuses approving a bill one submitted oneself, unless the chain allows it', async () => {
    const own = await newBill({ createUser: world.director.userId });
    await act(world.director, own, { action: 'submit' });
    await act(world.pm, own, { action: 'confirm' });
    expect(await refusal(act(world.director, own, { action: 'approve', level: 'DIRECTOR' }))).toEqual({
      status: 403,
      msg: '不能审批自己提交的单据',
    });
    expect((await engine().queue(world.director, 'NEEDS', 'DIRECTOR', { current: 1, size: 10 })).total).toBe(
      0,
    );

    await engine().saveChain(world.director, 'NEEDS', {
      nodes: 'PM,DIRECTOR,AREA_MANAGER,MANAGER',
      allowSelfApproval: true,
    });
    expect(
      (await engine().queue(world.director, 'NEEDS', 'DIRECTOR', { current: 1, size: 10 })).records.map(
        (r) => r.id,
      ),
    ).toEqual([own]);
    expect(await act(world.director, own, { action: 'approve', level: 'DIRECTOR' })).toMatchObject({
      approveStatus: 3,
    });
  });

  it('keeps an approved bill immutable', async () => {
    const id = await billAt(['PM', 'DIRECTOR', 'AREA_MANAGER']);
    await act(world.manager, id, { action: 'approve', level: 'MANAGER' });
    const immutable = { status: 409, msg: '单据已审批通过,不能再修改或审批' };
    expect(await refusal(act(world.manager, id, { action: 'approve', level: 'MANAGER' }))).toEqual(immutable);
    expect(await refusal(act(world.manager, id, { action: 'reject', opinion: '撤销' }))).toEqual(immutable);
    expect(await refusal(act(world.clerk, id, { action: 'submit' }))).toEqual(immutable);
    expect(await refusal(act(world.clerk, id, { action: 'cancel' }))).toEqual(immutable);
    expect(
      await refusal(act(world.manager, id, { action: 'rejectLines', reason: '不需要', everyLine: false })),
    ).toEqual(immutable);
    const before = await statusOf(id);
    expect(before.approveStatus).toBe(5);
    expect((await engine().approveList(world.clerk, 'NEEDS', id, 'zh')).length).toBe(5);
    // A purchase admin may still reject lines of it (before anything downstream uses them); it stays approved.
    expect(
      await act(world.purchaseAdmin, id, { action: 'rejectLines', reason: '库存已有', everyLine: false }),
    ).toMatchObject({
      approveStatus: 5,
    });
  });

  it('rejects single lines during approval, and the whole bill once every line is rejected', async () => {
    const id = await billAt(['PM']);
    expect(
      await refusal(act(world.director, id, { action: 'rejectLines', reason: '', everyLine: false })),
    ).toMatchObject({ status: 400 });
    expect(
      await act(world.director, id, { action: 'rejectLines', reason: '型号错误', everyLine: false }),
    ).toMatchObject({
      approveStatus: 2,
      currentNode: 'DIRECTOR',
    });
    expect(
      await act(world.director, id, { action: 'rejectLines', reason: '全部不需要', everyLine: true }),
    ).toMatchObject({
      approveStatus: 6,
    });
    expect(await statusOf(id)).toMatchObject({ lastRejectReason: '全部不需要' });
  });

  it('follows a tenant chain that skips the area manager, while bills already in flight keep their chain', async () => {
    const inFlight = await billAt(['PM']);
    const chain = await engine().saveChain(world.manager, 'NEEDS', { nodes: ['MANAGER', 'DIRECTOR', 'PM'] });
    expect(chain.nodes).toEqual(['PM', 'DIRECTOR', 'MANAGER']);
    expect(await engine().chainFor(TENANT, 'NEEDS')).toEqual({
      nodes: ['PM', 'DIRECTOR', 'MANAGER'],
      allowSelfApproval: false,
    });

    const id = await billAt(['PM']);
    expect(await act(world.director, id, { action: 'approve', level: 'DIRECTOR' })).toMatchObject({
      approveStatus: 4,
      currentNode: 'MANAGER',
    });
    expect(
      await refusal(act(world.areaManager, id, { action: 'approve', level: 'AREA_MANAGER' })),
    ).toMatchObject({ status: 409 });
    const info = await engine().approveInfo(world.clerk, 'NEEDS', id, 'zh');
    expect(info.nodes.map((n) => [n.nodeCode, n.state])).toEqual([
      ['PM', 'done'],
      ['DIRECTOR', 'done'],
      ['AREA_MANAGER', 'skipped'],
      ['MANAGER', 'current'],
    ]);
    expect(await act(world.manager, id, { action: 'approve', level: 'MANAGER' })).toMatchObject({
      approveStatus: 5,
    });

    // Submitted under the full chain: still goes to the area manager.
    expect(await act(world.director, inFlight, { action: 'approve', level: 'DIRECTOR' })).toMatchObject({
      currentNode: 'AREA_MANAGER',
    });

    // A chain without PM sends a new bill straight to the director; a bad chain is refused.
    await engine().saveChain(world.manager, 'NEEDS', { nodes: 'DIRECTOR' });
    const direct = await newBill({ projectManagerId: null });
    expect(await act(world.clerk, direct, { action: 'submit' })).toMatchObject({
      approveStatus: 2,
      currentNode: 'DIRECTOR',
    });
    expect(await act(world.director, direct, { action: 'approve', level: 'DIRECTOR' })).toMatchObject({
      approveStatus: 5,
    });
    expect(await refusal(engine().saveChain(world.manager, 'NEEDS', { nodes: 'DIRECTOR,CEO' }))).toEqual({
      status: 400,
      msg: '审批节点不存在: CEO',
    });
    expect(await refusal(engine().saveChain(world.manager, 'CONTRACT', { nodes: 'PM,MANAGER' }))).toEqual({
      status: 400,
      msg: '该类单据没有项目经理确认节点',
    });
  });

  it('queues show exactly the bills waiting for the caller at that level', async () => {
    const atPm = await billAt();
    const atDirector1 = await billAt(['PM']);
    ctx.clock.advance(1000);
    const atDirector2 = await billAt(['PM']);
    const atArea = await billAt(['PM', 'DIRECTOR']);
    const southBill = await newBill({
      deptId: world.depts.guangzhou,
      projectManagerId: world.southPm.userId,
    });
    await act(world.clerk, southBill, { action: 'submit' });
    await act(world.southPm, southBill, { action: 'confirm' });
    await newBill(); // a draft waits for no one
    const page = { current: 1, size: 20 };
    const ids = async (who: Person, node: 'PM' | 'DIRECTOR' | 'AREA_MANAGER' | 'MANAGER') =>
      (await engine().queue(who, 'NEEDS', node, page)).records.map((r) => r.id);

    expect(await ids(world.pm, 'PM')).toEqual([atPm]);
    expect(await ids(world.pm2, 'PM')).toEqual([]);
    expect(await ids(world.director, 'DIRECTOR')).toEqual([atDirector1, atDirector2]);
    expect(await ids(world.southDirector, 'DIRECTOR')).toEqual([southBill]);
    expect(await ids(world.hqDirector, 'DIRECTOR')).toEqual([atDirector1, atDirector2, southBill]);
    expect(await ids(world.director, 'AREA_MANAGER')).toEqual([]);
    expect(await ids(world.areaManager, 'AREA_MANAGER')).toEqual([atArea]);
    expect(await ids(world.manager, 'MANAGER')).toEqual([]);
    expect(await ids(world.clerk, 'DIRECTOR')).toEqual([]);
    const paged = await engine().queue(world.director, 'NEEDS', 'DIRECTOR', { current: 2, size: 1 });
    expect(paged).toMatchObject({ total: 2, pages: 2, current: 2, size: 1 });
    expect(paged.records.map((r) => r.needsNo)).toHaveLength(1);

    // Departments are read at each call: the 华南 director moved to 华东 sees 华东's bills, no longer 华南's.
    await ctx.database.db
      .update(users)
      .set({ deptId: world.depts.east })
      .where(eq(users.id, world.southDirector.userId));
    // Written past the app: what the app does after a write it serves.
    ctx.app.services.lookups.forget();
    expect(await ids(world.southDirector, 'DIRECTOR')).toEqual([atDirector1, atDirector2]);
    await ctx.database.db
      .update(users)
      .set({ deptId: world.depts.south })
      .where(eq(users.id, world.southDirector.userId));
    ctx.app.services.lookups.forget();
  });

  it('lists the project managers of a project department', async () => {
    const managers = await engine().projectManagersOf(TENANT, world.depts.shanghai);
    expect(managers.map((m) => m.name)).toEqual(['pm', 'pm2']);
    expect((await engine().projectManagersOf(TENANT, world.depts.guangzhou)).map((m) => m.name)).toEqual([
      'southpm',
    ]);
    expect(await engine().projectManagersOf(TENANT, world.depts.east)).toEqual([]);
    expect(await engine().projectManagersOf('999999', world.depts.shanghai)).toEqual([]);
  });

  it("answers 404 for another tenant's bill and changes nothing", async () => {
    const id = await billAt();
    const stranger = { tenantId: '999999', userId: world.pm.userId };
    expect(await refusal(act(stranger, id, { action: 'confirm' }))).toMatchObject({ status: 404 });
    expect(await refusal(engine().approveList(stranger, 'NEEDS', id, 'zh'))).toMatchObject({ status: 404 });
    expect(await refusal(engine().approveInfo(stranger, 'NEEDS', id, 'zh'))).toMatchObject({ status: 404 });
    expect((await statusOf(id)).approveStatus).toBe(1);
  });

  it('advances a bill exactly once under fifty concurrent approvals', async () => {
    await fiftyApprovals(ctx, world, await billAt(['PM']));
  });
});

/** Fifty simultaneous director approvals of one bill: one wins, 49 are told it is no longer at the director. */
async function fiftyApprovals(ctx: TestContext, world: World, id: string) {
  const engine = ctx.app.services.approvals;
  const results = await Promise.allSettled(
    Array.from({ length: 50 }, () =>
      engine.apply(world.director, 'NEEDS', id, { action: 'approve', level: 'DIRECTOR' }),
    ),
  );
  const won = results.filter((r) => r.status === 'fulfilled');
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as AppError] : []));
  expect(won).toHaveLength(1);
  expect(refused).toHaveLength(49);
  expect(new Set(refused.map((e) => `${e.status} ${message('zh', e.key)}`))).toEqual(
    new Set(['409 当前节点不是总监审批']),
  );
  const [bill] = await ctx.database.db.select().from(cgNeeds).where(eq(cgNeeds.id, id));
  expect(bill).toMatchObject({ approveStatus: 3, currentNode: 'AREA_MANAGER' });
  const directorRecords = await ctx.database.db
    .select()
    .from(cgApproveRecords)
    .where(eq(cgApproveRecords.bizId, id));
  expect(directorRecords.filter((r) => r.nodeCode === 'DIRECTOR')).toHaveLength(1);
}

const noPostgres = withoutPostgres('approval engine on PostgreSQL');

describe.skipIf(noPostgres)('approval engine on PostgreSQL', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createPostgresTestApp('approval_test');
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('advances a bill exactly once under fifty concurrent approvals (row lock across connections)', async () => {
    const world = await buildWorld(ctx);
    const id = await billMaker(ctx, world)();
    const engine = ctx.app.services.approvals;
    await engine.apply(world.clerk, 'NEEDS', id, { action: 'submit' });
    await engine.apply(world.pm, 'NEEDS', id, { action: 'confirm' });
    await fiftyApprovals(ctx, world, id);
  });
});
