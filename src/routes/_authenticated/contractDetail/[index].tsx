import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { ContractDetailPage, ContractLoadError } from '@/features/purchase/contract/contract-detail-page';
import { contractDetailQuery } from '@/features/purchase/contract/contract-detail-query';
import { searchSchema, searchText } from '@/lib/list-search';

// Anything but an id reads as '0', which answers the detail's not-found state.
const detailSearch = searchSchema({
  id: (raw: unknown) => {
    const id = searchText()(raw);
    return id && /^\d{1,19}$/.test(id) ? id : '0';
  },
});

// SPEC §2's path (`[index]` keeps the literal /contractDetail/index), the id in the search (?id=…; long ids stay strings, lib/search-params). Outside /purchase, so
// it loads the area's strings itself.
export const Route = createFileRoute('/_authenticated/contractDetail/index')({
  staticData: { titleKey: 'screens.contractDetail' },
  validateSearch: detailSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    Promise.all([
      import('@/features/purchase/purchase-i18n').then((m) => m.purchaseMessages.load()),
      import('@/components/approval/approval-i18n').then((m) => m.approvalMessages.load()),
      context.queryClient.ensureQueryData(contractDetailQuery(deps.id)),
    ]),
  pendingComponent: DocumentPending,
  errorComponent: ContractLoadError,
  component: ContractDetailPage,
});
