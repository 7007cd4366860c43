import type { Names } from '../../../lib/code-names.ts';

/** Plan changes' own refusals (purchar-plans.yaml cg-plan-needs-change), merged into MessageKey. */
export const PLAN_CHANGE_MESSAGES = {
  changeNotCreator: {
    zh: '只有计划变更单的创建人可以修改或删除它',
    en: 'Only the creator of the plan change may change or delete it',
  },
  changeNotEditable: {
    zh: '计划变更单已提交审批,不能修改或删除',
    en: 'The plan change has been submitted for approval; it cannot be changed or deleted',
  },
  changePlanNotApproved: {
    zh: '需求计划 {0} 未审批通过,不能变更',
    en: 'The plan {0} is not approved; it cannot be changed',
  },
  changePlanDisabled: {
    zh: '需求计划 {0} 已停用,不能变更',
    en: 'The plan {0} is disabled; it cannot be changed',
  },
  changeInFlight: {
    zh: '需求计划 {0} 已有未生效的变更单 {1},请先处理该变更',
    en: 'The plan {0} already has a change in progress ({1}); finish or delete it first',
  },
  changeOtherPlan: {
    zh: 'planId: 已保存的变更单不能改为其他计划',
    en: 'planId: a saved change cannot be moved to another plan',
  },
  changeNoLines: { zh: '计划变更单没有明细', en: 'The plan change has no lines' },
  changeLineNotOfChange: {
    zh: 'items.{0}.id: 不是本变更单的明细: {1}',
    en: 'items.{0}.id: {1} is not a line of this change',
  },
  changeLineNotOfPlan: {
    zh: 'items.{0}.planItemId: 不是该计划的明细: {1}',
    en: 'items.{0}.planItemId: {1} is not a line of this plan',
  },
  changeLineTwice: {
    zh: 'items.{0}.planItemId: 同一计划明细只能变更一次: {1}',
    en: 'items.{0}.planItemId: a plan line can be changed only once per change: {1}',
  },
  changeLineMaterialRequired: {
    zh: 'items.{0}.materialId: 新增明细必须选择物料',
    en: 'items.{0}.materialId: a new line needs a material',
  },
  changeLineMaterialMissing: {
    zh: 'items.{0}.materialId: 物料不存在、已停用或不属于本租户: {1}',
    en: 'items.{0}.materialId: no enabled material {1} in your tenant',
  },
  changeLineNewZero: {
    zh: 'items.{0}.afterQty: 新增明细的数量必须大于 0',
    en: 'items.{0}.afterQty: a new line needs a quantity greater than 0',
  },
  changeLineNoChange: {
    zh: 'items.{0}.afterQty: 数量和单价都没有变化',
    en: 'items.{0}.afterQty: neither the quantity nor the price changes',
  },
  changeBelowDemanded: {
    zh: 'items.{0}.afterQty: 计划明细 {1} 已被需求单提报 {2},变更后数量不能低于已提报数量',
    en: 'items.{0}.afterQty: bills already demand {2} of plan line {1}; the quantity cannot go below that',
  },
  changeLineGone: {
    zh: 'items.{0}.planItemId: 计划明细已不存在: {1}',
    en: 'items.{0}.planItemId: the plan line no longer exists: {1}',
  },
} as const satisfies Record<string, Names>;
