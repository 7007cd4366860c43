import { createFileRoute } from '@tanstack/react-router';
import { ContractAddPage } from '@/features/purchase/contract/contract-editor-page';

// SPEC §2's path (`[index]` keeps the literal /contractAdd/index). Outside /purchase, so it loads the area's strings.
export const Route = createFileRoute('/_authenticated/contractAdd/index')({
  staticData: { titleKey: 'screens.contractAdd' },
  loader: () =>
    Promise.all([
      import('@/features/purchase/purchase-i18n').then((m) => m.purchaseMessages.load()),
      import('@/components/approval/approval-i18n').then((m) => m.approvalMessages.load()),
    ]),
  component: ContractAddPage,
});
