import type { MessageKey } from './messages.ts';

/**
 * A refusal a service raises; the app's error handler turns it into the envelope in the caller's language.
 * The message is a key (plus arguments) rather than text so services never need to know the language.
 */
export class AppError extends Error {
  readonly args: (string | number)[];
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409,
    readonly key: MessageKey,
    ...args: (string | number)[]
  ) {
    super(key);
    this.name = 'AppError';
    this.args = args;
  }
}

/** A refusal already phrased (validation messages built from field names). */
export class InputError extends Error {
  constructor(readonly text: string) {
    super(text);
    this.name = 'InputError';
  }
}

/** Errors of the token endpoint, which answers OAuth style ({error_code, error_description}). */
export class OAuthError extends Error {
  readonly args: (string | number)[];
  constructor(
    readonly status: 400 | 401 | 429,
    readonly key: MessageKey,
    ...args: (string | number)[]
  ) {
    super(key);
    this.name = 'OAuthError';
    this.args = args;
  }
}

export const badRequest = (key: MessageKey, ...args: (string | number)[]) => new AppError(400, key, ...args);
