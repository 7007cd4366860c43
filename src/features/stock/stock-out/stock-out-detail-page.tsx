import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate, type ErrorComponentProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { DocumentCard, DocumentDetailLayout } from '@/components/document/document-detail-layout';
import { DocumentLoadError } from '@/components/document/document-route-states';
import { Button, buttonClasses } from '@/components/ui/button';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { usePermissions } from '@/lib/permission';
import { useStockT } from '../stock-i18n';
import { DRAFT, DocStatusBadge, useStockDocActions } from '../shared/stock-doc-actions';
import { StockLinesTable } from '../shared/stock-lines-table';
import { stockOutDetailQuery } from './stock-out-detail-query';

const route = getRouteApi('/_authenticated/stock/stock-out/$id');

export function BackToStockOut() {
  const t = useStockT();
  return (
    <Link to="/stock/stock-out" className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('action.back')}
    </Link>
  );
}

export function StockOutLoadError({ reset }: ErrorComponentProps) {
  const t = useStockT();
  return <DocumentLoadError message={t('picker.loadFailed')} reset={reset} back={<BackToStockOut />} />;
}

/** 出库单详情: header, lines (costed once posted), and — on a draft — edit, 确认出库 and delete. */
export function StockOutDetailPage() {
  const t = useStockT();
  const { id } = route.useParams();
  const doc = useSuspenseQuery(stockOutDetailQuery(id)).data.data;
  const { can } = usePermissions();
  const navigate = useNavigate();
  const actions = useStockDocActions('out', (action) => {
    if (action === 'delete') void navigate({ to: '/stock/stock-out' });
  });
  const draft = doc.status === DRAFT;
  return (
    <DocumentDetailLayout
      label={t('stockOut.detailTitle')}
      title={t('stockOut.detailTitle')}
      number={doc.stockOutNo}
      status={<DocStatusBadge status={doc.status} name={doc.statusName} />}
      actions={
        <>
          {draft && can('kc_stock_out_edit') ? (
            <Link
              to="/stock/stock-out/edit/$id"
              params={{ id: doc.id }}
              className={buttonClasses('secondary', 'sm')}
            >
              {t('action.edit')}
            </Link>
          ) : null}
          {draft && can('kc_stock_out_confirm') ? (
            <Button size="sm" onClick={() => actions.confirm({ id: doc.id, no: doc.stockOutNo })}>
              {t('action.confirmOut')}
            </Button>
          ) : null}
          {draft && can('kc_stock_out_delete') ? (
            <Button
              size="sm"
              variant="danger"
              onClick={() => actions.remove({ id: doc.id, no: doc.stockOutNo })}
            >
              {t('action.delete')}
            </Button>
          ) : null}
          <BackToStockOut />
        </>
      }
    >
      <DocumentCard title={t('editor.header')}>
        <DescriptionList>
          <DescriptionItem label={t('field.stockOutNo')}>{doc.stockOutNo}</DescriptionItem>
          <DescriptionItem label={t('field.stockOutType')}>{doc.stockOutTypeName}</DescriptionItem>
          <DescriptionItem label={t('field.otherType')}>{doc.otherTypeName}</DescriptionItem>
          <DescriptionItem label={t('field.storehouse')}>{doc.storehouseName}</DescriptionItem>
          <DescriptionItem label={t('field.stockOutDate')}>{doc.stockOutDate}</DescriptionItem>
          <DescriptionItem label={t('field.receiveDeptName')}>{doc.receiveDeptName}</DescriptionItem>
          <DescriptionItem label={t('field.receiverName')}>{doc.receiverName}</DescriptionItem>
          <DescriptionItem label={t('field.usePart')}>{doc.usePart}</DescriptionItem>
          <DescriptionItem label={t('field.totalQty')}>{doc.totalQty}</DescriptionItem>
          <DescriptionItem label={t('field.totalAmount')}>{doc.totalAmount?.toFixed(2)}</DescriptionItem>
          <DescriptionItem label={t('field.createUser')}>{doc.createUserName}</DescriptionItem>
          <DescriptionItem label={t('field.createTime')}>{doc.createTime}</DescriptionItem>
          <DescriptionItem label={t('field.postUser')}>{doc.postUserName}</DescriptionItem>
          <DescriptionItem label={t('field.postTime')}>{doc.postTime}</DescriptionItem>
          <DescriptionItem label={t('field.remark')}>{doc.remark}</DescriptionItem>
        </DescriptionList>
      </DocumentCard>
      <DocumentCard title={t('editor.lines')}>
        <StockLinesTable items={doc.items} t={t} label={t('editor.lines')} />
      </DocumentCard>
      {actions.dialog}
    </DocumentDetailLayout>
  );
}
