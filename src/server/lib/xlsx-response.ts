import type { Context } from 'hono';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file answer: the xlsx type and a Content-Disposition that keeps a Chinese name (RFC 6266 filename*). */
export function xlsxResponse(c: Context, bytes: Uint8Array, fileName: string): Response {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': XLSX_TYPE,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  });
}
