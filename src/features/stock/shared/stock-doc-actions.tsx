import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { confirmStockIn, deleteStockIn } from '@/api/generated/stock/endpoints/kc-stock-in/kc-stock-in';
import { confirmStockOut, deleteStockOut } from '@/api/generated/stock/endpoints/kc-stock-out/kc-stock-out';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useStockT } from '../stock-i18n';

export const DRAFT = 0;

/** 草稿 / 已确认. */
export function DocStatusBadge({ status, name }: { status: number; name: string }) {
  return <Badge tone={status === DRAFT ? 'warning' : 'success'}>{name}</Badge>;
}

interface Target {
  id: string;
  no: string;
}

/**
 * 确认入库/出库 and deleting a draft, each asked first, for either kind of document: the server decides (a posted
 * document answers 409, a line beyond the stock 409 naming it — shown by the http layer); on success the stock
 * queries refresh, so lists, balances and the ledger show the new state.
 */
export function useStockDocActions(
  kind: 'in' | 'out',
  after?: (action: 'confirm' | 'delete', id: string) => void,
) {
  const t = useStockT();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ action: 'confirm' | 'delete'; target: Target } | null>(null);
  const run = async () => {
    if (!pending) return;
    const { action, target } = pending;
    if (action === 'confirm') await (kind === 'in' ? confirmStockIn(target.id) : confirmStockOut(target.id));
    else await (kind === 'in' ? deleteStockIn(target.id) : deleteStockOut(target.id));
    notify.success(t(action === 'confirm' ? 'done.confirmed' : 'done.deleted'));
    await queryClient.invalidateQueries({
      predicate: (query) => String(query.queryKey[0] ?? '').includes('/purchase/kc-stock'),
    });
    after?.(action, target.id);
  };
  const question =
    pending?.action === 'delete'
      ? t('ask.delete', { no: pending.target.no })
      : t(kind === 'in' ? 'ask.confirmIn' : 'ask.confirmOut', { no: pending?.target.no ?? '' });
  const dialog: ReactNode = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : setPending(null))}
      title={
        pending?.action === 'delete'
          ? t('action.delete')
          : t(kind === 'in' ? 'action.confirmIn' : 'action.confirmOut')
      }
      description={question}
      confirmVariant={pending?.action === 'delete' ? 'danger' : 'primary'}
      onConfirm={run}
    />
  );
  return {
    confirm: (target: Target) => setPending({ action: 'confirm', target }),
    remove: (target: Target) => setPending({ action: 'delete', target }),
    dialog,
  };
}
