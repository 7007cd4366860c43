import { queryOptions } from '@tanstack/react-query';
import {
  getGetNeedsDetailQueryKey,
  getNeedsDetail,
} from '@/api/generated/purchar-needs/endpoints/cg-needs/cg-needs';

/**
 * One bill's detail, as the detail and edit routes prefetch it (`ensureQueryData`) and their screens read it
 * (`useSuspenseQuery`): the generated key and call, without the generated options' skipToken, which suspense
 * queries refuse.
 */
export const needsDetailQuery = (id: string) =>
  queryOptions({
    queryKey: getGetNeedsDetailQueryKey(id),
    queryFn: ({ signal }) => getNeedsDetail(id, undefined, signal),
  });
