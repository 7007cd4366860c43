import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depts, users } from '../../src/server/db/schema/platform.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_ROLE_GRANTS } from '../../src/server/db/seed/demo-accounts.ts';
import { seedDemoData } from '../../src/server/db/seed/demo.ts';
import { signInTo, type Caller } from './support/system-fixtures.ts';
import { createTestApp, TEST_ITERATIONS, type TestContext } from './support/test-app.ts';

/**
 * The demo organisation (src/server/db/seed/demo.ts), the one seed the QA demo build and `npm start` share: every
 * demo account signs in and lands on menus, and a bill walks from the clerk to the manager with each approver
 * signed in as themselves, using nothing but what the seed grants (no administrator step).
 */
const TENANT = '000000';
let ctx: TestContext;
const as: Record<string, Caller> = {};

interface MenuNode {
  code: string;
  path: string;
  children?: MenuNode[];
}
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

beforeAll(async () => {
  ctx = await createTestApp();
  expect(await seedDemoData(ctx.database.db, { passwordIterations: TEST_ITERATIONS })).toBe(
    DEMO_ACCOUNTS.length,
  );
  for (const { account } of DEMO_ACCOUNTS) as[account] = await signInTo(ctx, TENANT, account, DEMO_PASSWORD);
}, 60_000);
afterAll(async () => ctx.close());

describe('the demo seed', () => {
  it('runs once: a second run adds nobody', async () => {
    expect(await seedDemoData(ctx.database.db, { passwordIterations: TEST_ITERATIONS })).toBe(0);
  });

  it('gives every demo role menus beyond the home page, and each account its department', async () => {
    const deptRows = await ctx.database.db.select().from(depts).where(eq(depts.tenantId, TENANT));
    const userRows = await ctx.database.db.select().from(users).where(eq(users.tenantId, TENANT));
    for (const account of DEMO_ACCOUNTS) {
      expect(DEMO_ROLE_GRANTS[account.roleAlias], account.roleAlias).toBeDefined();
      const routes = await as[account.account]!.get('/blade-system/menu/routes');
      expect(routes.status).toBe(200);
      const paths = flat(routes.body.data as MenuNode[]).map((m) => m.path);
      expect(paths, account.account).toContain('/wel/index');
      expect(paths.length, `${account.account} sees more than the desk`).toBeGreaterThan(3);
      const user = userRows.find((u) => u.account === account.account)!;
      expect(deptRows.find((d) => d.id === user.deptId)?.deptName).toBe(account.deptName);
    }
  });

  it('lets the clerk open 需求单 and every look-up its editor calls', async () => {
    const clerk = as.clerk!;
    const routes = flat((await clerk.get('/blade-system/menu/routes')).body.data as MenuNode[]);
    expect(routes.map((m) => m.path)).toContain('/purchar/needs');
    const buttons = flat((await clerk.get('/blade-system/menu/buttons')).body.data as MenuNode[]);
    expect(buttons.map((b) => b.code)).toEqual(expect.arrayContaining(['cg_needs_add', 'cg_needs_submit']));
    for (const [path, query] of [
      ['/purchar/cg-needs/pages', { current: 1, size: 10 }],
      ['/purchar/cg-material/pages', { current: 1, size: 10 }],
      ['/purchar/cg-materiel-category/list', {}],
      ['/purchar/cg-delivery-address/pages', { current: 1, size: 10 }],
      ['/blade-system/dept/tree', {}],
      ['/purchar/cg-needs/projectManagerList', { deptId: '5000003' }],
    ] as const) {
      const answer = await clerk.get(path, query);
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
  });

  it('walks a bill from the clerk to the manager, each approver from their own queue', async () => {
    const managers = await as.clerk!.get('/purchar/cg-needs/projectManagerList', { deptId: '5000003' });
    const pm = (managers.body.data as { id: string; account: string }[]).find((m) => m.account === 'pm');
    expect(pm, JSON.stringify(managers.body)).toBeDefined();
    const saved = await as.clerk!.post('/purchar/cg-needs/addOrEdit', {
      json: {
        title: '演示：主体结构钢筋',
        deptId: '5000003',
        businessType: '1',
        needDate: '2026-12-01',
        projectManagerId: pm!.id,
        items: [{ materialId: '41000001', qty: 12.5, estimatedPrice: 3850 }],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = (saved.body.data as { id: string }).id;
    const ok = async (answer: { status: number; body: unknown }) =>
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await ok(await as.clerk!.post('/purchar/cg-needs/submitApprove', { json: { id } }));

    const steps: [string, string, string, Record<string, unknown> | undefined][] = [
      [
        'pm',
        '/purchar/cg-needs/approveProjectManagerList',
        `/purchar/cg-needs/confirmSubmit/${id}`,
        undefined,
      ],
      ['director', '/purchar/cg-needs/approveDirectorList', '/purchar/cg-needs/approve', { id }],
      ['area', '/purchar/cg-needs/approveAreaManagerList', '/purchar/cg-needs/approveAreaManager', { id }],
      ['manager', '/purchar/cg-needs/approveManagerList', '/purchar/cg-needs/approveManager', { id }],
    ];
    for (const [account, queue, action, json] of steps) {
      const waiting = await as[account]!.get(queue, { current: 1, size: 10 });
      expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
      const records = (waiting.body.data as { records: { id: string }[] }).records;
      expect(
        records.map((r) => r.id),
        `${account}'s queue`,
      ).toContain(id);
      await ok(await as[account]!.post(action, json ? { json } : {}));
    }
    const detail = await as.clerk!.get(`/purchar/cg-needs/${id}`);
    expect(detail.body.data).toMatchObject({ approveStatus: 5 });
  });
});
