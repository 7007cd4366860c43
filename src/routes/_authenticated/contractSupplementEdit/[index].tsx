import { createFileRoute } from '@tanstack/react-router';
import { DocumentPending } from '@/components/document/document-route-states';
import { supplementContractQuery } from '@/features/purchase/supplement/supplement-contract-query';
import { SupplementLoadError } from '@/features/purchase/supplement/supplement-detail-page';
import { supplementDetailQuery } from '@/features/purchase/supplement/supplement-detail-query';
import { SupplementEditPage } from '@/features/purchase/supplement/supplement-editor-page';
import { idSearch } from '@/features/purchase/supplement/supplement-route-search';

// SPEC §2's path: the supplement in ?id=, with its contract's lines.
export const Route = createFileRoute('/_authenticated/contractSupplementEdit/index')({
  staticData: { titleKey: 'screens.contractSupplementEdit' },
  validateSearch: idSearch('id'),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    const [, , answer] = await Promise.all([
      import('@/features/purchase/shared/supplement-i18n').then((m) => m.supplementMessages.load()),
      import('@/components/approval/approval-i18n').then((m) => m.approvalMessages.load()),
      context.queryClient.ensureQueryData(supplementDetailQuery(deps.id)),
    ]);
    await context.queryClient.ensureQueryData(supplementContractQuery(answer.data.contractId));
  },
  pendingComponent: DocumentPending,
  errorComponent: SupplementLoadError,
  component: SupplementEditPage,
});
