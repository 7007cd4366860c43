import { createFileRoute } from '@tanstack/react-router';
import { RegionPage } from '@/features/system/region/region-page';

export const Route = createFileRoute('/_authenticated/system/region')({
  staticData: { titleKey: 'screens.region' },
  component: RegionPage,
});
