import { createFileRoute } from '@tanstack/react-router';
import { DeptPage } from '@/features/system/dept/dept-page';
import { deptSearchSchema } from '@/features/system/dept/dept-search';

export const Route = createFileRoute('/_authenticated/system/dept')({
  staticData: { titleKey: 'screens.dept' },
  validateSearch: deptSearchSchema,
  component: DeptPage,
});
