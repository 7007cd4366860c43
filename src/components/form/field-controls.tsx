import { useState, type ChangeEvent, type ReactNode } from 'react';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';
import type { SelectOption, SwitchStates } from './field-def';

/** The props every control shares; FormFields fills them from react-hook-form. */
export interface ControlProps<T> {
  id: string;
  value: T;
  // Method syntax on purpose: FormFields hands every control react-hook-form's untyped onChange.
  onChange(value: T): void;
  onBlur(): void;
  readOnly?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Announced as aria-required (the rule itself is the schema's). */
  required?: boolean;
  placeholder?: string;
  'aria-describedby'?: string;
  /** react-hook-form's ref, so a field with an error can be focused. */
  bindElement?: (element: HTMLElement | null) => void;
  /** Text kinds: the contract's limit (FormFields reads it from the form's schema). */
  maxLength?: number;
}

const a11y = (props: ControlProps<unknown>) => ({
  id: props.id,
  ref: props.bindElement,
  onBlur: props.onBlur,
  disabled: props.disabled,
  'aria-invalid': props.invalid || undefined,
  'aria-required': props.required || undefined,
  'aria-describedby': props['aria-describedby'],
});

export function TextControl(props: ControlProps<string | null | undefined>) {
  return (
    <input
      {...a11y(props)}
      className={inputClasses}
      value={props.value ?? ''}
      readOnly={props.readOnly}
      maxLength={props.maxLength}
      placeholder={props.readOnly ? undefined : props.placeholder}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

export function TextareaControl(props: ControlProps<string | null | undefined>) {
  return (
    <textarea
      {...a11y(props)}
      rows={4}
      className={cn(inputClasses, 'h-auto min-h-24 resize-y py-2 leading-relaxed')}
      value={props.value ?? ''}
      readOnly={props.readOnly}
      maxLength={props.maxLength}
      placeholder={props.readOnly ? undefined : props.placeholder}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * A number; an empty input is undefined so the schema can say the field is required. The input keeps its own
 * text: react-hook-form hands a field set to undefined its default value back, so an input bound straight to
 * the form value would show the old number again after being cleared (and typing would append to it).
 */
export function NumberControl(props: ControlProps<number | null | undefined>) {
  const [text, setText] = useState(() => numberText(props.value));
  const [cleared, setCleared] = useState(false);
  const [shown, setShown] = useState(props.value);
  if (props.value !== shown) {
    // A value set from outside: show it, unless the user has just emptied the field (then it is RHF's fallback).
    setShown(props.value);
    if (!cleared && Number(text) !== props.value) setText(numberText(props.value));
  }
  return (
    <input
      {...a11y(props)}
      type="number"
      inputMode="decimal"
      className={cn(inputClasses, 'tabular-nums')}
      value={text}
      readOnly={props.readOnly}
      placeholder={props.readOnly ? undefined : props.placeholder}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        setCleared(next === '');
        props.onChange(next === '' ? undefined : event.target.valueAsNumber);
      }}
    />
  );
}

/** yyyy-MM-dd. */
export function DateControl(props: ControlProps<string | null | undefined>) {
  return (
    <input
      {...a11y(props)}
      type="date"
      className={inputClasses}
      value={props.value ?? ''}
      readOnly={props.readOnly}
      onChange={(event) => props.onChange(event.target.value || undefined)}
    />
  );
}

/** BladeX times are `yyyy-MM-dd HH:mm:ss`; the native control speaks `yyyy-MM-ddTHH:mm`. */
export function DateTimeControl(props: ControlProps<string | null | undefined>) {
  const local = props.value ? props.value.replace(' ', 'T').slice(0, 16) : '';
  return (
    <input
      {...a11y(props)}
      type="datetime-local"
      className={inputClasses}
      value={local}
      readOnly={props.readOnly}
      onChange={(event) =>
        props.onChange(event.target.value ? `${event.target.value.replace('T', ' ')}:00` : undefined)
      }
    />
  );
}

/**
 * A switch (role=switch button); `values` are what off and on store (default false/true, BladeX often 0/1), and
 * `states` what it reads beside it (是/否, or 启用/停用 for a status).
 */
export function SwitchControl({
  values = [false, true],
  states = 'yesNo',
  ...props
}: ControlProps<unknown> & { values?: readonly [unknown, unknown]; states?: SwitchStates }) {
  const t = useToolkitT();
  const on = props.value === values[1];
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      {...a11y(props)}
      disabled={props.disabled || props.readOnly}
      aria-readonly={props.readOnly || undefined}
      onClick={() => props.onChange(on ? values[0] : values[1])}
      className={cn(
        'group inline-flex h-10 w-fit cursor-pointer items-center gap-2 rounded-lg text-sm focus-visible:outline-none',
        'disabled:cursor-not-allowed',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative h-5 w-9 rounded-full transition group-focus-visible:ring-2 group-focus-visible:ring-primary/50',
          on ? 'bg-primary' : 'bg-line',
          props.disabled && 'opacity-60',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow transition-transform',
            on && 'translate-x-4',
          )}
        />
      </span>
      <span className="text-muted">
        {states === 'enabled' ? t(on ? 'form.enabled' : 'form.disabled') : t(on ? 'form.yes' : 'form.no')}
      </span>
    </button>
  );
}

export interface SelectControlProps extends ControlProps<unknown> {
  options: readonly SelectOption[];
  /** Shown instead of the options while they load or when they failed. */
  status?: ReactNode;
}

/**
 * A native select (keyboard, screen readers and mobile pickers for free). Option values keep their type: the
 * chosen option's value is stored, not the DOM string; the empty first option clears the field.
 */
export function SelectControl({ options, status, ...props }: SelectControlProps) {
  const t = useToolkitT();
  const index = options.findIndex((option) => String(option.value) === String(props.value ?? '\u0000'));
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value === '' ? undefined : options[Number(event.target.value)];
    props.onChange(chosen?.value);
  };
  if (props.readOnly) {
    // A read-only select is not a thing in HTML; show the chosen label in a read-only input instead.
    return (
      <input
        {...a11y(props)}
        className={inputClasses}
        readOnly
        value={
          options[index]?.label ??
          (props.value === undefined || props.value === null ? '' : String(props.value))
        }
      />
    );
  }
  return (
    <select
      {...a11y(props)}
      className={cn(inputClasses, 'cursor-pointer pr-8', index < 0 && 'text-muted')}
      value={index < 0 ? '' : String(index)}
      onChange={change}
    >
      <option value="">{status ?? props.placeholder ?? ''}</option>
      {options.length === 0 && !status ? (
        <option value="" disabled>
          {t('form.noOptions')}
        </option>
      ) : null}
      {options.map((option, i) => (
        <option key={String(option.value)} value={String(i)} className="text-ink">
          {option.label}
        </option>
      ))}
    </select>
  );
}
