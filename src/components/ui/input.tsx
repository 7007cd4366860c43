import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export const inputClasses = cn(
  'h-10 w-full min-w-0 rounded-lg border border-line bg-surface px-3 text-sm text-ink shadow-xs transition',
  'placeholder:text-muted',
  'hover:border-primary/60',
  'focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-primary/20 focus-visible:outline-none',
  'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/20',
  'disabled:cursor-not-allowed disabled:bg-canvas disabled:opacity-70',
);

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />;
}
