import { CST_OFFSET_MS } from '../domain/values.ts';
import { badRequest } from '../http/errors.ts';

/**
 * Times as BladeX writes them: `yyyy-MM-dd HH:mm:ss`, in China Standard Time (UTC+8, no daylight saving), which
 * is what the users of this back office read and type.
 */

export function formatDateTime(date: Date | null | undefined): string {
  if (!date) return '';
  return new Date(date.getTime() + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * A date the schema let through by shape, checked for being real: JavaScript would turn 2026-02-30 into
 * March 2nd and 2026-13-01 into an invalid date; both are the caller's mistake (400), never stored.
 */
function checked(text: string, date: Date, readBack: (date: Date) => string): Date {
  if (Number.isNaN(date.getTime()) || readBack(date) !== text) throw badRequest('badDate', text);
  return date;
}

/** `yyyy-MM-dd[ HH:mm:ss]` (UTC+8) → Date; empty → null. */
export function parseDateTime(text: string | null | undefined): Date | null {
  if (!text) return null;
  const full = text.length === 10 ? `${text} 00:00:00` : text;
  return checked(full, new Date(`${full.replace(' ', 'T')}+08:00`), formatDateTime);
}

/** Calendar days (birthdays) are kept at UTC midnight, so yyyy-MM-dd reads back unchanged. */
export function parseDay(text: string | null | undefined): Date | null {
  if (!text) return null;
  const day = text.slice(0, 10);
  return checked(day, new Date(`${day}T00:00:00Z`), (date) => formatDay(date) ?? '');
}

export function formatDay(date: Date | null | undefined): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}
