import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DemoCommonPage } from '@/features/demo/demo-common-page';
import { demoSearchSchema } from '@/features/demo/demo-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/demo/crud/common')({
  staticData: { titleKey: 'screens.demoCommon' },
  validateSearch: demoSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: DemoCommonPage,
});
