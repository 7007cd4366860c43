import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import {
  addErrorLog,
  clearErrorLogs,
  formatLogTime,
  getErrorLogs,
  installErrorCapture,
  MAX_ERROR_LOGS,
  reloadErrorLogs,
} from '@/lib/error-log';

describe('error-log store (SPEC §3 local error log, §8)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    reloadErrorLogs();
  });
  afterEach(() => clearErrorLogs());

  it('stores type, message, stack, info, url and time, and keeps them across a reload', () => {
    const error = new Error('boom');
    addErrorLog({
      error,
      info: 'in <Page>',
      url: 'http://localhost/wel/index',
      time: new Date(2025, 0, 2, 3, 4, 5),
    });
    const [entry] = getErrorLogs();
    expect(entry).toEqual({
      type: 'error',
      message: 'boom',
      stack: error.stack,
      info: 'in <Page>',
      url: 'http://localhost/wel/index',
      time: '2025-01-02 03:04:05',
    });
    reloadErrorLogs();
    expect(getErrorLogs()).toEqual([entry]);
    expect(JSON.parse(window.localStorage.getItem('saber-logsList')!).content).toEqual([entry]);
  });

  it('clears, and keeps only the newest entries', () => {
    for (let i = 0; i < MAX_ERROR_LOGS + 5; i++) addErrorLog({ error: `e${i}` });
    expect(getErrorLogs()).toHaveLength(MAX_ERROR_LOGS);
    expect(getErrorLogs()[0]!.message).toBe('e5');
    clearErrorLogs();
    expect(getErrorLogs()).toEqual([]);
    expect(window.localStorage.getItem('saber-logsList')).toBeNull();
  });

  it('captures uncaught errors and unhandled rejections, but not API failures', () => {
    const stop = installErrorCapture();
    const error = new TypeError('x is undefined');
    window.dispatchEvent(
      new ErrorEvent('error', { error, message: error.message, filename: 'app.js', lineno: 3, colno: 7 }),
    );
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', { value: reason });
      window.dispatchEvent(event);
    };
    rejection(new Error('lost promise'));
    rejection(new ApiError('请求未授权', 401, 401));
    stop();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after stop' }));
    expect(getErrorLogs().map(({ type, message, info }) => ({ type, message, info }))).toEqual([
      { type: 'error', message: 'x is undefined', info: 'app.js:3:7' },
      { type: 'unhandledrejection', message: 'lost promise', info: '' },
    ]);
  });

  it('formats times as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatLogTime(new Date(2024, 11, 31, 23, 59, 9))).toBe('2024-12-31 23:59:09');
  });
});
