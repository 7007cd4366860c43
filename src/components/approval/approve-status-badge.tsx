import type { SelectOption } from '@/components/form/field-def';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { APPROVE_STATUS, APPROVE_STATUS_NAMES } from './approval-codes';
import type { ApprovalTranslate } from './approval-i18n';

// Draft grey, waiting amber, approved green, rejected red: the colour says whether someone has to act.
const STATUS_TONES: Record<number, BadgeTone> = {
  [APPROVE_STATUS.draft]: 'neutral',
  [APPROVE_STATUS.approved]: 'success',
  [APPROVE_STATUS.rejected]: 'danger',
};

/** The status name in the caller's language (the server sends it too; this is for filters and fallbacks). */
export function approveStatusName(status: number, t: ApprovalTranslate): string {
  const key = APPROVE_STATUS_NAMES.find((name) => APPROVE_STATUS[name] === status);
  return key ? t(`status.${key}`) : String(status);
}

/** The approval statuses as the options of a list filter (the value is the code as text, as the URL keeps it). */
export function approveStatusOptions(t: ApprovalTranslate): SelectOption[] {
  return APPROVE_STATUS_NAMES.map((key) => ({
    label: t(`status.${key}`),
    value: String(APPROVE_STATUS[key]),
  }));
}

/** The approval status as a coloured badge with the name the server sent. */
export function ApproveStatusBadge({ status, name }: { status: number; name: string }) {
  return <Badge tone={STATUS_TONES[status] ?? 'warning'}>{name}</Badge>;
}
