import { createFileRoute } from '@tanstack/react-router';
import { DictTreePage } from '@/features/system/dict/dict-tree-page';
import { dictTreeSearchSchema } from '@/features/system/dict/dict-search';

// `[index]` escapes the word so the URL is the literal /dict-vertical/index of the menu.
export const Route = createFileRoute('/_authenticated/dict-vertical/index')({
  staticData: { titleKey: 'screens.dictTree' },
  validateSearch: dictTreeSearchSchema,
  component: DictTreePage,
});
