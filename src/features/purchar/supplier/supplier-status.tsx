import { useState } from 'react';
import {
  resumeSupplier,
  suspendSupplier,
} from '@/api/generated/purchar-supplier/endpoints/gys-supplier/gys-supplier';
import type { SupplierStatusLog } from '@/api/generated/purchar-supplier/model';
import { OpinionDialog } from '@/components/approval/opinion-dialog';
import { DocumentCard } from '@/components/document/document-detail-layout';
import { notify } from '@/lib/notify';
import { usePurcharT } from '../purchar-i18n';

type Change = 'suspend' | 'resume';

/** 暂停 / 恢复 with the reason the server requires: a dialog asks for it, then the call, a toast and a refresh. */
export function useSupplierStatusChange(
  supplier: { id: string; supplierName: string },
  onDone: () => Promise<unknown>,
) {
  const t = usePurcharT();
  const [change, setChange] = useState<Change>();
  const confirm = async (reason: string) => {
    if (!change) return;
    await (change === 'suspend' ? suspendSupplier : resumeSupplier)({ id: supplier.id, reason });
    notify.success(t(change === 'suspend' ? 'supplier.done.suspended' : 'supplier.done.resumed'));
    await onDone();
  };
  const dialog = (
    <OpinionDialog
      open={change !== undefined}
      onOpenChange={(open) => (open ? undefined : setChange(undefined))}
      title={t(change === 'resume' ? 'supplier.statusLog.resumeTitle' : 'supplier.statusLog.suspendTitle', {
        name: supplier.supplierName,
      })}
      label={t('supplier.statusLog.reasonLabel')}
      requiredMessage={t('supplier.statusLog.reasonRequired')}
      confirmText={t(change === 'resume' ? 'supplier.action.resume' : 'supplier.action.suspend')}
      confirmVariant={change === 'resume' ? 'primary' : 'danger'}
      onConfirm={confirm}
    />
  );
  return { open: setChange, dialog };
}

const head = 'border-b border-line px-3 py-2 text-left text-xs font-medium text-muted whitespace-nowrap';
const cell = 'border-b border-line px-3 py-2 align-top';

/** The supplier's suspend / resume history, newest first: what, why, who and when. */
export function SupplierStatusHistoryCard({ logs }: { logs: readonly SupplierStatusLog[] }) {
  const t = usePurcharT();
  return (
    <DocumentCard title={t('supplier.statusLog.title')}>
      {logs.length === 0 ? (
        <p className="text-sm text-muted">{t('supplier.statusLog.empty')}</p>
      ) : (
        <table className="w-full text-sm" aria-label={t('supplier.statusLog.title')}>
          <thead>
            <tr>
              <th className={head}>{t('supplier.statusLog.time')}</th>
              <th className={head}>{t('supplier.statusLog.action')}</th>
              <th className={head}>{t('supplier.statusLog.reason')}</th>
              <th className={head}>{t('supplier.statusLog.operator')}</th>
            </tr>
          </thead>
          <tbody>
            {logs.map((log) => (
              <tr key={log.id}>
                <td className={`${cell} tabular-nums whitespace-nowrap`}>{log.createTime}</td>
                <td className={cell}>{log.actionName}</td>
                <td className={`${cell} break-all`}>{log.reason}</td>
                <td className={cell}>{log.operatorName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DocumentCard>
  );
}
