import { createFileRoute } from '@tanstack/react-router';
import { DataScopePage } from '@/features/system/scope/data-scope-page';
import { menuScopeSearchSchema } from '@/features/system/scope/scope-search';

export const Route = createFileRoute('/_authenticated/authority/datascope')({
  staticData: { titleKey: 'screens.dataScope' },
  validateSearch: menuScopeSearchSchema,
  component: DataScopePage,
});
