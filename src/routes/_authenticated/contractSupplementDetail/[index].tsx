import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import {
  SupplementDetailPage,
  SupplementLoadError,
} from '@/features/purchase/supplement/supplement-detail-page';
import { supplementDetailQuery } from '@/features/purchase/supplement/supplement-detail-query';
import { idSearch } from '@/features/purchase/supplement/supplement-route-search';

// SPEC §2's path (`[index]` keeps the literal /contractSupplementDetail/index), the id in the search.
export const Route = createFileRoute('/_authenticated/contractSupplementDetail/index')({
  staticData: { titleKey: 'screens.contractSupplementDetail' },
  validateSearch: idSearch('id'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    Promise.all([
      import('@/features/purchase/shared/supplement-i18n').then((m) => m.supplementMessages.load()),
      import('@/components/approval/approval-i18n').then((m) => m.approvalMessages.load()),
      context.queryClient.ensureQueryData(supplementDetailQuery(deps.id)),
    ]),
  pendingComponent: DocumentPending,
  errorComponent: SupplementLoadError,
  component: SupplementDetailPage,
});
