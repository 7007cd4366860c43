import { createClient } from './generated/hey/client';

/**
 * The one HTTP transport every generated hook goes through (orval's mutator), on the hey-api fetch client.
 * It implements the BladeX answer rules (SPEC §8): HTTP 200-500 are answers judged by their body, the code
 * comes from the body else the status, the message from msg, else error_description, else 未知错误.
 * Side effects (toasts, logout, language, token) are injected by the app through configureHttp, so this
 * module stays free of UI code and is unit-testable.
 */

export const UNKNOWN_ERROR = '未知错误';
export const REQUEST_TIMEOUT_MS = 120_000;
const LOGOUT_CODES = new Set([401, 40001, 40002]);
const PASSWORD_MUST_CHANGE_HEADER = 'Blade-Password-Must-Change';
const CLIENT_ID = 'saber';
const CLIENT_SECRET = 'saber_secret';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A transport failure (offline, timeout, status above 500): rejected without a toast. */
export class NetworkError extends Error {
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

export interface HttpHooks {
  getToken: () => string | undefined;
  getTenantId: () => string | undefined;
  getLanguage: () => string;
  showError: (message: string) => void;
  onUnauthorized: () => void;
  /**
   * A call refused for its expired token gets one more try after the session is renewed (the refresh grant,
   * single flight): polls that wake together after a sleep must not end a session the refresh timer would keep.
   * Resolves whether the session was renewed.
   */
  renewSession: () => Promise<boolean>;
  /** A 403 because the password must be changed first (Blade-Password-Must-Change): go to the password form. */
  onPasswordMustChange: () => void;
  download: (blob: Blob, fileName: string) => void;
  /** Codes that reject quietly: the caller handles them. */
  statusWhiteList: number[];
  baseUrl: string;
  now: () => Date;
  /** Injectable so tests need not wait the real 120 s. */
  timeoutMs: number;
}

const defaultBaseUrl = () =>
  typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null'
    ? window.location.origin
    : 'http://localhost';

const UNWIRED: HttpHooks = {
  getToken: () => undefined,
  getTenantId: () => undefined,
  getLanguage: () => 'zh',
  showError: () => {},
  onUnauthorized: () => {},
  renewSession: () => Promise.resolve(false),
  onPasswordMustChange: () => {},
  download: () => {},
  statusWhiteList: [],
  baseUrl: '',
  now: () => new Date(),
  timeoutMs: REQUEST_TIMEOUT_MS,
};

let hooks: HttpHooks = UNWIRED;

export function configureHttp(next: Partial<HttpHooks>): void {
  hooks = { ...hooks, ...next };
}

/**
 * Back to the hooks of an unwired page. For tests: the client test files share one module instance per worker,
 * and each file wires (or stubs) the hooks for its own router and assertions.
 */
export function resetHttpHooks(): void {
  hooks = UNWIRED;
}

const client = createClient({ throwOnError: false, responseStyle: 'fields', parseAs: 'stream' });

/** The request shape orval hands to its mutator. */
export interface RequestConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: string;
}

export type ErrorType<E> = ApiError & { body?: E };
export type BodyType<B> = B;

const basicCredential = () => `Basic ${btoa(`${CLIENT_ID}:${CLIENT_SECRET}`)}`;

function requestHeaders(config: RequestConfig, extra?: Record<string, string>): Headers {
  const headers = new Headers({ ...config.headers, ...extra });
  headers.set('Authorization', basicCredential());
  headers.set('Accept-Language', hooks.getLanguage());
  const token = hooks.getToken();
  if (token) headers.set('Blade-Auth', `bearer ${token}`);
  if (config.url.includes('/blade-auth/oauth/token')) {
    const tenantId = String(config.params?.tenantId ?? hooks.getTenantId() ?? '');
    if (tenantId && !headers.has('Tenant-Id')) headers.set('Tenant-Id', tenantId);
  }
  return headers;
}

/**
 * A multipart body must go without a Content-Type of ours, so fetch writes its own with the boundary: orval
 * declares 'multipart/form-data' without one, and the client would otherwise add its default application/json
 * (a null value removes a header in the client's merge).
 */
function withoutMultipartType(headers: Headers, body: unknown): Headers | Record<string, string | null> {
  if (!(body instanceof FormData)) return headers;
  const plain: Record<string, string | null> = Object.fromEntries(headers);
  delete plain['content-type'];
  return { ...plain, 'Content-Type': null };
}

const WORD_TYPES = ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml'];
const FILE_TYPES = [
  ...WORD_TYPES,
  'application/vnd.',
  'application/octet-stream',
  'application/pdf',
  'application/zip',
  'text/csv',
];

export function fileNameFromDisposition(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(disposition);
  return plain?.[2] ? decodeURIComponent(plain[2].trim()) : undefined;
}

function timestampName(now: Date, ext: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `report-${stamp}.${ext}`;
}

function isFileResponse(contentType: string): boolean {
  return FILE_TYPES.some((type) => contentType.startsWith(type));
}

function extensionFor(contentType: string): string {
  if (contentType.includes('wordprocessingml')) return 'docx';
  if (contentType.startsWith('application/msword')) return 'doc';
  if (contentType.includes('spreadsheetml')) return 'xlsx';
  if (contentType.startsWith('application/pdf')) return 'pdf';
  if (contentType.startsWith('application/zip')) return 'zip';
  if (contentType.startsWith('text/csv')) return 'csv';
  return 'bin';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// The client turns an empty error body into {} or ''; treat both as "no body".
function emptyToUndefined(body: unknown): unknown {
  if (body === '' || body === null) return undefined;
  if (body && typeof body === 'object' && Object.keys(body).length === 0) return undefined;
  return body;
}

interface AnswerFields {
  code?: unknown;
  msg?: unknown;
  error_description?: unknown;
}

/** Reads code and message from an answer body the way SPEC §8 says. */
export function judgeAnswer(body: unknown, status: number): { code: number; message: string } {
  const fields: AnswerFields = body && typeof body === 'object' ? (body as AnswerFields) : {};
  // BladeX reads `body.code || status`: a missing, null, empty or zero code falls back to the HTTP status.
  const bodyCode = Number(fields.code ?? Number.NaN);
  const code = Number.isFinite(bodyCode) && bodyCode !== 0 && fields.code !== '' ? bodyCode : status;
  const message =
    (typeof fields.msg === 'string' && fields.msg) ||
    (typeof fields.error_description === 'string' && fields.error_description) ||
    UNKNOWN_ERROR;
  // An OAuth error answer carries error_description: a failure even when the HTTP status is 200.
  const failed = typeof fields.error_description === 'string' && fields.error_description !== '';
  return { code: failed && code === 200 ? 400 : code, message };
}

/** The token grant itself: its refusal ends the session, never renews it (that would wait on itself). */
const TOKEN_URL = '/blade-auth/oauth/token';

export async function http<T>(
  config: RequestConfig,
  options?: { headers?: Record<string, string> },
  retried = false,
): Promise<T> {
  const sentToken = hooks.getToken();
  const signals = [AbortSignal.timeout(hooks.timeoutMs)];
  if (config.signal) signals.push(config.signal);
  const body = config.data;
  const raw = body instanceof URLSearchParams || body instanceof FormData || body instanceof Blob;

  let response: Response;
  let errorBody: unknown;
  try {
    const result = await client.request({
      method: config.method,
      baseUrl: hooks.baseUrl || defaultBaseUrl(),
      url: config.url,
      query: config.params as Record<string, unknown> | undefined,
      body,
      ...(raw ? { bodySerializer: null } : {}),
      headers: withoutMultipartType(requestHeaders(config, options?.headers), body),
      signal: AbortSignal.any(signals),
    });
    // With throwOnError off the client resolves a transport failure as { error } without a response.
    if (!result.response) throw result.error;
    response = result.response;
    // For a non-2xx status the client has already read (and consumed) the body into `error`.
    if (!response.ok) errorBody = result.error;
  } catch (cause) {
    throw new NetworkError(cause instanceof Error ? cause.message : 'network error', cause);
  }
  if (response.status < 200 || response.status > 500) {
    throw new NetworkError(`HTTP ${response.status}`);
  }

  const contentType = response.headers.get('content-type') ?? '';
  if (response.status === 200 && isFileResponse(contentType)) {
    const blob = await response.blob();
    const name =
      fileNameFromDisposition(response.headers.get('content-disposition')) ??
      timestampName(hooks.now(), extensionFor(contentType));
    hooks.download(blob, name);
    return blob as T;
  }

  const answer = response.ok ? await readBody(response) : emptyToUndefined(errorBody);
  const { code, message } = judgeAnswer(answer, response.status);
  if (code === 200) return answer as T;

  const error = new ApiError(message, code, response.status, answer);
  if (hooks.statusWhiteList.includes(code)) throw error;
  if (LOGOUT_CODES.has(code)) {
    if (sentToken && !retried && !config.url.includes(TOKEN_URL)) {
      // Renewed meanwhile (the token is not the one sent), or renewable now: the same call once more.
      const current = hooks.getToken();
      if ((current && current !== sentToken) || (await hooks.renewSession())) {
        return http<T>(config, options, true);
      }
    }
    hooks.showError(message);
    hooks.onUnauthorized();
    throw error;
  }
  if (response.status === 403 && response.headers.get(PASSWORD_MUST_CHANGE_HEADER) === 'true') {
    // Every call of the page is refused the same way: one move to the form says it, not a toast per call.
    hooks.onPasswordMustChange();
    throw error;
  }
  hooks.showError(message);
  throw error;
}
