import type { Lang } from '../http/messages.ts';

/** A code's name in both languages, the one form of every code-name table (statuses, line states…). */
export type Names = Readonly<{ zh: string; en: string }>;

/** The name of `code` in the caller's language; an unknown code shows as itself. */
export const codeName = (table: Readonly<Record<number, Names>>, code: number, lang: Lang): string =>
  table[code]?.[lang] ?? String(code);
