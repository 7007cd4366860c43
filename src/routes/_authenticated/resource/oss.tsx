import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { OssPage } from '@/features/resource/oss/oss-page';
import { ossSearchSchema } from '@/features/resource/oss/oss-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/resource/oss')({
  staticData: { titleKey: 'screens.oss' },
  validateSearch: ossSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: OssPage,
});
