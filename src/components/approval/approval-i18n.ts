import { defineMessages } from '@/lib/message-bundle';
import { approvalZh } from './approval-zh';

/**
 * The approval and document strings (components/approval, components/document): one bundle owned by the kit, so
 * every document shares them instead of copying them under its own prefix. The layout route of each area with
 * documents loads it; English arrives lazily with the language.
 */
export const approvalMessages = defineMessages(approvalZh, () =>
  import('./approval-en').then((module) => module.approvalEn),
);

export const useApprovalT = approvalMessages.useT;
export type ApprovalTranslate = ReturnType<typeof useApprovalT>;
