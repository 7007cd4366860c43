import { queryOptions } from '@tanstack/react-query';
import {
  getGetPlanDetailQueryKey,
  getPlanDetail,
} from '@/api/generated/purchar-plans/endpoints/cg-plan-needs/cg-plan-needs';

/** One plan's detail, as the detail and edit routes prefetch it and their screens read it (suspense). */
export const planNeedsDetailQuery = (id: string) =>
  queryOptions({
    queryKey: getGetPlanDetailQueryKey(id),
    queryFn: ({ signal }) => getPlanDetail(id, undefined, signal),
  });
