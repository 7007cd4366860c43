/**
 * 统一社会信用代码 (unified social credit code), GB 32100-2015: 18 characters from the 31-character set below
 * (digits and capitals without I, O, Z, S, V); the 18th is a check character over the first 17. One definition
 * for the supplier form (instant feedback) and the server (the rule that counts).
 */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export type CreditCodeProblem = 'length' | 'charset' | 'checksum';

/** The check character of the first 17 characters, or null when one of them is outside the set. */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CHARSET.indexOf(first17[i] ?? '');
    if (value < 0) return null;
    sum += value * WEIGHTS[i]!;
  }
  return CHARSET[(31 - (sum % 31)) % 31]!;
}

/** Why a code is not a valid credit code (upper case expected), or null when it is. */
export function creditCodeProblem(code: string): CreditCodeProblem | null {
  if (code.length !== 18) return 'length';
  for (const char of code) if (!CHARSET.includes(char)) return 'charset';
  return creditCodeCheckChar(code.slice(0, 17)) === code[17] ? null : 'checksum';
}

export const isCreditCode = (code: string) => creditCodeProblem(code) === null;
