import type { planSummaryZh } from './plan-summary-zh';

/** English strings of the plan summary screen (计划汇总); the keys of plan-summary-zh.ts. */
export const planSummaryEn: typeof planSummaryZh = {
  title: 'Plan summary',
  field: {
    dept: 'Project department',
    materialKeyword: 'Material code or name',
    materialCode: 'Material code',
    materialName: 'Material name',
    spec: 'Specification',
    unit: 'Unit',
    planQty: 'Planned',
    demandedQty: 'Demanded',
    contractedQty: 'Contracted',
    receivedQty: 'Received',
    remainingQty: 'Remaining',
    execRate: 'Execution rate',
  },
};
