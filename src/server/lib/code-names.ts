import type { Lang } from '../http/messages.ts';

/** A code's name in both languages, the one form of every code-name table (statuses, line states…). */
export type Names = Readonly<{ zh: string; en: string }>;

/**
 * The name of `code` in the caller's language; an unknown code shows as itself (a stored row may hold a code the
 * table does not know). Codes are numbers (statuses) or strings (document types).
 */
export const codeName = <K extends number | string>(
  table: Readonly<Partial<Record<K, Names>>>,
  code: K,
  lang: Lang,
): string => table[code]?.[lang] ?? String(code);
