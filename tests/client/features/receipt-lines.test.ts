import { describe, expect, it } from 'vitest';
import { lineProblem } from '@/features/stock/stock-in/receipt-lines-table';

/** The receipt editor's comfort checks (the server re-checks all of them): arrival = accepted + rejected, ≤ remaining. */
describe('lineProblem', () => {
  const line = (arrival: string, qty: string, rejected = '') => ({ arrival, qty, rejected });

  it('accepts a full or partly rejected arrival within what remains', () => {
    expect(lineProblem(line('60', '60'), 100)).toBeUndefined();
    expect(lineProblem(line('10.5', '8.25', '2.25'), 40)).toBeUndefined();
    expect(lineProblem(line('2', '0', '2'), 40)).toBeUndefined();
  });

  it('names the first problem', () => {
    expect(lineProblem(line('41', '41'), 40)).toBe('receipt.aboveRemaining');
    expect(lineProblem(line('10', '8', '1'), 40)).toBe('receipt.arrivalMismatch');
    expect(lineProblem(line('1.0001', '1.0001'), 40)).toBe('receipt.qtyInvalid');
    expect(lineProblem(line('-1', '-1'), 40)).toBe('receipt.qtyInvalid');
    expect(lineProblem(line('0', '0'), 40)).toBe('receipt.qtyInvalid');
    expect(lineProblem(line('abc', '1'), 40)).toBe('receipt.qtyInvalid');
  });

  it('compares in thousandths, not floats', () => {
    expect(lineProblem(line('0.3', '0.1', '0.2'), 1)).toBeUndefined();
    expect(lineProblem(line('40.001', '40.001'), 40)).toBe('receipt.aboveRemaining');
  });
});
