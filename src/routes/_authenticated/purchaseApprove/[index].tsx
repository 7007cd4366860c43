import { createFileRoute } from '@tanstack/react-router';
import { SourcingApprovePage } from '@/features/purchar/sourcing-approve/sourcing-approve-page';
import { searchSchema, searchText } from '@/lib/list-search';

// The bill to open, if any (a 19-digit id stays text: lib/search-params); anything else opens the queue alone.
const approveSearch = searchSchema({
  id: (raw: unknown) => {
    const id = searchText()(raw);
    return id && /^[0-9]{1,19}$/.test(id) ? id : undefined;
  },
});

export const Route = createFileRoute('/_authenticated/purchaseApprove/index')({
  staticData: { titleKey: 'screens.purchaseApprove' },
  validateSearch: approveSearch,
  component: SourcingApprovePage,
});
