import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

export interface FormFieldProps {
  /** id of the control; the label points at it and the error is linked through aria-describedby. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Derived ids so a control can reference its error message: `aria-describedby={fieldErrorId(id)}`. */
export const fieldErrorId = (id: string) => `${id}-error`;

export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

export interface FieldMessageProps {
  /** id of the control the message belongs to (the error gets `fieldErrorId(id)`). */
  id: string;
  error?: string;
  hint?: ReactNode;
  /**
   * Keep one line's room for the message even while there is none (default). An error line appearing on blur
   * must not push down what is below it: the press on 保存 or on a picker that caused the blur would land where
   * the button no longer is, and the click is lost. Off where nothing follows the fields (a search form's row).
   */
  reserve?: boolean;
}

/** The line under a control: its error (announced, linked by aria-describedby), else its hint. */
export function FieldMessage({ id, error, hint, reserve = true }: FieldMessageProps) {
  if (!reserve && !error && !hint) return null;
  return (
    <div className={cn('text-xs leading-4', reserve && '-mt-1 min-h-4')}>
      {error ? (
        <p id={fieldErrorId(id)} role="alert" className="text-danger">
          {error}
        </p>
      ) : hint ? (
        <p className="text-muted">{hint}</p>
      ) : null}
    </div>
  );
}
