import type { Lang } from '../http/messages.ts';

/** Cell texts of exports (the JSON answers carry keys; a spreadsheet is read by people). */
export const statusLabel = (lang: Lang, status: number) =>
  lang === 'en' ? (status === 1 ? 'Enabled' : 'Disabled') : status === 1 ? '启用' : '停用';

export const yesNoLabel = (lang: Lang, value: number) =>
  lang === 'en' ? (value === 1 ? 'Yes' : 'No') : value === 1 ? '是' : '否';

/** A header row in the caller's language from [key, zh, en, width?] tuples. */
export function headers(lang: Lang, columns: [string, string, string, number?, string?][]) {
  return columns.map(([key, zh, en, width, numFmt]) => ({
    key,
    header: lang === 'en' ? en : zh,
    width,
    numFmt,
  }));
}
