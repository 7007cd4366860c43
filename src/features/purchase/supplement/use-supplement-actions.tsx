import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  approveSupplement,
  deleteSupplements,
  rejectSupplement,
  submitSupplementForApproval,
  withdrawSupplement,
} from '@/api/generated/purchase-supplement/endpoints/ht-contract-supplement/ht-contract-supplement';
import type { SupplementHeader } from '@/api/generated/purchase-supplement/model';
import {
  useApprovalActions,
  useRefreshDocument,
  type ApprovalApi,
} from '@/components/approval/use-approval-actions';
import { PURCHASE_QUERY_PREFIX } from '../shared/use-refresh-purchase';
import { useSupplementT } from '../shared/supplement-i18n';

/** One approve call serves every level: the server acts at the level the supplement waits at. */
const approveHere = (body: Parameters<ApprovalApi<SupplementHeader>['approve']['DIRECTOR']>[0]) =>
  approveSupplement({ ...body, status: 1 });

/** The supplement's generated calls, as the shared approval flow takes them (no PM node). */
export const supplementApproval: ApprovalApi<SupplementHeader> = {
  numberOf: (supplement) => supplement.supplementNo,
  queryPrefix: PURCHASE_QUERY_PREFIX,
  remove: (id) => deleteSupplements({ ids: id }),
  submit: submitSupplementForApproval,
  cancel: withdrawSupplement,
  confirm: () => Promise.reject(new Error('supplements have no project manager confirmation')),
  approve: { DIRECTOR: approveHere, AREA_MANAGER: approveHere, MANAGER: approveHere },
  reject: rejectSupplement,
};

/** Every query under /purchase (supplements, and the contract they change). */
export const useRefreshSupplements = () => useRefreshDocument(supplementApproval.queryPrefix);

/** The shared approval actions on a supplement; view opens its detail, edit its editor. */
export function useSupplementActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const t = useSupplementT();
  const navigate = useNavigate();
  const onView = useCallback(
    (s: SupplementHeader) => void navigate({ to: '/contractSupplementDetail/index', search: { id: s.id } }),
    [navigate],
  );
  const onEdit = useCallback(
    (s: SupplementHeader) => void navigate({ to: '/contractSupplementEdit/index', search: { id: s.id } }),
    [navigate],
  );
  return useApprovalActions(supplementApproval, { documentName: t('noun'), onView, onEdit, onDeleted });
}
