import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { getGetMenuButtonsQueryOptions } from '@/api/generated/blade-system/endpoints/menu/menu';
import type { Menu } from '@/api/generated/blade-system/model';
import { useIsSignedIn } from './session';

/**
 * Button permissions (SPEC §6, contract §4): `menu/buttons` answers the menu tree with its buttons; the code of
 * every leaf becomes a flag (`user_add`, `cg_needs_approve`, …). Screens ask through usePermission(code) or
 * usePermissions().can(code). The server enforces the same codes; the flags only decide what is shown.
 */

export type PermissionFlags = Readonly<Record<string, true>>;

/** The codes of every node without children (a leaf sent with `children: []` counts as a leaf too). */
export function collectPermissionCodes(tree: readonly Menu[] | undefined): PermissionFlags {
  const flags: Record<string, true> = {};
  const walk = (nodes: readonly Menu[]) => {
    for (const node of nodes) {
      if (node.children?.length) walk(node.children);
      else if (node.code) flags[node.code] = true;
    }
  };
  walk(tree ?? []);
  return flags;
}

const NO_FLAGS: PermissionFlags = {};

export interface Permissions {
  flags: PermissionFlags;
  can: (code: string) => boolean;
  /** True until the first answer (a screen may wait rather than flash its buttons in). */
  isPending: boolean;
}

export function usePermissions(): Permissions {
  const signedIn = useIsSignedIn();
  const query = useQuery({
    ...getGetMenuButtonsQueryOptions({ query: { staleTime: Number.POSITIVE_INFINITY } }),
    enabled: signedIn,
  });
  const tree = query.data?.data;
  const flags = useMemo(() => (tree ? collectPermissionCodes(tree) : NO_FLAGS), [tree]);
  const can = useCallback((code: string) => flags[code] === true, [flags]);
  return { flags, can, isPending: signedIn && query.isPending };
}

/** One permission flag, e.g. usePermission('user_add'). */
export function usePermission(code: string): boolean {
  return usePermissions().can(code);
}
