import type { planPickerZh } from './plan-picker-zh';

/** English strings of the demand bill editor's "from plan" picker; the keys of plan-picker-zh.ts. */
export const planPickerEn: typeof planPickerZh = {
  fromPlan: 'From plan',
  title: 'Pick materials from a demand plan',
  keyword: 'Material code or name',
  search: 'Search',
  empty: 'No plan lines to draw from (approved, enabled plans with quantity left)',
  add: 'Add {count} lines',
  planLine: 'Plan {planNo} line {lineNo}',
  remaining: '{qty} left',
};
