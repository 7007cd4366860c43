import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { ContractLoadError } from '@/features/purchase/contract/contract-detail-page';
import { contractDetailQuery } from '@/features/purchase/contract/contract-detail-query';
import { ContractEditPage } from '@/features/purchase/contract/contract-editor-page';
import { searchSchema, searchText } from '@/lib/list-search';

// Anything but an id reads as '0', which answers the not-found state.
const editSearch = searchSchema({
  id: (raw: unknown) => {
    const id = searchText()(raw);
    return id && /^\d{1,19}$/.test(id) ? id : '0';
  },
});

// SPEC §2's path (`[index]` keeps the literal /contractEdit/index), the id in the search (?id=…).
export const Route = createFileRoute('/_authenticated/contractEdit/index')({
  staticData: { titleKey: 'screens.contractEdit' },
  validateSearch: editSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    Promise.all([
      import('@/features/purchase/purchase-i18n').then((m) => m.purchaseMessages.load()),
      import('@/components/approval/approval-i18n').then((m) => m.approvalMessages.load()),
      context.queryClient.ensureQueryData(contractDetailQuery(deps.id)),
    ]),
  pendingComponent: DocumentPending,
  errorComponent: ContractLoadError,
  component: ContractEditPage,
});
