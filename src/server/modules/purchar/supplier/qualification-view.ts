import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import { attachments } from '../../../db/schema/resources.ts';
import { gysSupplierQualifications } from '../../../db/schema/suppliers.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { cstDay } from '../../../domain/values.ts';
import { dictLabels, userNames } from '../../../documents/enrich.ts';
import type { Lang } from '../../../http/messages.ts';
import { csvIds } from '../../../lib/csv.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import {
  QUAL_TYPE_DICT,
  type Qualification,
  type QualificationRow,
  type SupplierDetail,
} from './supplier-records.ts';

export type FileLink = (tenantId: string, file: { name: string; contentType: string }) => Promise<string>;
type ReplacedQualification = SupplierDetail['qualificationHistory'][number];

/** The certificates 资质更新 replaced, most recently replaced first. */
export function replacedQualificationsOf(db: Database, tenantId: string, supplierId: string) {
  const q = gysSupplierQualifications;
  return tenantScope(db, tenantId)
    .from(q)
    .where(and(eq(q.supplierId, supplierId), eq(q.isDeleted, 0), isNotNull(q.replacedBy)))
    .orderBy(desc(q.updateTime), desc(q.id));
}

/**
 * The detail's certificates, current and replaced, as the API answers them: type labels, signed links of their
 * scans and whether each has expired (today, UTC+8), in a handful of queries.
 */
export async function describeQualifications(
  deps: { db: Database; clock: () => Date; fileLink: FileLink },
  caller: Caller,
  current: QualificationRow[],
  replaced: QualificationRow[],
  lang: Lang,
): Promise<{ qualifications: Qualification[]; qualificationHistory: ReplacedQualification[] }> {
  const { db } = deps;
  const fileIds = [...current, ...replaced].flatMap((q) => csvIds(q.fileIds));
  const [files, labels, names] = await Promise.all([
    fileIds.length
      ? tenantScope(db, caller.tenantId)
          .from(attachments)
          .where(inArray(attachments.id, fileIds), eq(attachments.isDeleted, 0))
      : Promise.resolve([]),
    dictLabels(db, [QUAL_TYPE_DICT], lang),
    userNames(
      db,
      caller.tenantId,
      replaced.map((q) => q.updateUser),
    ),
  ]);
  const fileById = new Map(
    await Promise.all(
      files.map(
        async (file) =>
          [
            file.id,
            {
              attachId: file.id,
              originalName: file.originalName,
              link: await deps.fileLink(caller.tenantId, file),
            },
          ] as const,
      ),
    ),
  );
  const today = cstDay(deps.clock());
  const view = (q: QualificationRow): Qualification => ({
    id: q.id,
    qualType: q.qualType,
    qualTypeName: labels(QUAL_TYPE_DICT, q.qualType) || q.qualType,
    certNo: q.certNo,
    issuer: q.issuer,
    validFrom: q.validFrom,
    validTo: q.validTo,
    expired: q.validTo !== null && q.validTo < today,
    files: csvIds(q.fileIds).flatMap((fid) => {
      const file = fileById.get(fid);
      return file ? [file] : [];
    }),
  });
  return {
    qualifications: current.map(view),
    qualificationHistory: replaced.map((q) => ({
      ...view(q),
      replacedBy: q.replacedBy!,
      replacedTime: formatDateTime(q.updateTime),
      replacedUserName: q.updateUser ? (names.get(q.updateUser) ?? '') : '',
    })),
  };
}
