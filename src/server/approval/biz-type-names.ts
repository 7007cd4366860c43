import type { BizType } from '../domain/approval/approval-chain.ts';
import type { Names } from '../lib/code-names.ts';

/** The document types' names, as the approval settings, the approvals inbox and their messages show them. */
export const BIZ_TYPE_NAMES: Record<BizType, Names> = {
  NEEDS: { zh: '需求单', en: 'Demand bill' },
  PLAN: { zh: '需求计划', en: 'Demand plan' },
  PLAN_CHANGE: { zh: '需求计划变更', en: 'Demand plan change' },
  SOURCING: { zh: '寻源', en: 'Sourcing' },
  CONTRACT: { zh: '合同', en: 'Contract' },
  SUPPLEMENT: { zh: '补充协议', en: 'Contract supplement' },
  PAYMENT: { zh: '付款申请', en: 'Payment request' },
  SUPPLIER: { zh: '供应商', en: 'Supplier' },
  BLACKLIST: { zh: '供应商黑名单', en: 'Supplier blacklist' },
  LEAVE: { zh: '请假', en: 'Leave request' },
};
