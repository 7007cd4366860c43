import { and, eq, inArray, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dicts, menus, roleMenus } from '../../src/server/db/schema/platform.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts.ts';
import { seedDemoData } from '../../src/server/db/seed/demo.ts';
import { upgradeSeed } from '../../src/server/db/seed/upgrade.ts';
import { signInTo } from './support/system-fixtures.ts';
import { createTestApp, TEST_ITERATIONS, type TestContext } from './support/test-app.ts';

/**
 * A database created by an earlier release lacks the menus, buttons and dictionary entries this one added: the
 * upgrade step adds them on start (matched by code), grants the demo roles what the demo gives them, and leaves
 * what an administrator removed removed.
 */
let ctx: TestContext;

interface MenuNode {
  code: string;
  path: string;
  children?: MenuNode[];
}
const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.database.db, { passwordIterations: TEST_ITERATIONS });
  const db = ctx.database.db;
  // The earlier release: no 入库 screen (menu, buttons, the keeper's grants), no 质保金 pay content, no currency
  // dictionary. And an administrator removed 商品 (soft delete).
  const stockIn = await db
    .select({ id: menus.id })
    .from(menus)
    .where(or(eq(menus.code, 'kc_stock_in'), like(menus.code, 'kc\\_stock\\_in\\_%')));
  const ids = stockIn.map((m) => m.id);
  await db.delete(roleMenus).where(inArray(roleMenus.menuId, ids));
  await db.delete(menus).where(inArray(menus.id, ids));
  await db.delete(dicts).where(and(eq(dicts.code, 'pay_content'), eq(dicts.dictKey, '5')));
  await db.delete(dicts).where(eq(dicts.code, 'currency'));
  await db.update(menus).set({ isDeleted: 1 }).where(eq(menus.code, 'cg_commodity'));
}, 60_000);
afterAll(async () => ctx.close());

describe('upgrading the seed of an existing database', () => {
  it('adds the missing menus under their parents, the missing dictionary entries, and the demo grants', async () => {
    const result = await upgradeSeed(ctx.database.db);
    expect(result.menus).toEqual(
      expect.arrayContaining(['kc_stock_in', 'kc_stock_in_add', 'kc_stock_in_confirm']),
    );
    expect(result.menus).not.toContain('cg_commodity');
    expect(result.dictEntries).toEqual(expect.arrayContaining(['pay_content:5', 'currency:CNY']));
    expect(result.demoGrants).toBeGreaterThan(0);

    const [folder] = await ctx.database.db.select().from(menus).where(eq(menus.code, 'stock'));
    const [leaf] = await ctx.database.db.select().from(menus).where(eq(menus.code, 'kc_stock_in'));
    expect(leaf?.parentId).toBe(folder?.id);
    expect(leaf?.path).toBe('/stock/stock-in');

    const keeper = await signInTo(ctx, '000000', 'keeper', DEMO_PASSWORD);
    const routes = flat((await keeper.get('/blade-system/menu/routes')).body.data as MenuNode[]);
    expect(routes.map((m) => m.path)).toContain('/stock/stock-in');
    const buttons = flat((await keeper.get('/blade-system/menu/buttons')).body.data as MenuNode[]);
    expect(buttons.map((b) => b.code)).toEqual(
      expect.arrayContaining(['kc_stock_in_add', 'kc_stock_in_confirm']),
    );
    // Only the roles the demo gives 入库 get it.
    const clerk = await signInTo(ctx, '000000', 'clerk', DEMO_PASSWORD);
    const clerkRoutes = flat((await clerk.get('/blade-system/menu/routes')).body.data as MenuNode[]);
    expect(clerkRoutes.map((m) => m.path)).not.toContain('/stock/stock-in');

    const currency = await ctx.database.db.select().from(dicts).where(eq(dicts.code, 'currency'));
    expect(currency.find((d) => d.dictKey === '-1')?.dictValue).toBe('币种');
    expect(
      currency
        .filter((d) => d.dictKey !== '-1')
        .every((d) => d.parentId === currency.find((p) => p.dictKey === '-1')?.id),
    ).toBe(true);
  });

  it('adds nothing the second time, and keeps what an administrator removed removed', async () => {
    const again = await upgradeSeed(ctx.database.db);
    expect(again).toEqual({ menus: [], dictEntries: [], demoGrants: 0 });
    const commodity = await ctx.database.db.select().from(menus).where(eq(menus.code, 'cg_commodity'));
    expect(commodity).toHaveLength(1);
    expect(commodity[0]?.isDeleted).toBe(1);
  });
});
