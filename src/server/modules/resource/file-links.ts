/**
 * Signed links to stored files: `…/file/<name>?tenantId&expires&sign`, where sign is an HMAC-SHA256 (base64url)
 * of tenant, name and expiry under the server's signing key. Nobody can make a link to a file they were not
 * given one for, and document links stop working after FILE_LINK_SECONDS (a screen that keeps a document reads
 * its attachment for a fresh link). Pictures are signed without an expiry (0): records keep their links and show
 * them by <img> long after the upload (an avatar, a tenant's login background). Removing the attachment ends
 * either kind of link.
 */
export const FILE_LINK_SECONDS = 12 * 60 * 60;
export const FILE_ROUTE = '/api/blade-resource/oss/endpoint/file/';

/** Does a stored file get a link without expiry? Pictures do (see above); documents do not. */
export const keepsLink = (contentType: string) => contentType.startsWith('image/');

const encoder = new TextEncoder();

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export function createFileLinks(secret: string, clock: () => Date) {
  const key = crypto.subtle.importKey(
    'raw',
    encoder.encode(`file-links\n${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = async (tenantId: string, name: string, expires: number) =>
    base64url(
      await crypto.subtle.sign('HMAC', await key, encoder.encode(`${tenantId}\n${name}\n${expires}`)),
    );

  /** A link to the file; `forever` for pictures (keepsLink). */
  async function link(tenantId: string, name: string, forever: boolean) {
    const expires = forever ? 0 : Math.floor(clock().getTime() / 1000) + FILE_LINK_SECONDS;
    const sign = await signature(tenantId, name, expires);
    const query = new URLSearchParams({ tenantId, expires: String(expires), sign });
    return `${FILE_ROUTE}${name}?${query}`;
  }

  /** 'ok', or why the link does not open the file. */
  async function check(tenantId: string, name: string, expires: number, sign: string) {
    const expected = await signature(tenantId, name, expires);
    let diff = expected.length ^ sign.length;
    for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ (sign.charCodeAt(i) || 0);
    if (diff !== 0) return 'badSignature' as const;
    if (expires !== 0 && expires * 1000 < clock().getTime()) return 'expired' as const;
    return 'ok' as const;
  }

  return { link, check };
}

export type FileLinks = ReturnType<typeof createFileLinks>;
