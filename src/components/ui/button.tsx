import { Slot } from './slot';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

const variants = {
  primary: 'bg-primary-fill text-primary-fg shadow-sm hover:brightness-110 active:brightness-95',
  secondary: 'border border-line bg-surface text-ink shadow-sm hover:border-primary hover:text-primary',
  ghost: 'text-ink hover:bg-primary/10 hover:text-primary',
  danger: 'bg-danger-fill text-white shadow-sm hover:brightness-110 active:brightness-95',
  link: 'h-auto px-0 text-primary underline-offset-4 hover:underline',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-xs',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-11 gap-2 rounded-lg px-5 text-base',
  icon: 'size-9 rounded-lg',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child (e.g. a router Link) with the button styles. */
  asChild?: boolean;
  /** Shows a spinner and blocks clicks; the label stays so the button keeps its accessible name. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center font-medium whitespace-nowrap transition',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:ring-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-60',
    sizes[size],
    variants[variant],
    className,
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  loading = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot className={buttonClasses(variant, size, className)} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
