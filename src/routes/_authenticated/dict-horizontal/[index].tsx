import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DictPage } from '@/features/system/dict/dict-page';
import { DICT_SPLIT_SEARCH_DEFAULTS, dictSplitSearchSchema } from '@/features/system/dict/dict-search';

// `[index]` escapes the word so the URL is the literal /dict-horizontal/index of the menu.
export const Route = createFileRoute('/_authenticated/dict-horizontal/index')({
  staticData: { titleKey: 'screens.dict' },
  validateSearch: dictSplitSearchSchema,
  search: { middlewares: [stripSearchParams(DICT_SPLIT_SEARCH_DEFAULTS)] },
  component: DictPage,
});
