import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  approveNeedsAsAreaManager,
  approveNeedsAsDirector,
  approveNeedsAsManager,
  cancelNeeds,
  confirmNeedsSubmit,
  deleteNeeds,
  rejectNeeds,
  submitNeedsForApproval,
} from '@/api/generated/purchar-needs/endpoints/cg-needs/cg-needs';
import type { NeedsHeader } from '@/api/generated/purchar-needs/model';
import {
  useApprovalActions,
  useRefreshDocument,
  type ApprovalApi,
} from '@/components/approval/use-approval-actions';
import { usePurcharT } from '../purchar-i18n';

/** The demand bill's generated calls, as the shared approval flow takes them. */
export const needsApproval: ApprovalApi<NeedsHeader> = {
  numberOf: (bill) => bill.needsNo,
  queryPrefix: '/api/purchar/cg-needs',
  remove: deleteNeeds,
  submit: submitNeedsForApproval,
  cancel: cancelNeeds,
  confirm: confirmNeedsSubmit,
  approve: {
    DIRECTOR: approveNeedsAsDirector,
    AREA_MANAGER: approveNeedsAsAreaManager,
    MANAGER: approveNeedsAsManager,
  },
  reject: rejectNeeds,
};

/** Every query of the demand bill calls (lists, queues, detail, progress, history). */
export const useRefreshNeeds = () => useRefreshDocument(needsApproval.queryPrefix);

/** The shared approval actions on a demand bill; view and edit open its pages. */
export function useNeedsActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const t = usePurcharT();
  const navigate = useNavigate();
  const onView = useCallback(
    (bill: NeedsHeader) => void navigate({ to: '/purchar/needs/$id', params: { id: bill.id } }),
    [navigate],
  );
  const onEdit = useCallback(
    (bill: NeedsHeader) => void navigate({ to: '/purchar/needs/edit/$id', params: { id: bill.id } }),
    [navigate],
  );
  return useApprovalActions(needsApproval, { documentName: t('needs.noun'), onView, onEdit, onDeleted });
}
