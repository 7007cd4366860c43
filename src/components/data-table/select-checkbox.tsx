import { cn } from '@/lib/cn';

export interface SelectCheckboxProps {
  /** Accessible name (the checkbox has no visible label). */
  label: string;
  checked: boolean;
  /** Some but not all rows selected (the header checkbox). */
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A native checkbox (keyboard and screen readers for free) for row selection. */
export function SelectCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: SelectCheckboxProps) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(element) => {
        if (element) element.indeterminate = indeterminate && !checked;
      }}
      onChange={(event) => onChange(event.target.checked)}
      className={cn(
        'size-4 cursor-pointer rounded border-line align-middle accent-[var(--color-primary)]',
        'focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none disabled:cursor-not-allowed',
      )}
    />
  );
}
