import { createFileRoute } from '@tanstack/react-router';
import { ApiScopePage } from '@/features/system/scope/api-scope-page';
import { menuScopeSearchSchema } from '@/features/system/scope/scope-search';

export const Route = createFileRoute('/_authenticated/authority/apiscope')({
  staticData: { titleKey: 'screens.apiScope' },
  validateSearch: menuScopeSearchSchema,
  component: ApiScopePage,
});
