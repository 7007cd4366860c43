import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import {
  deletePaid,
  getGetPaidPagesQueryOptions,
} from '@/api/generated/purchase-payment/endpoints/cw-paid/cw-paid';
import type { PaidRecord } from '@/api/generated/purchase-payment/model';
import { CrudScreen } from '@/components/crud/crud-screen';
import type { FieldDef } from '@/components/form/field-def';
import { Button, buttonClasses } from '@/components/ui/button';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { paidColumns } from './paid-columns';
import { paidFields, paidFormValues, paidSchema } from './paid-form';
import { PaidRecordDialog } from './paid-record-dialog';
import { paidFilters, type PaidSearch } from './paid-search';
import { usePaymentT } from './payment-i18n';
import { useRefreshPayments } from './use-payment-actions';

const route = getRouteApi('/_authenticated/payment/paid/list');
const linkClass = buttonClasses('link', 'sm');

/**
 * 付款信息: the payments finance recorded, with filters in the URL. 登记付款 records one against an approved request
 * with money left (chosen in the form); edit and delete follow the caller's cw_paid permissions, the request's
 * and the contract's paid amounts being recomputed by the server.
 */
export function PaidListPage() {
  const t = usePaymentT();
  const tk = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { can } = usePermissions();
  const refresh = useRefreshPayments();
  const [recording, setRecording] = useState(false);
  const [editing, setEditing] = useState<PaidRecord | undefined>();
  const list = useQuery({
    ...getGetPaidPagesQueryOptions({ current: search.current, size: search.size, ...paidFilters(search) }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => paidColumns(t), [t]);
  // CrudScreen's own dialog is not used (records are added and edited in PaidRecordDialog, which knows the request).
  const form = useMemo(
    () => ({
      schema: paidSchema(t, () => undefined),
      fields: paidFields(t, []),
      toValues: () => paidFormValues(),
    }),
    [t],
  );
  const searchFields: FieldDef<PaidSearch>[] = [
    { name: 'paidNo', label: t('paid.field.paidNo'), kind: 'text' },
    { name: 'paymentNo', label: t('paid.field.paymentNo'), kind: 'text' },
    { name: 'supplierName', label: t('paid.field.supplier'), kind: 'text' },
  ];
  const mayEdit = can('cw_paid_edit');
  const rowActions = useCallback(
    (row: PaidRecord) => (
      <>
        <Link to="/payment/paid/$id" params={{ id: row.id }} className={linkClass}>
          {tk('crud.view')}
        </Link>
        {mayEdit ? (
          <button type="button" className={linkClass} onClick={() => setEditing(row)}>
            {tk('crud.edit')}
          </button>
        ) : null}
      </>
    ),
    [tk, mayEdit],
  );

  return (
    <>
      <CrudScreen
        title={t('paid.title')}
        entity={t('paid.noun')}
        query={list}
        columns={columns}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        searchFields={searchFields}
        form={form}
        permissions={{ view: false, add: false, edit: false, remove: can('cw_paid_delete') }}
        onSubmit={() => Promise.resolve()}
        onRemove={async (rows) => {
          await deletePaid({ ids: rows.map((row) => row.id).join(',') });
          await refresh();
        }}
        rowActions={rowActions}
        toolbar={
          can('cw_paid_add') ? (
            <Button size="sm" onClick={() => setRecording(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('paid.recordTitle')}
            </Button>
          ) : null
        }
      />
      <PaidRecordDialog open={recording} onOpenChange={setRecording} onSaved={refresh} />
      <PaidRecordDialog
        open={editing !== undefined}
        onOpenChange={(open) => (open ? undefined : setEditing(undefined))}
        editing={editing}
        onSaved={refresh}
      />
    </>
  );
}
