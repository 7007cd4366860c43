import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, type ErrorComponentProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { DocumentCard, DocumentDetailLayout } from '@/components/document/document-detail-layout';
import { DocumentLoadError } from '@/components/document/document-route-states';
import { buttonClasses } from '@/components/ui/button';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { paidDetailQuery } from './paid-detail-query';
import { money } from './payment-format';
import { usePaymentT } from './payment-i18n';

const route = getRouteApi('/_authenticated/payment/paid/$id');

function BackToPaids() {
  const t = usePaymentT();
  return (
    <Link to="/payment/paid/list" className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('paid.action.back')}
    </Link>
  );
}

export function PaidLoadError({ reset }: ErrorComponentProps) {
  const t = usePaymentT();
  const at = useApprovalT();
  return (
    <DocumentLoadError
      message={at('document.loadFailed', { document: t('paid.noun') })}
      reset={reset}
      back={<BackToPaids />}
    />
  );
}

/** 付款记录详情: what was paid, how and when, against which request, with the bank receipt's signed link. */
export function PaidDetailPage() {
  const t = usePaymentT();
  const { id } = route.useParams();
  const r = useSuspenseQuery(paidDetailQuery(id)).data.data;
  return (
    <DocumentDetailLayout
      label={t('paid.detailTitle')}
      title={t('paid.detailTitle')}
      number={r.paidNo}
      actions={<BackToPaids />}
    >
      <DocumentCard title={t('paid.detailTitle')}>
        <DescriptionList>
          <DescriptionItem label={t('paid.field.paidNo')}>{r.paidNo}</DescriptionItem>
          <DescriptionItem label={t('paid.field.paymentNo')}>
            <Link
              to="/purchase/payment/$id"
              params={{ id: r.paymentId }}
              className="text-primary hover:underline"
            >
              {r.paymentNo}
            </Link>
          </DescriptionItem>
          <DescriptionItem label={t('paid.field.contractNo')}>{r.contractNo}</DescriptionItem>
          <DescriptionItem label={t('paid.field.supplier')}>{r.supplierName}</DescriptionItem>
          <DescriptionItem label={t('paid.field.paidAmount')}>
            <span className="tabular-nums">{money(r.paidAmount)}</span>
          </DescriptionItem>
          <DescriptionItem label={t('paid.field.paidDate')}>{r.paidDate}</DescriptionItem>
          <DescriptionItem label={t('paid.field.payMethod')}>{r.payMethodName}</DescriptionItem>
          <DescriptionItem label={t('paid.field.payerAccount')}>{r.payerAccount}</DescriptionItem>
          <DescriptionItem label={t('paid.field.bankSerialNo')}>{r.bankSerialNo}</DescriptionItem>
          <DescriptionItem label={t('paid.field.receipt')}>
            {r.link ? (
              <a href={r.link} target="_blank" rel="noreferrer" className={buttonClasses('link', 'sm')}>
                {r.fileName || t('paid.action.openReceipt')}
              </a>
            ) : null}
          </DescriptionItem>
          <DescriptionItem label={t('paid.field.remark')}>{r.remark}</DescriptionItem>
          <DescriptionItem label={t('paid.field.operator')}>{r.operatorName}</DescriptionItem>
          <DescriptionItem label={t('paid.field.createTime')}>{r.createTime}</DescriptionItem>
        </DescriptionList>
      </DocumentCard>
    </DocumentDetailLayout>
  );
}
