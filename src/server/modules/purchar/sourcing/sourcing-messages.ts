import type { Names } from '../../../lib/code-names.ts';

/** The refusals of sourcing (purchar-sourcing.yaml and cg-needs-purchar/create-sourcing). */
export const SOURCING_MESSAGES = {
  srcAllocationNotMine: {
    zh: 'lines: 分包记录不存在、已取消或不是分配给您的: {0}',
    en: 'lines: {0} is not an active assignment of yours',
  },
  srcDuplicateAllocation: {
    zh: 'lines: 同一分包记录只能出现一次: {0}',
    en: 'lines: an assignment may appear only once: {0}',
  },
  srcOverSource: {
    zh: '需求单 {0} 第 {1} 行可寻源数量为 {2},不能寻源 {3}',
    en: 'Line {1} of bill {0} has {2} left to source; {3} is more than that',
  },
  srcLineNotOpen: {
    zh: '需求单 {0} 第 {1} 行已不是正常明细,不能寻源',
    en: 'Line {1} of bill {0} is no longer open; it cannot be sourced',
  },
  srcNotOwner: {
    zh: '只有寻源单的采购员本人可以修改它',
    en: 'Only the purchaser who owns the sourcing bill may change it',
  },
  srcNotEditable: {
    zh: '寻源单 {0} 已提交或已作废,不能修改',
    en: 'Sourcing bill {0} has been submitted or voided; it cannot be changed',
  },
  srcPurcharTypeUnknown: {
    zh: 'purcharType: 采购方式不存在: {0}',
    en: 'purcharType: no purchase method {0}',
  },
  srcSupplierNotInvited: {
    zh: '供应商 {0} 未被邀请参加本次寻源,不能报价或中标',
    en: 'Supplier {0} is not invited to this sourcing; it cannot quote or win',
  },
  srcLineUnknown: {
    zh: '寻源明细不属于本寻源单: {0}',
    en: 'No line {0} on this sourcing bill',
  },
  srcDuplicateLine: {
    zh: 'offers: 同一明细只能报价一次: {0}',
    en: 'offers: a line may be quoted only once: {0}',
  },
  srcNoValidOffer: {
    zh: '供应商 {0} 在第 {1} 行没有有效报价,不能中标',
    en: 'Supplier {0} has no valid offer on line {1}; it cannot win',
  },
  srcOverAward: {
    zh: '第 {0} 行数量为 {1},中标数量合计 {2} 超出',
    en: 'Line {0} has qty {1}; awards totalling {2} exceed it',
  },
  srcReasonNeeded: {
    zh: '第 {0} 行中标供应商 {1} 不是最低报价,请填写定标理由',
    en: 'Supplier {1} is not the lowest offer on line {0}; give a reason for the award',
  },
  srcNoAward: {
    zh: '寻源单还没有中标供应商,不能提交定标审批',
    en: 'The sourcing bill has no winner yet; it cannot be submitted',
  },
  srcLessThanThree: {
    zh: '询比价第 {0} 行有效报价不足三家,请填写报价不足三家原因',
    en: 'Line {0} has fewer than three valid offers; a request for quotation needs a reason',
  },
  srcAwardDuplicateSupplier: {
    zh: 'awards: 同一供应商只能出现一次: {0}',
    en: 'awards: a supplier may appear only once: {0}',
  },
  srcFormField: {
    zh: '{0}: 缺少或格式不正确',
    en: '{0}: missing or malformed',
  },
  srcFileType: {
    zh: '报价文件只接受 PDF、图片或 Office 文档',
    en: 'An offer file must be a PDF, an image or an Office document',
  },
  srcFileSize: {
    zh: '报价文件不能超过 {0} MB',
    en: 'An offer file may be at most {0} MB',
  },
  srcImportLine: {
    zh: '本寻源单没有第 {0} 行',
    en: 'No line {0} on this sourcing bill',
  },
  srcImportSupplier: {
    zh: '供应商 {0} 未被邀请参加本次寻源',
    en: 'Supplier {0} is not invited to this sourcing',
  },
  srcImportDuplicate: {
    zh: '与第 {0} 行重复(同一明细与供应商)',
    en: 'Repeats row {0} (same line and supplier)',
  },
  srcImportTaxRate: {
    zh: '税率须在 0 到 100 之间',
    en: 'The tax rate must be between 0 and 100',
  },
  srcImportDays: {
    zh: '供货周期须为 0 到 3650 的整数',
    en: 'Delivery days must be a whole number from 0 to 3650',
  },
} as const satisfies Record<string, Names>;
