import type { Context } from 'hono';
import { z } from 'zod';
import { zodLocale } from '../../lib/zod-locale.ts';
import { InputError } from './errors.ts';
import { message, type Lang } from './messages.ts';

/** The same readable rule messages the client's forms show (lib/zod-locale), per request language. */
const localeOf = { zh: zodLocale('zh'), en: zodLocale('en') };

/** Turns the first zod issue into "<field>: <reason>" in the caller's language. */
function describe(error: z.ZodError, lang: Lang): string {
  const issue = error.issues[0];
  if (!issue) return message(lang, 'invalidInput');
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Fields the contract names as 64-bit ids (`id`, `ids`, `roleId`, `userIds`, …), one or comma-joined. */
const ID_FIELD = /^(id|ids)$|[a-z]Ids?$/;
const MAX_ID = 9_223_372_036_854_775_807n;
/** An id the contract's digit pattern lets through but no bigint column holds: refused here, with its field. */
const beyond64Bits = (value: string) =>
  value.split(',').some((part) => /^\d{19,}$/.test(part.trim()) && BigInt(part.trim()) > MAX_ID);

/**
 * What every string of every request goes through before its schema: a NUL character is refused (PostgreSQL
 * cannot store it in text, so it would surface as a 500 deep in a service), and a string of only white space
 * counts as empty, so a required field (minLength 1 in the contract) refuses it as it refuses "".
 */
function normalizeStrings(value: unknown, path: string[], lang: Lang): unknown {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) {
      const field = path.join('.');
      const reason = message(lang, 'fieldNul');
      throw new InputError(field ? `${field}: ${reason}` : reason);
    }
    if (ID_FIELD.test(path.at(-1) ?? '') && beyond64Bits(value)) {
      const reason = message(lang, 'idOutOfRange');
      throw new InputError(`${path.join('.')}: ${reason}`);
    }
    return value.trim() === '' ? '' : value;
  }
  if (Array.isArray(value)) return value.map((item, i) => normalizeStrings(item, [...path, String(i)], lang));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) throw new InputError(message(lang, 'fieldNameNul'));
      out[key] = normalizeStrings(item, [...path, key], lang);
    }
    return out;
  }
  return value;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown, lang: Lang): z.output<S> {
  const result = schema.safeParse(normalizeStrings(input, [], lang), { error: localeOf[lang] });
  if (!result.success) throw new InputError(describe(result.error, lang));
  return result.data;
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query(), c.get('lang'));
}

export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new InputError(
      c.get('lang') === 'en' ? 'The request body is not valid JSON' : '请求体不是合法的 JSON',
    );
  }
  return parseWith(schema, body, c.get('lang'));
}

/** For bodies the contract makes optional (confirmSubmit): an absent or empty body counts as `{}`. */
export async function parseOptionalJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  if (text.trim() === '') return parseWith(schema, {}, c.get('lang'));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new InputError(
      c.get('lang') === 'en' ? 'The request body is not valid JSON' : '请求体不是合法的 JSON',
    );
  }
  return parseWith(schema, body, c.get('lang'));
}

/** Header schemas are generated with their canonical names; HTTP headers arrive lower-cased. */
export function parseHeaders<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const shape = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const headers: Record<string, string> = {};
  for (const name of shape) {
    const value = c.req.header(name);
    if (value !== undefined) headers[name] = value;
  }
  return parseWith(schema, headers, c.get('lang'));
}
