/**
 * How long a look-up is reused without asking the database again. Every write through this instance forgets
 * them all (app.ts, after each non-GET request), so a change made here applies at the next request; a change made
 * by another instance sharing the database applies within this time.
 */
export const LOOKUP_MS = 5_000;

/** Bounded: entries are only ever re-read, so dropping them all costs one query each. */
const MAX_ENTRIES = 10_000;

interface Entry {
  value: Promise<unknown>;
  until: number;
}

/**
 * What every authenticated request asks before its own SQL (is the session on, which buttons do its roles hold,
 * which API and data scopes apply): on PostgreSQL each was a round trip and a wait for a pooled connection, per
 * request. Held here briefly instead, keyed by what the answer depends on, and forgotten on every write.
 *
 * The entry is the look-up's promise, stored when the look-up starts: requests asking at the same moment share
 * one query, and `forget()` drops a look-up still in flight, so an answer read before a write committed is
 * never kept after it (a session revoked while another request checks it stays revoked).
 */
export function createLookupCache(clock: () => Date, ttlMs = LOOKUP_MS) {
  const entries = new Map<string, Entry>();

  /**
   * The answer held for `key`, else `load()`'s. `keep` decides whether an answer may be reused (a session found
   * ended is checked afresh each time); a failed look-up is never kept.
   */
  function get<V>(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const now = clock().getTime();
    const held = entries.get(key);
    if (held && held.until > now) return held.value as Promise<V>;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    const value = load();
    const entry: Entry = { value, until: now + ttlMs };
    entries.set(key, entry);
    const drop = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    value.then((answer) => {
      if (!keep(answer)) drop();
    }, drop);
    return value;
  }

  return {
    get,
    /** Forgets one look-up (e.g. a session just revoked), or every one after a write. */
    forget(key?: string) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}

export type LookupCache = ReturnType<typeof createLookupCache>;
