import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import {
  addInvoice,
  deleteInvoice,
  editInvoice,
  exportInvoices,
  getGetInvoicePagesQueryOptions,
} from '@/api/generated/purchase-invoice/endpoints/cw-invoice/cw-invoice';
import type { InvoiceHeader } from '@/api/generated/purchase-invoice/model';
import { CrudFormDialog } from '@/components/crud/crud-form-dialog';
import { CrudScreen } from '@/components/crud/crud-screen';
import { useDeleteConfirm } from '@/components/crud/use-delete-confirm';
import { ExportButton } from '@/components/document/export-button';
import type { FieldDef } from '@/components/form/field-def';
import { buttonClasses } from '@/components/ui/button';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { invoiceColumns } from './invoice-columns';
import { invoiceFields, invoiceSchema, toFormValues, toSubmit } from './invoice-form';
import { useInvoiceT } from './invoice-i18n';
import { invoiceFilters, type InvoiceSearch } from './invoice-search';
import { useInvoiceParties } from './use-invoice-parties';

const route = getRouteApi('/_authenticated/purchase/invoice/');
const linkClass = buttonClasses('link', 'sm');

/**
 * 发票: the tenant's invoices with filters in the URL and export; 登记发票 opens the form (total = excl. + tax is
 * checked as it is typed); each row offers what the server allows (allowedActions: edit and delete while nothing is
 * linked) and opens the detail, where it is linked to contracts.
 */
export function InvoiceListPage() {
  const t = useInvoiceT();
  const tk = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const [editing, setEditing] = useState<InvoiceHeader | null>(null);
  const mayWrite = can('cw_invoice_add') || can('cw_invoice_edit');
  const parties = useInvoiceParties(mayWrite);
  const list = useQuery({
    ...getGetInvoicePagesQueryOptions({
      current: search.current,
      size: search.size,
      ...invoiceFilters(search),
    }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/api/purchase/cw-invoice/pages'] });
  const columns = useMemo(() => invoiceColumns(t), [t]);
  const schema = useMemo(() => invoiceSchema(t), [t]);
  const form = useMemo(
    () => ({
      schema,
      fields: invoiceFields(t, parties, ''),
      toValues: toFormValues,
      validateOn: 'onChange' as const,
    }),
    [schema, t, parties],
  );
  const deletion = useDeleteConfirm<InvoiceHeader>(async (rows) => {
    for (const row of rows) await deleteInvoice(row.id);
    await refresh();
  });
  const requestDelete = deletion.request;
  const searchFields: FieldDef<InvoiceSearch>[] = [
    { name: 'invoiceNo', label: t('invoice.field.invoiceNo'), kind: 'text' },
    { name: 'sellerName', label: t('invoice.field.seller'), kind: 'text' },
    {
      name: 'invoiceType',
      label: t('invoice.field.invoiceType'),
      kind: 'dictionary',
      code: 'cw_invoice_type',
    },
    {
      name: 'linkStatus',
      label: t('invoice.field.linkStatus'),
      kind: 'select',
      options: (['none', 'partly', 'fully'] as const).map((key, index) => ({
        value: String(index),
        label: t(`invoice.linkStatuses.${key}`),
      })),
    },
    { name: 'invoiceDateFrom', label: t('invoice.field.invoiceDateFrom'), kind: 'date' },
    { name: 'invoiceDateTo', label: t('invoice.field.invoiceDateTo'), kind: 'date' },
  ];
  const rowActions = useCallback(
    (row: InvoiceHeader) => (
      <>
        <Link to="/purchase/invoice/$id" params={{ id: row.id }} className={linkClass}>
          {tk('crud.view')}
        </Link>
        {row.allowedActions.includes('edit') ? (
          <button type="button" className={linkClass} onClick={() => setEditing(row)}>
            {tk('crud.edit')}
          </button>
        ) : null}
        {row.allowedActions.includes('delete') ? (
          <button type="button" className={linkClass} onClick={() => requestDelete([row])}>
            {tk('crud.delete')}
          </button>
        ) : null}
      </>
    ),
    [tk, requestDelete],
  );

  return (
    <>
      <CrudScreen
        title={t('invoice.title')}
        entity={t('invoice.noun')}
        query={list}
        columns={columns}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        searchFields={searchFields}
        form={form}
        permissions={{ view: false, add: can('cw_invoice_add'), edit: false, remove: false }}
        onSubmit={async (values) => {
          await addInvoice(toSubmit(values));
          await refresh();
        }}
        onRemove={() => Promise.resolve()}
        rowActions={rowActions}
        toolbar={
          can('cw_invoice_export') ? (
            <ExportButton onExport={() => exportInvoices(invoiceFilters(search))} />
          ) : null
        }
      />
      <CrudFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        mode="edit"
        entity={t('invoice.noun')}
        schema={schema}
        fields={invoiceFields(t, parties, editing?.fileName ?? '')}
        values={toFormValues(editing ?? undefined)}
        validateOn="onChange"
        onSubmit={async (values) => {
          if (!editing) return;
          await editInvoice(toSubmit(values, editing.id));
          await refresh();
        }}
      />
      {deletion.dialog}
    </>
  );
}
