import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { getGetPurchaseProcessTrackingQueryOptions } from '@/api/generated/purchase-contract/endpoints/ht-contract/ht-contract';
import type { TrackingLine } from '@/api/generated/purchase-contract/model';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { TableState } from '@/components/data-table/data-table';
import type { FieldDef } from '@/components/form/field-def';
import { SearchForm } from '@/components/form/search-form';
import { Card } from '@/components/ui/card';
import { toPageQuery } from '@/lib/list-search';
import { usePurchaseT, type PurchaseTranslate } from '../purchase-i18n';
import type { TrackingSearch } from './tracking-search';
import { TrackingTimeline } from './tracking-timeline';

const route = getRouteApi('/_authenticated/purchase/contract-tracking');

/** A contract line by its contract; a demand line no contract was made from yet by its bill. */
const lineLabel = (t: PurchaseTranslate, line: TrackingLine) =>
  line.contractItemId
    ? t('tracking.line', { contractNo: line.contractNo, lineNo: line.lineNo, material: line.materialName })
    : t('tracking.demandLine', {
        needsNo: line.needsNo ?? '',
        lineNo: line.lineNo,
        material: line.materialName,
      });

/** One contract line: who and what, its quantities so far, and its timeline. */
function TrackingCard({ line }: { line: TrackingLine }) {
  const t = usePurchaseT();
  const label = lineLabel(t, line);
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-sm font-semibold">{label}</h2>
        <p className="text-xs text-muted">
          {[
            line.supplierName,
            line.contractStatusName,
            line.needsNo ? `${t('tracking.needsNo')} ${line.needsNo}` : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="text-xs tabular-nums">
          {line.contractItemId
            ? t('tracking.figures', {
                contracted: line.contractQty,
                ordered: line.orderedQty,
                received: line.receivedQty,
                remaining: line.remainingQty,
                unit: line.unitName,
              })
            : t('tracking.notContracted')}
        </p>
      </div>
      <TrackingTimeline line={line} label={label} />
    </Card>
  );
}

/**
 * 采购过程跟踪: the lines of contracts in force, found by contract, order or demand bill number or material, each
 * with its whole chain from the demand bill line to what was paid, as a vertical timeline. Found by a demand bill,
 * its lines not contracted yet follow, with the steps they reached.
 */
export function TrackingPage() {
  const t = usePurchaseT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { current, size, contractNo, materialKeyword, orderNo, needsNo } = search;
  const list = useQuery({
    ...getGetPurchaseProcessTrackingQueryOptions({
      ...toPageQuery({ contractNo, materialKeyword, orderNo, needsNo } as TrackingSearch),
      current,
      size,
    }),
    placeholderData: keepPreviousData,
  });
  const page = list.data?.data;
  const searchFields: FieldDef<TrackingSearch>[] = [
    { name: 'needsNo', label: t('tracking.needsNo'), kind: 'text' },
    { name: 'contractNo', label: t('contract.field.contractNo'), kind: 'text' },
    { name: 'orderNo', label: t('order.field.orderNo'), kind: 'text' },
    { name: 'materialKeyword', label: t('contract.item.materialName'), kind: 'text' },
  ];
  const filters = { contractNo, materialKeyword, orderNo, needsNo };
  const rows = page?.records ?? [];
  return (
    <section aria-label={t('tracking.title')} className="flex flex-col gap-4">
      <SearchForm
        key={JSON.stringify(filters)}
        fields={searchFields}
        values={filters}
        onSearch={(values) => void navigate({ search: { ...search, ...values, current: 1 } })}
      />
      {rows.length === 0 || list.error ? (
        <Card className="flex justify-center p-8 text-sm">
          <TableState loading={list.isPending} error={list.error} onRetry={() => void list.refetch()} />
        </Card>
      ) : (
        <ul aria-busy={list.isFetching} className="flex flex-col gap-3">
          {rows.map((line) => (
            <li key={line.contractItemId ?? `needs-${line.needsItemId}`}>
              <TrackingCard line={line} />
            </li>
          ))}
        </ul>
      )}
      <DataTablePagination
        page={{ current, size }}
        total={page?.total ?? 0}
        onPageChange={(next) => void navigate({ search: { ...search, ...next } })}
      />
    </section>
  );
}
