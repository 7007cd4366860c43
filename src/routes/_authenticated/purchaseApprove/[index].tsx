import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SourcingApprovePage } from '@/features/purchar/sourcing-approve/sourcing-approve-page';

export const Route = createFileRoute('/_authenticated/purchaseApprove/index')({
  staticData: { titleKey: 'screens.purchaseApprove' },
  validateSearch: z.object({
    id: z
      .string()
      .regex(/^[0-9]{1,19}$/)
      .optional()
      .catch(undefined),
  }),
  component: SourcingApprovePage,
});
