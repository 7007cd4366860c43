import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';

export interface DeleteConfirm<T> {
  /** Asks before deleting these (one row's button, or the selection); nothing selected warns instead. */
  request: (targets: T[]) => void;
  /** The confirmation dialog: render it once in the screen. */
  dialog: ReactNode;
}

/**
 * The delete flow every list shares (SPEC §5/§8): 请选择至少一条数据 when nothing is selected, 确定将选择数据删除?
 * before anything is sent, 删除成功 after. A refusal keeps everything as it was: the http layer has already shown
 * the server's reason, so `onDeleted` (clear the selection, step back a page) runs only on success.
 */
export function useDeleteConfirm<T>(
  remove: (targets: T[]) => Promise<unknown>,
  onDeleted?: (targets: T[]) => void,
): DeleteConfirm<T> {
  const t = useToolkitT();
  const [pending, setPending] = useState<T[] | null>(null);

  // Stable, so memoised row actions that call it stay memoised.
  const request = useCallback(
    (targets: T[]) => {
      if (targets.length === 0) notify.warning(t('crud.selectFirst'));
      else setPending(targets);
    },
    [t],
  );
  const confirm = async () => {
    const targets = pending ?? [];
    try {
      await remove(targets);
    } catch {
      return;
    }
    notify.success(t('crud.deleted'));
    onDeleted?.(targets);
  };

  return {
    request,
    dialog: (
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('crud.deleteTitle')}
        description={t('crud.deleteConfirm')}
        confirmText={t('crud.delete')}
        cancelText={t('crud.cancel')}
        confirmVariant="danger"
        onConfirm={confirm}
      />
    ),
  };
}
