import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, creditCodeProblem, isCreditCode } from '@/lib/credit-code';

/** GB 32100-2015: the one check both the supplier form and the server use. */
describe('unified social credit code', () => {
  it('accepts codes whose check character is right (a digit or a letter)', () => {
    // The standard's worked example and two codes of the demo suppliers.
    for (const code of [
      '91350100M000100Y43',
      '91110000600037341L',
      '91310000MA1FL0BN35',
      '91320100MA1MXXB08X',
    ]) {
      expect(creditCodeProblem(code), code).toBeNull();
    }
  });

  it('computes the check character from the first 17 characters', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('91110000600037341')).toBe('L');
    expect(creditCodeCheckChar('9111000010001166I')).toBeNull();
  });

  it('says what is wrong: length, a character outside the set, or the check character', () => {
    expect(creditCodeProblem('91350100M000100Y4')).toBe('length');
    expect(creditCodeProblem('91350100M000100Y433')).toBe('length');
    expect(creditCodeProblem('91350100M000100YO3')).toBe('charset');
    expect(creditCodeProblem('91350100m000100Y43')).toBe('charset');
    expect(creditCodeProblem('91350100M000100Y44')).toBe('checksum');
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
  });
});
