import { badRequest } from '../http/errors.ts';

/**
 * JSON numbers in, exact decimal text out: the contract sends prices and rates as numbers, PostgreSQL keeps them
 * as numeric. A value is accepted only when it has at most `scale` decimals (12.34567 as a price is the caller's
 * mistake, never silently rounded), and is then written as the shortest decimal with that many places at most,
 * so no binary-float noise reaches the database.
 */
export function toDecimalText(field: string, value: number, scale: number): string {
  const text = value.toFixed(scale);
  if (!Number.isFinite(value) || Number(text) !== value) throw badRequest('tooManyDecimals', field, scale);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

export function toOptionalDecimalText(
  field: string,
  value: number | null | undefined,
  scale: number,
): string | null {
  return value === null || value === undefined ? null : toDecimalText(field, value, scale);
}

/** numeric text from the database → the JSON number the contract promises (exact for the scales used here). */
export const decimalNumber = (text: string): number => Number(text);
export const optionalDecimalNumber = (text: string | null): number | null =>
  text === null ? null : Number(text);
