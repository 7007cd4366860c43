import { constantTimeEqual } from '../domain/password.ts';
import { sha256Hex } from '../domain/random.ts';

/**
 * OAuth client secrets are kept as a SHA-256 digest (they are long random strings, so a fast digest is enough)
 * and never answered again: list and detail show MASKED_SECRET, and an edit that sends MASKED_SECRET back keeps
 * the stored secret. A row still holding a clear secret (seeded, or from before) is upgraded at its next use.
 */
const PREFIX = 'sha256$';
export const MASKED_SECRET = '******';

export const hashClientSecret = async (secret: string) => `${PREFIX}${await sha256Hex(secret)}`;

export const isHashedSecret = (stored: string) => stored.startsWith(PREFIX);

/** Does the presented secret match what is stored (digest, or a legacy clear value)? */
export async function clientSecretMatches(presented: string, stored: string): Promise<boolean> {
  const expected = isHashedSecret(stored) ? stored : await hashClientSecret(stored);
  const actual = await hashClientSecret(presented);
  const bytes = (text: string) => new TextEncoder().encode(text);
  return constantTimeEqual(bytes(actual), bytes(expected));
}
