import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/platform.ts';
import { deliveryAddresses } from '../../src/server/db/schema/master-data.ts';
import { cgNeeds } from '../../src/server/db/schema/procurement.ts';
import { LOOKUP_MS } from '../../src/server/http/lookup-cache.ts';
import { NEEDS_LIST_COLUMNS } from '../../src/server/modules/purchar/needs/needs-list-columns.ts';
import {
  NEEDS_ROLES,
  REBAR,
  TENANT,
  chainSteps,
  grantMenus,
  needsCodes,
  seededOrganisation,
  signedInPerson,
  type Person,
} from './support/needs-world.ts';
import { caller, type Caller } from './support/system-fixtures.ts';
import { createPostgresTestApp, withoutPostgres } from './support/postgres-app.ts';
import { call, createTestApp, signIn, type TestContext } from './support/test-app.ts';

/**
 * The approval reads behind every document list (approval-store decisionInputs): a list hands over the rows it
 * has just read instead of the engine reading them again, the caller's roles and departments, the chain and the
 * departments' paths come from the request look-up cache, and the round history and claims of a page are one
 * statement. What the caller is offered must be exactly what the engine's own reads give, and nothing held may
 * outlive a write through this instance.
 */
const ALL_CODES = needsCodes(['view', 'add', 'edit', 'delete', 'submit', 'approve', 'reject', 'cancel']);

let ctx: TestContext;
let admin: Caller;
let world: Awaited<ReturnType<typeof buildWorld>>;
const engine = () => ctx.app.services.approvals;

async function buildWorld() {
  const { deptId, role } = await seededOrganisation(ctx);
  await grantMenus(ctx, admin, NEEDS_ROLES.map(role), [...ALL_CODES, 'cg_needs_reject_material']);
  const south = await admin.post('/blade-system/dept/submit', {
    json: { parentId: deptId('总公司'), deptName: '华南区域', deptCategory: 2, sort: 5 },
  });
  expect(south.status, JSON.stringify(south.body)).toBe(200);
  const person = (account: string, alias: string, dept: string) =>
    signedInPerson(ctx, admin, account, role(alias), dept);
  return {
    shanghai: deptId('上海项目部'),
    east: deptId('华东区域'),
    south: south.body.data.id as string,
    clerk: await person('pr_clerk', 'material_clerk', deptId('上海项目部')),
    pm: await person('pr_pm', 'project_manager', deptId('上海项目部')),
    director: await person('pr_director', 'director', deptId('华东区域')),
    director2: await person('pr_director2', 'director', deptId('总公司')),
    southDirector: await person('pr_director_s', 'director', south.body.data.id),
    areaManager: await person('pr_areamgr', 'area_manager', deptId('华东区域')),
    manager: await person('pr_manager', 'manager', deptId('总公司')),
    purchaseAdmin: await person('pr_padmin', 'purchase_admin', deptId('总公司')),
  };
}

async function data(answer: { status: number; body: { data: unknown } }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Record<string, unknown>;
}

/** A new bill walked to: 0 draft, 1 at PM, 2 at DIRECTOR, 3 at AREA_MANAGER, 5 approved. */
async function billAt(status: 0 | 1 | 2 | 3 | 5) {
  const { id } = (await data(
    await world.clerk.as.post('/purchar/cg-needs/addOrEdit', {
      json: {
        title: '列表',
        deptId: world.shanghai,
        projectManagerId: world.pm.id,
        items: [{ materialId: REBAR, qty: 1 }],
      },
    }),
  )) as { id: string };
  for (const step of chainSteps(world, id).slice(0, status)) await data(await step());
  return id;
}

async function firstLine(id: string) {
  const detail = await data(await world.clerk.as.get(`/purchar/cg-needs/${id}`));
  return (detail.items as { id: string }[])[0]!.id;
}

/** The director queue's row of a bill (its allowedActions), or undefined when the bill is not in it. */
async function inDirectorQueue(who: Caller, id: string) {
  const page = await data(await who.get('/purchar/cg-needs/approveDirectorList', { size: '100' }));
  return (page.records as { id: string; allowedActions: string[] }[]).find((r) => r.id === id)
    ?.allowedActions;
}

const people = () => [
  world.clerk,
  world.pm,
  world.director,
  world.director2,
  world.southDirector,
  world.areaManager,
  world.manager,
  world.purchaseAdmin,
];
const who = (p: Person) => ({ tenantId: TENANT, userId: p.id });

/** Every test on a backend: PGlite always, PostgreSQL when TEST_DATABASE_URL is set (its driver types differ). */
function onBackend(label: string, open: () => Promise<TestContext>) {
  describe(label, () => {
    beforeAll(async () => {
      ctx = await open();
      admin = caller(ctx, (await signIn(ctx.app)).access_token);
      world = await buildWorld();
    }, 60_000);
    afterAll(async () => ctx.close());

    describe('a list page hands its rows to the approval dry run', () => {
      it('gives the engine exactly what it reads itself, for every person and state', async () => {
        const claimed = await billAt(2);
        await engine().claim(who(world.director2), 'NEEDS', claimed, 1, 'DIRECTOR');
        for (const status of [0, 1, 2, 3, 5] as const) await billAt(status);
        const removed = await billAt(0);
        await data(
          await call(ctx.app, 'DELETE', `/api/purchar/cg-needs/delete/${removed}`, {
            token: world.clerk.as.token,
          }),
        );

        const rows = await ctx.database.db.select().from(cgNeeds).where(eq(cgNeeds.tenantId, TENANT));
        // Rows the engine would not find (another tenant's, deleted) are dropped as its own read drops them.
        const listed = [...rows, { ...rows[0]!, id: '1', tenantId: '999999' }];
        const ids = listed.map((row) => row.id);
        const withRound = await ctx.database.db
          .select(NEEDS_LIST_COLUMNS)
          .from(cgNeeds)
          .where(eq(cgNeeds.tenantId, TENANT));
        expect(withRound.some((row) => row.approvalActed)).toBe(true);
        expect(withRound.some((row) => row.approvalClaimant === world.director2.id)).toBe(true);
        const byId = (inputs: Awaited<ReturnType<ReturnType<typeof engine>['decisionInputs']>>) => ({
          ...inputs,
          docs: [...inputs.docs].sort((a, b) => a.doc.id.localeCompare(b.doc.id)),
        });
        for (const person of people()) {
          const read = byId(await engine().decisionInputs(who(person), 'NEEDS', ids));
          expect(read.docs.map((d) => d.doc.id)).not.toContain(removed);
          expect(read.docs.length).toBe(rows.length - 1);
          expect(byId(await engine().decisionInputs(who(person), 'NEEDS', ids, listed))).toEqual(read);
          // The round history read with the rows (approvalRoundColumns, as the list selects it): no statement.
          expect(byId(await engine().decisionInputs(who(person), 'NEEDS', ids, withRound))).toEqual(read);
          // A list that selected fewer columns: the engine reads the documents itself.
          const partial = listed.map(({ approveChain: _, ...row }) => row);
          expect(byId(await engine().decisionInputs(who(person), 'NEEDS', ids, partial))).toEqual(read);
        }
        // The claim is in the one history statement: the other director of the path is offered nothing on it.
        expect(await inDirectorQueue(world.director.as, claimed)).toBeUndefined();
        expect(await inDirectorQueue(world.director2.as, claimed)).toEqual([
          'approve',
          'reject',
          'rejectLines',
        ]);
      });

      it('answers every list row as the detail describes its header: names, counts, allowedActions', async () => {
        await ctx.database.db.insert(deliveryAddresses).values({
          id: '77001',
          tenantId: TENANT,
          receiverName: '张三',
          receiverPhone: '13800000000',
          province: '上海市',
          city: '上海市',
          district: '浦东新区',
          detailAddress: '世纪大道100号',
        });
        const { id: addressed } = (await data(
          await world.clerk.as.post('/purchar/cg-needs/addOrEdit', {
            json: {
              title: '地址',
              deptId: world.shanghai,
              projectManagerId: world.pm.id,
              deliveryAddressId: '77001',
              items: [
                { materialId: REBAR, qty: 1 },
                { materialId: REBAR, qty: 2 },
              ],
            },
          }),
        )) as { id: string };
        for (const step of chainSteps(world, addressed).slice(0, 2)) await data(await step());
        // One line rejected: the open-line count drops to 1.
        await data(
          await world.director.as.post('/purchar/cg-needs/rejectMaterial', {
            json: { needsId: addressed, reason: '不要', itemIds: [await firstLine(addressed)] },
          }),
        );
        const ids = [
          addressed,
          await billAt(0),
          await billAt(1),
          await billAt(2),
          await billAt(3),
          await billAt(5),
        ];
        let compared = 0;
        for (const person of people()) {
          for (const path of ['/pages', '/approveDirectorList']) {
            const page = await data(await person.as.get(`/purchar/cg-needs${path}`, { size: '100' }));
            const records = page.records as Record<string, unknown>[];
            for (const row of records.filter((r) => ids.includes(r.id as string))) {
              const detail = await data(await person.as.get(`/purchar/cg-needs/${row.id}`));
              const { items: _, ...header } = detail;
              expect(row, `${person.id} on ${row.id} in ${path}`).toEqual(header);
              compared++;
            }
          }
        }
        expect(compared).toBeGreaterThan(ids.length);
        const asAdmin = await data(await admin.get('/purchar/cg-needs/pages', { size: '100' }));
        const row = (asAdmin.records as Record<string, unknown>[]).find((r) => r.id === addressed);
        expect(row).toMatchObject({
          deliveryAddress: '上海市浦东新区世纪大道100号',
          deptName: '上海项目部',
          projectManagerName: 'pr_pm',
          createUserName: 'pr_clerk',
          itemCount: 1,
        });
      });
    });

    describe('approval look-ups held per request', () => {
      it('a department moved through the API changes who may approve at the next request', async () => {
        const id = await billAt(2);
        expect(await inDirectorQueue(world.director.as, id)).toEqual(['approve', 'reject', 'rejectLines']);
        const moveTo = (parentId: string) =>
          admin.post('/blade-system/dept/submit', {
            json: { id: world.shanghai, parentId, deptName: '上海项目部', deptCategory: 3, sort: 1 },
          });
        const moved = await moveTo(world.south);
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        try {
          expect(await inDirectorQueue(world.director.as, id)).toBeUndefined();
          const detail = await data(await world.director.as.get(`/purchar/cg-needs/${id}`));
          expect(detail.allowedActions).toEqual([]);
          expect(await inDirectorQueue(world.southDirector.as, id)).toEqual([
            'approve',
            'reject',
            'rejectLines',
          ]);
        } finally {
          expect((await moveTo(world.east)).status).toBe(200);
        }
        expect(await inDirectorQueue(world.director.as, id)).toEqual(['approve', 'reject', 'rejectLines']);
      });

      it("a person's department changed past this instance applies within LOOKUP_MS, and at once after a write here", async () => {
        const id = await billAt(2);
        const row = () => inDirectorQueue(world.director.as, id);
        expect(await row()).toEqual(['approve', 'reject', 'rejectLines']);
        const setDept = (deptId: string) =>
          ctx.database.db.update(users).set({ deptId }).where(eq(users.id, world.director.id));
        await setDept(world.south);
        try {
          expect(await row()).toEqual(['approve', 'reject', 'rejectLines']); // held
          ctx.clock.advance(LOOKUP_MS + 1);
          expect(await row()).toBeUndefined();
          await setDept(world.east);
          expect(await row()).toBeUndefined(); // held again
          // Any write through this instance forgets what it holds (app.ts): here the clerk saves a draft.
          await billAt(0);
          expect(await row()).toEqual(['approve', 'reject', 'rejectLines']);
        } finally {
          await setDept(world.east);
          ctx.app.services.lookups.forget();
        }
      });

      it('a chain saved outside a request (the engine itself) applies to the next list', async () => {
        const { id } = (await data(
          await world.director.as.post('/purchar/cg-needs/addOrEdit', {
            json: {
              title: '自己的',
              deptId: world.shanghai,
              projectManagerId: world.pm.id,
              items: [{ materialId: REBAR, qty: 1 }],
            },
          }),
        )) as { id: string };
        await data(await world.director.as.post('/purchar/cg-needs/submitApprove', { json: { id } }));
        await data(await world.pm.as.post(`/purchar/cg-needs/confirmSubmit/${id}`));
        // One's own bill is in no queue of one's own, and approving it is not offered.
        expect(await inDirectorQueue(world.director.as, id)).toBeUndefined();
        const own = async () =>
          (await data(await world.director.as.get(`/purchar/cg-needs/${id}`))).allowedActions;
        expect(await own()).toEqual(['reject', 'rejectLines']);
        const chain = { nodes: 'PM,DIRECTOR,AREA_MANAGER,MANAGER' };
        await engine().saveChain(who(world.director), 'NEEDS', { ...chain, allowSelfApproval: true });
        try {
          expect(await inDirectorQueue(world.director.as, id)).toEqual(['approve', 'reject', 'rejectLines']);
          expect(await own()).toEqual(['approve', 'reject', 'rejectLines']);
        } finally {
          await engine().saveChain(who(world.director), 'NEEDS', chain);
        }
        expect(await inDirectorQueue(world.director.as, id)).toBeUndefined();
      });
    });
  });
}

onBackend('PGlite', () => createTestApp());
describe.skipIf(withoutPostgres('approval page reads on PostgreSQL'))('on PostgreSQL', () => {
  onBackend('PostgreSQL', () => createPostgresTestApp('approval_page_reads'));
});
