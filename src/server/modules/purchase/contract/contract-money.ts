import {
  compareDecimal,
  multiplyDecimal,
  parseDecimal,
  subtractDecimal,
  sumDecimals,
} from '../../../domain/decimal.ts';

export { subtractDecimal };

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

/** One line's money from qty, tax-inclusive unit price and rate (percent). */
export function lineMoney(qty: string, unitPrice: string, taxRate: string) {
  const amount = multiplyDecimal(qty, unitPrice, 2);
  const divisor = sumDecimals(['100', taxRate], 2);
  const amountExclTax = divideDecimal(multiplyDecimal(amount, '100', 2), divisor, 2);
  const unitPriceExclTax = divideDecimal(multiplyDecimal(unitPrice, '100', 4), divisor, 4);
  return { amount, amountExclTax, taxAmount: subtractDecimal(amount, amountExclTax, 2), unitPriceExclTax };
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

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const BIG_UNITS = ['', '万', '亿', '万亿'];

/** The amount in Chinese upper case (金额大写) as contracts print it: 12345.60 → 壹万贰仟叁佰肆拾伍元陆角整. */
export function chineseUpperAmount(amount: string): string {
  const value = parseDecimal(multiplyDecimal(amount, '1', 2));
  if (!value) return '';
  const negative = value.units < 0n;
  const cents = negative ? -value.units : value.units;
  const yuan = cents / 100n;
  const jiao = Number((cents / 10n) % 10n);
  const fen = Number(cents % 10n);
  let integer = '';
  if (yuan > 0n) {
    const groups: number[] = [];
    for (let rest = yuan; rest > 0n; rest /= 10000n) groups.push(Number(rest % 10000n));
    let zeroPending = false;
    for (let g = groups.length - 1; g >= 0; g--) {
      const group = groups[g]!;
      if (group === 0) {
        zeroPending = integer !== '';
        continue;
      }
      if (zeroPending || (integer !== '' && group < 1000)) integer += '零';
      zeroPending = false;
      let text = '';
      let zero = false;
      for (let p = 3; p >= 0; p--) {
        const digit = Math.floor(group / 10 ** p) % 10;
        if (digit === 0) {
          zero = text !== '';
          continue;
        }
        if (zero) text += '零';
        zero = false;
        text += DIGITS[digit]! + SMALL_UNITS[p]!;
      }
      integer += text + BIG_UNITS[g]!;
    }
    integer += '元';
  }
  let fraction = '';
  if (jiao > 0) fraction += DIGITS[jiao]! + '角';
  if (fen > 0) fraction += (jiao === 0 && integer ? '零' : '') + DIGITS[fen]! + '分';
  if (!integer && !fraction) return '零元整';
  const text = integer + (fraction || '整');
  return (negative ? '负' : '') + (fen > 0 ? text : fraction ? `${text}整` : text);
}
