/**
 * Exact decimal arithmetic for quantities, prices and amounts: values are decimal text (what PostgreSQL numeric
 * columns give and take), worked on as scaled bigints, so no binary-float rounding ever reaches a total.
 * Pure and dependency-free: it runs in the browser demo as well.
 */

/** A decimal as an integer count of 10^-scale units. */
export interface Fixed {
  units: bigint;
  scale: number;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;

/** "12.345" → {units: 12345n, scale: 3}; null for text that is not a plain decimal. */
export function parseDecimal(text: string): Fixed | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}` || '0');
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

/** Decimal places of a plain decimal text ("1.250" → 3); null if not a decimal. */
export const decimalPlaces = (text: string): number | null => parseDecimal(text)?.scale ?? null;

function rescale(value: Fixed, scale: number): bigint {
  if (scale >= value.scale) return value.units * 10n ** BigInt(scale - value.scale);
  return roundHalfUp(value.units, 10n ** BigInt(value.scale - scale));
}

/** units / divisor, rounded half away from zero (the "half-up" of money). */
function roundHalfUp(units: bigint, divisor: bigint): bigint {
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return negative ? -rounded : rounded;
}

function format(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative && units !== 0n ? `-${text}` : text;
}

function mustParse(text: string): Fixed {
  const value = parseDecimal(text);
  if (!value) throw new Error(`not a decimal: ${text}`);
  return value;
}

/** round(a × b, scale), half-up, as text with exactly `scale` decimals (line amount = qty × price). */
export function multiplyDecimal(a: string, b: string, scale: number): string {
  const x = mustParse(a);
  const y = mustParse(b);
  return format(rescale({ units: x.units * y.units, scale: x.scale + y.scale }, scale), scale);
}

/** Σ values, exact, as text with exactly `scale` decimals (each value rounded half-up to it first). */
export function sumDecimals(values: readonly string[], scale: number): string {
  let total = 0n;
  for (const value of values) total += rescale(mustParse(value), scale);
  return format(total, scale);
}

/** a − b, exact, as text with exactly `scale` decimals. */
export const subtractDecimal = (a: string, b: string, scale: number) =>
  sumDecimals([a, b.startsWith('-') ? b.slice(1) : `-${b}`], scale);

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimal(a: string, b: string): number {
  const x = mustParse(a);
  const y = mustParse(b);
  const scale = Math.max(x.scale, y.scale);
  const diff = rescale(x, scale) - rescale(y, scale);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/**
 * A JSON number as the decimal text it was written as (12.5 → "12.5"), or null when it is not finite. The
 * shortest round-trip text JavaScript prints is exactly the decimal the sender typed for the magnitudes used
 * here; exponent forms (1e-7, 1e21) are expanded.
 */
export function numberToDecimal(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}
