import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/platform.ts';
import { tenantScope } from '../../src/server/db/tenant-scope.ts';
import { createTestApp, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.db.insert(users).values({ id: '9200001', tenantId: '100001', account: 'other', password: 'x' });
});
afterAll(async () => ctx.close());

describe('tenant scope', () => {
  it('reads only the own tenant, even when asked for another tenant’s id', async () => {
    const platform = tenantScope(ctx.database.db, '000000');
    const all = await platform.select(users);
    expect(all.map((u) => u.tenantId)).toEqual(['000000']);
    expect(await platform.select(users, eq(users.id, '9200001'))).toEqual([]);
  });

  it('cannot update or delete another tenant’s rows, and stamps its own tenant on inserts', async () => {
    const platform = tenantScope(ctx.database.db, '000000');
    await platform.update(users, { realName: 'hijacked' }, eq(users.id, '9200001'));
    await platform.delete(users, eq(users.id, '9200001'));
    const [other] = await ctx.database.db.select().from(users).where(eq(users.id, '9200001'));
    expect(other).toMatchObject({ tenantId: '100001', realName: '' });
    await tenantScope(ctx.database.db, '100001').insert(users, [{ id: '9200002', account: 'second', password: 'x' }]);
    const [inserted] = await ctx.database.db.select().from(users).where(eq(users.id, '9200002'));
    expect(inserted?.tenantId).toBe('100001');
  });
});
