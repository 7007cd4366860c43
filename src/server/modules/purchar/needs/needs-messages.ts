import type { Names } from '../../../lib/code-names.ts';

/** Demand bills' own refusals (purchar-needs.yaml), merged into MessageKey. */
export const NEEDS_MESSAGES = {
  needsDeptNotProject: {
    zh: 'deptId: 所选部门不是本租户的项目部: {0}',
    en: 'deptId: {0} is not a project department of your tenant',
  },
  needsAddressUnusable: {
    zh: 'deliveryAddressId: 收货地址不存在、已停用或不属于该项目部: {0}',
    en: 'deliveryAddressId: no enabled delivery address {0} for this project department',
  },
  needsPmNotOfDept: {
    zh: 'projectManagerId: 所选用户不是该项目部的项目经理: {0}',
    en: 'projectManagerId: {0} is not a project manager of this project department',
  },
  needsNotCreator: {
    zh: '只有需求单的创建人可以修改或删除它',
    en: 'Only the creator of the bill may change or delete it',
  },
  needsNotEditable: {
    zh: '需求单已提交审批,不能修改或删除',
    en: 'The bill has been submitted for approval; it cannot be changed or deleted',
  },
  needsLineNotOfBill: {
    zh: 'items.{0}.id: 不是本需求单的明细: {1}',
    en: 'items.{0}.id: {1} is not a line of this bill',
  },
  needsLineMaterialMissing: {
    zh: 'items.{0}.materialId: 物料不存在或不属于本租户: {1}',
    en: 'items.{0}.materialId: no such material in your tenant: {1}',
  },
  needsLineMaterialDisabled: {
    zh: 'items.{0}.materialId: 物料已停用,不能使用: {1}',
    en: 'items.{0}.materialId: the material {1} is disabled and cannot be used',
  },
  needsNoLines: { zh: '需求单没有可提交的明细', en: 'The bill has no lines to submit' },
  needsItemsNotRejectable: {
    zh: 'itemIds: 不是本需求单未驳回的明细: {0}',
    en: 'itemIds: not lines of this bill that are still open: {0}',
  },
  importMaterialUnknown: { zh: '物料编码不存在', en: 'No material with this code' },
  importMaterialDisabled: { zh: '物料已停用', en: 'The material is disabled' },
} as const satisfies Record<string, Names>;
