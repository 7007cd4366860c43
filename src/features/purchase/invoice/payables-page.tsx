import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import {
  exportPayablesReport,
  getGetPayablesReportQueryOptions,
} from '@/api/generated/purchase-invoice/endpoints/payables/payables';
import type { PayablesReport, PayablesRow } from '@/api/generated/purchase-invoice/model';
import { ExportButton } from '@/components/document/export-button';
import type { FieldDef } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { Button } from '@/components/ui/button';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { useInvoiceT, type InvoiceTranslate } from './invoice-i18n';
import type { invoiceZh } from './invoice-zh';
import { PAYABLES_TABS, type PayablesSearch } from './payables-search';

const route = getRouteApi('/_authenticated/purchase/payables');
const ID_BASE = 'payables';
type Field = keyof (typeof invoiceZh)['payables']['field'];
const MONEY: ReadonlySet<Field> = new Set([
  'receivedAmount',
  'paidAmount',
  'invoicedAmount',
  'payableAmount',
  'days0to30',
  'days31to60',
  'days61to90',
  'daysOver90',
  'retentionAmount',
  'uninvoicedAmount',
  'amount',
]);
const PARTY: Field[] = ['supplierName', 'contractNo'];

/** Each tab's columns, in the order the export writes them. */
const COLUMNS: Record<PayablesReport, Field[]> = {
  aging: [
    ...PARTY,
    'receivedAmount',
    'paidAmount',
    'payableAmount',
    'days0to30',
    'days31to60',
    'days61to90',
    'daysOver90',
  ],
  retention: [...PARTY, 'receivedAmount', 'paidAmount', 'retentionAmount', 'dueDate'],
  uninvoiced: [...PARTY, 'receivedAmount', 'invoicedAmount', 'uninvoicedAmount'],
  forecast: ['dueDate', ...PARTY, 'kindName', 'reference', 'amount'],
};
const head = 'border-b border-line px-3 py-2 text-left text-xs font-medium text-muted whitespace-nowrap';
const cell = 'border-b border-line px-3 py-2 align-top';
const num = 'text-right tabular-nums';

const shown = (field: Field, value: unknown) =>
  MONEY.has(field) && typeof value === 'number'
    ? value.toFixed(2)
    : ((value as string | null | undefined) ?? '');

function ReportTable({
  report,
  rows,
  totals,
  t,
}: {
  report: PayablesReport;
  rows: PayablesRow[];
  totals: Record<string, number>;
  t: InvoiceTranslate;
}) {
  const columns = COLUMNS[report];
  if (rows.length === 0) return <p className="text-sm text-muted">{t('payables.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t(`payables.tabs.${report}`)}</caption>
        <thead>
          <tr>
            {columns.map((field) => (
              <th key={field} scope="col" className={MONEY.has(field) ? `${head} ${num}` : head}>
                {t(`payables.field.${field}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.contractId}-${row.kind ?? ''}-${row.reference ?? ''}-${index}`}>
              {columns.map((field) => (
                <td key={field} className={MONEY.has(field) ? `${cell} ${num}` : cell}>
                  {shown(field, (row as unknown as Record<string, unknown>)[field])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-medium">
            {columns.map((field, index) => (
              <td key={field} className={MONEY.has(field) ? `${cell} ${num}` : cell}>
                {index === 0 ? t('payables.total') : MONEY.has(field) ? (totals[field] ?? 0).toFixed(2) : ''}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** 应付账款: aging, retention, received-not-invoiced and the payment forecast, one tab each, each exportable. */
export function PayablesPage() {
  const t = useInvoiceT();
  const tk = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { can } = usePermissions();
  const change = (next: Partial<PayablesSearch>) => void navigate({ search: { ...search, ...next } });
  const filters = { supplierName: search.supplierName || undefined, asOf: search.asOf || undefined };
  const query = useQuery({
    ...getGetPayablesReportQueryOptions(search.tab, filters),
    placeholderData: keepPreviousData,
  });
  const data = query.data?.data;
  const fields: FieldDef<Pick<PayablesSearch, 'supplierName' | 'asOf'>>[] = [
    { name: 'supplierName', label: t('payables.supplierName'), kind: 'text' },
    { name: 'asOf', label: t('payables.asOf'), kind: 'date' },
  ];
  return (
    <section aria-label={t('payables.title')} className="flex flex-col gap-4">
      <Tabs
        label={t('payables.title')}
        idBase={ID_BASE}
        tabs={PAYABLES_TABS.map((id) => ({ id, label: t(`payables.tabs.${id}`) }))}
        selected={search.tab}
        onSelect={(tab) => change({ tab })}
      />
      <TabPanel idBase={ID_BASE} tab={search.tab} className="flex flex-col gap-4">
        <SearchForm
          key={`${search.tab}-${JSON.stringify(filters)}`}
          fields={fields}
          values={{ supplierName: search.supplierName, asOf: search.asOf }}
          onSearch={(next) => change(next)}
        />
        <div className="flex items-center gap-2">
          {can('cw_payables_export') ? (
            <ExportButton onExport={() => exportPayablesReport(search.tab, filters)} />
          ) : null}
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            {tk('table.refresh')}
          </Button>
          {data ? <span className="text-sm text-muted">{`${t('payables.asOf')} ${data.asOf}`}</span> : null}
        </div>
        {query.error ? (
          <p role="alert" className="text-sm text-danger">
            {tk('table.loadFailed')}
          </p>
        ) : data ? (
          <ReportTable report={data.report} rows={data.rows} totals={data.totals} t={t} />
        ) : null}
      </TabPanel>
    </section>
  );
}
