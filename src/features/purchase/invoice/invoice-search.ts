import { listSearchSchema, type SearchOutput, searchText } from '@/lib/list-search';

/** The URL of /purchase/invoice: paging and the filters (number, seller, type, link status, date range). */
export const invoiceSearchSchema = listSearchSchema({
  invoiceNo: searchText(),
  sellerName: searchText(),
  invoiceType: searchText(),
  linkStatus: searchText(),
  invoiceDateFrom: searchText(),
  invoiceDateTo: searchText(),
});

export type InvoiceSearch = SearchOutput<typeof invoiceSearchSchema>;

/** The filters as pages and export take them: export writes what the list shows. */
export function invoiceFilters(search: InvoiceSearch) {
  const text = (value: string | undefined) => (value ? value : undefined);
  return {
    invoiceNo: text(search.invoiceNo),
    sellerName: text(search.sellerName),
    invoiceType: text(search.invoiceType),
    linkStatus: search.linkStatus ? Number(search.linkStatus) : undefined,
    invoiceDateFrom: text(search.invoiceDateFrom),
    invoiceDateTo: text(search.invoiceDateTo),
  };
}
