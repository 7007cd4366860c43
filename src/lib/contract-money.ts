import { divideDecimals, multiplyDecimals, roundDecimal, sumDecimals } from './decimal.ts';

/**
 * The contract's money rules (procurement-model §2.0), exact, in one place for the editor's preview and the
 * server's save (which re-exports them): tax-inclusive is canonical; line amount = round(qty × price, 2);
 * excl. tax = round(amount / (1 + rate/100), 2); tax = amount − excl. tax; the 大写 amount as contracts print it.
 */

/** One line's money from qty, tax-inclusive unit price and rate (percent), as decimal text. */
export function lineMoney(qty: string, unitPrice: string, taxRate: string) {
  const amount = roundDecimal(multiplyDecimals(qty, unitPrice) ?? '0', 2)!;
  const divisor = sumDecimals(['100', taxRate]);
  const amountExclTax = divideDecimals(multiplyDecimals(amount, '100')!, divisor, 2)!;
  const unitPriceExclTax = divideDecimals(multiplyDecimals(unitPrice, '100')!, divisor, 4)!;
  const taxAmount = roundDecimal(sumDecimals([amount, `-${amountExclTax}`]), 2)!;
  return { amount, amountExclTax, taxAmount, unitPriceExclTax };
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const BIG_UNITS = ['', '万', '亿', '万亿'];

/** The amount in Chinese upper case (金额大写) as contracts print it: 12345.60 → 壹万贰仟叁佰肆拾伍元陆角整. */
export function chineseUpperAmount(amount: string): string {
  const rounded = roundDecimal(amount, 2);
  if (rounded === undefined) return '';
  const negative = rounded.startsWith('-');
  const cents = BigInt(rounded.replace('-', '').replace('.', ''));
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
