import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Read-only fields as a responsive grid of label and value (a document's header on its detail page). Put
 * `DescriptionItem`s inside.
 */
export function DescriptionList({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <dl className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4', className)}>{children}</dl>
  );
}

/** One label and its value; an empty value shows a dash, so a missing field reads as missing, not as a gap. */
export function DescriptionItem({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-sm break-words">{children || '—'}</dd>
    </div>
  );
}
