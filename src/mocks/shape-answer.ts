/**
 * Request-dependent shaping of a generated mock answer, which orval's static faker recipes cannot do:
 *  - a page (`data: { records, total, size, current, pages }`) answers the requested `current` and `size`:
 *    exactly `size` records, `total` ≥ current × size, `pages` = ceil(total / size);
 *  - a status answer (contract `Status`: data "always null") gets `data: null` instead of faker's `{}`.
 * Everything else passes through unchanged.
 */

const DEFAULT_SIZE = 10;
const MAX_SIZE = 500;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEnvelope = (body: unknown): body is Json & { data?: unknown } =>
  isObject(body) && typeof body.success === 'boolean' && typeof body.code === 'number';

const isPage = (data: unknown): data is Json & { records: unknown[] } =>
  isObject(data) && Array.isArray(data.records) && 'total' in data && 'size' in data && 'current' in data;

function positiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** A fuller page: records from as many generated answers as it takes. */
function fillPage(page: Json & { records: unknown[] }, url: URL, more: () => unknown): Json {
  const current = positiveInt(url.searchParams.get('current'), 1);
  const size = positiveInt(url.searchParams.get('size'), DEFAULT_SIZE, MAX_SIZE);
  const records = [...page.records];
  while (records.length < size) {
    const next = more();
    const nextRecords = isEnvelope(next) && isPage(next.data) ? next.data.records : [];
    if (nextRecords.length === 0) break;
    records.push(...nextRecords);
  }
  // Somewhere between this page being the last one and four more pages after it.
  const total = current * size + Math.floor(Math.random() * 4 * size);
  return { ...page, records: records.slice(0, size), total, size, current, pages: Math.ceil(total / size) };
}

export function shapeAnswer(request: Request, generate: () => unknown): unknown {
  const body = generate();
  if (!isEnvelope(body)) return body;
  const { data } = body;
  if (data === undefined || (isObject(data) && Object.keys(data).length === 0))
    return { ...body, data: null };
  if (isPage(data)) return { ...body, data: fillPage(data, new URL(request.url), generate) };
  return body;
}
