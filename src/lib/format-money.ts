import { getLanguage } from '@/lib/i18n';

/** An amount as people read it: thousands separated, two decimals. */
export const formatMoney = (value: number | null | undefined) =>
  value === null || value === undefined
    ? '—'
    : value.toLocaleString(getLanguage() === 'en' ? 'en-US' : 'zh-CN', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });

/** Right-aligned figures in a table column. */
export const figureColumn = { className: 'w-32 tabular-nums', align: 'right' as const };

/** A unit price as people read it: thousands separated, two to four decimals (prices carry four). */
export const formatPrice = (value: number | null | undefined) =>
  value === null || value === undefined
    ? '—'
    : value.toLocaleString(getLanguage() === 'en' ? 'en-US' : 'zh-CN', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 4,
      });
