import { describe, expect, it } from 'vitest';
import { chineseUpperAmount, lineMoney } from '@/lib/contract-money';
import { divideDecimals } from '@/lib/decimal';

/** The contract's money rules shared by the editor's preview and the server's save (one definition). */
describe('contract money', () => {
  it('splits tax exactly, half-up, as the server stores it', () => {
    expect(lineMoney('10', '3850.5', '13')).toEqual({
      amount: '38505.00',
      amountExclTax: '34075.22',
      taxAmount: '4429.78',
      unitPriceExclTax: '3407.5221',
    });
    expect(lineMoney('100', '3880', '13')).toMatchObject({
      amountExclTax: '343362.83',
      taxAmount: '44637.17',
    });
    expect(lineMoney('4', '480', '0')).toMatchObject({
      amount: '1920.00',
      amountExclTax: '1920.00',
      taxAmount: '0.00',
    });
  });
  it('divides half-up away from zero', () => {
    expect(divideDecimals('1', '3', 2)).toBe('0.33');
    expect(divideDecimals('2', '3', 2)).toBe('0.67');
    expect(divideDecimals('-0.005', '1', 2)).toBe('-0.01');
    expect(divideDecimals('1', '0', 2)).toBeUndefined();
  });
  it('writes the 大写 amount', () => {
    expect(chineseUpperAmount('368600')).toBe('叁拾陆万捌仟陆佰元整');
    expect(chineseUpperAmount('38505.00')).toBe('叁万捌仟伍佰零伍元整');
    expect(chineseUpperAmount('0.05')).toBe('伍分');
  });
});
