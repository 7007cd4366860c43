import { BizType } from '@/api/generated/blade-flow/model/approval/bizType';
import { listSearchSchema, searchEnum } from '@/lib/list-search';

/** The inbox lists' search: page, size and one document type (all when absent). */
export const workSearchSchema = listSearchSchema({
  bizType: searchEnum(Object.values(BizType)),
});
