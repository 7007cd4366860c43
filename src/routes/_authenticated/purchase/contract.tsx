import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ContractListPage } from '@/features/purchase/contract/contract-list-page';
import { CONTRACT_SEARCH_DEFAULTS, contractSearchSchema } from '@/features/purchase/contract/contract-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/purchase/contract')({
  staticData: { titleKey: 'screens.contract' },
  validateSearch: contractSearchSchema,
  search: { middlewares: [stripSearchParams({ ...LIST_SEARCH_DEFAULTS, ...CONTRACT_SEARCH_DEFAULTS })] },
  component: ContractListPage,
});
