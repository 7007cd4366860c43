import { inspectRoutes } from 'hono/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../server/support/contract.ts';
import { createTestApp, type TestContext } from '../server/support/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('the contract', () => {
  it('declares operations', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it('has every operation of every openapi/*.yaml mounted on the server', () => {
    const mounted = new Set(
      inspectRoutes(ctx.app)
        .filter((route) => !route.isMiddleware)
        .map((route) => `${route.method} ${route.path}`),
    );
    const missing = operations
      .map((op) => `${op.method} /api${op.path.replace(/\{([^}]+)\}/g, ':$1')}`)
      .filter((route) => !mounted.has(route));
    expect(missing).toEqual([]);
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id, i) => !id || ids.indexOf(id) !== i)).toEqual([]);
  });
});
