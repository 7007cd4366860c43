/**
 * Password storage: the client sends md5(hex) of what the user typed (BladeX contract); we keep only a slow,
 * salted PBKDF2-SHA256 hash of that value. PBKDF2 via WebCrypto because the same code runs in Node and in the
 * browser demo build (argon2 would need a native or wasm module in both).
 */
const ALGORITHM = 'pbkdf2_sha256';
// OWASP (2023) guidance for PBKDF2-HMAC-SHA256.
export const DEFAULT_ITERATIONS = 600_000;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

async function derive(secret: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(md5Hex: string, iterations = DEFAULT_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(md5Hex.toLowerCase(), salt, iterations);
  return `${ALGORITHM}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

export async function verifyPassword(md5Hex: string, stored: string): Promise<boolean> {
  const [algorithm, iterationText, saltText, hashText] = stored.split('$');
  if (algorithm !== ALGORITHM || !iterationText || !saltText || !hashText) return false;
  const expected = fromBase64(hashText);
  const actual = await derive(md5Hex.toLowerCase(), fromBase64(saltText), Number(iterationText));
  return constantTimeEqual(actual, expected);
}

export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export const isMd5Hex = (value: string) => /^[0-9a-fA-F]{32}$/.test(value);

/** SPEC §5: 6-20 characters with both letters and digits. */
export const meetsPasswordRule = (plain: string) => /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/.test(plain);
