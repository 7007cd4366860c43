import { BizTypeParameter } from '@/api/generated/purchase-report/model';
import { listSearchSchema, searchEnum, searchText, type SearchOutput } from '@/lib/list-search';

/** The procurement reports that have a screen at /purchar/cg-report/$code (report-registry.ts lists them). */
export const REPORT_CODES = [
  'spend',
  'contract-execution',
  'open-orders',
  'price-trend',
  'sourcing-savings',
  'supplier-performance',
  'approval-turnaround',
] as const;
export type ReportCode = (typeof REPORT_CODES)[number];
export const isReportCode = (code: string): code is ReportCode =>
  (REPORT_CODES as readonly string[]).includes(code);

/** The URL of a report screen: paging and every report's filters (each report reads the ones it has). */
export const reportSearchSchema = listSearchSchema({
  groupBy: searchEnum(['1', '2', '3', '4']),
  dateFrom: searchText(),
  dateTo: searchText(),
  supplierId: searchText(),
  supplierName: searchText(),
  contractNo: searchText(),
  lateOnly: searchEnum(['1']),
  expiringOnly: searchEnum(['1']),
  materialName: searchText(),
  priceSource: searchEnum(['1', '2']),
  bizType: searchEnum(Object.values(BizTypeParameter)),
});
export type ReportSearch = SearchOutput<typeof reportSearchSchema>;

/** The filters a report sends to its page and export calls (empty ones left out, flags as numbers). */
export function reportFilters(search: ReportSearch) {
  const flag = (value: '1' | undefined) => (value === '1' ? 1 : undefined);
  const query = {
    groupBy: search.groupBy ? Number(search.groupBy) : undefined,
    dateFrom: search.dateFrom,
    dateTo: search.dateTo,
    supplierId: search.supplierId,
    supplierName: search.supplierName,
    contractNo: search.contractNo,
    lateOnly: flag(search.lateOnly),
    expiringOnly: flag(search.expiringOnly),
    materialName: search.materialName,
    priceSource: search.priceSource ? Number(search.priceSource) : undefined,
    bizType: search.bizType,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Partial<
    typeof query
  >;
}
