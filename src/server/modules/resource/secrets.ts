/**
 * Access keys and secrets of storage and SMS configurations are never answered in full: an access key shows its
 * first characters (to tell configurations apart), a secret nothing of itself. An edit that sends the masked
 * value back leaves the stored one as it is.
 */
export const MASK = '******';

export function maskKey(value: string): string {
  if (!value) return '';
  return `${value.slice(0, Math.min(4, Math.floor(value.length / 3)))}${MASK}`;
}

export function maskSecret(value: string): string {
  return value ? MASK : '';
}

/** The value to store: the old one when the form sent its mask back, else what was typed. */
export function keptSecret(
  input: string | null | undefined,
  stored: string | undefined,
  mask: (v: string) => string,
) {
  const typed = input ?? '';
  if (stored !== undefined && stored !== '' && typed === mask(stored)) return stored;
  return typed;
}
