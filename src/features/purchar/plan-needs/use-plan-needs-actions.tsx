import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  approvePlanAsAreaManager,
  approvePlanAsDirector,
  approvePlanAsManager,
  cancelPlan,
  confirmPlanSubmit,
  deletePlan,
  rejectPlan,
  submitPlanForApproval,
} from '@/api/generated/purchar-plans/endpoints/cg-plan-needs/cg-plan-needs';
import type { PlanHeader } from '@/api/generated/purchar-plans/model';
import {
  useApprovalActions,
  useRefreshDocument,
  type ApprovalApi,
} from '@/components/approval/use-approval-actions';
import { usePurcharT } from '../purchar-i18n';

/** The demand plan's generated calls, as the shared approval flow takes them. */
export const planNeedsApproval: ApprovalApi<PlanHeader> = {
  numberOf: (plan) => plan.planNo,
  queryPrefix: '/api/purchar/cg-plan-needs',
  remove: deletePlan,
  submit: submitPlanForApproval,
  cancel: cancelPlan,
  confirm: confirmPlanSubmit,
  approve: {
    DIRECTOR: approvePlanAsDirector,
    AREA_MANAGER: approvePlanAsAreaManager,
    MANAGER: approvePlanAsManager,
  },
  reject: rejectPlan,
};

export const useRefreshPlanNeeds = () => useRefreshDocument(planNeedsApproval.queryPrefix);

/** The shared approval actions on a plan; view and edit open its pages. */
export function usePlanNeedsActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const t = usePurcharT();
  const navigate = useNavigate();
  const onView = useCallback(
    (plan: PlanHeader) => void navigate({ to: '/purchar/plan-needs/$id', params: { id: plan.id } }),
    [navigate],
  );
  const onEdit = useCallback(
    (plan: PlanHeader) => void navigate({ to: '/purchar/plan-needs/edit/$id', params: { id: plan.id } }),
    [navigate],
  );
  return useApprovalActions(planNeedsApproval, {
    documentName: t('planNeeds.noun'),
    onView,
    onEdit,
    onDeleted,
  });
}
