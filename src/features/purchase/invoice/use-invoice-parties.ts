import { useQuery } from '@tanstack/react-query';
import { getGetInvoicePartiesQueryOptions } from '@/api/generated/purchase-invoice/endpoints/cw-invoice/cw-invoice';

/** Buyers (the tenant's companies) and sellers (admitted suppliers) as select options, once per screen. */
export function useInvoiceParties(enabled: boolean) {
  const query = useQuery({ ...getGetInvoicePartiesQueryOptions(), enabled, staleTime: 60_000 });
  const data = query.data?.data;
  const options = (list: { id: string; name: string }[] | undefined) =>
    (list ?? []).map((party) => ({ value: party.id, label: party.name }));
  return { buyers: options(data?.buyers), sellers: options(data?.sellers) };
}
