import { useGetStorehousePage } from '@/api/generated/purchar-master/endpoints/kc-storehouse/kc-storehouse';
import type { FieldDef } from '@/components/form/field-def';
import type { StockTranslate } from '../stock-i18n';

/** Storehouses are few per tenant: one page of them fills a select. */
const STOREHOUSE_PAGE = { current: 1, size: 500 } as const;

/** The storehouse options of a select (enabled ones only where a new movement is chosen). */
export function useStorehouseOptions(enabledOnly = false) {
  const page = useGetStorehousePage(enabledOnly ? { ...STOREHOUSE_PAGE, status: 1 } : STOREHOUSE_PAGE);
  return (page.data?.data?.records ?? []).map((house) => ({
    label: `${house.storehouseName} (${house.storehouseCode})`,
    value: house.id,
  }));
}

import type { DocFilters } from './stock-doc-filters';

export type { DocFilters };

export function docFilterFields<F extends DocFilters>(
  t: StockTranslate,
  storehouses: { label: string; value: string }[],
): FieldDef<F>[] {
  return [
    { name: 'storehouseId', label: t('field.storehouse'), kind: 'select', options: storehouses },
    {
      name: 'status',
      label: t('field.status'),
      kind: 'select',
      options: [
        { label: t('status.draft'), value: '0' },
        { label: t('status.posted'), value: '1' },
      ],
    },
    { name: 'dateFrom', label: t('field.dateFrom'), kind: 'date' },
    { name: 'dateTo', label: t('field.dateTo'), kind: 'date' },
  ] as FieldDef<F>[];
}

/** What a page call takes from the shared filters (status as the number the contract wants). */
export const docQuery = (filters: DocFilters) => ({
  storehouseId: filters.storehouseId,
  status: filters.status === undefined ? undefined : Number(filters.status),
  dateFrom: filters.dateFrom,
  dateTo: filters.dateTo,
});
