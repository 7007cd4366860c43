// dev:mock's data as a developer meets it: the signed-in mock user holds every permission code the seed defines
// and sees the seeded menus (a scenario narrows them to one demo role); values follow the contract's formats and
// patterns (no `^dddd-dd-dd$` due dates, no random letters as times or codes); an approvable bill's status, node
// and names agree, and each state offers the actions it has on the server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Menu } from '@/api/generated/blade-system/model';
import type { NeedsHeader } from '@/api/generated/purchar-needs/model';
import { mocks as authMocks } from '@/features/auth/auth.mocks';
import { mocks as dictMocks } from '@/features/system/dict/dict.mocks';
import { detailActions, listActions } from '@/components/approval/approval-actions';
import { collectPermissionCodes } from '@/lib/permission';
import { MOCK_USER_ID } from '@/mocks/seed-data';
import { DEMO_ROLE_GRANTS } from '@/server/db/seed/demo-accounts';
import { flattenMenus, MENU_TREE } from '@/server/db/seed/menu-tree';
import services from '../../../openapi/services.json' with { type: 'json' };
import { server } from '../msw-server';

const SEEDED = flattenMenus(MENU_TREE);
const api = (path: string) => `${window.location.origin}/api${path}`;
const get = async <T>(path: string) => ((await (await fetch(api(path))).json()) as { data: T }).data;
const flat = (nodes: Menu[]): Menu[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('dev:mock: the mock user', () => {
  it('holds every button code the seed defines and sees the seeded menu tree', async () => {
    server.use(...authMocks.defaults());
    const flags = collectPermissionCodes(await get<Menu[]>('/blade-system/menu/buttons'));
    const buttons = SEEDED.filter((row) => row.category === 2).map((row) => row.code);
    expect(buttons.length).toBeGreaterThan(100);
    expect(Object.keys(flags).sort()).toEqual(expect.arrayContaining(buttons.sort()));

    const routes = flat(await get<Menu[]>('/blade-system/menu/routes'));
    const menuPaths = SEEDED.filter((row) => row.category === 1).map((row) => row.path);
    expect(routes.map((m) => m.path).sort()).toEqual(menuPaths.sort());
    expect(routes.find((m) => m.path === '/purchar/needs')?.name).toBe('需求单');
  });

  it('signs in holding every role of the approval chain', async () => {
    server.use(...authMocks.defaults());
    const token = await fetch(api('/blade-auth/oauth/token?username=dev&tenantId=000000'), {
      method: 'POST',
    });
    const body = (await token.json()) as { user_id: string; role_name: string };
    expect(body.user_id).toBe(MOCK_USER_ID);
    expect(body.role_name.split(',')).toEqual(
      expect.arrayContaining(['material_clerk', 'project_manager', 'director', 'area_manager', 'manager']),
    );
  });

  it('auth/as-<role> narrows the menus and buttons to that demo role; auth/no-buttons takes them all', async () => {
    server.use(...authMocks.scenarios['as-material_clerk']!(), ...authMocks.defaults());
    const flags = Object.keys(collectPermissionCodes(await get<Menu[]>('/blade-system/menu/buttons')));
    expect(flags).toContain('cg_needs_add');
    expect(flags).not.toContain('user_add');
    expect(flags.every((code) => DEMO_ROLE_GRANTS.material_clerk!.includes(code))).toBe(true);
    const paths = flat(await get<Menu[]>('/blade-system/menu/routes')).map((m) => m.path);
    expect(paths).toContain('/purchar/needs');
    expect(paths).not.toContain('/system/user');

    server.resetHandlers();
    server.use(...authMocks.scenarios['no-buttons']!(), ...authMocks.defaults());
    expect(await get<Menu[]>('/blade-system/menu/buttons')).toEqual([]);
  });

  it('reads the seeded dictionaries (selects offer what the server accepts)', async () => {
    server.use(...dictMocks.defaults!());
    const types = await get<{ dictKey: string; dictValue: string }[]>(
      '/blade-system/dict/dictionary?code=business_type',
    );
    expect(types.map((t) => t.dictValue)).toContain('材料采购');
    const unknown = await get<{ dictKey: string }[]>('/blade-system/dict/dictionary?code=no_such_code');
    expect(new Set(unknown.map((t) => t.dictKey)).size).toBe(unknown.length);
  });
});

/** Every string in an answer with the property name it sits under. */
function strings(value: unknown, key = '', found: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') found.push([key, value]);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, key, found));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, k, found);
  return found;
}

function getOperations(): string[] {
  return services.flatMap((service) => {
    const spec = parse(readFileSync(join(process.cwd(), 'openapi', `${service}.yaml`), 'utf8')) as {
      paths: Record<string, { get?: { responses?: Record<string, { $ref?: string; content?: object }> } }>;
    };
    return Object.entries(spec.paths)
      .filter(
        ([, item]) => item.get && !/xlsx|File|captcha\/test-hook/i.test(JSON.stringify(item.get.responses)),
      )
      .map(([path]) => path.replace(/\{[^}]+\}/g, '1'));
  });
}

describe('dev:mock: plausible values', () => {
  it.each(getOperations())('GET %s: dates as dates, times as times, no regex text', async (path) => {
    const response = await fetch(`${api(path)}${path.includes('?') ? '&' : '?'}current=1&size=5`);
    if (!response.headers.get('content-type')?.includes('json')) return;
    for (const [key, value] of strings(await response.json())) {
      expect(value, `${key} is regex text`).not.toMatch(/^\^.*\$$|\\d|\[0-9\]/);
      if (/Date$/.test(key) && value) {
        expect(value, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(value)), `${key} ${value} is a real day`).toBe(false);
      }
      if (/Time$/.test(key) && value) expect(value, key).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      if (key === 'needsNo') expect(value).toMatch(/^XQ\d{12}$/);
      if (key === 'materialCode') expect(value).toMatch(/^WZ\d+$/);
    }
  });
});

describe('dev:mock: demand bills', () => {
  it('agree on status, node and names, and offer the actions of their state', async () => {
    const seen = new Map<number, NeedsHeader>();
    for (let round = 0; round < 5 && seen.size < 7; round++) {
      const page = await get<{ records: NeedsHeader[] }>('/purchar/cg-needs/pages?current=1&size=50');
      for (const bill of page.records) seen.set(bill.approveStatus, bill);
    }
    expect([...seen.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const nodes: Record<number, string | null> = {
      0: null,
      1: 'PM',
      2: 'DIRECTOR',
      3: 'AREA_MANAGER',
      4: 'MANAGER',
      5: null,
      6: null,
    };
    const names = [
      '草稿',
      '待项目经理确认',
      '待总监审批',
      '待区域经理审批',
      '待经理审批',
      '审批通过',
      '已驳回',
    ];
    for (const [status, bill] of seen) {
      expect(bill.currentNode ?? null).toBe(nodes[status]);
      expect(bill.approveStatusName).toBe(names[status]);
    }
    expect(listActions(seen.get(0)!, 'mine', true)).toEqual(
      expect.arrayContaining(['view', 'edit', 'remove', 'submit']),
    );
    expect(listActions(seen.get(6)!, 'mine', true)).toContain('edit');
    expect(listActions(seen.get(2)!, 'mine', true)).toContain('cancel');
    expect(listActions(seen.get(2)!, 'director', true)).toEqual(
      expect.arrayContaining(['approve', 'reject']),
    );
    expect(detailActions(seen.get(1)!)).toContain('confirm');
    expect(detailActions(seen.get(3)!)).toEqual(expect.arrayContaining(['approve', 'reject']));
    expect(detailActions(seen.get(5)!)).toContain('rejectLines');
  });
});
