/**
 * PostgreSQL error codes that mean the input was bad, not the server: an id beyond 64 bits, a fraction where an
 * integer belongs, a value too long for its column. They become 400, never 500.
 */
const BAD_INPUT = new Set(['22P02', '22003', '22001', '22007', '22008']);
const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a driver error, also when drizzle wraps it (DrizzleQueryError keeps it in cause). */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isBadInputError = (error: unknown) => BAD_INPUT.has(sqlState(error) ?? '');
export const isUniqueViolation = (error: unknown) => sqlState(error) === UNIQUE_VIOLATION;
