import {
  compareDecimal,
  multiplyDecimal,
  parseDecimal,
  subtractDecimal,
  sumDecimals,
} from '../../../domain/decimal.ts';

export { subtractDecimal };

// The per-line split and the 大写 amount are shared with the editor's preview (src/lib, as credit-code.ts is).
export { chineseUpperAmount, lineMoney } from '../../../../lib/contract-money.ts';

/**
 * The contract's money rules (procurement-model §2.0), exact: tax-inclusive is canonical; line amount =
 * round(qty × price, 2); excl. tax = round(amount / (1 + rate/100), 2); tax = amount − excl. tax; header = Σ lines.
 * Pure, so the editor's preview and the server agree to the cent.
 */

/** a ÷ b rounded half-up to `scale` places, exactly (b > 0). */
export function divideDecimal(a: string, b: string, scale: number): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x || !y || y.units === 0n) throw new Error(`cannot divide ${a} by ${b}`);
  // a/b = (ax·10^-sx)/(by·10^-sy); scaled to 10^-scale units: ax·10^(scale+sy) / (by·10^sx).
  const numerator = x.units * 10n ** BigInt(scale + y.scale);
  const denominator = y.units * 10n ** BigInt(x.scale);
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const units = (2n * n + d) / (2n * d);
  const digits = units.toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative && units !== 0n ? `-${text}` : text;
}

/** Header totals over lines, exactly. */
export function headerMoney(lines: readonly { amount: string; amountExclTax: string; taxAmount: string }[]) {
  return {
    totalAmount: sumDecimals(
      lines.map((l) => l.amount),
      2,
    ),
    amountExclTax: sumDecimals(
      lines.map((l) => l.amountExclTax),
      2,
    ),
    taxAmount: sumDecimals(
      lines.map((l) => l.taxAmount),
      2,
    ),
  };
}

/** Do the ratios (percent text) sum to exactly 100? */
export const ratiosMakeWhole = (ratios: readonly string[]) =>
  compareDecimal(sumDecimals(ratios, 2), '100') === 0;

/** Each term's amount = round(total × ratio / 100, 2); the last takes what is left, so they sum to the total. */
export function termAmounts(total: string, ratios: readonly string[]): string[] {
  const amounts = ratios.map((ratio) => divideDecimal(multiplyDecimal(total, ratio, 4), '100', 2));
  if (amounts.length) {
    const before = sumDecimals(amounts.slice(0, -1), 2);
    amounts[amounts.length - 1] = subtractDecimal(total, before, 2);
  }
  return amounts;
}
