/** Recognises a file by its first bytes, so a renamed executable cannot pass as a picture. */
export interface FileKind {
  contentType: string;
  extension: string;
  image: boolean;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

export function sniffFileType(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff]))
    return { contentType: 'image/jpeg', extension: 'jpg', image: true };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png', image: true };
  }
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]))
    return { contentType: 'image/gif', extension: 'gif', image: true };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { contentType: 'image/webp', extension: 'webp', image: true };
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46]))
    return { contentType: 'application/pdf', extension: 'pdf', image: false };
  // docx, xlsx, pptx and zip archives share the zip container.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]))
    return { contentType: 'application/zip', extension: 'zip', image: false };
  if (isText(bytes)) return { contentType: 'text/plain; charset=utf-8', extension: 'txt', image: false };
  return undefined;
}

function isText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 4096);
  if (head.length === 0 || head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      head.length < bytes.length ? head.subarray(0, head.length - 4) : head,
    );
    return true;
  } catch {
    return false;
  }
}
