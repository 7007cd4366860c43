import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { cwPayments } from '../../../db/schema/finance.ts';
import { tenantScope } from '../../../db/tenant-scope.ts';
import { dictLabels, namesOf } from '../../../documents/enrich.ts';
import type { Lang } from '../../../http/messages.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { PAY_METHOD_DICT, type PaidRecord, type PaidRow, type SignedLinks } from './payment-records.ts';

/** Paid records as the API shows them: with their request's contract and supplier, the method's label, a receipt link. */
export async function describePaids(
  db: Database,
  tenantId: string,
  rows: readonly PaidRow[],
  lang: Lang,
  links: SignedLinks,
): Promise<PaidRecord[]> {
  if (rows.length === 0) return [];
  const paymentIds = [...new Set(rows.map((r) => r.paymentId))];
  const [payments, labels, names] = await Promise.all([
    tenantScope(db, tenantId)
      .from(cwPayments, {
        id: cwPayments.id,
        contractNo: cwPayments.contractNo,
        supplierName: cwPayments.supplierName,
      })
      .where(inArray(cwPayments.id, paymentIds)),
    dictLabels(db, [PAY_METHOD_DICT], lang),
    namesOf(db, tenantId, { users: rows.map((r) => r.createUser) }),
  ]);
  const paymentOf = new Map(payments.map((p) => [p.id, p]));
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      paidNo: row.paidNo,
      paymentId: row.paymentId,
      paymentNo: row.paymentNo,
      contractId: row.contractId,
      contractNo: paymentOf.get(row.paymentId)?.contractNo ?? '',
      supplierId: row.supplierId,
      supplierName: paymentOf.get(row.paymentId)?.supplierName ?? '',
      paidAmount: Number(row.paidAmount),
      paidDate: row.paidDate,
      payMethod: row.payMethod,
      payMethodName: labels(PAY_METHOD_DICT, row.payMethod),
      payerAccount: row.payerAccount,
      bankSerialNo: row.bankSerialNo,
      attachId: row.attachId,
      fileName: row.fileName,
      link: row.objectName ? await links.link(tenantId, row.objectName, false) : '',
      remark: row.remark,
      operatorName: names.users.get(row.createUser ?? '') ?? '',
      createTime: formatDateTime(row.createTime),
    })),
  );
}
