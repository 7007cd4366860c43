import { z } from 'zod/mini';
import type { Translate } from '@/lib/i18n';

// zod/mini rather than the classic API: the sign-in page has a 150 KB budget (DESIGN §9), the mini build is a
// fraction of the size, and the route tree's search schemas load it anyway.

/** Sign-in form rules; built per language so the required-field messages follow the language switch. */
export function createLoginSchema(t: Translate, { captcha }: { captcha: boolean }) {
  const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
  return z.object({
    tenantId: required(t('login.tenantIdRequired')),
    username: required(t('login.usernameRequired')),
    password: z.string().check(z.minLength(1, t('login.passwordRequired'))),
    code: captcha ? required(t('login.codeRequired')) : z.string(),
  });
}

export type LoginSchema = ReturnType<typeof createLoginSchema>;
export type LoginValues = z.output<LoginSchema>;
export type LoginField = keyof LoginValues;
/** The first message per field. */
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The trimmed values when the form is valid, else each invalid field's first message. */
export function validateLogin(
  schema: LoginSchema,
  values: LoginValues,
): { data: LoginValues; errors?: undefined } | { data?: undefined; errors: LoginErrors } {
  const result = z.safeParse(schema, values);
  if (result.success) return { data: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message;
  }
  return { errors };
}
