import { z } from 'zod/mini';
import type { Translate } from '@/lib/i18n';

// zod/mini rather than the classic API: the sign-in page has a 150 KB gzip budget (DESIGN §9) and the mini
// build is a fraction of the size; zodResolver accepts both.

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

export type LoginValues = z.output<ReturnType<typeof createLoginSchema>>;
