import { createFileRoute } from '@tanstack/react-router';
import { PaymentAddPage } from '@/features/purchase/payment/payment-editor-page';
import { searchSchema, searchText } from '@/lib/list-search';

// ?contractId=… preselects the contract (from a contract's detail); anything else starts empty.
const addSearch = searchSchema({
  contractId: (raw: unknown) => {
    const id = searchText()(raw);
    return id && /^\d{1,19}$/.test(id) ? id : undefined;
  },
});

export const Route = createFileRoute('/_authenticated/purchase/payment/add')({
  staticData: { titleKey: 'screens.paymentAdd' },
  validateSearch: addSearch,
  loader: () => import('@/features/purchase/payment/payment-i18n').then((m) => m.paymentMessages.load()),
  component: PaymentAddPage,
});
