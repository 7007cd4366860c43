import { createFileRoute } from '@tanstack/react-router';
import { RolePage } from '@/features/system/role/role-page';
import { roleSearchSchema } from '@/features/system/role/role-search';

export const Route = createFileRoute('/_authenticated/system/role')({
  staticData: { titleKey: 'screens.role' },
  validateSearch: roleSearchSchema,
  component: RolePage,
});
