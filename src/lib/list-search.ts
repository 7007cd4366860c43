import type { SearchSchemaInput } from '@tanstack/react-router';

/**
 * List state in the URL (DESIGN §6): page, page size, sort and filters are search params, so a list can be
 * bookmarked and the back button works. Each list route validates them with `listSearchSchema(filters)`; every
 * field falls back to its default so a hand-edited URL never fails. The names are the BladeX query names
 * (`current` 1-based, `size`, `ascs`/`descs` = server column names), so the search goes to the generated list
 * hook as it is (`toPageQuery`).
 *
 * Plain functions, no schema library: every route's search schema is part of the route tree and so of the entry
 * chunk every page loads first, the sign-in page included (DESIGN §9 budget). With zod there, the entry pulled
 * in the whole shared zod chunk (about 15 kB gzip) before the sign-in form could show.
 */

/** One search param: whatever the URL holds (string, number, anything) turned into its value or a fallback. */
export type SearchField<T> = (raw: unknown) => T;
type Shape = Record<string, SearchField<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** The parsed search of a shape: fields that may be undefined are optional keys. */
export type SearchOf<S extends Shape> = Simplify<
  { [K in keyof S as undefined extends ReturnType<S[K]> ? never : K]: ReturnType<S[K]> } & {
    [K in keyof S as undefined extends ReturnType<S[K]> ? K : never]?: ReturnType<S[K]>;
  }
>;

/** A route's `validateSearch`: TanStack Router calls `parse` with the URL's search. */
export interface SearchSchema<S extends Shape> {
  shape: S;
  /**
   * The URL's search: any param may be absent or hold anything (links and navigate() are checked against this,
   * as they were against the zod schemas' input); the brand tells the router it is the input type.
   */
  parse: (search: { [K in keyof S]?: unknown } & SearchSchemaInput) => SearchOf<S>;
}
/** The search type a schema produces (`SearchOutput<typeof userSearchSchema>`). */
export type SearchOutput<T extends SearchSchema<Shape>> = ReturnType<T['parse']>;

/** A search schema of these fields; keys the shape does not name are dropped, undefined values left out. */
export function searchSchema<S extends Shape>(shape: S): SearchSchema<S> {
  return {
    shape,
    parse(search) {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(shape)) {
        const value = shape[key]!((search as Record<string, unknown>)[key]);
        if (value !== undefined) out[key] = value;
      }
      return out as SearchOf<S>;
    },
  };
}

/** SPEC §9: default list page size 10, page sizes 10/30/50/100/200. */
export const PAGE_SIZES = [10, 30, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Defaults left out of the URL (`search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] }`). */
export const LIST_SEARCH_DEFAULTS = { current: 1, size: DEFAULT_PAGE_SIZE };

const isPageSize = (value: number) => (PAGE_SIZES as readonly number[]).includes(value);

/** A text filter: the router parses `?code=001` as a number, so numbers are taken back as text; blank = none. */
export const searchText = (): SearchField<string | undefined> => (raw) =>
  typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() || undefined : undefined;

/**
 * One of a fixed set of values; anything else is `fallback` (undefined: the param is left out). A hand-typed
 * `?groupBy=2` reaches here as the number 2 (as searchText notes), so numbers are compared as text.
 */
export function searchEnum<const V extends string>(values: readonly V[]): SearchField<V | undefined>;
export function searchEnum<const V extends string>(values: readonly V[], fallback: V): SearchField<V>;
export function searchEnum<const V extends string>(values: readonly V[], fallback?: V) {
  return (raw: unknown) => {
    const text = typeof raw === 'number' ? String(raw) : raw;
    return (values as readonly unknown[]).includes(text) ? (text as V) : fallback;
  };
}

/** A whole number (from text or a number), else `fallback`. */
const searchInteger =
  (fallback: number, valid: (value: number) => boolean): SearchField<number> =>
  (raw) => {
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    return typeof value === 'number' && Number.isInteger(value) && valid(value) ? value : fallback;
  };

const listShape = {
  current: searchInteger(1, (value) => value >= 1),
  size: searchInteger(DEFAULT_PAGE_SIZE, isPageSize),
  ascs: searchText(),
  descs: searchText(),
};

/** The search schema of a list route: paging and sort plus the route's own filters (use `searchText()`). */
export function listSearchSchema<F extends Shape = Record<never, never>>(filters?: F) {
  return searchSchema({ ...listShape, ...(filters ?? ({} as F)) } as Omit<typeof listShape, keyof F> & F);
}

/** Paging and sort of any list (a route's search type extends it with its filters). */
export type ListSearch = SearchOf<typeof listShape>;

/** What a list sends to a page call: the search without empty filters. */
export function toPageQuery<S extends ListSearch>(search: S): S {
  return Object.fromEntries(
    Object.entries(search as Record<string, unknown>).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  ) as S;
}

/** A single-column sort, as the table sees it (column id = server column name). */
export interface ListSort {
  id: string;
  desc: boolean;
}

export function sortOf(search: Pick<ListSearch, 'ascs' | 'descs'>): ListSort | undefined {
  if (search.ascs) return { id: search.ascs, desc: false };
  if (search.descs) return { id: search.descs, desc: true };
  return undefined;
}

export function sortToSearch(sort: ListSort | undefined): Pick<ListSearch, 'ascs' | 'descs'> {
  if (!sort) return { ascs: undefined, descs: undefined };
  return sort.desc ? { ascs: undefined, descs: sort.id } : { ascs: sort.id, descs: undefined };
}
