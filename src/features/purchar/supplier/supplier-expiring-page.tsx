import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { useGetExpiringQualifications } from '@/api/generated/purchar-supplier/endpoints/gys-supplier/gys-supplier';
import type { ExpiringQualification } from '@/api/generated/purchar-supplier/model';
import { DataTable } from '@/components/data-table/data-table';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import { Badge } from '@/components/ui/badge';
import { usePurcharT, type PurcharTranslate } from '../purchar-i18n';
import { BackToSuppliers } from './supplier-detail-page';

const col = dataTableColumnHelper<ExpiringQualification>();

function columns(t: PurcharTranslate) {
  return col.columns([
    col.accessor('supplierCode', {
      header: t('supplier.field.supplierCode'),
      cell: (info) => (
        <Link
          to="/purchar/supplier/$id"
          params={{ id: info.row.original.supplierId }}
          className="text-primary hover:underline focus-visible:underline focus-visible:outline-none"
        >
          {info.getValue()}
        </Link>
      ),
      meta: { className: 'w-28 font-mono text-xs' },
    }),
    col.accessor('supplierName', {
      header: t('supplier.field.supplierName'),
      meta: { className: 'min-w-48' },
    }),
    col.accessor('qualTypeName', { header: t('supplier.qual.qualType'), meta: { className: 'w-36' } }),
    col.accessor('certNo', {
      header: t('supplier.qual.certNo'),
      meta: { className: 'w-40 font-mono text-xs' },
    }),
    col.accessor('validTo', { header: t('supplier.qual.validTo'), meta: { className: 'w-28 tabular-nums' } }),
    col.accessor('daysLeft', {
      header: t('supplier.expiring.daysLeft'),
      cell: (info) =>
        info.getValue() < 0 ? (
          <Badge tone="danger">{t('supplier.expiring.overdue', { n: -info.getValue() })}</Badge>
        ) : (
          <Badge tone={info.getValue() <= 7 ? 'warning' : 'neutral'}>{info.getValue()}</Badge>
        ),
      meta: { className: 'w-28', align: 'right' },
    }),
  ]);
}

/** 资质到期: certificates of the tenant's suppliers ending within 30 days, soonest first (expired ones on request). */
export function SupplierExpiringPage() {
  const t = usePurcharT();
  const checkboxId = useId();
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [includeExpired, setIncludeExpired] = useState(false);
  const query = useGetExpiringQualifications(
    { ...page, days: 30, includeExpired: includeExpired ? 1 : 0 },
    { query: { placeholderData: keepPreviousData } },
  );
  const cols = useMemo(() => columns(t), [t]);
  const data = query.data?.data;
  return (
    <section aria-label={t('supplier.expiring.title')} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{t('supplier.expiring.hint')}</p>
        <BackToSuppliers />
      </div>
      <DataTable
        label={t('supplier.expiring.title')}
        columns={cols}
        rows={data?.records}
        rowKey="qualificationId"
        total={data?.total ?? 0}
        page={page}
        onPageChange={setPage}
        loading={query.isPending}
        fetching={query.isFetching && !query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        onRefresh={() => void query.refetch()}
        toolbar={
          <label htmlFor={checkboxId} className="flex items-center gap-2 text-sm">
            <input
              id={checkboxId}
              type="checkbox"
              checked={includeExpired}
              onChange={(event) => {
                setIncludeExpired(event.target.checked);
                setPage((p) => ({ ...p, current: 1 }));
              }}
            />
            {t('supplier.expiring.includeExpired')}
          </label>
        }
      />
    </section>
  );
}
