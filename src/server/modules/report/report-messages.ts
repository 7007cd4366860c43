import type { Names } from '../../lib/code-names.ts';

/** Reports (blade-report.yaml), merged into MessageKey. */
export const REPORT_MESSAGES = {
  reportMissing: {
    zh: '报表不存在或已从列表移除: {0}',
    en: 'No such report in your list (or already removed): {0}',
  },
  reportGroupBy: {
    zh: 'groupBy: 汇总维度只能是 1 供应商、2 项目、3 物料分类或 4 月份',
    en: 'groupBy: group by 1 supplier, 2 project, 3 material category or 4 month',
  },
  reportSavingsGroupBy: {
    zh: 'groupBy: 汇总维度只能是 1 寻源单、2 月份或 3 物料分类',
    en: 'groupBy: group by 1 sourcing bill, 2 month or 3 material category',
  },
  reportBizType: {
    zh: 'bizType: 单据类型只能是 {0} 之一',
    en: 'bizType: the document type must be one of {0}',
  },
} as const satisfies Record<string, Names>;
