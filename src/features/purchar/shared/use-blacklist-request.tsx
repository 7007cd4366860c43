import { useState } from 'react';
import {
  createBlacklistRequest,
  submitBlacklistForApproval,
} from '@/api/generated/purchar-supplier/endpoints/gys-supplier-black/gys-supplier-black';
import { OpinionDialog } from '@/components/approval/opinion-dialog';
import { notify } from '@/lib/notify';
import { usePurcharT } from '../purchar-i18n';

type Target = { id: string; supplierName: string; blacklistFlag: number };

/**
 * 拉黑申请 / 移出申请 from a supplier: a reason, then the request is written and submitted for approval in one
 * step for the user (two calls: a request whose submit is refused stays as a draft in the log, and says so).
 */
export function useBlacklistRequest(onDone: () => Promise<unknown> | void) {
  const t = usePurcharT();
  const [target, setTarget] = useState<Target>();
  const takeOff = target?.blacklistFlag === 1;
  const type = takeOff ? t('supplier.black.takeOff') : t('supplier.black.putOn');

  const request = async (reason: string) => {
    if (!target) return;
    const created = await createBlacklistRequest({
      supplierId: target.id,
      requestType: takeOff ? 2 : 1,
      reason,
    });
    try {
      await submitBlacklistForApproval({ id: created.data.id });
      notify.success(t('supplier.black.submitted'));
    } catch (error) {
      notify.error(t('supplier.black.savedDraft', { message: error instanceof Error ? error.message : '' }));
    }
    await onDone();
  };

  const dialog = (
    <OpinionDialog
      open={!!target}
      onOpenChange={(open) => (open ? undefined : setTarget(undefined))}
      title={t('supplier.black.dialogTitle', { type, name: target?.supplierName ?? '' })}
      label={t('supplier.black.reason')}
      requiredMessage={t('supplier.black.reasonRequired')}
      confirmText={t('supplier.black.submit')}
      confirmVariant={takeOff ? 'primary' : 'danger'}
      onConfirm={request}
    />
  );
  return { open: setTarget, dialog };
}
