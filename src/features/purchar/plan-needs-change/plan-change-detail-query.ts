import { queryOptions } from '@tanstack/react-query';
import {
  getGetPlanChangeDetailQueryKey,
  getPlanChangeDetail,
} from '@/api/generated/purchar-plans/endpoints/cg-plan-needs-change/cg-plan-needs-change';

/** One plan change's detail, for the detail and edit routes (suspense). */
export const planChangeDetailQuery = (id: string) =>
  queryOptions({
    queryKey: getGetPlanChangeDetailQueryKey(id),
    queryFn: ({ signal }) => getPlanChangeDetail(id, undefined, signal),
  });
