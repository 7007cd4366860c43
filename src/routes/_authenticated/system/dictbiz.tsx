import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DictBizPage } from '@/features/system/dict/dictbiz-page';
import { DICT_SPLIT_SEARCH_DEFAULTS, dictSplitSearchSchema } from '@/features/system/dict/dict-search';

export const Route = createFileRoute('/_authenticated/system/dictbiz')({
  staticData: { titleKey: 'screens.dictbiz' },
  validateSearch: dictSplitSearchSchema,
  search: { middlewares: [stripSearchParams(DICT_SPLIT_SEARCH_DEFAULTS)] },
  component: DictBizPage,
});
