// dev:mock's lists: every list operation of every openapi/*.yaml answers, through the handlers dev:mock runs, a
// page of records (or, for plain lists and trees, a non-empty array). The generated handlers are registered in
// the YAML's order, and MSW takes the first match: a `/{id}` declared before `/pages` answered the list URL
// with one record, and 需求单, 商品, 仓库 and 收货地址 showed 暂无数据.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { generatedHandlers, literalPathsFirst } from '@/mocks/handlers';
import services from '../../../openapi/services.json' with { type: 'json' };
import { server } from '../msw-server';

interface ListOperation {
  name: string;
  path: string;
  kind: 'page' | 'array';
}

const modules = import.meta.glob<Record<string, unknown>>('/src/api/generated/*/endpoints/*/*.msw.ts', {
  eager: true,
});
const responseMocks = new Map<string, () => unknown>(
  Object.values(modules).flatMap((module) =>
    Object.entries(module).filter(
      (entry): entry is [string, () => unknown] => typeof entry[1] === 'function',
    ),
  ),
);

/** What the operation's generated answer holds in `data`: a page, an array, or something else. */
function kindOf(operationId: string): ListOperation['kind'] | undefined {
  const mock = responseMocks.get(`get${operationId[0]!.toUpperCase()}${operationId.slice(1)}ResponseMock`);
  const data = (mock?.() as { data?: unknown } | undefined)?.data;
  if (Array.isArray(data)) return 'array';
  // A page is records with its paging (a document's own list, e.g. a contract's supplements, is not).
  if (
    data &&
    typeof data === 'object' &&
    Array.isArray((data as { records?: unknown }).records) &&
    'current' in data
  )
    return 'page';
  return undefined;
}

function listOperations(): ListOperation[] {
  return services.flatMap((service) => {
    const spec = parse(readFileSync(join(process.cwd(), 'openapi', `${service}.yaml`), 'utf8')) as {
      paths: Record<string, { get?: { operationId: string } }>;
    };
    return Object.entries(spec.paths).flatMap(([path, item]) => {
      const kind = item.get ? kindOf(item.get.operationId) : undefined;
      return kind ? [{ name: `${service} GET ${path} (${item.get!.operationId})`, path, kind }] : [];
    });
  });
}

const lists = listOperations();

describe('dev:mock: every list answers rows', () => {
  it('finds the lists of every service, paged ones among them', () => {
    expect(lists.filter((op) => op.kind === 'page').length).toBeGreaterThan(15);
    expect(lists.map((op) => op.path)).toEqual(
      expect.arrayContaining([
        '/purchar/cg-needs/pages',
        '/purchar/cg-commodity/pages',
        '/purchar/kc-storehouse/pages',
        '/purchar/cg-delivery-address/pages',
      ]),
    );
  });

  it.each(lists.map((op) => [op.name, op] as const))('%s', async (_name, op) => {
    const path = op.path.replace(/\{[^}]+\}/g, '1');
    const response = await fetch(`${window.location.origin}/api${path}?current=1&size=5`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown };
    if (op.kind === 'array') {
      expect(Array.isArray(body.data), JSON.stringify(body).slice(0, 200)).toBe(true);
      expect((body.data as unknown[]).length).toBeGreaterThan(0);
      return;
    }
    const page = body.data as { records?: unknown[]; current?: number; size?: number };
    expect(Array.isArray(page.records), `not a page: ${JSON.stringify(body).slice(0, 200)}`).toBe(true);
    expect(page.records).toHaveLength(5);
    expect(page).toMatchObject({ current: 1, size: 5 });
  });

  it('registers no parameter route before a literal one that answers the same URLs', () => {
    const routes = generatedHandlers().map((handler) => {
      const { method, path } = handler.info as unknown as { method: string; path: string };
      return { method, segments: path.replace(/^\*/, '').split('/').filter(Boolean) };
    });
    const overlap = (a: string[], b: string[]) =>
      a.length === b.length && a.every((s, i) => s === b[i] || s.startsWith(':') || b[i]!.startsWith(':'));
    const shadowed = routes.flatMap((earlier, i) =>
      routes
        .slice(i + 1)
        .filter((later) => later.method === earlier.method && overlap(earlier.segments, later.segments))
        .filter((later) => later.segments.join('/') !== earlier.segments.join('/'))
        .filter((later) => {
          const first = earlier.segments.findIndex((s, k) => s !== later.segments[k]);
          return earlier.segments[first]!.startsWith(':');
        })
        .map(
          (later) => `${earlier.method} /${earlier.segments.join('/')} shadows /${later.segments.join('/')}`,
        ),
    );
    expect(shadowed).toEqual([]);
  });

  it('orders literal paths before parameters whatever order they come in', async () => {
    const byId = http.get('*/api/things/:id', () => HttpResponse.json({ data: 'one' }));
    const pages = http.get('*/api/things/pages', () => HttpResponse.json({ data: 'page' }));
    const deep = http.get('*/api/things/:id/parts', () => HttpResponse.json({ data: 'parts' }));
    const named = http.get('*/api/things/new/parts', () => HttpResponse.json({ data: 'new parts' }));
    expect(literalPathsFirst([byId, deep, pages, named])).toEqual([pages, named, byId, deep]);
    server.use(...literalPathsFirst([byId, pages]));
    const answer = (await (await fetch(`${window.location.origin}/api/things/pages`)).json()) as {
      data: string;
    };
    expect(answer.data).toBe('page');
    expect(generatedHandlers().length).toBeGreaterThan(100);
  });
});
