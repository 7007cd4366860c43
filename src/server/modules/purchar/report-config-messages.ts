import type { Names } from '../../lib/code-names.ts';

/** Approval settings (purchar-config.yaml), merged into MessageKey. */
export const REPORT_CONFIG_MESSAGES = {
  reportConfigTaken: {
    zh: 'bizType: {0}已有审批配置,请编辑已有的配置',
    en: 'bizType: {0} already has an approval setting; edit that one instead',
  },
  reportConfigNodeRepeated: { zh: 'nodes: 审批节点重复: {0}', en: 'nodes: the level {0} is listed twice' },
  reportConfigNoPm: {
    zh: 'nodes: {0}没有项目经理确认节点,只有需求单、需求计划和需求计划变更有',
    en: 'nodes: {0} has no project manager confirmation; only demand bills, demand plans and plan changes do',
  },
  reportConfigMinAmountNotInChain: {
    zh: 'minAmounts.{0}: 该审批节点未启用,不能设置最低金额',
    en: 'minAmounts.{0}: this level is not in the chain, so it cannot have a minimum amount',
  },
} as const satisfies Record<string, Names>;
