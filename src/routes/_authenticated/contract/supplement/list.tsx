import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SupplementListPage } from '@/features/purchase/supplement/supplement-list-page';
import {
  SUPPLEMENT_SEARCH_DEFAULTS,
  supplementSearchSchema,
} from '@/features/purchase/supplement/supplement-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

// SPEC §2's path for 补充协议 (the 合同管理 menu); it loads its strings and the approval kit's itself.
export const Route = createFileRoute('/_authenticated/contract/supplement/list')({
  staticData: { titleKey: 'screens.contractSupplement' },
  validateSearch: supplementSearchSchema,
  search: { middlewares: [stripSearchParams({ ...LIST_SEARCH_DEFAULTS, ...SUPPLEMENT_SEARCH_DEFAULTS })] },
  loader: () =>
    Promise.all([
      import('@/features/purchase/shared/supplement-i18n').then((m) => m.supplementMessages.load()),
      import('@/components/approval/approval-i18n').then((m) => m.approvalMessages.load()),
    ]),
  component: SupplementListPage,
});
