import { asc, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../context.ts';
import type { Database, Tx } from '../../db/database.ts';
import { attachments } from '../../db/schema/resources.ts';
import { kcStockInPhotos } from '../../db/schema/stock.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import { sniffFileType } from '../../domain/file-type.ts';
import type { NextId } from '../../domain/ids.ts';
import { badRequest } from '../../http/errors.ts';

/** What a receipt's photo may be: a picture a phone or camera takes, checked by its bytes. */
type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';
const PHOTO_TYPES = new Set<string>(['image/jpeg', 'image/png', 'image/webp'] satisfies PhotoType[]);
/** A phone photo is 2–5 MB; 10 MB leaves room without letting a receipt carry video-sized files. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_COUNT = 9;

interface PhotoDeps {
  db: Database;
  nextId: NextId;
  putFile: (
    caller: Caller,
    file: File,
    category: 'file',
  ) => Promise<{ attachId: string; originalName: string; link: string }>;
  link: (tenantId: string, name: string, forever: boolean) => Promise<string>;
}

/**
 * 入库照片 (issue 14: "photos/notes through object storage"): uploaded one at a time before the receipt is posted
 * (JPEG, PNG or WebP by content, at most 10 MB), then named by attachId in the receipt, which checks each one is
 * the caller's tenant's picture and records it with the document in the receipt's transaction.
 */
export function createStockPhotos(deps: PhotoDeps) {
  async function upload(caller: Caller, file: File) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = bytes.length ? sniffFileType(bytes) : undefined;
    if (!kind || !PHOTO_TYPES.has(kind.contentType)) throw badRequest('stockPhotoType', file.name);
    if (bytes.length > PHOTO_MAX_BYTES)
      throw badRequest('stockPhotoSize', file.name, PHOTO_MAX_BYTES / 1024 / 1024);
    const stored = await deps.putFile(
      caller,
      new File([bytes], file.name, { type: kind.contentType }),
      'file',
    );
    return { attachId: stored.attachId, fileName: stored.originalName, link: stored.link };
  }

  /** Records the photos with their stock-in; each must be a stored picture of the caller's tenant. */
  async function attach(tx: Tx, caller: Caller, stockInId: string, photoIds: readonly string[], now: Date) {
    if (photoIds.length === 0) return;
    if (photoIds.length > PHOTO_MAX_COUNT) throw badRequest('stockPhotoCount', PHOTO_MAX_COUNT);
    const scope = tenantScope(tx, caller.tenantId);
    const found = await scope.select(
      attachments,
      inArray(attachments.id, [...photoIds]),
      eq(attachments.isDeleted, 0),
    );
    const byId = new Map(found.map((a) => [a.id, a]));
    const seen = new Set<string>();
    const rows = photoIds.map((attachId, i) => {
      const file = byId.get(attachId);
      if (!file || seen.has(attachId)) throw badRequest('stockPhotoUnknown', i, attachId);
      if (!PHOTO_TYPES.has(file.contentType)) throw badRequest('stockPhotoNotPicture', i, file.originalName);
      if (file.attachSize > PHOTO_MAX_BYTES)
        throw badRequest('stockPhotoSize', file.originalName, PHOTO_MAX_BYTES / 1024 / 1024);
      seen.add(attachId);
      return {
        id: deps.nextId(),
        stockInId,
        attachId,
        sortNo: i + 1,
        fileName: file.originalName,
        objectName: file.name,
        contentType: file.contentType,
        createUser: caller.userId,
        createDept: caller.deptIds[0] ?? null,
        createTime: now,
        updateUser: caller.userId,
        updateTime: now,
      };
    });
    await scope.insert(kcStockInPhotos, rows);
  }

  /** The document's photos in their order, each with a signed link (kept for pictures, as uploads answer). */
  async function of(tenantId: string, stockInId: string) {
    const rows = await tenantScope(deps.db, tenantId)
      .from(kcStockInPhotos)
      .where(eq(kcStockInPhotos.stockInId, stockInId), eq(kcStockInPhotos.isDeleted, 0))
      .orderBy(asc(kcStockInPhotos.sortNo));
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        attachId: row.attachId,
        fileName: row.fileName,
        // Only attach writes these rows, and it takes nothing but PHOTO_TYPES.
        contentType: row.contentType as PhotoType,
        link: await deps.link(tenantId, row.objectName, true),
      })),
    );
  }

  return { upload, attach, of };
}

export type StockPhotos = ReturnType<typeof createStockPhotos>;
