import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { z } from 'zod';
import {
  closeOrder,
  getGetOrderPagesQueryOptions,
} from '@/api/generated/purchase-contract/endpoints/cg-order-info/cg-order-info';
import type { OrderHeader } from '@/api/generated/purchase-contract/model';
import { OpinionDialog } from '@/components/approval/opinion-dialog';
import { CrudScreen } from '@/components/crud/crud-screen';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { FieldDef, SelectOption } from '@/components/form/field-def';
import { buttonClasses } from '@/components/ui/button';
import { toPageQuery } from '@/lib/list-search';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useRefreshPurchase } from '../shared/use-refresh-purchase';
import { usePurchaseT, type PurchaseTranslate } from '../purchase-i18n';
import type { OrderSearch } from './order-search';

const route = getRouteApi('/_authenticated/purchase/order');
const col = dataTableColumnHelper<OrderHeader>();
const linkClass = buttonClasses('link', 'sm');
/** orderStatus codes 1–4, in order, with their string keys. */
const STATUSES = ['awaiting', 'partly', 'delivered', 'closed'] as const;

function orderColumns(t: PurchaseTranslate) {
  return col.columns([
    col.accessor('orderNo', {
      header: t('order.field.orderNo'),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('contractNo', {
      header: t('order.field.contractNo'),
      meta: { className: 'min-w-36 font-mono text-xs' },
    }),
    col.accessor('supplierName', { header: t('order.field.supplier'), meta: { className: 'min-w-40' } }),
    col.accessor('orderDate', {
      header: t('order.field.orderDate'),
      meta: { className: 'w-28 tabular-nums' },
    }),
    col.accessor('expectedArrivalDate', {
      header: t('order.field.expectedArrivalDate'),
      cell: (info) => info.getValue() ?? '',
      meta: { className: 'w-28 tabular-nums' },
    }),
    col.accessor('orderAmount', {
      header: t('order.field.orderAmount'),
      cell: (info) => info.getValue().toFixed(2),
      meta: { className: 'w-28 tabular-nums', align: 'right' },
    }),
    col.accessor('receivedAmount', {
      header: t('order.field.receivedAmount'),
      cell: (info) => info.getValue().toFixed(2),
      meta: { className: 'w-28 tabular-nums', align: 'right' },
    }),
    col.accessor('orderStatusName', { header: t('order.field.orderStatus'), meta: { className: 'w-24' } }),
    col.accessor('closeReason', {
      header: t('order.field.closeReason'),
      meta: { className: 'max-w-48 truncate' },
    }),
    col.accessor('createUserName', { header: t('order.field.createUser'), meta: { className: 'w-24' } }),
  ]);
}

/** The order as the view dialog shows it (orders are created from contracts, never edited here). */
function orderView(t: PurchaseTranslate) {
  const schema = z.object({
    orderNo: z.string(),
    contractNo: z.string(),
    supplierName: z.string(),
    orderStatusName: z.string(),
    orderAmount: z.string(),
    closeReason: z.string(),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    { name: 'orderNo', label: t('order.field.orderNo'), kind: 'text' },
    { name: 'contractNo', label: t('order.field.contractNo'), kind: 'text' },
    { name: 'supplierName', label: t('order.field.supplier'), kind: 'text' },
    { name: 'orderStatusName', label: t('order.field.orderStatus'), kind: 'text' },
    { name: 'orderAmount', label: t('order.field.orderAmount'), kind: 'text' },
    { name: 'closeReason', label: t('order.field.closeReason'), kind: 'text' },
  ];
  const toValues = (row?: OrderHeader): Values => ({
    orderNo: row?.orderNo ?? '',
    contractNo: row?.contractNo ?? '',
    supplierName: row?.supplierName ?? '',
    orderStatusName: row?.orderStatusName ?? '',
    orderAmount: row ? row.orderAmount.toFixed(2) : '',
    closeReason: row?.closeReason ?? '',
  });
  return { schema, fields, toValues };
}

/**
 * 采购订单: the tenant's orders (待到货 / 部分到货 / 已到货 / 已关闭) with their filters in the URL; an open order
 * the caller may close offers 关闭, which asks for the reason (the unreceived quantity goes back to the contract);
 * one the caller may receive against offers 入库 (the purchase receipt screen with the order chosen).
 */
export function OrderListPage() {
  const t = usePurchaseT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { can } = usePermissions();
  const refresh = useRefreshPurchase();
  const [closing, setClosing] = useState<OrderHeader | null>(null);
  const { orderNo, contractNo, supplierName, orderStatus } = search;
  const list = useQuery({
    ...getGetOrderPagesQueryOptions({
      ...toPageQuery({ orderNo, contractNo, supplierName } as OrderSearch),
      current: search.current,
      size: search.size,
      orderStatus: orderStatus === undefined ? undefined : Number(orderStatus),
    }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => orderColumns(t), [t]);
  const form = useMemo(() => orderView(t), [t]);
  const statusOptions: SelectOption[] = STATUSES.map((key, index) => ({
    value: String(index + 1),
    label: t(`order.statuses.${key}`),
  }));
  const searchFields: FieldDef<OrderSearch>[] = [
    { name: 'orderNo', label: t('order.field.orderNo'), kind: 'text' },
    { name: 'contractNo', label: t('order.field.contractNo'), kind: 'text' },
    { name: 'supplierName', label: t('order.field.supplier'), kind: 'text' },
    { name: 'orderStatus', label: t('order.field.orderStatus'), kind: 'select', options: statusOptions },
  ];
  const rowActions = useCallback(
    (row: OrderHeader) => (
      <span className="flex gap-1">
        {row.canReceive ? (
          <Link to="/stock/stock-in/receive" search={{ orderId: row.id }} className={linkClass}>
            {t('order.action.receive')}
          </Link>
        ) : null}
        {row.canClose ? (
          <button type="button" className={linkClass} onClick={() => setClosing(row)}>
            {t('order.action.close')}
          </button>
        ) : null}
      </span>
    ),
    [t],
  );

  return (
    <>
      <CrudScreen
        title={t('order.title')}
        entity={t('order.noun')}
        query={list}
        columns={columns}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        searchFields={searchFields}
        form={form}
        permissions={{ view: can('cg_order_view'), add: false, edit: false, remove: false }}
        onSubmit={() => Promise.resolve()}
        onRemove={() => Promise.resolve()}
        rowActions={rowActions}
      />
      <OpinionDialog
        open={closing !== null}
        onOpenChange={(open) => (open ? undefined : setClosing(null))}
        title={t('order.closeTitle', { no: closing?.orderNo ?? '' })}
        label={t('contract.dialog.reason')}
        requiredMessage={t('contract.dialog.reasonRequired')}
        confirmText={t('order.action.close')}
        confirmVariant="danger"
        onConfirm={async (reason) => {
          if (!closing) return;
          await closeOrder({ id: closing.id, reason });
          notify.success(t('order.closed'));
          await refresh();
        }}
      />
    </>
  );
}
