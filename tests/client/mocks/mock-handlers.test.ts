// dev:mock's data: every operation of every openapi/*.yaml answers through the generated MSW handlers (the test
// server has nothing else: unhandled requests fail), and the answers are shaped like the contract.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ZodType } from 'zod';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import services from '../../../openapi/services.json' with { type: 'json' };

interface Operation {
  service: string;
  method: string;
  path: string;
  operationId: string;
  contentTypes: string[];
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

function operations(): Operation[] {
  return services.flatMap((service) => {
    const spec = parse(readFileSync(join(process.cwd(), 'openapi', `${service}.yaml`), 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string; responses?: Record<string, unknown> }>>;
    };
    return Object.entries(spec.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => {
        const op = item[method]!;
        const ok = (op.responses?.['200'] ?? {}) as { content?: Record<string, unknown> };
        return {
          service,
          method,
          path,
          operationId: op.operationId,
          contentTypes: Object.keys(ok.content ?? {}),
        };
      }),
    );
  });
}

// The generated zod response schemas, by name (`<operationId>Response`).
const zodModules = import.meta.glob<Record<string, unknown>>('/src/api/generated/*/zod/*/*.zod.ts', {
  eager: true,
});
const zodSchemas = new Map<string, ZodType>(
  Object.values(zodModules).flatMap((module) =>
    Object.entries(module).filter((entry): entry is [string, ZodType] => {
      const value = entry[1] as { safeParse?: unknown } | null;
      return typeof value?.safeParse === 'function';
    }),
  ),
);

async function call(op: Operation, query = 'current=2&size=7'): Promise<Response> {
  const path = op.path.replace(/\{[^}]+\}/g, '1');
  const url = `${window.location.origin}/api${path}${path.includes('?') ? '&' : '?'}${query}`;
  const json = op.method !== 'get' && op.method !== 'delete';
  return fetch(url, {
    method: op.method.toUpperCase(),
    headers: json ? { 'Content-Type': 'application/json' } : {},
    body: json ? '{}' : undefined,
  });
}

/** Every value under a key matching `key`, anywhere in `value`. */
function collect(value: unknown, key: RegExp, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((item) => collect(item, key, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (key.test(k) && (typeof v !== 'object' || v === null)) found.push(v);
      collect(v, key, found);
    }
  }
  return found;
}

const all = operations();

describe('dev:mock: the generated handlers', () => {
  it('cover the contract', () => {
    expect(all.length).toBeGreaterThan(50);
    // The response schemas were found (a wrong glob would skip every shape check below without a word).
    expect(zodSchemas.size).toBeGreaterThan(50);
  });

  it.each(all.map((op) => [`${op.method.toUpperCase()} ${op.path} (${op.operationId})`, op] as const))(
    '%s answers in the contract shape',
    async (_name, op) => {
      const response = await call(op);
      expect(response.status).toBe(200);
      if (!op.contentTypes.includes('application/json')) return;
      const body = (await response.json()) as Record<string, unknown>;

      const schema = zodSchemas.get(`${op.operationId}Response`);
      if (schema) {
        const checked = schema.safeParse(body);
        expect(checked.success, JSON.stringify(checked.error?.issues.slice(0, 3))).toBe(true);
      }

      if ('code' in body && 'success' in body) {
        expect(body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
        const data = body.data as Record<string, unknown> | null | undefined;
        // A page is records with its paging (a document's own list, e.g. a contract's supplements, is not).
        if (data && Array.isArray(data.records) && 'current' in data) {
          // The requested page: current 2, size 7.
          expect(data.records).toHaveLength(7);
          expect(data).toMatchObject({ current: 2, size: 7 });
          expect(data.total as number).toBeGreaterThanOrEqual(14);
          expect(data.pages).toBe(Math.ceil((data.total as number) / 7));
        }
        if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
          expect(Object.keys(data).length, 'status answers carry data: null, not {}').toBeGreaterThan(0);
        }
      }

      for (const id of collect(body, /^(id|parentId|userId|deptId|roleId|postId|menuId)$/)) {
        expect(id, 'ids are decimal strings').toMatch(/^\d{1,19}$/);
      }
      for (const time of collect(body, /^(createTime|updateTime)$/)) {
        expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      }
      for (const name of collect(body, /^(realName|real_name|nick_name|linkman)$/)) {
        expect(name, 'people have Chinese names').toMatch(/^[\u4e00-\u9fff]{2,4}$/);
      }
      for (const tenant of collect(body, /^(tenantId|tenant_id)$/)) expect(tenant).toBe('000000');
    },
  );

  it('answers a page of the requested size, whatever it is', async () => {
    const list = all.find((op) => op.operationId === 'getUserPage');
    expect(list).toBeDefined();
    for (const size of [1, 10, 30, 200]) {
      const body = (await (await call(list!, `current=1&size=${size}`)).json()) as {
        data: { records: unknown[]; total: number; size: number };
      };
      expect(body.data.records).toHaveLength(size);
      expect(body.data.size).toBe(size);
      expect(body.data.total).toBeGreaterThanOrEqual(size);
    }
  });
});
