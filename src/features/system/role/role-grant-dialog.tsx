import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getGetMenuButtonsQueryKey,
  getGetMenuRoutesQueryKey,
  useGetMenuGrantTree,
  useGetRoleTreeKeys,
} from '@/api/generated/blade-system/endpoints/menu/menu';
import { useGrantRole } from '@/api/generated/blade-system/endpoints/role/role';
import type { GrantTree, Role, TreeKeys } from '@/api/generated/blade-system/model';
import { TableState } from '@/components/data-table/data-table';
import { CheckboxTree } from '@/components/form/checkbox-tree';
import type { TreeOption } from '@/components/form/field-def';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { useSystemT } from '../system-i18n';
import { GrantTabs } from './grant-tabs';

export interface RoleGrantDialogProps {
  /** The role whose grants are edited; null = closed. */
  role: Role | null;
  onClose: () => void;
}

/**
 * 权限设置: the menus (with buttons), data scopes and API scopes granted to one role, as three checkbox trees
 * from menu/grant-tree with the role's current ids (menu/role-tree-keys) checked; 保存 replaces them (role/grant).
 */
export function RoleGrantDialog({ role, onClose }: RoleGrantDialogProps) {
  const t = useSystemT();
  const tt = useToolkitT();
  return (
    <Dialog open={role !== null} onOpenChange={(open) => !open && onClose()}>
      {role ? (
        <DialogContent
          closeLabel={tt('crud.close')}
          className="max-h-[calc(100vh-2rem)] max-w-2xl overflow-y-auto"
          aria-describedby={undefined}
          // A click beside the trees should not throw the ticks away.
          onInteractOutside={(event) => event.preventDefault()}
        >
          <DialogHeader>
            <DialogTitle>{t('role.grantTitle', { name: role.roleName })}</DialogTitle>
          </DialogHeader>
          <GrantLoader role={role} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function GrantLoader({ role, onClose }: { role: Role; onClose: () => void }) {
  const tree = useGetMenuGrantTree();
  // Not cached past the dialog: the next opening must start from the grants as they are now.
  const keys = useGetRoleTreeKeys({ roleIds: role.id }, { query: { gcTime: 0, staleTime: 0 } });
  const treeData = tree.data?.data;
  const keyData = keys.data?.data;
  if (!treeData || !keyData) {
    const error = tree.error ?? keys.error;
    return (
      <div className="flex min-h-64 items-center justify-center text-sm text-muted">
        <TableState
          loading={!error}
          error={error}
          onRetry={() => {
            if (tree.error) void tree.refetch();
            if (keys.error) void keys.refetch();
          }}
        />
      </div>
    );
  }
  return <GrantEditor role={role} tree={treeData} initial={keyData} onClose={onClose} />;
}

/** Ids of the nodes without children: in the scope trees these are the scopes (their parents are menus). */
function leafIds(nodes: readonly TreeOption[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.children?.length) leafIds(node.children, into);
    else into.add(node.id);
  }
  return into;
}

interface MenuTicks {
  checked: readonly string[];
  partly: readonly string[];
}

function GrantEditor({
  role,
  tree,
  initial,
  onClose,
}: {
  role: Role;
  tree: GrantTree;
  initial: TreeKeys;
  onClose: () => void;
}) {
  const t = useSystemT();
  const tt = useToolkitT();
  const queryClient = useQueryClient();
  // The saved menu ids already hold the partly checked menus; the tree shows them mixed (it derives a parent's
  // state from its leaves), and they stay granted until a change below them says otherwise.
  const [menus, setMenus] = useState<MenuTicks>({ checked: initial.menu, partly: [] });
  const [dataScopes, setDataScopes] = useState<readonly string[]>(initial.dataScope);
  const [apiScopes, setApiScopes] = useState<readonly string[]>(initial.apiScope);
  const dataScopeLeaves = useMemo(() => leafIds(tree.dataScope), [tree.dataScope]);
  const apiScopeLeaves = useMemo(() => leafIds(tree.apiScope), [tree.apiScope]);
  const grant = useGrantRole();

  const save = async () => {
    try {
      await grant.mutateAsync({
        data: {
          roleIds: [role.id],
          // menu/routes shows a menu only when the menu itself is granted (a granted button does not bring
          // its menu along), so the partly checked menus above a checked button are granted too.
          menuIds: [...new Set([...menus.checked, ...menus.partly])],
          // The scope trees group scopes under their menus; only the scopes themselves are granted.
          dataScopeIds: dataScopes.filter((id) => dataScopeLeaves.has(id)),
          apiScopeIds: apiScopes.filter((id) => apiScopeLeaves.has(id)),
        },
      });
    } catch {
      return; // The http layer has shown the server's reason; the ticks stay for another try.
    }
    notify.success(t('role.granted'));
    // The signed-in user may hold this role: their sidebar and buttons follow at once.
    void queryClient.invalidateQueries({ queryKey: getGetMenuRoutesQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetMenuButtonsQueryKey() });
    onClose();
  };

  return (
    <>
      <GrantTabs
        label={t('role.grant')}
        tabs={[
          {
            id: 'menu',
            label: t('role.menuTab'),
            content: (
              <CheckboxTree
                label={t('role.menuTab')}
                nodes={tree.menu}
                value={menus.checked}
                onChange={(checked, partly) => setMenus({ checked, partly })}
                disabled={grant.isPending}
              />
            ),
          },
          {
            id: 'dataScope',
            label: t('role.dataScopeTab'),
            content: (
              <CheckboxTree
                label={t('role.dataScopeTab')}
                nodes={tree.dataScope}
                value={dataScopes}
                onChange={setDataScopes}
                disabled={grant.isPending}
              />
            ),
          },
          {
            id: 'apiScope',
            label: t('role.apiScopeTab'),
            content: (
              <CheckboxTree
                label={t('role.apiScopeTab')}
                nodes={tree.apiScope}
                value={apiScopes}
                onChange={setApiScopes}
                disabled={grant.isPending}
              />
            ),
          },
        ]}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={grant.isPending}>
          {tt('crud.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={grant.isPending}>
          {tt('crud.save')}
        </Button>
      </DialogFooter>
    </>
  );
}
