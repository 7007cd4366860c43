import { searchSchema, searchText } from '@/lib/list-search';

/** A route whose search names one record: anything but an id reads as '0', which answers the not-found state. */
export const idSearch = <K extends string>(key: K) =>
  searchSchema({
    [key]: (raw: unknown) => {
      const id = searchText()(raw);
      return id && /^\d{1,19}$/.test(id) ? id : '0';
    },
  } as Record<K, (raw: unknown) => string>);
