import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import type { DocumentApproval } from '../../../approval/document-approval.ts';
import { dictLabels, namesOf } from '../../../documents/enrich.ts';
import { AppError } from '../../../http/errors.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { buildApproveForm } from './payment-form.ts';
import { findPayment, PAY_CONTENT_DICT } from './payment-records.ts';

/**
 * genApproveForm: the approval form of a submitted request — the figures frozen at submit and the whole approval
 * history from the engine — as a .docx. The form is a Chinese business document, so it is printed in Chinese.
 */
export function createApproveFormWriter(deps: {
  db: Database;
  clock: () => Date;
  approval: Pick<DocumentApproval, 'approveList'>;
}) {
  const { db } = deps;

  async function write(caller: Caller, id: string) {
    const payment = await findPayment(db, caller, id);
    if (payment.roundNo === 0) throw new AppError(409, 'paymentFormDraft');
    const [history, labels, names] = await Promise.all([
      deps.approval.approveList(caller, id, 'zh'),
      dictLabels(db, [PAY_CONTENT_DICT], 'zh'),
      namesOf(db, caller.tenantId, { users: [payment.createUser] }),
    ]);
    const bytes = await buildApproveForm({
      paymentNo: payment.paymentNo,
      contractNo: payment.contractNo,
      contractName: payment.contractName,
      supplierName: payment.supplierName,
      payeeAccountName: payment.payeeAccountName,
      payeeBankName: payment.payeeBankName,
      payeeAccountNo: payment.payeeAccountNo,
      payContentName: labels(PAY_CONTENT_DICT, payment.payContent),
      applyAmount: payment.applyAmount,
      currency: payment.currency,
      expectedPayDate: payment.expectedPayDate,
      applyReason: payment.applyReason,
      requesterName: names.users.get(payment.createUser ?? '') ?? '',
      contractAmount: payment.snapContractAmount,
      receivedAmount: payment.snapReceivedAmount,
      invoicedAmount: payment.snapInvoicedAmount,
      paidBefore: payment.snapPaidBefore,
      appliedBefore: payment.snapAppliedBefore,
      steps: history.map((r) => ({
        nodeName: r.nodeName,
        actionName: r.actionName,
        approverName: r.approverName,
        opinion: r.opinion,
        actionTime: r.actionTime,
      })),
      printedAt: formatDateTime(deps.clock()),
    });
    return { bytes, fileName: `付款审批单-${payment.paymentNo}.docx` };
  }

  return { write };
}
