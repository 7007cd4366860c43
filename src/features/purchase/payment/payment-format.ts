/** Money as the screens show it: two decimals, as the server's numeric columns hold it. */
export const money = (value: number) => value.toFixed(2);

/** The table cell classes the payment screens share with the other purchase documents. */
export const tableHead =
  'border-b border-line px-3 py-2 text-left text-xs font-medium text-muted whitespace-nowrap';
export const tableCell = 'border-b border-line px-3 py-2 align-top';
export const numeric = 'text-right tabular-nums';

/** A money entry: up to two decimals, no sign (the server refuses a third decimal). */
export const MONEY_TEXT = /^\d{1,13}(\.\d{1,2})?$/;

/** Money text → cents, exactly (no floats), so the screen's limits agree with the server to the cent. */
export const centsOf = (text: string) => {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
};
/** A number the server sent (two decimals at most) → cents. */
export const centsOfNumber = (value: number) => centsOf(value.toFixed(2));
export const centsText = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
