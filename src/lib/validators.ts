/**
 * SPEC §5 password rule: 6-20 characters containing both letters and digits. Other visible characters are
 * allowed (the rule only demands the mix); whitespace is not, since it is almost always a typing slip.
 */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)\S{6,20}$/;

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}

/** SPEC §5 mobile rule: 11 digits, starting with 1 and a second digit 3-9 (the contract's phone pattern). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
