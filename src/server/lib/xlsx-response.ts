import type { Context } from 'hono';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A file answer: its type and a Content-Disposition that keeps a Chinese name (RFC 6266 filename*). */
export function fileResponse(c: Context, bytes: Uint8Array, fileName: string, contentType: string): Response {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  });
}

export const xlsxResponse = (c: Context, bytes: Uint8Array, fileName: string) =>
  fileResponse(c, bytes, fileName, XLSX_TYPE);
