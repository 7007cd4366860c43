import { OAuthError } from '../../http/errors.ts';

/**
 * Password hashing is deliberately slow (PBKDF2, 600 000 rounds) and runs on the few threads every other crypto
 * and file call shares; a sign-in flood would otherwise slow the whole server. At most `concurrency` hashes run at
 * once, a bounded queue waits, and past it a sign-in is refused as busy rather than queued without end.
 */
export function createHashGate(concurrency: number, maxWaiting = 64) {
  let running = 0;
  const waiting: (() => void)[] = [];

  return async function hashing<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= maxWaiting) throw new OAuthError(429, 'signInBusy');
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line (running stays the same), or free it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

export type HashGate = ReturnType<typeof createHashGate>;
