import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

/** The square icon buttons of the top bar. */
export const toolButtonClasses = cn(
  'inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg text-header-ink/75 transition',
  'hover:bg-header-ink/8 hover:text-header-ink',
  'focus-visible:ring-2 focus-visible:ring-primary/60 focus-visible:outline-none',
  'data-[state=open]:bg-header-ink/8 data-[state=open]:text-header-ink',
);

interface ToolButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name, also shown as the tooltip. */
  label: string;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function ToolButton({ label, className, children, ...props }: ToolButtonProps) {
  return (
    <Tooltip content={label}>
      <button type="button" aria-label={label} className={cn(toolButtonClasses, className)} {...props}>
        {children}
      </button>
    </Tooltip>
  );
}
