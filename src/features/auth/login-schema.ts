import type { Translate } from '@/lib/i18n';

// Plain rules, no schema library: the sign-in page has a 150 kB budget (DESIGN §9) and zod, the smallest part
// of it included, cost about 15 kB gzip there for four required fields.

export interface LoginValues {
  tenantId: string;
  username: string;
  password: string;
  code: string;
}
export type LoginField = keyof LoginValues;
/** The first message per field. */
export type LoginErrors = Partial<Record<LoginField, string>>;

/** Sign-in form rules: the message of each required field; built per language, so they follow the switch. */
export interface LoginSchema {
  required: LoginErrors;
  /** Fields whose value is trimmed (all but the password, which is taken as typed). */
  trimmed: readonly LoginField[];
}

export function createLoginSchema(t: Translate, { captcha }: { captcha: boolean }): LoginSchema {
  return {
    required: {
      tenantId: t('login.tenantIdRequired'),
      username: t('login.usernameRequired'),
      password: t('login.passwordRequired'),
      ...(captcha ? { code: t('login.codeRequired') } : {}),
    },
    trimmed: ['tenantId', 'username', 'code'],
  };
}

/** The trimmed values when the form is valid, else each invalid field's first message. */
export function validateLogin(
  schema: LoginSchema,
  values: LoginValues,
): { data: LoginValues; errors?: undefined } | { data?: undefined; errors: LoginErrors } {
  const data = { ...values };
  for (const field of schema.trimmed) data[field] = data[field].trim();
  const errors: LoginErrors = {};
  for (const [field, message] of Object.entries(schema.required) as [LoginField, string][]) {
    if (data[field] === '') errors[field] = message;
  }
  return Object.keys(errors).length ? { errors } : { data };
}
