import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What the colour says: neutral (nothing to do), warning (someone has to act), success, danger. */
export type BadgeTone = 'neutral' | 'warning' | 'success' | 'danger' | 'primary';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-line text-muted',
  warning: 'bg-warning/10 text-warning',
  success: 'bg-success/10 text-success',
  danger: 'bg-danger/10 text-danger',
  primary: 'bg-primary/10 text-primary',
};

/** A short status word on a tinted pill (a status column, a disabled marker). */
export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
