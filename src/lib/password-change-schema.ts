import { z } from 'zod/mini';
import type { Translate } from './i18n';
import { PASSWORD_PATTERN } from './validators';

/** SPEC §5: the new password is 6-20 characters with letters and digits, and the confirmation must match. */
export function createEditPasswordSchema(t: Translate) {
  return z
    .object({
      oldPassword: z.string().check(z.minLength(1, t('editPassword.oldPasswordRequired'))),
      newPassword: z.string().check(z.regex(PASSWORD_PATTERN, t('editPassword.passwordRule'))),
      newPassword1: z.string().check(z.minLength(1, t('editPassword.newPassword1Required'))),
    })
    .check(
      z.refine((values) => values.newPassword === values.newPassword1, {
        path: ['newPassword1'],
        error: t('editPassword.mismatch'),
      }),
    );
}

export type EditPasswordValues = z.output<ReturnType<typeof createEditPasswordSchema>>;
