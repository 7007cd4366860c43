import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  approvePlanChangeAsAreaManager,
  approvePlanChangeAsDirector,
  approvePlanChangeAsManager,
  cancelPlanChange,
  confirmPlanChangeSubmit,
  deletePlanChange,
  rejectPlanChange,
  submitPlanChangeForApproval,
} from '@/api/generated/purchar-plans/endpoints/cg-plan-needs-change/cg-plan-needs-change';
import type { ChangeHeader } from '@/api/generated/purchar-plans/model';
import {
  useApprovalActions,
  useRefreshDocument,
  type ApprovalApi,
} from '@/components/approval/use-approval-actions';
import { usePurcharT } from '../purchar-i18n';

/** The plan change's generated calls, as the shared approval flow takes them. */
export const planChangeApproval: ApprovalApi<ChangeHeader> = {
  numberOf: (change) => change.changeNo,
  queryPrefix: '/api/purchar/cg-plan-needs-change',
  remove: deletePlanChange,
  submit: submitPlanChangeForApproval,
  cancel: cancelPlanChange,
  confirm: confirmPlanChangeSubmit,
  approve: {
    DIRECTOR: approvePlanChangeAsDirector,
    AREA_MANAGER: approvePlanChangeAsAreaManager,
    MANAGER: approvePlanChangeAsManager,
  },
  reject: rejectPlanChange,
};

/** A change applied on approval changes its plan too: both are refreshed. */
export function useRefreshPlanChange() {
  const changes = useRefreshDocument(planChangeApproval.queryPrefix);
  const plans = useRefreshDocument('/api/purchar/cg-plan-needs');
  return useCallback(async () => {
    await Promise.all([changes(), plans()]);
  }, [changes, plans]);
}

export function usePlanChangeActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const t = usePurcharT();
  const navigate = useNavigate();
  const onView = useCallback(
    (change: ChangeHeader) =>
      void navigate({ to: '/purchar/plan-needs-change/$id', params: { id: change.id } }),
    [navigate],
  );
  const onEdit = useCallback(
    (change: ChangeHeader) =>
      void navigate({ to: '/purchar/plan-needs-change/edit/$id', params: { id: change.id } }),
    [navigate],
  );
  return useApprovalActions(planChangeApproval, {
    documentName: t('planChange.noun'),
    onView,
    onEdit,
    onDeleted,
  });
}
