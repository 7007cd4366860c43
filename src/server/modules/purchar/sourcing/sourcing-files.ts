import { and, desc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../api/generated/types/purchar-sourcing';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { attachments } from '../../../db/schema/resources.ts';
import { cgSourcingOfferFiles } from '../../../db/schema/sourcing.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { sniffFileType } from '../../../domain/file-type.ts';
import type { NextId } from '../../../domain/ids.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { message, type Lang } from '../../../http/messages.ts';
import { codeName, type Names } from '../../../lib/code-names.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { notFound } from '../../../lib/records.ts';
import type { OssService } from '../../resource/oss.service.ts';
import { assertMayQuote } from './sourcing-offers.ts';
import { findSourcing, invitedOf, lockEditable, todayOf } from './sourcing-records.ts';

type OfferFile = components['schemas']['OfferFile'];
type UploadCheck = components['schemas']['UploadCheck'];

/** Offer files are documents a buyer files: PDFs, scans and Office files (zip containers), never plain text. */
export const OFFER_FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/zip',
];
export const OFFER_FILE_MAX_MB = 20;
const FILE_TYPE_NAMES: Record<number, Names> = {
  1: { zh: '报价单', en: 'Quotation' },
  2: { zh: '资质', en: 'Qualification' },
  3: { zh: '技术方案', en: 'Technical proposal' },
};

/**
 * 供应商报价文件: checked (the bill editable by the caller, the supplier invited and eligible; the content
 * sniffed, the size), stored through the object storage as an attachment, then recorded against the supplier.
 */
/** A signed link to a stored object (the resource module's links, handed in through the services). */
export type FileLink = (tenantId: string, name: string, contentType: string) => Promise<string>;

export function createSourcingFiles(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  oss: OssService;
  fileLink: FileLink;
}) {
  const { db, clock, nextId } = deps;

  const mayQuote = (caller: Caller, sourcingId: string, supplierId: string) =>
    db.transaction((tx) => assertMayQuote(tx, caller, sourcingId, supplierId, todayOf(clock)));

  async function check(
    caller: Caller,
    sourcingId: string,
    supplierId: string,
    lang: Lang,
  ): Promise<UploadCheck> {
    await findSourcing(db, caller, sourcingId);
    const answer = { maxBytes: OFFER_FILE_MAX_MB * 1024 * 1024, accept: OFFER_FILE_TYPES };
    try {
      await mayQuote(caller, sourcingId, supplierId);
      return { allowed: true, reason: '', ...answer };
    } catch (error) {
      if (!(error instanceof AppError) || error.status === 404) throw error;
      return { allowed: false, reason: message(lang, error.key, ...error.args), ...answer };
    }
  }

  async function upload(
    caller: Caller,
    input: { sourcingId: string; supplierId: string; fileType: number; file: File },
    lang: Lang,
  ) {
    const { file } = input;
    if (file.size > OFFER_FILE_MAX_MB * 1024 * 1024) throw badRequest('srcFileSize', OFFER_FILE_MAX_MB);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = bytes.length ? sniffFileType(bytes) : undefined;
    if (!kind || !OFFER_FILE_TYPES.includes(kind.contentType)) throw badRequest('srcFileType');
    await findSourcing(db, caller, input.sourcingId);
    await mayQuote(caller, input.sourcingId, input.supplierId);
    const stored = await deps.oss.putFile(
      caller,
      new File([bytes], file.name, { type: kind.contentType }),
      'file',
    );
    const id = nextId();
    const now = clock();
    // Checked again with the record: the bill may have been submitted while the file was being stored.
    await db.transaction(async (tx) => {
      await assertMayQuote(tx, caller, input.sourcingId, input.supplierId, todayOf(clock));
      await tenantScope(tx, caller.tenantId).insert(cgSourcingOfferFiles, [
        {
          id,
          sourcingId: input.sourcingId,
          supplierId: input.supplierId,
          fileType: input.fileType,
          attachId: stored.attachId,
          originalName: stored.originalName,
          contentType: kind.contentType,
          fileSize: bytes.length,
          createUser: caller.userId,
          createTime: now,
          updateUser: caller.userId,
          updateTime: now,
        },
      ]);
    });
    const [one] = await list(caller, input.sourcingId, input.supplierId, lang, id);
    return one!;
  }

  async function list(
    caller: Caller,
    sourcingId: string,
    supplierId: string | undefined,
    lang: Lang,
    onlyId?: string,
  ): Promise<OfferFile[]> {
    await findSourcing(db, caller, sourcingId);
    const scope = tenantScope(db, caller.tenantId);
    const rows = await scope
      .from(cgSourcingOfferFiles)
      .where(
        and(
          eq(cgSourcingOfferFiles.sourcingId, sourcingId),
          eq(cgSourcingOfferFiles.isDeleted, 0),
          supplierId ? eq(cgSourcingOfferFiles.supplierId, supplierId) : undefined,
          onlyId ? eq(cgSourcingOfferFiles.id, onlyId) : undefined,
        ),
      )
      .orderBy(desc(cgSourcingOfferFiles.createTime));
    const [stored, invited] = await Promise.all([
      rows.length
        ? scope.from(attachments, { id: attachments.id, name: attachments.name }).where(
            inArray(
              attachments.id,
              rows.map((r) => r.attachId),
            ),
          )
        : Promise.resolve([]),
      invitedOf(db, caller.tenantId, sourcingId),
    ]);
    const nameOf = new Map(stored.map((a) => [a.id, a.name]));
    const supplierName = new Map(invited.map((s) => [s.supplierId, s.supplierName]));
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        supplierId: row.supplierId,
        supplierName: supplierName.get(row.supplierId) ?? '',
        fileType: row.fileType as OfferFile['fileType'],
        fileTypeName: codeName(FILE_TYPE_NAMES, row.fileType, lang),
        attachId: row.attachId,
        originalName: row.originalName,
        contentType: row.contentType,
        fileSize: row.fileSize,
        link: nameOf.has(row.attachId)
          ? await deps.fileLink(caller.tenantId, nameOf.get(row.attachId)!, row.contentType)
          : '',
        createTime: formatDateTime(row.createTime),
      })),
    );
  }

  /**
   * Takes an offer file off the bill while its owner may still change it (the bill locked, as an upload is). The
   * stored attachment stays in 附件管理: only its place on the bill goes.
   */
  async function remove(caller: Caller, fileId: string) {
    const [row] = await tenantScope(db, caller.tenantId)
      .from(cgSourcingOfferFiles)
      .where(eq(cgSourcingOfferFiles.id, fileId), eq(cgSourcingOfferFiles.isDeleted, 0));
    if (!row) throw notFound(fileId);
    await db.transaction(async (tx) => {
      await lockEditable(tx, caller, row.sourcingId);
      await tenantScope(tx, caller.tenantId).update(
        cgSourcingOfferFiles,
        { isDeleted: 1, updateUser: caller.userId, updateTime: clock() },
        eq(cgSourcingOfferFiles.id, row.id),
        eq(cgSourcingOfferFiles.isDeleted, 0),
      );
    });
  }

  return {
    check,
    upload,
    remove,
    list: (caller: Caller, sourcingId: string, supplierId: string | undefined, lang: Lang) =>
      list(caller, sourcingId, supplierId, lang),
  };
}
