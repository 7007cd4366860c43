import { serve } from '@hono/node-server';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { clients } from '../../src/server/db/schema/platform.ts';
import type { Server } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientErrorsAsJson } from '../../src/server/http/client-error.node.ts';
import {
  API_POLICY,
  inlineScriptHashes,
  pagePolicy,
  securityHeaders,
} from '../../src/server/http/security-headers.ts';
import { call, createTestApp, signIn, type TestContext } from './support/test-app.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = (await signIn(ctx.app)).access_token;
});
afterAll(async () => ctx.close());

describe('unknown API paths and huge requests', () => {
  it('answers an unknown /api path with the 404 envelope for every method, signed in or not', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      for (const path of ['/api/no-such-thing', '/api', '/api/blade-user/no-such-thing']) {
        const answer = await call(ctx.app, method, path, { token });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.body).toMatchObject({ code: 404, success: false });
      }
    }
    const anonymous = await call(ctx.app, 'GET', '/api/nothing-here');
    expect(anonymous.status).toBe(404);
    expect(anonymous.body.code).toBe(404);
  });

  it('keeps the 404 envelope when mounted under a host that serves the page for other paths (main.ts)', async () => {
    const host = new Hono();
    host.route('/', ctx.app);
    host.get('*', (c) => c.html('<html>app</html>'));
    for (const method of ['GET', 'POST']) {
      const api = await host.request('/api/no-such-thing', { method });
      expect(api.status, method).toBe(404);
      expect(await api.json()).toMatchObject({ code: 404, success: false });
    }
    const page = await host.request('/system/user');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('app');
  });

  it('answers a 100 000-character query with 414 in the envelope', async () => {
    // Straight to the app: 414 is a host-level answer the contract does not list per operation.
    const answer = await ctx.app.request(`/api/blade-user/page?account=${'a'.repeat(100_000)}`, {
      headers: { 'Blade-Auth': `bearer ${token}` },
    });
    expect(answer.status).toBe(414);
    expect(await answer.json()).toMatchObject({ code: 414, success: false });
  });

  it('answers headers past Node’s limit with 431 JSON instead of a bare reset', async () => {
    const server = serve({ fetch: () => new Response('ok'), port: 0, hostname: '127.0.0.1' }) as Server;
    answerClientErrorsAsJson(server);
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: `/api/x?q=${'a'.repeat(100_000)}` }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, type: res.headers['content-type'] ?? '', body }),
        );
      });
      req.on('error', reject);
      req.end();
    });
    server.close();
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/application\/json/);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 431, success: false });
  });
});

describe('NUL characters and blank strings', () => {
  it('refuses a NUL in a public query field as 400 naming the field', async () => {
    const answer = await call(ctx.app, 'GET', '/api/blade-system/tenant/info', {
      query: { domain: 'a\u0000b' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/^domain: /);
  });

  it('refuses a NUL in a JSON body field and in a path as 400', async () => {
    const body = await call(ctx.app, 'POST', '/api/blade-system/post/submit', {
      token,
      json: { category: 1, postCode: 'x\u0000', postName: 'y', sort: 1 },
    });
    expect(body.status).toBe(400);
    expect(body.body.msg).toMatch(/^postCode: /);
    const path = await call(ctx.app, 'GET', '/api/blade-system/post/%00', { token });
    expect(path.status).toBe(400);
  });

  it('treats a required field of only spaces as empty', async () => {
    const answer = await call(ctx.app, 'POST', '/api/blade-system/post/submit', {
      token,
      json: { category: 1, postCode: '   ', postName: 'y', sort: 1 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/^postCode: /);
  });
});

describe('security headers', () => {
  it('puts nosniff, a referrer policy and a no-content policy on every API answer, 404 and 414 included', async () => {
    for (const path of ['/api/health', '/api/no-such-thing', `/api/x?q=${'a'.repeat(10_000)}`]) {
      const answer = await ctx.app.request(path);
      expect(answer.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(answer.headers.get('Referrer-Policy'), path).toBe('same-origin');
      expect(answer.headers.get('Content-Security-Policy'), path).toBe(API_POLICY);
    }
  });

  it('gives pages a policy the app and the demo build satisfy', async () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const expected = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    const policy = pagePolicy(await inlineScriptHashes(html));
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
    // The theme script runs, no other inline script does; PGlite's WebAssembly compiles, JavaScript eval does not.
    expect(directive('script-src')).toBe(`script-src 'self' 'wasm-unsafe-eval' ${expected}`);
    expect(directive('worker-src')).toBe("worker-src 'self'");
    expect(directive('img-src')).toContain('data:');
    expect(directive('frame-src')).toBe("frame-src 'self' http: https:");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");

    const host = new Hono();
    host.route('/', ctx.app);
    host.use(
      '*',
      securityHeaders(() => policy),
    );
    host.get('*', (c) => c.html(html));
    const page = await host.request('/system/user');
    expect(page.headers.get('Content-Security-Policy')).toBe(policy);
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    const api = await host.request('/api/health');
    expect(api.headers.get('Content-Security-Policy')).toBe(API_POLICY);
  });
});

describe('one phone rule (SPEC §5)', () => {
  it('refuses 12345678901 for a delivery address as the user profile does, and takes a mainland mobile number', async () => {
    const address = (receiverPhone: string) =>
      call(ctx.app, 'POST', '/api/purchar/cg-delivery-address/addOrEdit', {
        token,
        json: { receiverName: '张三', receiverPhone, detailAddress: '人民路 1 号' },
      });
    const profile = (phone: string) =>
      call(ctx.app, 'POST', '/api/blade-user/update-info', {
        token,
        json: { name: '管理员', realName: '管理员', phone },
      });
    for (const bad of ['12345678901', '1380013800', '+8613800138000', '138-0013-8000']) {
      const refused = await address(bad);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.msg, bad).toMatch(/^receiverPhone: /);
    }
    expect((await profile('12345678901')).status).toBe(400);
    expect((await address('13800138000')).status).toBe(200);
    expect((await profile('13800138000')).status).toBe(200);
  });
});

describe('client secrets', () => {
  const submit = (json: Record<string, unknown>) =>
    call(ctx.app, 'POST', '/api/blade-system/client/submit', {
      token,
      json: {
        authorizedGrantTypes: 'refresh_token',
        accessTokenValidity: 600,
        refreshTokenValidity: 3600,
        ...json,
      },
    });
  const authenticates = async (secret: string) => {
    const answer = await call(ctx.app, 'POST', '/api/blade-auth/oauth/token', {
      headers: { Authorization: `Basic ${btoa(`hashed:${secret}`)}` },
      query: { grant_type: 'refresh_token', refresh_token: 'nope' },
    });
    // A known client gets as far as the refresh token; an unknown secret stops at the client.
    return answer.body.error_description !== '客户端认证失败';
  };

  it('are stored as digests, shown masked, kept by an edit that sends the mask back', async () => {
    expect((await submit({ clientId: 'hashed', clientSecret: 'first-secret' })).status).toBe(200);
    const [row] = await ctx.database.db.select().from(clients).where(eq(clients.clientId, 'hashed'));
    expect(row!.clientSecret).toMatch(/^sha256\$[0-9a-f]{64}$/);
    const listed = await call(ctx.app, 'GET', '/api/blade-system/client/list', {
      token,
      query: { clientId: 'hashed' },
    });
    expect(listed.body.data.records[0].clientSecret).toBe('******');
    expect(await authenticates('first-secret')).toBe(true);
    expect(await authenticates('wrong')).toBe(false);

    expect(
      (await submit({ id: row!.id, clientId: 'hashed', clientSecret: '******', accessTokenValidity: 900 }))
        .status,
    ).toBe(200);
    expect(await authenticates('first-secret')).toBe(true);
    expect((await submit({ id: row!.id, clientId: 'hashed', clientSecret: 'second-secret' })).status).toBe(
      200,
    );
    expect(await authenticates('first-secret')).toBe(false);
    expect(await authenticates('second-secret')).toBe(true);
  });

  it('replace a clear secret left in the table by its digest at its next use', async () => {
    const [saber] = await ctx.database.db.select().from(clients).where(eq(clients.clientId, 'saber'));
    // The test app signed in through saber in beforeAll.
    expect(saber!.clientSecret).toMatch(/^sha256\$/);
    await signIn(ctx.app);
  });
});

describe('400 messages name the field', () => {
  it('refuses an id past 64 bits with the field it came in', async () => {
    const answer = await call(ctx.app, 'POST', '/api/blade-system/post/remove', {
      token,
      query: { ids: '1,99999999999999999999' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('ids: 编号超出范围');
    const body = await call(ctx.app, 'POST', '/api/blade-system/post/submit', {
      token,
      json: { id: '9223372036854775808', category: 1, postCode: 'x', postName: 'y', sort: 1 },
    });
    expect(body.body.msg).toMatch(/^id: /);
  });
});
