import { z } from 'zod/mini';
import type { ShellTranslate } from '@/lib/shell-i18n';

/** SPEC §5 mobile rule: 11 digits, starting with 1 and a second digit 3-9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const AVATAR_MAX_BYTES = 500 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;

/** Why an avatar file is refused before upload (SPEC §5: jpg or png, at most 500 kb), or undefined. */
export function avatarProblem(file: Pick<File, 'type' | 'name' | 'size'>): 'type' | 'size' | undefined {
  // Some systems give no type for a file; then its extension decides.
  const typeOk = file.type
    ? (AVATAR_TYPES as readonly string[]).includes(file.type)
    : /\.(jpe?g|png)$/i.test(file.name);
  if (!typeOk) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return undefined;
}

/**
 * Personal info (SPEC §5): name and realName required; phone optional but, when given, 11 digits
 * (手机号码长度不为11位) of the mainland pattern (手机号码格式不正确); email optional but well formed.
 */
export function createProfileSchema(st: ShellTranslate) {
  const optional = (check: (value: string) => boolean, message: string) =>
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || check(value), message),
    );
  return z.object({
    avatar: z.string(),
    // Lengths (20, 10) are held by the inputs' maxLength; the server checks them too.
    name: z.string().check(z.trim(), z.minLength(1, st('profile.nameRequired'))),
    realName: z.string().check(z.trim(), z.minLength(1, st('profile.realNameRequired'))),
    phone: z.string().check(
      z.trim(),
      z.refine((value) => value === '' || value.length === 11, st('profile.phoneLength')),
      z.refine(
        (value) => value === '' || value.length !== 11 || PHONE_PATTERN.test(value),
        st('profile.phoneFormat'),
      ),
    ),
    email: optional((value) => EMAIL_PATTERN.test(value), st('profile.emailFormat')),
  });
}

export type ProfileValues = z.output<ReturnType<typeof createProfileSchema>>;
