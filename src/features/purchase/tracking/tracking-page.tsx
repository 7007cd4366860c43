import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { z } from 'zod';
import { getGetPurchaseProcessTrackingQueryOptions } from '@/api/generated/purchase-contract/endpoints/ht-contract/ht-contract';
import type { TrackingLine } from '@/api/generated/purchase-contract/model';
import { CrudScreen } from '@/components/crud/crud-screen';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { FieldDef } from '@/components/form/field-def';
import { toPageQuery } from '@/lib/list-search';
import { usePurchaseT, type PurchaseTranslate } from '../purchase-i18n';
import type { TrackingSearch } from './tracking-search';

const route = getRouteApi('/_authenticated/purchase/contract-tracking');
const col = dataTableColumnHelper<TrackingLine>();
const num = { className: 'w-24 tabular-nums', align: 'right' } as const;

function trackingColumns(t: PurchaseTranslate) {
  return col.columns([
    col.accessor('contractNo', {
      header: t('contract.field.contractNo'),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('supplierName', { header: t('contract.field.supplier'), meta: { className: 'min-w-40' } }),
    col.accessor('contractStatusName', {
      header: t('contract.field.contractStatus'),
      meta: { className: 'w-24' },
    }),
    col.accessor('lineNo', { header: t('contract.item.lineNo'), meta: { className: 'w-16 tabular-nums' } }),
    col.accessor('materialName', {
      header: t('contract.item.materialName'),
      meta: { className: 'min-w-32' },
    }),
    col.accessor('unitName', { header: t('contract.item.unit'), meta: { className: 'w-16' } }),
    col.accessor('contractQty', { header: t('contract.item.qty'), meta: num }),
    col.accessor('orderedQty', { header: t('contract.item.orderedQty'), meta: num }),
    col.accessor('receivedQty', { header: t('contract.item.receivedQty'), meta: num }),
    col.accessor('remainingQty', { header: t('contract.item.remainingQty'), meta: num }),
    col.accessor('orders', {
      header: t('contract.detail.orders'),
      // Each order of the line: number, status, quantity (closed quantity when some was released).
      cell: (info) => (
        <ul className="flex flex-col gap-0.5 text-xs">
          {info.getValue().map((o) => (
            <li key={o.orderId} className="tabular-nums">
              <span className="font-mono">{o.orderNo}</span> {o.orderStatusName} {o.orderQty}
              {o.closedQty > 0 ? ` (−${o.closedQty})` : ''}
            </li>
          ))}
        </ul>
      ),
      meta: { className: 'min-w-56' },
    }),
  ]);
}

const NO_FORM = {
  schema: z.object({}),
  fields: [] as FieldDef<Record<string, never>>[],
  toValues: () => ({}),
};

/**
 * 采购过程跟踪: each line of an approved contract with what is contracted, ordered, received and left, and every
 * order on it. Demand lines join when contracts come from sourcing; stock-ins, invoices and payments as they land.
 */
export function TrackingPage() {
  const t = usePurchaseT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { contractNo, materialKeyword, orderNo } = search;
  const list = useQuery({
    ...getGetPurchaseProcessTrackingQueryOptions({
      ...toPageQuery({ contractNo, materialKeyword, orderNo } as TrackingSearch),
      current: search.current,
      size: search.size,
    }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => trackingColumns(t), [t]);
  const searchFields: FieldDef<TrackingSearch>[] = [
    { name: 'contractNo', label: t('contract.field.contractNo'), kind: 'text' },
    { name: 'materialKeyword', label: t('contract.item.materialName'), kind: 'text' },
    { name: 'orderNo', label: t('order.field.orderNo'), kind: 'text' },
  ];
  return (
    <CrudScreen
      title={t('tracking.title')}
      query={list}
      columns={columns}
      rowKey="contractItemId"
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      searchFields={searchFields}
      form={NO_FORM}
      permissions={{ view: false, add: false, edit: false, remove: false }}
      onSubmit={() => Promise.resolve()}
      onRemove={() => Promise.resolve()}
    />
  );
}
