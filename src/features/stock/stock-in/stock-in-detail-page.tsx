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
import { StockInPhotos } from './receipt-photos';
import { stockInDetailQuery } from './stock-in-detail-query';

const route = getRouteApi('/_authenticated/stock/stock-in/$id');

export function BackToStockIn() {
  const t = useStockT();
  return (
    <Link to="/stock/stock-in" className={buttonClasses('secondary', 'sm')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('action.back')}
    </Link>
  );
}

export function StockInLoadError({ reset }: ErrorComponentProps) {
  const t = useStockT();
  return <DocumentLoadError message={t('picker.loadFailed')} reset={reset} back={<BackToStockIn />} />;
}

/** 入库单详情: header, lines with their costs, a receipt's photos, and — on a draft — edit, 确认入库 and delete. */
export function StockInDetailPage() {
  const t = useStockT();
  const { id } = route.useParams();
  const doc = useSuspenseQuery(stockInDetailQuery(id)).data.data;
  const { can } = usePermissions();
  const navigate = useNavigate();
  const actions = useStockDocActions('in', (action) => {
    if (action === 'delete') void navigate({ to: '/stock/stock-in' });
  });
  const draft = doc.status === DRAFT;
  return (
    <DocumentDetailLayout
      label={t('stockIn.detailTitle')}
      title={t('stockIn.detailTitle')}
      number={doc.stockInNo}
      status={<DocStatusBadge status={doc.status} name={doc.statusName} />}
      actions={
        <>
          {draft && doc.stockInType === 2 && can('kc_stock_in_edit') ? (
            <Link
              to="/stock/stockIn/otherStockIn/edit"
              search={{ id: doc.id }}
              className={buttonClasses('secondary', 'sm')}
            >
              {t('action.edit')}
            </Link>
          ) : null}
          {draft && can('kc_stock_in_confirm') ? (
            <Button size="sm" onClick={() => actions.confirm({ id: doc.id, no: doc.stockInNo })}>
              {t('action.confirmIn')}
            </Button>
          ) : null}
          {draft && can('kc_stock_in_delete') ? (
            <Button
              size="sm"
              variant="danger"
              onClick={() => actions.remove({ id: doc.id, no: doc.stockInNo })}
            >
              {t('action.delete')}
            </Button>
          ) : null}
          <BackToStockIn />
        </>
      }
    >
      <DocumentCard title={t('editor.header')}>
        <DescriptionList>
          <DescriptionItem label={t('field.stockInNo')}>{doc.stockInNo}</DescriptionItem>
          <DescriptionItem label={t('field.stockInType')}>{doc.stockInTypeName}</DescriptionItem>
          {doc.stockInType === 1 ? (
            <>
              <DescriptionItem label={t('receipt.order')}>{doc.orderNo}</DescriptionItem>
              <DescriptionItem label={t('receipt.contract')}>{doc.contractNo}</DescriptionItem>
              <DescriptionItem label={t('receipt.amountInclTax')}>
                {doc.amountInclTax.toFixed(2)}
              </DescriptionItem>
            </>
          ) : (
            <DescriptionItem label={t('field.otherType')}>{doc.otherTypeName}</DescriptionItem>
          )}
          <DescriptionItem label={t('field.storehouse')}>{doc.storehouseName}</DescriptionItem>
          <DescriptionItem label={t('field.stockInDate')}>{doc.stockInDate}</DescriptionItem>
          <DescriptionItem label={t('field.supplierName')}>{doc.supplierName}</DescriptionItem>
          <DescriptionItem label={t('field.deliveryNoteNo')}>{doc.deliveryNoteNo}</DescriptionItem>
          <DescriptionItem label={t('field.acceptorName')}>{doc.acceptorName}</DescriptionItem>
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
      {doc.stockInType === 1 ? (
        <DocumentCard title={t('receipt.photos')}>
          <StockInPhotos photos={doc.photos} />
        </DocumentCard>
      ) : null}
      {actions.dialog}
    </DocumentDetailLayout>
  );
}
