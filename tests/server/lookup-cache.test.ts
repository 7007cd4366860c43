import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, roleMenus } from '../../src/server/db/schema/platform.ts';
import { createLookupCache, LOOKUP_MS } from '../../src/server/http/lookup-cache.ts';
import { caller, menuIds, roleWith, signInTo, userWith, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

// The look-ups every request repeats (session, grants, scopes) are held briefly: what matters is that nothing
// held outlives a write that changes it, on this instance at once, past it within LOOKUP_MS.

/** A promise the test settles by hand: a look-up still in flight. */
function pending<T>() {
  let settle!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
}

describe('the look-up cache', () => {
  const now = { ms: 0 };
  const clock = () => new Date(now.ms);

  it('shares one look-up between requests asking at the same time, and reuses it within its time', async () => {
    const cache = createLookupCache(clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    now.ms += LOOKUP_MS - 1;
    expect(await cache.get('k', load)).toBe(1);
    now.ms += 1;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not keep an answer read before a forget, even one still in flight when it came', async () => {
    const cache = createLookupCache(clock);
    const before = pending<string>();
    const first = cache.get('session', () => before.promise);
    cache.forget(); // the write committed while the first look-up was still waiting for its row
    before.settle('active (read before the write)');
    expect(await first).toBe('active (read before the write)');
    expect(await cache.get('session', async () => 'ended')).toBe('ended');
  });

  it('forgets one key alone, re-reads an answer it was told not to keep, and never keeps a failure', async () => {
    const cache = createLookupCache(clock);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    cache.forget('a');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');

    await cache.get(
      'ended',
      async () => 'ended',
      (answer) => answer !== 'ended',
    );
    expect(await cache.get('ended', async () => 'active')).toBe('active');

    const failing = pending<string>();
    const failed = cache.get('x', () => failing.promise);
    failing.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    expect(await cache.get('x', async () => 'read again')).toBe('read again');
  });
});

describe('grants and scopes held as look-ups', () => {
  let ctx: TestContext;
  let admin: Caller;
  let viewer: Caller;
  let roleId: string;
  const VIEWER = ['system', 'user', 'user_view'];
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = caller(ctx, (await signIn(ctx.app)).access_token);
    roleId = await roleWith(ctx, admin, 'lookup_viewer', VIEWER);
    await userWith(admin, 'lookup_viewer', roleId);
    viewer = await signInTo(ctx, '000000', 'lookup_viewer', 'pass1234');
  });
  afterAll(async () => ctx.close());

  const grant = async (codes: string[], more: Record<string, unknown> = {}) => {
    const answer = await admin.post('/blade-system/role/grant', {
      json: {
        roleIds: [roleId],
        menuIds: await menuIds(ctx, codes),
        dataScopeIds: [],
        apiScopeIds: [],
        ...more,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const listStatus = async () => (await viewer.get('/blade-user/page', { size: 5 })).status;

  it('a grant taken away through the API refuses the very next request (this instance forgets at once)', async () => {
    expect(await listStatus()).toBe(200);
    expect(await listStatus()).toBe(200); // now held
    await grant(['system', 'user']);
    expect(await listStatus()).toBe(403);
    await grant(VIEWER);
    expect(await listStatus()).toBe(200);
  });

  it('an API scope created and granted through the API applies at the next request', async () => {
    const userMenu = (await menuIds(ctx, ['user']))[0]!;
    const submit = await admin.post('/blade-system/api-scope/submit', {
      json: {
        menuId: userMenu,
        resourceCode: 'lookup',
        scopeName: 'lookup page',
        scopeType: 1,
        scopePath: '/blade-user/page',
      },
    });
    expect(submit.status, JSON.stringify(submit.body)).toBe(200);
    // Covered by a scope the role is not granted: refused.
    expect(await listStatus()).toBe(403);
    const list = await admin.get('/blade-system/api-scope/list', { menuId: userMenu, size: 100 });
    const scope = list.body.data.records.find((s: { scopeName: string }) => s.scopeName === 'lookup page');
    await grant(VIEWER, { apiScopeIds: [scope.id] });
    expect(await listStatus()).toBe(200);
    expect((await admin.post('/blade-system/api-scope/remove', { query: { ids: scope.id } })).status).toBe(
      200,
    );
    await grant(VIEWER);
    expect(await listStatus()).toBe(200);
  });

  it('a change made past this instance (straight in the database) applies within LOOKUP_MS', async () => {
    expect(await listStatus()).toBe(200);
    const [view] = await ctx.database.db.select().from(menus).where(eq(menus.code, 'user_view'));
    await ctx.database.db.delete(roleMenus).where(eq(roleMenus.menuId, view!.id));
    expect(await listStatus()).toBe(200); // still held: another instance's write is not seen here at once
    ctx.clock.advance(LOOKUP_MS + 1);
    expect(await listStatus()).toBe(403);
  });
});
