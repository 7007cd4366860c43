import type { Names } from '../../../lib/code-names.ts';

/** Demand plans' own refusals (purchar-plans.yaml), and the plan control a demand bill meets; merged into MessageKey. */
export const PLAN_MESSAGES = {
  planDeptNotProject: {
    zh: 'deptId: 所选部门不是本租户的项目部: {0}',
    en: 'deptId: {0} is not a project department of your tenant',
  },
  planPmNotOfDept: {
    zh: 'projectManagerId: 所选用户不是该项目部的项目经理: {0}',
    en: 'projectManagerId: {0} is not a project manager of this project department',
  },
  planNotCreator: {
    zh: '只有需求计划的创建人可以修改或删除它',
    en: 'Only the creator of the plan may change or delete it',
  },
  planNotEditable: {
    zh: '需求计划已提交审批,不能修改或删除',
    en: 'The plan has been submitted for approval; it cannot be changed or deleted',
  },
  planDatesReversed: {
    zh: 'endDate: 计划结束日期不能早于开始日期',
    en: 'endDate: the end date is before the start date',
  },
  planLineNotOfPlan: {
    zh: 'items.{0}.id: 不是本计划的明细: {1}',
    en: 'items.{0}.id: {1} is not a line of this plan',
  },
  planLineMaterialMissing: {
    zh: 'items.{0}.materialId: 物料不存在或不属于本租户: {1}',
    en: 'items.{0}.materialId: no such material in your tenant: {1}',
  },
  planLineMaterialDisabled: {
    zh: 'items.{0}.materialId: 物料已停用,不能使用: {1}',
    en: 'items.{0}.materialId: the material {1} is disabled and cannot be used',
  },
  planNoLines: { zh: '需求计划没有明细,不能提交', en: 'The plan has no lines to submit' },
  planStatusNotApproved: {
    zh: '只有审批通过的需求计划可以启用或停用',
    en: 'Only an approved plan can be enabled or disabled',
  },
  // The plan control, as a demand bill meets it (items.<index> is the bill's line).
  planLineGone: {
    zh: 'items.{0}.planItemId: 计划明细不存在或已删除: {1}',
    en: 'items.{0}.planItemId: no such plan line: {1}',
  },
  planNotApproved: {
    zh: 'items.{0}.planItemId: 需求计划 {1} 未审批通过,不能引用',
    en: 'items.{0}.planItemId: the plan {1} is not approved',
  },
  planDisabledForBill: {
    zh: 'items.{0}.planItemId: 需求计划 {1} 已停用,不能引用',
    en: 'items.{0}.planItemId: the plan {1} is disabled',
  },
  planLineOtherMaterial: {
    zh: 'items.{0}.materialId: 物料必须与计划明细一致: {1}',
    en: 'items.{0}.materialId: the material must be the plan line’s: {1}',
  },
  planBeyondRemaining: {
    zh: 'items.{0}.qty: 超出需求计划 {1} 中物料 {2} 的剩余可提报数量 {3}',
    en: 'items.{0}.qty: more than the {3} left of material {2} in plan {1}',
  },
} as const satisfies Record<string, Names>;
