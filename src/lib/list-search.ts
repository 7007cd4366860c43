import { z } from 'zod/mini';

/**
 * List state in the URL (DESIGN §6): page, page size, sort and filters are search params, so a list can be
 * bookmarked and the back button works. Each list route validates them with `listSearchSchema(filters)`; every
 * field has a `.catch` so a hand-edited URL falls back to defaults instead of failing. The names are the BladeX
 * query names (`current` 1-based, `size`, `ascs`/`descs` = server column names), so the search goes to the
 * generated list hook as it is (`toPageQuery`). zod/mini, as the schemas are part of the route tree and so of the
 * sign-in page's JavaScript (DESIGN §9 budget).
 */

/** SPEC §9: default list page size 10, page sizes 10/30/50/100/200. */
export const PAGE_SIZES = [10, 30, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Defaults left out of the URL (`search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] }`). */
export const LIST_SEARCH_DEFAULTS = { current: 1, size: DEFAULT_PAGE_SIZE };

const isPageSize = (value: number) => (PAGE_SIZES as readonly number[]).includes(value);

/** A text filter: the router parses `?code=001` as a number, so numbers are taken back as text; blank = none. */
export const searchText = () =>
  z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value) => String(value).trim() || undefined),
      ),
    ),
    undefined,
  );

const listShape = {
  current: z._default(z.catch(z.coerce.number().check(z.refine(Number.isInteger), z.minimum(1)), 1), 1),
  size: z._default(
    z.catch(z.coerce.number().check(z.refine(isPageSize)), DEFAULT_PAGE_SIZE),
    DEFAULT_PAGE_SIZE,
  ),
  ascs: searchText(),
  descs: searchText(),
};

/** The search schema of a list route: paging and sort plus the route's own filters (use `searchText()`). */
export function listSearchSchema<F extends z.core.$ZodShape = Record<never, never>>(filters?: F) {
  return z.object({ ...listShape, ...(filters ?? ({} as F)) });
}

/** Paging and sort of any list (a route's search type extends it with its filters). */
export type ListSearch = z.output<z.ZodMiniObject<typeof listShape>>;

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
