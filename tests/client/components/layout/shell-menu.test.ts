import { describe, expect, it } from 'vitest';
import {
  activeTrail,
  filterMenusByRoles,
  findEmbeddedLeaf,
  findLeafByPath,
  flattenLeaves,
  isEmbeddedPath,
  isSafeEmbedUrl,
  menuTarget,
  searchMenus,
  substituteToken,
  userRoles,
} from '@/lib/menu';
import { MENUS, menu } from '../../shell-support';

const names = (leaves: { menu: { name: string } }[]) => leaves.map((leaf) => leaf.menu.name);

describe('menu search (SPEC §2: leaf menus by name prefix)', () => {
  const leaves = flattenLeaves(MENUS);

  it('searches leaves only, by name prefix, case-insensitively', () => {
    expect(names(searchMenus(leaves, '需求'))).toEqual(['需求单', '需求计划']);
    // A group name is not a result, and a match inside the name is not a prefix match.
    expect(names(searchMenus(leaves, '管理'))).toEqual([]);
    expect(names(searchMenus(leaves, '计划'))).toEqual([]);
    const english = flattenLeaves([menu('Users', '/system/user'), menu('user roles', '/system/role')]);
    expect(names(searchMenus(english, '  USER '))).toEqual(['Users', 'user roles']);
  });

  it('lists every leaf for an empty query, with the groups above it', () => {
    const all = searchMenus(leaves, '');
    expect(all).toHaveLength(7);
    expect(all.find((leaf) => leaf.menu.name === '需求单')?.trail).toEqual(['需求管理']);
  });
});

describe('menu rules', () => {
  it('hides items whose meta.roles names none of the user roles', () => {
    const admin = flattenLeaves(filterMenusByRoles(MENUS, userRoles({ role_name: 'administrator' })));
    expect(names(admin)).not.toContain('审计报表');
    const auditor = flattenLeaves(
      filterMenusByRoles(MENUS, userRoles({ role_name: 'administrator, auditor' })),
    );
    expect(names(auditor)).toContain('审计报表');
    expect(userRoles({ role_name: '' })).toEqual([]);
  });

  it('sends http(s) and .html paths through /myiframe, and isOpen 2 URLs to a new window', () => {
    expect(isEmbeddedPath('https://x.example.com/a')).toBe(true);
    expect(isEmbeddedPath('/static/report.html')).toBe(true);
    expect(isEmbeddedPath('/static/report.html?x=1')).toBe(true);
    expect(isEmbeddedPath('/system/user')).toBe(false);
    const report = MENUS.find((item) => item.code === 'report_center')!;
    expect(menuTarget(report)).toEqual({
      kind: 'embedded',
      to: '/myiframe/report_center',
      src: 'https://reports.example.com/view?token=${token}',
    });
    expect(menuTarget(MENUS.find((item) => item.code === 'help')!)).toEqual({
      kind: 'window',
      url: 'https://help.example.com/',
    });
    expect(menuTarget(menu('用户', '/system/user'))).toEqual({ kind: 'route', to: '/system/user' });
  });

  it('puts the current token into ${token} and embeds only web addresses', () => {
    expect(substituteToken('https://r.example.com/?a=${token}&b=${token}', 'a.b+c')).toBe(
      'https://r.example.com/?a=a.b%2Bc&b=a.b%2Bc',
    );
    expect(isSafeEmbedUrl('https://r.example.com/')).toBe(true);
    expect(isSafeEmbedUrl('/static/a.html')).toBe(true);
    expect(isSafeEmbedUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeEmbedUrl('//evil.example.com/')).toBe(false);
  });

  it('finds leaves by path and by embedded code, and the groups of the current page', () => {
    const leaves = flattenLeaves(MENUS);
    expect(findLeafByPath(leaves, '/future/needs/')?.menu.name).toBe('需求单');
    expect(findLeafByPath(leaves, '/nowhere')).toBeUndefined();
    expect(findEmbeddedLeaf(leaves, 'report_center')?.menu.name).toBe('报表中心');
    const demand = MENUS[1]!;
    expect(activeTrail(MENUS, '/future/plan-needs')).toEqual([demand.id, demand.children![1]!.id]);
    expect(activeTrail(MENUS, '/elsewhere')).toEqual([]);
  });
});
