import type { LabelHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

// A native <label>: Radix Label only adds double-click selection prevention, not worth its weight on the
// budgeted sign-in page (DESIGN §9).
export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label className={cn('text-sm leading-none font-medium text-ink select-none', className)} {...props} />
  );
}
