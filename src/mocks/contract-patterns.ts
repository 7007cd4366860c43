/**
 * Mock values for the contract's string `pattern`s (used by orval.config.ts at generation time). Orval writes a
 * pattern as `faker.helpers.fromRegExp('<pattern>')`, in a plain string literal: `\d` loses its backslash, and
 * faker keeps `^`, `$`, groups and alternations as literal text, so a due date came out as `^dddd-dd-dd$` and an
 * id as `^123$`. Instead, an input transformer gives every patterned string a format named after its pattern,
 * and the format table below maps each to a generator: real dates for date patterns, ids for id patterns, and so
 * on. A pattern without a recipe falls back to faker's generator on the pattern without anchors.
 *
 * Values are JavaScript source (orval copies them into the generated mocks, where `faker` is in scope).
 */

const FORMAT_PREFIX = 'pattern:';

const id = '`1${faker.string.numeric(18)}`';
const date = "faker.date.between({ from: '2026-01-01', to: '2026-12-31' }).toISOString().slice(0, 10)";
const dateTime = "faker.date.recent({ days: 120 }).toISOString().slice(0, 19).replace('T', ' ')";

/** [what the pattern looks like, the generator]; the first match wins. */
const RECIPES: [RegExp, string][] = [
  // Dates (`yyyy-MM-dd`), optionally with a time, optionally empty: a date a person would enter.
  [/^\^\(?\|?(\\d\{4\}|\[0-9\]\{4\})-(\\d\{2\}|\[0-9\]\{2\})-(\\d\{2\}|\[0-9\]\{2\})\$?\)?\$?$/, date],
  [/\{4\}-.*\{2\}-.*\{2\}.*:/, dateTime],
  // Mobile numbers (SPEC §5).
  [/1\[3-9\]\[0-9\]\{9\}/, "faker.helpers.fromRegExp('1[3-9][0-9]{9}')"],
  // Ids and comma-separated id lists: one snowflake-sized id.
  [/^\^\(?\[0-9\]\{1,19\}/, id],
  [/^\^\(\[0-9\]\{1,19\}\)\?\$$/, id],
  [/^\^\[0-9\]\+\(,\[0-9\]\+\)\*\$$/, id],
  // Grant types of a client.
  [/password\|refresh_token/, "'refresh_token,password'"],
  // Stored file names: `<key>.<ext>`.
  [/\\\.\[a-z0-9\]/, '`${faker.string.alphanumeric(24)}.pdf`'],
  // Exact decimals as text (amounts, quantities): a plausible amount with the pattern's decimals at most.
  [/^\^(-\?)?\[0-9\]\+\(\\\.\[0-9\]\{1,\d\}\)\?\$$/, 'faker.finance.amount({ min: 0, max: 100000, dec: 2 })'],
  // Digits of a bounded length (codes, sorts): a short number.
  [/^\^\[0-9\]\{\d+,\d+\}\$$/, 'faker.string.numeric({ length: { min: 2, max: 6 } })'],
  [/^\^\(\|-1\|\[0-9\]\{1,9\}\)\$$/, 'String(faker.number.int({ min: 1, max: 999 }))'],
  // Non-blank text.
  [/^\^?\\S\+?\$?$/, "faker.helpers.arrayElement(['备注', '按月结算', '请尽快处理'])"],
];

/** The generator source for one pattern. */
export function patternValue(pattern: string): string {
  const recipe = RECIPES.find(([shape]) => shape.test(pattern));
  if (recipe) return recipe[1];
  const bare = pattern.replace(/^\^/, '').replace(/\$$/, '');
  return `faker.helpers.fromRegExp(${JSON.stringify(bare)})`;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every `pattern` of string schemas anywhere in an OpenAPI document. */
export function collectPatterns(spec: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(spec)) spec.forEach((item) => collectPatterns(item, found));
  else if (isObject(spec)) {
    if (typeof spec.pattern === 'string' && spec.type === 'string') found.add(spec.pattern);
    Object.values(spec).forEach((value) => collectPatterns(value, found));
  }
  return found;
}

/**
 * orval `override.mock.format`: one format per pattern. Orval writes a string value as a string literal and a
 * function as `(<its source>)()`, so each generator source becomes the body of a function that is never called
 * here, only printed into the generated mocks (where `faker` resolves to their import).
 */
export function patternFormats(patterns: Iterable<string>): Record<string, () => unknown> {
  return Object.fromEntries(
    [...patterns].map((pattern) => [
      FORMAT_PREFIX + pattern,
      new Function(`return ${patternValue(pattern)};`) as () => unknown,
    ]),
  );
}

/**
 * orval input transformer (mocks only): a patterned string without a format or enum gets the format of its
 * pattern, which orval's mock generator looks up before it would use the pattern.
 */
export function formatsFromPatterns<T>(spec: T): T {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isObject(node)) {
      if (node.type === 'string' && typeof node.pattern === 'string' && !node.format && !node.enum) {
        node.format = FORMAT_PREFIX + node.pattern;
      }
      Object.values(node).forEach(walk);
    }
  };
  walk(spec);
  return spec;
}
