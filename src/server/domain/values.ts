import { numberToDecimal } from './decimal.ts';

/**
 * Values as the contract carries them, checked and converted once for every document: real calendar days,
 * JSON numbers as exact decimal text, and the UTC+8 day the users live in. Pure; a wrong value throws a
 * ValueError naming the field, which the app answers as a 400 in the caller's language.
 */

/** A refusal of one value; `key` is a message key (http/messages.ts), `args` fill its placeholders. */
export class ValueError extends Error {
  readonly args: (string | number)[];
  constructor(
    readonly key: 'fieldBadDate' | 'tooManyDecimals',
    ...args: (string | number)[]
  ) {
    super(key);
    this.name = 'ValueError';
    this.args = args;
  }
}

/** China Standard Time: UTC+8 all year (no daylight saving). */
export const CST_OFFSET_MS = 8 * 3600_000;
export const DAY_MS = 24 * 3600_000;

/** `yyyy-MM-dd` of the instant in China Standard Time (the day a document number or a stamp carries). */
export const cstDay = (now: Date): string =>
  new Date(now.getTime() + CST_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a UTC+8 calendar day (`yyyy-MM-dd`) starts. */
export const cstDayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** A `yyyy-MM-dd` that is a real day (2026-02-30 is refused, naming the field); empty → null. */
export function realDay(field: string, text: string | null | undefined): string | null {
  if (!text) return null;
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new ValueError('fieldBadDate', field, text);
  }
  return text;
}

/**
 * A JSON number with at most `scale` decimals as exact decimal text: the contract sends quantities and prices
 * as numbers, PostgreSQL keeps numeric. 12.34567 as a price is the caller's mistake, never silently rounded,
 * and the text is the number's own shortest form, so no binary-float noise reaches the database.
 */
export function decimalFromJson(field: string, value: number, scale: number): string {
  const text = numberToDecimal(value);
  const places = text?.split('.')[1]?.length ?? 0;
  if (text === null || places > scale) throw new ValueError('tooManyDecimals', field, scale);
  return text;
}

export const optionalDecimalFromJson = (
  field: string,
  value: number | null | undefined,
  scale: number,
): string | null => (value === null || value === undefined ? null : decimalFromJson(field, value, scale));

/** numeric text from the database → the JSON number the contract promises (exact for the scales used here). */
export const decimalNumber = (text: string): number => Number(text);
export const optionalDecimalNumber = (text: string | null): number | null =>
  text === null ? null : Number(text);
