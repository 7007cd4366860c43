import type { Names } from '../../../lib/code-names.ts';

/** Plan change line types (cg_plan_needs_change_item.change_type), shared by the plan's versions and the change. */
export const CHANGE_TYPE = { ADD: 1, RAISE: 2, LOWER: 3, DELETE: 4 } as const;

export const CHANGE_TYPE_NAMES: Record<number, Names> = {
  1: { zh: '新增', en: 'Added' },
  2: { zh: '调增', en: 'Raised' },
  3: { zh: '调减', en: 'Lowered' },
  4: { zh: '删除', en: 'Deleted' },
};
