import type { Names } from '../../../lib/code-names.ts';

/** The refusals of the demand summary, sub-packaging and purchaser execution (purchar-execution.yaml). */
export const EXECUTION_MESSAGES = {
  execNotPurchaser: {
    zh: 'purchaserId: 所选用户不是本租户启用的采购员: {0}',
    en: 'purchaserId: {0} is not an enabled purchaser of your tenant',
  },
  execDuplicateLine: {
    zh: 'lines: 同一需求明细只能出现一次: {0}',
    en: 'lines: a demand line may appear only once: {0}',
  },
  execLineNotOpen: {
    zh: '需求单 {0} 第 {1} 行不是已审批通过的正常明细,不能分包或设置采购方式',
    en: 'Line {1} of bill {0} is not an open line of an approved bill; it cannot be assigned or given a purchase method',
  },
  execOverAssign: {
    zh: '需求单 {0} 第 {1} 行剩余可分包数量为 {2},不能分包 {3}',
    en: 'Line {1} of bill {0} has {2} left to assign; {3} is more than that',
  },
  execAllocationMissing: {
    zh: '分包记录不存在、已取消或不属于本租户: {0}',
    en: 'No active assignment {0} in your tenant',
  },
  execAllocationUsed: {
    zh: '分包记录已被寻源单使用,不能取消: 需求单 {0} 第 {1} 行',
    en: 'The assignment of line {1} of bill {0} is used by a sourcing bill; it cannot be cancelled',
  },
  execLineAssigned: {
    zh: '需求单第 {0} 行已分包给采购员,不能驳回;请先取消分包',
    en: 'Line {0} of the bill is already assigned to a purchaser; cancel the assignment before rejecting it',
  },
  execContractsNotAvailable: {
    zh: '合同功能尚未开放,暂不能按框架协议下单',
    en: 'Contracts are not available yet; ordering on a framework contract is not possible',
  },
} as const satisfies Record<string, Names>;
