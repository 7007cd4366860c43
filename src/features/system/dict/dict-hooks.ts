import type { QueryKey } from '@tanstack/react-query';
import {
  getGetDictBizChildListQueryKey,
  getGetDictBizDetailQueryKey,
  getGetDictBizListQueryKey,
  getGetDictBizParentListQueryKey,
  getGetDictBizTreeQueryKey,
  useGetDictBizChildList,
  useGetDictBizDetail,
  useGetDictBizList,
  useGetDictBizParentList,
  useGetDictBizTree,
  useRemoveDictBiz,
  useSubmitDictBiz,
} from '@/api/generated/blade-system/endpoints/dict-biz/dict-biz';
import {
  getGetDictChildListQueryKey,
  getGetDictDetailQueryKey,
  getGetDictListQueryKey,
  getGetDictParentListQueryKey,
  getGetDictTreeQueryKey,
  useGetDictChildList,
  useGetDictDetail,
  useGetDictList,
  useGetDictParentList,
  useGetDictTree,
  useRemoveDict,
  useSubmitDict,
} from '@/api/generated/blade-system/endpoints/dict/dict';
import { submitDictBizBody } from '@/api/generated/blade-system/zod/dict-biz/dict-biz.zod';
import { submitDictBody } from '@/api/generated/blade-system/zod/dict/dict.zod';
import { dictionaryQueryPrefix } from '@/lib/dictionary';

/**
 * System dictionaries (`dict`, platform-wide) and business dictionaries (`dict-biz`, per tenant) have the same
 * calls and shapes, so one set of screens serves both: each screen is given one of these sets of generated
 * hooks. `staleKeys` are the query prefixes a save or a remove makes stale, including the dictionary selects of
 * every other screen.
 */
export const systemDictHooks = {
  useParentList: useGetDictParentList,
  useChildList: useGetDictChildList,
  useDetail: useGetDictDetail,
  useList: useGetDictList,
  useTree: useGetDictTree,
  useSubmit: useSubmitDict,
  useRemove: useRemoveDict,
  submitBody: submitDictBody,
  staleKeys: (): readonly QueryKey[] => [
    getGetDictParentListQueryKey(),
    getGetDictChildListQueryKey(),
    getGetDictDetailQueryKey(),
    getGetDictListQueryKey(),
    getGetDictTreeQueryKey(),
    dictionaryQueryPrefix('dict'),
  ],
};

export type DictHooks = typeof systemDictHooks;

export const bizDictHooks: DictHooks = {
  useParentList: useGetDictBizParentList,
  useChildList: useGetDictBizChildList,
  useDetail: useGetDictBizDetail,
  useList: useGetDictBizList,
  useTree: useGetDictBizTree,
  useSubmit: useSubmitDictBiz,
  useRemove: useRemoveDictBiz,
  submitBody: submitDictBizBody,
  staleKeys: () => [
    getGetDictBizParentListQueryKey(),
    getGetDictBizChildListQueryKey(),
    getGetDictBizDetailQueryKey(),
    getGetDictBizListQueryKey(),
    getGetDictBizTreeQueryKey(),
    dictionaryQueryPrefix('dict-biz'),
  ],
};
