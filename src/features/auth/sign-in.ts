import type * as JsMd5 from 'js-md5';
import { createToken } from '@/api/generated/blade-auth/endpoints/oauth/oauth';
import type { TokenResult } from '@/api/generated/blade-auth/model';
import { UNKNOWN_ERROR } from '@/api/http';

// js-md5 is loaded when the user starts typing the password (prefetchHasher) instead of with the page: the
// sign-in page has a 150 KB gzip budget (DESIGN §9) and nothing needs the hasher before the first submit.
let hasher: Promise<typeof JsMd5> | undefined;

export function prefetchHasher(): Promise<typeof JsMd5> {
  hasher ??= import('js-md5');
  return hasher;
}

export interface SignInInput {
  tenantId: string;
  username: string;
  /** What the user typed; only its md5 hex leaves the browser. */
  password: string;
  /** Present while captcha mode is on: the key of the shown image and the code typed. */
  captcha?: { key: string; code: string };
}

/**
 * The BladeX password sign-in: every parameter in the query string, md5 password, captcha in headers.
 * A failed answer (error_description, even with HTTP 200) is rejected by the http layer, which has already
 * shown its message, so callers must not toast again.
 */
export async function signIn({ tenantId, username, password, captcha }: SignInInput): Promise<TokenResult> {
  const headers: Record<string, string> = { 'Tenant-Id': tenantId };
  if (captcha) {
    headers['Captcha-Key'] = captcha.key;
    headers['Captcha-Code'] = captcha.code;
  }
  const { md5 } = await prefetchHasher();
  const result = await createToken(
    {
      tenantId,
      username,
      password: md5(password),
      grant_type: captcha ? 'captcha' : 'password',
      scope: 'all',
      type: 'account',
    },
    { headers },
  );
  // A token answer without a token is unusable; never start a session from it.
  if (!result || typeof result.access_token !== 'string' || !result.access_token) {
    throw new Error(UNKNOWN_ERROR);
  }
  return result;
}
