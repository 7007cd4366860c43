import { readRecord, removeRecord, writeRecord } from './session';
import { createStore } from './store';

/**
 * Uncaught UI errors, kept in the browser (Saber's `logsList` record) until the user uploads them to the server
 * (POST oauth/logout, sendErrorLogs) or clears them, from the error-log dialog. Sources: window `error` and
 * `unhandledrejection` (installErrorCapture), and render errors caught by the router's error boundary.
 * Failed API calls are not UI errors: the http layer has already reported them, so they are not logged.
 */

export interface ErrorLogEntry {
  type: string;
  message: string;
  stack: string;
  info: string;
  url: string;
  /** yyyy-MM-dd HH:mm:ss, local time. */
  time: string;
}

const LOGS_KEY = 'logsList';
/** Oldest entries are dropped beyond this; the server takes up to 500 per upload. */
export const MAX_ERROR_LOGS = 100;
// The server's field limits (openapi blade-auth ClientErrorLog).
const LIMITS = { type: 64, message: 2000, stack: 20000, info: 2000, url: 2000 } as const;

function read(): ErrorLogEntry[] {
  try {
    const content = readRecord<ErrorLogEntry[]>(LOGS_KEY)?.content;
    return Array.isArray(content)
      ? content.filter((entry) => entry && typeof entry.message === 'string')
      : [];
  } catch {
    return [];
  }
}

const store = createStore<ErrorLogEntry[]>(read());

export const useErrorLogs = store.use;

export function getErrorLogs(): ErrorLogEntry[] {
  return store.get();
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function formatLogTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

export interface ErrorLogInput {
  type?: string;
  error?: unknown;
  message?: string;
  info?: string;
  url?: string;
  time?: Date;
}

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? '' };
  if (typeof error === 'string') return { message: error, stack: '' };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' };
  } catch {
    return { message: String(error), stack: '' };
  }
}

/** Stores one error (newest last). */
export function addErrorLog({ type = 'error', error, message, info = '', url, time }: ErrorLogInput): void {
  const described = describe(error);
  const entry: ErrorLogEntry = {
    type: type.slice(0, LIMITS.type),
    message: (message ?? described.message).slice(0, LIMITS.message),
    stack: described.stack.slice(0, LIMITS.stack),
    info: info.slice(0, LIMITS.info),
    url: (url ?? (typeof window === 'undefined' ? '' : window.location.href)).slice(0, LIMITS.url),
    time: formatLogTime(time ?? new Date()),
  };
  const next = [...store.get(), entry].slice(-MAX_ERROR_LOGS);
  store.set(next);
  try {
    writeRecord(LOGS_KEY, next);
  } catch {
    // storage full: the entry lives for this page only
  }
}

export function clearErrorLogs(): void {
  store.set([]);
  removeRecord(LOGS_KEY);
}

/** Re-reads the stored logs (tests, another tab). */
export function reloadErrorLogs(): void {
  store.set(read());
}

/** API failures are reported by the http layer (toast, logout) and are not UI errors. */
function isApiFailure(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ApiError' || error.name === 'NetworkError');
}

/** Listens for uncaught errors and unhandled promise rejections; returns the function that stops. */
export function installErrorCapture(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    // Resource load errors (img/script) reach window listeners only in the capture phase; ignore them here.
    if (!event.message && !event.error) return;
    addErrorLog({
      type: 'error',
      error: event.error ?? event.message,
      message: event.error instanceof Error ? undefined : event.message,
      info: event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '',
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isApiFailure(event.reason)) return;
    addErrorLog({ type: 'unhandledrejection', error: event.reason });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
