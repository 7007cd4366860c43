import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { ArrowLeft, FileDown } from 'lucide-react';
import { useState } from 'react';
import {
  genPaymentApproveForm,
  useGetPaymentApproveHistory,
  useGetPaymentApproveInfo,
  voidPayment,
} from '@/api/generated/purchase-payment/endpoints/cw-payment/cw-payment';
import type { PaymentDetail } from '@/api/generated/purchase-payment/model';
import { ActionButtons } from '@/components/approval/approval-action-buttons';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { detailActions } from '@/components/approval/approval-actions';
import { ApproveHistoryCard } from '@/components/approval/approve-history';
import { ApproveStatusBadge } from '@/components/approval/approve-status-badge';
import { ApproveStepsCard } from '@/components/approval/approve-steps';
import { OpinionDialog } from '@/components/approval/opinion-dialog';
import { DocumentCard, DocumentDetailLayout } from '@/components/document/document-detail-layout';
import { DocumentLoadError } from '@/components/document/document-route-states';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { notify } from '@/lib/notify';
import { PaidRecordDialog } from './paid-record-dialog';
import { FiguresList, PaidRecordsTable, PaymentFilesList, PaymentOrdersTable } from './payment-figures';
import { money } from './payment-format';
import { usePaymentT, type PaymentTranslate } from './payment-i18n';
import { paymentDetailQuery } from './payment-detail-query';
import { usePaymentActions, useRefreshPayments } from './use-payment-actions';

const route = getRouteApi('/_authenticated/purchase/payment/$id');

function HeaderFields({ p, t }: { p: PaymentDetail; t: PaymentTranslate }) {
  return (
    <DescriptionList>
      <DescriptionItem label={t('payment.field.paymentNo')}>{p.paymentNo}</DescriptionItem>
      <DescriptionItem label={t('payment.field.contract')}>
        <Link
          to="/contractDetail/index"
          search={{ id: p.contractId }}
          className="text-primary hover:underline"
        >
          {p.contractNo}
        </Link>{' '}
        {p.contractName}
      </DescriptionItem>
      <DescriptionItem label={t('payment.field.supplier')}>{p.supplierName}</DescriptionItem>
      <DescriptionItem label={t('payment.field.payContent')}>{p.payContentName}</DescriptionItem>
      <DescriptionItem label={t('payment.field.applyAmount')}>
        <span className="tabular-nums">{money(p.applyAmount)}</span> {p.currency}
      </DescriptionItem>
      <DescriptionItem label={t('payment.field.applyAmountUpper')}>{p.applyAmountUpper}</DescriptionItem>
      <DescriptionItem label={t('payment.field.payeeAccountName')}>{p.payeeAccountName}</DescriptionItem>
      <DescriptionItem label={t('payment.field.payeeBank')}>{p.payeeBankName}</DescriptionItem>
      <DescriptionItem label={t('payment.field.payeeAccountNo')}>{p.payeeAccountNo}</DescriptionItem>
      <DescriptionItem label={t('payment.field.expectedPayDate')}>{p.expectedPayDate ?? ''}</DescriptionItem>
      <DescriptionItem label={t('payment.field.payStatus')}>{p.payStatusName}</DescriptionItem>
      <DescriptionItem label={t('payment.field.paidAmount')}>
        <span className="tabular-nums">{money(p.paidAmount)}</span>
      </DescriptionItem>
      <DescriptionItem label={t('payment.field.createUser')}>{p.createUserName}</DescriptionItem>
      <DescriptionItem label={t('payment.field.createTime')}>{p.createTime}</DescriptionItem>
      {p.lastRejectReason ? (
        <DescriptionItem label={t('payment.field.lastRejectReason')}>
          <span className="text-danger">{p.lastRejectReason}</span>
        </DescriptionItem>
      ) : null}
      {p.cancelReason ? (
        <DescriptionItem label={t('payment.field.cancelReason')}>
          {p.cancelReason} ({p.cancelTime})
        </DescriptionItem>
      ) : null}
      <DescriptionItem label={t('payment.field.applyReason')}>{p.applyReason}</DescriptionItem>
    </DescriptionList>
  );
}

/** 返回列表, a link styled as a button (it is a navigation). */
export function BackToPayments() {
  const t = usePaymentT();
  return (
    <Link to="/purchase/payment" className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('payment.action.back')}
    </Link>
  );
}

export function PaymentLoadError({ reset }: ErrorComponentProps) {
  const t = usePaymentT();
  const at = useApprovalT();
  return (
    <DocumentLoadError
      message={at('document.loadFailed', { document: t('payment.noun') })}
      reset={reset}
      back={<BackToPayments />}
    />
  );
}

/** 下载审批单: the server's Word form, saved by the http layer under the server's file name. */
function FormDownloadButton({ id, t }: { id: string; t: PaymentTranslate }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await genPaymentApproveForm({ id });
    } catch {
      // The http layer has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => void run()}
    >
      <FileDown className="size-4" aria-hidden="true" />
      {busy ? t('payment.action.downloading') : t('payment.action.form')}
    </Button>
  );
}

/**
 * One payment request: header with the amount in 大写 and the payee account, the contract figures frozen at
 * submit beside today's, the orders and files, where it stands in the approval chain and its history, and the
 * payments recorded. Buttons: the approval actions the server allows and its operations (void, record a payment,
 * the Word approval form).
 */
export function PaymentDetailPage() {
  const t = usePaymentT();
  const at = useApprovalT();
  const { id } = route.useParams();
  const navigate = useNavigate();
  const p = useSuspenseQuery(paymentDetailQuery(id)).data.data;
  const info = useGetPaymentApproveInfo({ paymentId: id });
  const history = useGetPaymentApproveHistory({ paymentId: id });
  const refresh = useRefreshPayments();
  const [voiding, setVoiding] = useState(false);
  const [paying, setPaying] = useState(false);
  const { perform, dialogs } = usePaymentActions({
    onDeleted: () => void navigate({ to: '/purchase/payment' }),
  });

  return (
    <DocumentDetailLayout
      label={t('payment.detailTitle')}
      title={`${p.contractName} · ${p.payContentName}`}
      number={p.paymentNo}
      status={
        <span className="flex flex-wrap gap-2">
          <ApproveStatusBadge status={p.approveStatus} name={p.approveStatusName} />
          <Badge>{p.payStatusName}</Badge>
        </span>
      }
      actions={
        <>
          <ActionButtons actions={detailActions(p)} onAction={(action) => perform(action as never, p)} />
          {p.operations.includes('pay') ? (
            <Button size="sm" onClick={() => setPaying(true)}>
              {t('payment.action.pay')}
            </Button>
          ) : null}
          {p.operations.includes('form') ? <FormDownloadButton id={p.id} t={t} /> : null}
          {p.operations.includes('void') ? (
            <Button size="sm" variant="secondary" onClick={() => setVoiding(true)}>
              {t('payment.action.void')}
            </Button>
          ) : null}
          <BackToPayments />
        </>
      }
    >
      <DocumentCard title={at('document.header')}>
        <HeaderFields p={p} t={t} />
      </DocumentCard>
      <ApproveStepsCard info={info.data?.data} />
      <DocumentCard title={t('payment.figures.snapshotTitle')}>
        {p.roundNo > 0 ? (
          <FiguresList figures={p.snapshot} t={t} />
        ) : (
          <p className="text-sm text-muted">{t('payment.figures.notSubmitted')}</p>
        )}
      </DocumentCard>
      <DocumentCard title={t('payment.figures.nowTitle')}>
        <FiguresList figures={p.contract} t={t} />
      </DocumentCard>
      <DocumentCard title={t('payment.orders.title')}>
        <PaymentOrdersTable p={p} t={t} />
      </DocumentCard>
      <DocumentCard title={t('payment.field.files')}>
        <PaymentFilesList p={p} t={t} />
      </DocumentCard>
      <DocumentCard title={t('payment.paids.title')}>
        <PaidRecordsTable records={p.paids} t={t} />
      </DocumentCard>
      <ApproveHistoryCard records={history.data?.data} />
      {dialogs}
      <PaidRecordDialog open={paying} onOpenChange={setPaying} payment={p} onSaved={refresh} />
      <OpinionDialog
        open={voiding}
        onOpenChange={setVoiding}
        title={t('payment.dialog.voidTitle', { no: p.paymentNo })}
        description={t('payment.dialog.voidText')}
        label={t('payment.dialog.reason')}
        requiredMessage={t('payment.dialog.reasonRequired')}
        confirmText={t('payment.action.void')}
        confirmVariant="danger"
        onConfirm={async (reason) => {
          await voidPayment({ id: p.id, reason });
          notify.success(t('payment.done.voided'));
          await refresh();
        }}
      />
    </DocumentDetailLayout>
  );
}
