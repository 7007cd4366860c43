import type { Shape } from '@/lib/i18n';
import type { reportConfigZh } from './report-config-zh';

/** English strings of the approval settings screen; exactly the keys of report-config-zh.ts (checked by tsc). */
export const reportConfigEn: Shape<typeof reportConfigZh> = {
  title: 'Approval settings',
  bizType: 'Document type',
  chain: 'Approval chain',
  minAmounts: 'Minimum amounts',
  minAmountAny: 'Any',
  minAmountsHint:
    "Documents with an amount (contracts, supplements, payments) below a level's minimum skip that level (decided at submit); empty = the level always approves.",
  levels: 'Approval levels',
  allowSelfApproval: 'Submitters may approve their own documents',
  status: 'Status',
  remark: 'Remark',
  bizTypeRequired: 'Please select the document type',
  levelsRequired: 'Please select at least one approval level',
  levelsHint:
    'Levels approve in a fixed order: project manager → director → area manager → manager; unchecked levels are skipped.',
  pmNotApplicable: 'Project manager confirmation applies only to demand bills, demand plans and plan changes',
  defaultsNote:
    'A document type without a setting, or whose setting is disabled, follows the default chain: demand bills, demand plans and plan changes go project manager → director → area manager → manager; sourcing, contracts, supplements and payment requests director → area manager → manager; suppliers and the supplier blacklist manager. A change applies to documents submitted afterwards; documents already in approval keep the chain they were submitted with.',
  enable: 'Enable',
  disable: 'Disable',
  enableTitle: 'Enable the approval setting',
  disableTitle: 'Disable the approval setting',
  enableConfirm: 'Once enabled, new {bizType} submissions are approved by {chain}. Enable it?',
  disableConfirm: 'Once disabled, new {bizType} submissions follow the default chain. Disable it?',
  enabled: 'Enabled',
  disabled: 'Disabled',
  nodes: {
    PM: 'Project manager',
    DIRECTOR: 'Director',
    AREA_MANAGER: 'Area manager',
    MANAGER: 'Manager',
  },
  bizTypes: {
    NEEDS: 'Demand bill',
    PLAN: 'Demand plan',
    PLAN_CHANGE: 'Demand plan change',
    SOURCING: 'Sourcing',
    CONTRACT: 'Contract',
    SUPPLEMENT: 'Contract supplement',
    PAYMENT: 'Payment request',
    SUPPLIER: 'Supplier',
    BLACKLIST: 'Supplier blacklist',
    LEAVE: 'Leave request',
  },
};
