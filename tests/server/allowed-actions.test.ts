import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedActions } from '../../src/server/approval/allowed-actions.ts';
import { depts } from '../../src/server/db/schema/platform.ts';
import { APPROVE_STATUS } from '../../src/server/domain/approval/approval-codes.ts';
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
import { caller, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * allowedActions on demand bills: the server tells each caller, per list row and on the detail, exactly the
 * actions the calls themselves would accept now — creator and state, the chosen project manager, role AND
 * department path (a director of another region holds the role but not the bill), permission codes.
 */
const ALL_CODES = needsCodes([
  'view',
  'add',
  'edit',
  'delete',
  'submit',
  'approve',
  'reject',
  'cancel',
  'reject_material',
]);

let ctx: TestContext;
let admin: Caller;
let world: Awaited<ReturnType<typeof buildWorld>>;

async function buildWorld() {
  const { deptId, role } = await seededOrganisation(ctx);
  const company = deptId('总公司');
  // A second region beside 华东区域: its director holds the role but no path to 上海项目部's bills.
  const south = '1990000000000000001';
  await ctx.database.db.insert(depts).values({
    id: south,
    tenantId: TENANT,
    parentId: company,
    ancestors: `0,${company}`,
    deptCategory: 2,
    deptName: '华南区域',
  });
  await grant(NEEDS_ROLES.map(role), ALL_CODES);
  const person = (account: string, alias: string, dept: string) =>
    signedInPerson(ctx, admin, account, role(alias), dept);
  return {
    shanghai: deptId('上海项目部'),
    directorRole: role('director'),
    clerk: await person('aa_clerk', 'material_clerk', deptId('上海项目部')),
    pm: await person('aa_pm', 'project_manager', deptId('上海项目部')),
    director: await person('aa_director', 'director', deptId('华东区域')),
    southDirector: await person('aa_director_s', 'director', south),
    areaManager: await person('aa_areamgr', 'area_manager', deptId('华东区域')),
    manager: await person('aa_manager', 'manager', company),
    purchaseAdmin: await person('aa_padmin', 'purchase_admin', company),
  };
}

const grant = (roleIds: string[], codes: string[]) => grantMenus(ctx, admin, roleIds, codes);

async function data(answer: { status: number; body: { data: unknown } }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Record<string, unknown>;
}

async function newBill() {
  return (await data(
    await world.clerk.as.post('/purchar/cg-needs/addOrEdit', {
      json: {
        title: '按钮',
        deptId: world.shanghai,
        projectManagerId: world.pm.id,
        items: [{ materialId: REBAR, qty: 1 }],
      },
    }),
  )) as { id: string };
}

/** A new bill walked to: 0 draft, 1 submitted (at PM), 2 at DIRECTOR, 5 approved. */
async function billAt(status: 0 | 1 | 2 | 5) {
  const { id } = await newBill();
  for (const step of chainSteps(world, id).slice(0, status)) await data(await step());
  return id;
}

const onDetail = async (who: Caller, id: string) =>
  (await data(await who.get(`/purchar/cg-needs/${id}`))).allowedActions;

async function onRow(who: Caller, path: string, id: string, query: Record<string, string> = {}) {
  const page = await data(await who.get(`/purchar/cg-needs${path}`, { size: '100', ...query }));
  const row = (page.records as { id: string; allowedActions: string[] }[]).find((r) => r.id === id);
  expect(row, `bill ${id} in ${path}`).toBeDefined();
  return row!.allowedActions;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
  world = await buildWorld();
}, 60_000);
afterAll(async () => ctx.close());

describe('allowed actions on a demand bill', () => {
  it('offers the creator edit, remove and submit on a draft, and nothing to the others', async () => {
    const id = await billAt(0);
    expect(await onRow(world.clerk.as, '/pages', id, { mine: '1' })).toEqual(['edit', 'remove', 'submit']);
    expect(await onDetail(world.clerk.as, id)).toEqual(['edit', 'remove', 'submit']);
    expect(await onDetail(world.pm.as, id)).toEqual([]);
    expect(await onDetail(world.director.as, id)).toEqual([]);
  });

  it('offers the chosen project manager confirm and rejections at PM, the creator only withdrawal', async () => {
    const id = await billAt(1);
    expect(await onRow(world.pm.as, '/approveProjectManagerList', id)).toEqual([
      'confirm',
      'reject',
      'rejectLines',
    ]);
    expect(await onDetail(world.pm.as, id)).toEqual(['confirm', 'reject', 'rejectLines']);
    expect(await onDetail(world.clerk.as, id)).toEqual(['cancel']);
    expect(await onDetail(world.director.as, id)).toEqual([]);
  });

  it("offers the director of the bill's region approval, and a director of another region nothing", async () => {
    const id = await billAt(2);
    expect(await onRow(world.director.as, '/approveDirectorList', id)).toEqual([
      'approve',
      'reject',
      'rejectLines',
    ]);
    expect(await onDetail(world.director.as, id)).toEqual(['approve', 'reject', 'rejectLines']);
    // Same role, other department path: the engine would answer 403, so no button.
    expect(await onDetail(world.southDirector.as, id)).toEqual([]);
    const refused = await world.southDirector.as.post('/purchar/cg-needs/approve', { json: { id } });
    expect(refused.status).toBe(403);
    // Someone acted this round: the creator can no longer withdraw.
    expect(await onDetail(world.clerk.as, id)).toEqual([]);
    expect(await onDetail(world.areaManager.as, id)).toEqual([]);
  });

  it('offers nothing after final approval, except line rejection to a purchase admin', async () => {
    const id = await billAt(5);
    for (const who of [world.clerk, world.pm, world.director, world.areaManager, world.manager]) {
      expect(await onDetail(who.as, id)).toEqual([]);
    }
    expect(await onDetail(world.purchaseAdmin.as, id)).toEqual(['rejectLines']);
  });

  it('drops an action whose permission code the caller lacks', async () => {
    const id = await billAt(2);
    await grant(
      [world.directorRole],
      ALL_CODES.filter((code) => code !== 'cg_needs_approve'),
    );
    try {
      expect(await onDetail(world.director.as, id)).toEqual(['reject', 'rejectLines']);
      const refused = await world.director.as.post('/purchar/cg-needs/approve', { json: { id } });
      expect(refused.status).toBe(403);
    } finally {
      await grant([world.directorRole], ALL_CODES);
    }
    expect(await onDetail(world.director.as, id)).toEqual(['approve', 'reject', 'rejectLines']);
  });
});

describe('allowedActions (the pure dry run)', () => {
  const chain = { nodes: ['PM', 'DIRECTOR'] as const, allowSelfApproval: false };
  const state = {
    approveStatus: APPROVE_STATUS.PENDING_DIRECTOR,
    currentNode: 'DIRECTOR' as const,
    roundNo: 1,
    roundNodes: ['PM', 'DIRECTOR'] as const,
    submitterId: 'u1',
    projectManagerId: 'u2',
    actedThisRound: true,
  };
  const everything = () => true;

  it('never offers approving one’s own bill, but keeps rejecting it', () => {
    const actor = { userId: 'u1', qualifiedNodes: new Set(['DIRECTOR'] as const), purchaseAdmin: false };
    expect(allowedActions({ state }, chain, actor, everything)).toEqual(['reject', 'rejectLines']);
  });

  it('offers submit without a project manager so the call can say what is missing', () => {
    const draft = {
      ...state,
      approveStatus: APPROVE_STATUS.DRAFT,
      currentNode: null,
      projectManagerId: null,
    };
    const actor = { userId: 'u1', qualifiedNodes: new Set<never>(), purchaseAdmin: false };
    expect(allowedActions({ state: draft }, chain, actor, everything)).toEqual(['edit', 'remove', 'submit']);
  });

  it('leaves out line rejection when no line is open, and actions the document type does not support', () => {
    const actor = { userId: 'u9', qualifiedNodes: new Set(['DIRECTOR'] as const), purchaseAdmin: false };
    expect(allowedActions({ state, hasOpenLines: false }, chain, actor, everything)).toEqual([
      'approve',
      'reject',
    ]);
    expect(allowedActions({ state }, chain, actor, everything, ['approve', 'reject'])).toEqual([
      'approve',
      'reject',
    ]);
  });
});
