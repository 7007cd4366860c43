import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  getGetMenuRoutesQueryKey,
  getGetMenuRoutesQueryOptions,
  getGetTopMenuQueryOptions,
} from '@/api/generated/blade-system/endpoints/menu/menu';
import type { Menu, TopMenu } from '@/api/generated/blade-system/model';
import { useLanguage, type Language } from './i18n';
import { useIsSignedIn, useSessionUser, type SessionUser } from './session';
import { createStore } from './store';

/**
 * The server menu (SPEC §2, contract §4): `menu/routes[?topMenuId]` is the sidebar, `menu/top-menu` the top bar.
 * Menus are data: each leaf's `path` is a client route, an http(s) URL or an .html page (both shown in
 * /myiframe, with `${token}` replaced by the current token), and items whose `meta.roles` name none of the
 * user's roles are hidden. Whether a path has a screen is for the router to say (its registered routes).
 */

export type MenuItem = Menu;

export interface MenuLeaf {
  menu: MenuItem;
  /** Names of the groups above it, outermost first. */
  trail: string[];
}

/** An http(s) URL or an .html page: shown in the embedded page route rather than as a client screen. */
export function isEmbeddedPath(path: string | undefined): boolean {
  if (!path) return false;
  return /^https?:\/\//i.test(path) || /\.html?(?:[?#].*)?$/i.test(path);
}

/** The roles of the signed-in user: the comma-joined aliases of the token answer. */
export function userRoles(user: SessionUser | undefined): string[] {
  return (user?.role_name ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
}

/** Drops items (and their subtrees) whose meta.roles is set and names none of `roles`. */
export function filterMenusByRoles(menus: readonly MenuItem[], roles: readonly string[]): MenuItem[] {
  return menus.flatMap((menu) => {
    const allowed = menu.meta?.roles;
    if (allowed && allowed.length > 0 && !allowed.some((role) => roles.includes(role))) return [];
    if (!menu.children?.length) return [menu];
    return [{ ...menu, children: filterMenusByRoles(menu.children, roles) }];
  });
}

/** Every leaf (an item without children), with the names of its groups. */
export function flattenLeaves(menus: readonly MenuItem[], trail: string[] = []): MenuLeaf[] {
  return menus.flatMap((menu) =>
    menu.children?.length ? flattenLeaves(menu.children, [...trail, menu.name]) : [{ menu, trail }],
  );
}

/** Menu search (SPEC §2): leaves whose name starts with the query, case-insensitively; all for an empty query. */
export function searchMenus(leaves: readonly MenuLeaf[], query: string): MenuLeaf[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...leaves];
  return leaves.filter(({ menu }) => menu.name.toLocaleLowerCase().startsWith(needle));
}

/** The leaf whose path is `pathname` (ignoring a trailing slash), if the menu has one. */
export function findLeafByPath(leaves: readonly MenuLeaf[], pathname: string): MenuLeaf | undefined {
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return leaves.find(({ menu }) => (menu.path.replace(/\/+$/, '') || '/') === normalized);
}

/** The leaf shown in /myiframe/<routerPath>: matched by code, else by id. */
export function findEmbeddedLeaf(leaves: readonly MenuLeaf[], routerPath: string): MenuLeaf | undefined {
  return (
    leaves.find(({ menu }) => isEmbeddedPath(menu.path) && menu.code === routerPath) ??
    leaves.find(({ menu }) => isEmbeddedPath(menu.path) && menu.id === routerPath)
  );
}

/** Replaces every `${token}` in an embedded page's address with the current access token. */
export function substituteToken(url: string, token: string | undefined): string {
  return url.split('${token}').join(encodeURIComponent(token ?? ''));
}

/** Only web addresses and same-site pages may be embedded (never javascript: or data: URLs). */
export function isSafeEmbedUrl(url: string): boolean {
  if (/^https?:\/\//i.test(url)) return true;
  return url.startsWith('/') && !url.startsWith('//');
}

export type MenuTarget =
  | { kind: 'route'; to: string }
  | { kind: 'embedded'; to: string; src: string }
  | { kind: 'window'; url: string };

/** Where a menu leaf leads: a client route, the embedded page route, or (isOpen 2 with a URL) a new window. */
export function menuTarget(menu: MenuItem): MenuTarget {
  if (isEmbeddedPath(menu.path)) {
    if (menu.isOpen === 2) return { kind: 'window', url: menu.path };
    return {
      kind: 'embedded',
      to: `/myiframe/${encodeURIComponent(menu.code || menu.id)}`,
      src: menu.path,
    };
  }
  return { kind: 'route', to: menu.path };
}

// --- queries -----------------------------------------------------------------------------------------------

/** Menu names come in the request's language, so the language is part of the cache key. */
export function menuRoutesQueryOptions(language: Language, topMenuId?: string) {
  const params = topMenuId ? { topMenuId } : undefined;
  return getGetMenuRoutesQueryOptions(params, {
    query: {
      queryKey: [...getGetMenuRoutesQueryKey(params), language],
      staleTime: Number.POSITIVE_INFINITY,
    },
  });
}

const NO_MENUS: MenuItem[] = [];

/** The menu tree visible to the signed-in user (meta.roles applied); the whole tree without a top menu. */
export function useMenuTree(topMenuId?: string) {
  const [language] = useLanguage();
  const signedIn = useIsSignedIn();
  const roleName = useSessionUser()?.role_name;
  const query = useQuery({
    ...menuRoutesQueryOptions(language, topMenuId),
    enabled: signedIn,
    // A language switch refetches the names; keep showing the old ones meanwhile.
    placeholderData: (previous) => previous,
  });
  const raw = query.data?.data;
  const menus = useMemo(
    () => (raw ? filterMenusByRoles(raw, userRoles({ role_name: roleName })) : NO_MENUS),
    [raw, roleName],
  );
  return { menus, isPending: query.isPending && signedIn, isError: query.isError, refetch: query.refetch };
}

/** Every leaf of the whole menu (search, path lookups, tab labels). */
export function useMenuLeaves() {
  const { menus, isPending, isError } = useMenuTree();
  const leaves = useMemo(() => flattenLeaves(menus), [menus]);
  return { leaves, isPending, isError };
}

const NO_TOP_MENUS: TopMenu[] = [];

export function useTopMenus(): TopMenu[] {
  const signedIn = useIsSignedIn();
  const query = useQuery({
    ...getGetTopMenuQueryOptions({ query: { staleTime: Number.POSITIVE_INFINITY } }),
    enabled: signedIn,
  });
  return query.data?.data ?? NO_TOP_MENUS;
}

// --- the chosen top menu -------------------------------------------------------------------------------------

const TOP_MENU_KEY = 'saber-topMenuId';

function readTopMenuId(): string | undefined {
  try {
    return window.sessionStorage.getItem(TOP_MENU_KEY) || undefined;
  } catch {
    return undefined;
  }
}

const topMenuStore = createStore<string | undefined>(
  typeof window === 'undefined' ? undefined : readTopMenuId(),
);

export const useActiveTopMenuId = topMenuStore.use;

/** Chooses the top menu whose menus fill the sidebar (undefined: the whole menu). Kept for the session. */
export function setActiveTopMenuId(id: string | undefined): void {
  try {
    if (id) window.sessionStorage.setItem(TOP_MENU_KEY, id);
    else window.sessionStorage.removeItem(TOP_MENU_KEY);
  } catch {
    // storage unavailable: the choice lasts for this page
  }
  topMenuStore.set(id);
}

/** Whether `pathname` shows this leaf (its route, a page below it, or its embedded page). */
export function isLeafActive(menu: MenuItem, pathname: string): boolean {
  if (isEmbeddedPath(menu.path)) {
    return (
      pathname === `/myiframe/${encodeURIComponent(menu.code || menu.id)}` ||
      pathname === `/myiframe/${menu.code || menu.id}`
    );
  }
  const path = menu.path.replace(/\/+$/, '');
  return Boolean(path) && (pathname === path || pathname.startsWith(`${path}/`));
}

/** Ids of the groups that contain the active leaf, outermost first. */
export function activeTrail(menus: readonly MenuItem[], pathname: string): string[] {
  for (const menu of menus) {
    if (menu.children?.length) {
      const inner = activeTrail(menu.children, pathname);
      if (inner.length > 0) return [menu.id, ...inner];
    } else if (isLeafActive(menu, pathname)) {
      return [menu.id];
    }
  }
  return [];
}
