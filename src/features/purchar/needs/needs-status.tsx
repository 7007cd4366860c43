import type { SelectOption } from '@/components/form/field-def';
import { cn } from '@/lib/cn';
import type { PurcharTranslate } from '../purchar-i18n';
import { APPROVE_STATUS } from './needs-rules';

const STATUS_KEYS = Object.keys(APPROVE_STATUS) as (keyof typeof APPROVE_STATUS)[];

// Draft grey, waiting amber, approved green, rejected red: the colour says whether someone has to act.
const STATUS_CLASSES: Record<number, string> = {
  [APPROVE_STATUS.draft]: 'bg-line text-muted',
  [APPROVE_STATUS.approved]: 'bg-success/10 text-success',
  [APPROVE_STATUS.rejected]: 'bg-danger/10 text-danger',
};
const PENDING_CLASS = 'bg-warning/10 text-warning';

/** The status name in the caller's language (the server sends it too; this is for filters and fallbacks). */
export function approveStatusName(status: number, t: PurcharTranslate): string {
  const key = STATUS_KEYS.find((name) => APPROVE_STATUS[name] === status);
  return key ? t(`needs.status.${key}`) : String(status);
}

export function approveStatusOptions(t: PurcharTranslate): SelectOption[] {
  return STATUS_KEYS.map((key) => ({ label: t(`needs.status.${key}`), value: String(APPROVE_STATUS[key]) }));
}

/** The approval status as a coloured badge with its name. */
export function ApproveStatusBadge({ status, name }: { status: number; name: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        STATUS_CLASSES[status] ?? PENDING_CLASS,
      )}
    >
      {name}
    </span>
  );
}
