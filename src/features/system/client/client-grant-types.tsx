import type { CustomFieldProps } from '@/components/form/field-def';
import { cn } from '@/lib/cn';
import type { SystemTranslate } from '../system-i18n';

/** The grant types the contract accepts (ClientSubmit.authorizedGrantTypes), in the order they are offered. */
export const GRANT_TYPES = ['password', 'refresh_token', 'captcha', 'social', 'authorization_code'] as const;
type GrantType = (typeof GRANT_TYPES)[number];

const isGrantType = (value: string): value is GrantType => (GRANT_TYPES as readonly string[]).includes(value);

const split = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** A comma-joined grant type list in words (unknown types as they are). */
export function grantTypeLabels(t: SystemTranslate, value: string) {
  return split(value)
    .map((type) => (isGrantType(type) ? t(`client.grant.${type}`) : type))
    .join('、');
}

/** Checkboxes for the grant types; the value stays the comma-joined text the server stores. */
export function GrantTypesControl({
  t,
  label,
  id,
  value,
  onChange,
  onBlur,
  readOnly,
  disabled,
  invalid,
  required,
  bindElement,
  'aria-describedby': describedBy,
}: CustomFieldProps & { t: SystemTranslate; label: string }) {
  const chosen = new Set(split(value));
  const toggle = (type: GrantType, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(type);
    else next.delete(type);
    onChange(GRANT_TYPES.filter((grant) => next.has(grant)).join(','));
  };
  return (
    <div
      id={id}
      ref={bindElement}
      role="group"
      tabIndex={-1}
      aria-label={label}
      aria-required={required || undefined}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={cn('flex min-h-9 flex-wrap items-center gap-x-4 gap-y-1', invalid && 'text-danger')}
    >
      {GRANT_TYPES.map((type) => (
        <label key={type} className="inline-flex cursor-pointer items-center gap-1.5 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={chosen.has(type)}
            disabled={readOnly || disabled}
            onChange={(event) => toggle(type, event.target.checked)}
            onBlur={onBlur}
          />
          {t(`client.grant.${type}`)}
        </label>
      ))}
    </div>
  );
}
