/**
 * A data source's password at rest: AES-GCM under a key derived from the server's signing secret (WebCrypto, so
 * the browser demo build seals the same way). Sealed text is `v1:` + base64(iv ‖ ciphertext). The password
 * leaves the server sealed or not at all: list and detail answer a mask.
 */
const encoder = new TextEncoder();

async function keyOf(secret: string) {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`blade-datasource\n${secret}`));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

export function createSealer(secret: string) {
  const key = keyOf(secret);
  return {
    async seal(plain: string): Promise<string> {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const cipher = new Uint8Array(
        await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await key, encoder.encode(plain)),
      );
      const joined = new Uint8Array(iv.length + cipher.length);
      joined.set(iv);
      joined.set(cipher, iv.length);
      return `v1:${toBase64(joined)}`;
    },
    async open(sealed: string): Promise<string> {
      const bytes = fromBase64(sealed.replace(/^v1:/, ''));
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.slice(0, 12) },
        await key,
        bytes.slice(12),
      );
      return new TextDecoder().decode(plain);
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;
