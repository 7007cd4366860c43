import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  createOrderStockIn,
  getGetOrderDetailQueryOptions,
  getGetOrderPagesQueryOptions,
} from '@/api/generated/purchase-contract/endpoints/cg-order-info/cg-order-info';
import { getGetStockInMaterialPagesQueryOptions } from '@/api/generated/stock/endpoints/kc-stock-in/kc-stock-in';
import type { StockMaterial } from '@/api/generated/stock/model';
import { DocumentCard, DocumentDetailLayout } from '@/components/document/document-detail-layout';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, inputClasses } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useStockT } from '../stock-i18n';
import { useStorehouseOptions } from '../shared/stock-list-filters';
import { BackToStockIn } from './stock-in-detail-page';
import { ReceiptLinesTable, lineProblem, type ReceiptLineInput } from './receipt-lines-table';
import { ReceiptPhotosField, type PickedPhoto } from './receipt-photos';

const route = getRouteApi('/_authenticated/stock/stock-in/receive');
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const OPEN_ORDERS = { current: 1, size: 200 } as const;

/**
 * 采购入库: pick an open order (or arrive with one from 采购订单 → 入库), enter per line what arrived, was accepted
 * and rejected, the delivery note, acceptor, day and storehouse, a note and photos. The checks here are for comfort; the server
 * re-checks everything under the order line's lock and posts the receipt at once.
 */
export function OrderReceiptPage() {
  const t = useStockT();
  const navigate = useNavigate();
  const { orderId } = route.useSearch();
  const setOrder = (id: string) =>
    void navigate({ to: '/stock/stock-in/receive', search: { orderId: id || undefined } });
  const orders = useQuery(getGetOrderPagesQueryOptions(OPEN_ORDERS));
  const open = (orders.data?.data.records ?? []).filter((o) => o.canReceive);
  return (
    <DocumentDetailLayout label={t('receipt.title')} title={t('receipt.title')} actions={<BackToStockIn />}>
      <DocumentCard title={t('receipt.order')}>
        <FormField id="receipt-order" label={t('receipt.order')}>
          <select
            id="receipt-order"
            className={inputClasses}
            value={orderId ?? ''}
            onChange={(e) => setOrder(e.target.value)}
          >
            <option value="">{t('receipt.pickOrder')}</option>
            {orderId && !open.some((o) => o.id === orderId) ? (
              <option value={orderId}>{orderId}</option>
            ) : null}
            {open.map((o) => (
              <option key={o.id} value={o.id}>
                {`${o.orderNo} · ${o.contractNo} · ${o.supplierName} · ${o.orderStatusName}`}
              </option>
            ))}
          </select>
        </FormField>
        {orders.isSuccess && open.length === 0 ? (
          <p className="text-sm text-muted">{t('receipt.noOrders')}</p>
        ) : null}
      </DocumentCard>
      {orderId ? <ReceiptForm key={orderId} orderId={orderId} /> : null}
    </DocumentDetailLayout>
  );
}

function ReceiptForm({ orderId }: { orderId: string }) {
  const t = useStockT();
  const navigate = useNavigate();
  const order = useQuery(getGetOrderDetailQueryOptions(orderId));
  const lines = useQuery(
    getGetStockInMaterialPagesQueryOptions({ stockInType: 1, orderId, current: 1, size: 500 }),
  );
  const storehouses = useStorehouseOptions(true);
  const [storehouseId, setStorehouseId] = useState<string | undefined>(undefined);
  const [stockInDate, setStockInDate] = useState(today());
  const [deliveryNoteNo, setDeliveryNoteNo] = useState('');
  const [acceptorName, setAcceptorName] = useState('');
  const [remark, setRemark] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [inputs, setInputs] = useState<Record<string, ReceiptLineInput>>({});
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);

  if (lines.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {t('receipt.loadFailed')}
      </p>
    );
  const rows: StockMaterial[] = lines.data?.data.records ?? [];
  const house = storehouseId ?? order.data?.data.storehouseId ?? '';
  const entered = rows.filter((row) => inputs[row.orderItemId!]?.arrival);
  const problems = entered.map((row) => lineProblem(inputs[row.orderItemId!]!, row.remainingQty ?? 0));
  const headerMissing = !house || !stockInDate || stockInDate > today();
  const invalid = headerMissing || entered.length === 0 || problems.some(Boolean);

  async function submit() {
    setTried(true);
    if (invalid) return;
    setSaving(true);
    try {
      const answer = await createOrderStockIn({
        orderId,
        storehouseId: house,
        stockInDate,
        deliveryNoteNo,
        acceptorName,
        remark,
        photoIds: photos.map((p) => p.attachId),
        items: entered.map((row) => {
          const input = inputs[row.orderItemId!]!;
          return {
            orderItemId: row.orderItemId!,
            arrivalQty: Number(input.arrival),
            qty: Number(input.qty || 0),
            rejectedQty: Number(input.rejected || 0),
          };
        }),
      });
      notify.success(t('receipt.done'));
      void navigate({ to: '/stock/stock-in/$id', params: { id: answer.data.id } });
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <DocumentCard title={t('editor.header')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormField
            id="receipt-storehouse"
            label={t('field.storehouse')}
            error={tried && !house ? t('editor.required') : undefined}
          >
            <select
              id="receipt-storehouse"
              className={inputClasses}
              value={house}
              onChange={(e) => setStorehouseId(e.target.value)}
            >
              <option value="">{t('receipt.pickStorehouse')}</option>
              {storehouses.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="receipt-date"
            label={t('field.stockInDate')}
            error={tried && (!stockInDate || stockInDate > today()) ? t('receipt.dateInvalid') : undefined}
          >
            <Input
              id="receipt-date"
              type="date"
              max={today()}
              value={stockInDate}
              onChange={(e) => setStockInDate(e.target.value)}
            />
          </FormField>
          <FormField id="receipt-note" label={t('field.deliveryNoteNo')}>
            <Input
              id="receipt-note"
              maxLength={64}
              value={deliveryNoteNo}
              onChange={(e) => setDeliveryNoteNo(e.target.value)}
            />
          </FormField>
          <FormField id="receipt-acceptor" label={t('field.acceptorName')}>
            <Input
              id="receipt-acceptor"
              maxLength={64}
              value={acceptorName}
              onChange={(e) => setAcceptorName(e.target.value)}
            />
          </FormField>
          <FormField id="receipt-remark" label={t('receipt.note')} className="sm:col-span-2 lg:col-span-4">
            <textarea
              id="receipt-remark"
              maxLength={500}
              rows={2}
              className={inputClasses}
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
            />
          </FormField>
          <div className="sm:col-span-2 lg:col-span-4">
            <ReceiptPhotosField photos={photos} onChange={setPhotos} />
          </div>
        </div>
      </DocumentCard>
      <DocumentCard title={t('editor.lines')}>
        <ReceiptLinesTable
          rows={rows}
          loading={lines.isPending}
          inputs={inputs}
          showErrors={tried}
          onChange={(id, next) => setInputs((all) => ({ ...all, [id]: next }))}
        />
        {tried && entered.length === 0 ? (
          <p role="alert" className="text-sm text-danger">
            {t('receipt.nothing')}
          </p>
        ) : null}
        <div className="flex justify-end pt-4">
          <Button onClick={() => void submit()} disabled={saving}>
            {t('receipt.submit')}
          </Button>
        </div>
      </DocumentCard>
    </>
  );
}
