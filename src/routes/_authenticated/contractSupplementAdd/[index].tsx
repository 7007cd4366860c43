import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { supplementContractQuery } from '@/features/purchase/supplement/supplement-contract-query';
import { SupplementLoadError } from '@/features/purchase/supplement/supplement-detail-page';
import { SupplementAddPage } from '@/features/purchase/supplement/supplement-editor-page';
import { idSearch } from '@/features/purchase/supplement/supplement-route-search';

// SPEC §2's path: a new supplement for the contract in ?contractId=.
export const Route = createFileRoute('/_authenticated/contractSupplementAdd/index')({
  staticData: { titleKey: 'screens.contractSupplementAdd' },
  validateSearch: idSearch('contractId'),
  loaderDeps: ({ search }) => ({ id: search.contractId }),
  loader: ({ context, deps }) =>
    Promise.all([
      import('@/features/purchase/shared/supplement-i18n').then((m) => m.supplementMessages.load()),
      import('@/components/approval/approval-i18n').then((m) => m.approvalMessages.load()),
      context.queryClient.ensureQueryData(supplementContractQuery(deps.id)),
    ]),
  pendingComponent: DocumentPending,
  errorComponent: SupplementLoadError,
  component: SupplementAddPage,
});
