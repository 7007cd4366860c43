import {
  DEFAULT_PAGE_SIZE,
  LIST_SEARCH_DEFAULTS,
  listSearchSchema,
  type SearchOutput,
  searchSchema,
  searchText,
} from '@/lib/list-search';

const { current, size } = listSearchSchema().shape;

/**
 * The URL of a dictionary screen with parents beside children (/dict-horizontal/index, /system/dictbiz): the
 * dictionaries' page and filters (code, dictValue), the chosen dictionary and the page of its entries.
 */
export const dictSplitSearchSchema = listSearchSchema({
  code: searchText(),
  dictValue: searchText(),
  parentId: searchText(),
  childCurrent: current,
  childSize: size,
});

export type DictSplitSearch = SearchOutput<typeof dictSplitSearchSchema>;

/** Left out of the URL when they are the defaults. */
export const DICT_SPLIT_SEARCH_DEFAULTS = {
  ...LIST_SEARCH_DEFAULTS,
  childCurrent: 1,
  childSize: DEFAULT_PAGE_SIZE,
};

/** The URL of /dict-vertical/index: the tree's filters (a tree is not paged). */
export const dictTreeSearchSchema = searchSchema({ code: searchText(), dictValue: searchText() });

export type DictTreeSearch = SearchOutput<typeof dictTreeSearchSchema>;
