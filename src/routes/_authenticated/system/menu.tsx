import { createFileRoute } from '@tanstack/react-router';
import { MenuPage } from '@/features/system/menu/menu-page';
import { menuSearchSchema } from '@/features/system/menu/menu-search';

export const Route = createFileRoute('/_authenticated/system/menu')({
  staticData: { titleKey: 'screens.menu' },
  validateSearch: menuSearchSchema,
  component: MenuPage,
});
