/**
 * Exact decimal arithmetic on strings, for quantities and money typed in forms: `0.1 + 0.2` is `0.3`, not
 * 0.30000000000000004. A value is a plain decimal text ("12", "-0.5", "3.140"); it is held as a BigInt of units
 * and a scale (digits after the point), so sums and products never go through binary floats. Rounding is
 * half-up (away from zero on .5), as the server rounds amounts.
 */

interface Scaled {
  units: bigint;
  scale: number;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** Whether `text` is a plain decimal (optional sign, digits, optional fraction); blank is not. */
export function isDecimal(text: string): boolean {
  const match = DECIMAL.exec(text.trim());
  return match !== null && `${match[2] ?? ''}${match[3] ?? ''}`.length > 0;
}

/** Digits after the point as typed ("1.50" → 2); 0 for an integer or a value that is not a decimal. */
export function decimalPlaces(text: string): number {
  const match = DECIMAL.exec(text.trim());
  return match?.[3]?.length ?? 0;
}

function parse(text: string): Scaled | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole.length + fraction.length === 0) return undefined;
  const units = BigInt(`${whole || '0'}${fraction}`);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

const TEN = 10n;
const rescale = (value: Scaled, scale: number): bigint => value.units * TEN ** BigInt(scale - value.scale);

function format({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? digits.slice(digits.length - scale) : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Drops trailing zeros of the fraction ("1.500" → "1.5", "2.000" → "2"). */
function trim(value: Scaled): Scaled {
  let { units, scale } = value;
  while (scale > 0 && units % TEN === 0n) {
    units /= TEN;
    scale -= 1;
  }
  return { units, scale };
}

/** The sum of the values; blank or invalid entries count as 0. Answers the shortest exact text. */
export function sumDecimals(values: Iterable<string | null | undefined>): string {
  let total: Scaled = { units: 0n, scale: 0 };
  for (const text of values) {
    const value = text ? parse(text) : undefined;
    if (!value) continue;
    const scale = Math.max(total.scale, value.scale);
    total = { units: rescale(total, scale) + rescale(value, scale), scale };
  }
  return format(trim(total));
}

export function addDecimals(a: string, b: string): string {
  return sumDecimals([a, b]);
}

/** a × b exactly, or undefined when either is blank or not a decimal. */
export function multiplyDecimals(a: string, b: string): string | undefined {
  const left = parse(a);
  const right = parse(b);
  if (!left || !right) return undefined;
  return format(trim({ units: left.units * right.units, scale: left.scale + right.scale }));
}

/** Rounds half-up to `places` decimals and writes exactly that many ("2.345", 2 → "2.35"; "1", 2 → "1.00"). */
export function roundDecimal(text: string, places: number): string | undefined {
  const value = parse(text);
  if (!value) return undefined;
  if (value.scale <= places) return format({ units: rescale(value, places), scale: places });
  const divisor = TEN ** BigInt(value.scale - places);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  let units = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) units += 1n;
  return format({ units: negative ? -units : units, scale: places });
}

/** a ÷ b rounded half-up to `places` decimals, written with exactly that many; undefined for blank, invalid or b = 0. */
export function divideDecimals(a: string, b: string, places: number): string | undefined {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y || y.units === 0n) return undefined;
  // (ux·10^-sx) / (uy·10^-sy) in units of 10^-places = ux·10^(places+sy) / (uy·10^sx).
  const numerator = x.units * TEN ** BigInt(places + y.scale);
  const denominator = y.units * TEN ** BigInt(x.scale);
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const units = (2n * n + d) / (2n * d);
  return format({ units: negative ? -units : units, scale: places });
}

/** Compares two decimals: -1, 0 or 1 (undefined when either is not a decimal). */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 | undefined {
  const left = parse(a);
  const right = parse(b);
  if (!left || !right) return undefined;
  const scale = Math.max(left.scale, right.scale);
  const difference = rescale(left, scale) - rescale(right, scale);
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
}

/**
 * A JSON number of the contract as decimal text without float noise: the server sends at most 4 decimals,
 * which `String(number)` writes exactly (no exponent below 1e21 with so few digits).
 */
export function decimalFromNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(value);
}
