import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetMenuRoutesQueryKey,
  useGetGrantTopTree,
  useGetTopTreeKeys,
} from '@/api/generated/blade-system/endpoints/menu/menu';
import { useGrantTopMenu } from '@/api/generated/blade-system/endpoints/topmenu/topmenu';
import type { TopGrantTree, TopMenu } from '@/api/generated/blade-system/model';
import { CheckboxTree } from '@/components/form/checkbox-tree';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { useSystemT } from '../system-i18n';

export interface TopmenuGrantDialogProps {
  /** The top menu being set up; null closes the dialog. */
  topMenu: TopMenu | null;
  onClose: () => void;
}

/**
 * 菜单配置: which menus a top menu brings into the sidebar. The tree is menu/grant-top-tree, the checks start from
 * menu/top-tree-keys, and 保存 replaces the top menu's menus with topmenu/grant.
 */
export function TopmenuGrantDialog({ topMenu, onClose }: TopmenuGrantDialogProps) {
  const t = useSystemT();
  const tk = useToolkitT();
  return (
    <Dialog open={topMenu !== null} onOpenChange={(open) => !open && onClose()}>
      {topMenu ? (
        <DialogContent closeLabel={tk('crud.close')} className="max-w-xl">
          <DialogHeader>
            <DialogTitle>{t('topmenu.settingTitle', { name: topMenu.name })}</DialogTitle>
            <DialogDescription>{t('topmenu.settingDescription')}</DialogDescription>
          </DialogHeader>
          <GrantForm topMenu={topMenu} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function GrantForm({ topMenu, onClose }: { topMenu: TopMenu; onClose: () => void }) {
  const tk = useToolkitT();
  const tree = useGetGrantTopTree();
  // Always the saved state: another administrator may have changed it since this screen last asked.
  const keys = useGetTopTreeKeys({ topMenuIds: topMenu.id }, { query: { staleTime: 0, gcTime: 0 } });
  const failed = tree.isError || keys.isError;

  if (tree.data?.data && keys.data?.data) {
    return (
      <GrantTree
        topMenu={topMenu}
        nodes={tree.data.data.menu}
        saved={keys.data.data.menu}
        onClose={onClose}
      />
    );
  }
  return (
    <>
      <div
        className="flex min-h-40 flex-col items-center justify-center gap-3 text-sm text-muted"
        aria-live="polite"
      >
        {failed ? (
          <>
            <p>{tk('table.loadFailed')}</p>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                if (tree.isError) void tree.refetch();
                if (keys.isError) void keys.refetch();
              }}
            >
              {tk('table.retry')}
            </Button>
          </>
        ) : (
          <>
            <Spinner className="size-5 text-primary" />
            <p>{tk('table.loading')}</p>
          </>
        )}
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          {tk('crud.cancel')}
        </Button>
      </DialogFooter>
    </>
  );
}

function GrantTree({
  topMenu,
  nodes,
  saved,
  onClose,
}: {
  topMenu: TopMenu;
  nodes: TopGrantTree['menu'];
  saved: string[];
  onClose: () => void;
}) {
  const t = useSystemT();
  const tk = useToolkitT();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState<readonly string[]>(saved);
  const grant = useGrantTopMenu();

  const save = async () => {
    try {
      // The checked menus only: the sidebar adds each one's ancestors itself (menu/routes).
      await grant.mutateAsync({ data: { topMenuIds: [topMenu.id], menuIds: [...checked] } });
    } catch {
      return; // The http layer has shown the server's reason; the choice stays for another try.
    }
    notify.success(t('topmenu.settingSaved'));
    // The sidebar of this top menu changes at once.
    void queryClient.invalidateQueries({ queryKey: getGetMenuRoutesQueryKey() });
    onClose();
  };

  return (
    <>
      <CheckboxTree
        label={t('topmenu.menus')}
        nodes={nodes}
        value={checked}
        onChange={(next) => setChecked(next)}
        disabled={grant.isPending}
        className="rounded-lg border border-line p-2"
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={grant.isPending}>
          {tk('crud.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={grant.isPending}>
          {tk('crud.save')}
        </Button>
      </DialogFooter>
    </>
  );
}
