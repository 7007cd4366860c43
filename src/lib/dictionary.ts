import { useQuery } from '@tanstack/react-query';
import {
  getGetDictBizDictionaryQueryOptions,
  getGetDictBizDictionaryQueryKey,
} from '@/api/generated/blade-system/endpoints/dict-biz/dict-biz';
import {
  getGetDictionaryQueryKey,
  getGetDictionaryQueryOptions,
} from '@/api/generated/blade-system/endpoints/dict/dict';
import type { DictItem } from '@/api/generated/blade-system/model';
import { useLanguage, type Language } from './i18n';

/**
 * Dictionary entries for selects and labels: `dict/dictionary?code=` (system, platform-wide) or
 * `dict-biz/dictionary?code=` (business, per tenant). One query per (source, code, language) through TanStack
 * Query, so every select and cell asking for the same code shares one request; the language is part of the key
 * because the server answers dictValue in the Accept-Language. Editing a dictionary invalidates
 * `dictionaryQueryPrefix(source)`.
 */

export type DictionarySource = 'dict' | 'dict-biz';

export interface DictionaryOption {
  label: string;
  value: string;
}

/** Dictionaries change rarely; a screen re-reads one at most every 10 minutes. */
const STALE_MS = 10 * 60_000;
const NO_ITEMS: DictItem[] = [];

export function dictionaryQueryPrefix(source: DictionarySource) {
  return source === 'dict' ? getGetDictionaryQueryKey() : getGetDictBizDictionaryQueryKey();
}

function dictionaryQueryOptions(source: DictionarySource, code: string, language: Language) {
  const base =
    source === 'dict'
      ? getGetDictionaryQueryOptions({ code }, { query: { staleTime: STALE_MS } })
      : getGetDictBizDictionaryQueryOptions({ code }, { query: { staleTime: STALE_MS } });
  return { ...base, queryKey: [...base.queryKey, language] as const };
}

export function useDictionary(code: string, source: DictionarySource = 'dict') {
  const [language] = useLanguage();
  const query = useQuery({ ...dictionaryQueryOptions(source, code, language), enabled: code !== '' });
  const items = query.data?.data ?? NO_ITEMS;
  return { items, isPending: query.isPending, error: query.error };
}

export function toDictionaryOptions(items: readonly DictItem[]): DictionaryOption[] {
  return items.map((item) => ({ label: item.dictValue, value: item.dictKey }));
}

/** The label of a dictionary key (the key itself while loading or when unknown). */
export function dictionaryLabel(items: readonly DictItem[], key: unknown): string {
  if (key === null || key === undefined || key === '') return '';
  return items.find((item) => item.dictKey === String(key))?.dictValue ?? String(key);
}
