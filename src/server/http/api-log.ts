import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/database.ts';
import { apiLogs } from '../db/schema/platform.ts';
import type { NextId } from '../domain/ids.ts';

const SECRET_PARAMS =
  /^(password|oldPassword|newPassword|newPassword1|refresh_token|Blade-Auth|blade-auth)$/i;

/** Writes queued in the background; tests and shutdown can wait for them with flush(). */
export function createLogWriter(onError: (error: unknown) => void) {
  const pending = new Set<Promise<unknown>>();
  return {
    record(write: () => Promise<unknown>) {
      const task = write()
        .catch(onError)
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async flush() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
export type LogWriter = ReturnType<typeof createLogWriter>;

/** Rows answered within this window go to the database in one INSERT. */
const BATCH_WINDOW_MS = 20;
const BATCH_MAX_ROWS = 500;

/**
 * Captures every API call into blade_log_api after it is answered; a failed log write never fails a request.
 * Rows are written in batches (one multi-row INSERT per window) rather than one INSERT per request: under load
 * the per-request INSERT was a third of the statements of a list page and held a connection (PGlite: the only
 * one) as long as the page's own queries. A batch is registered with the writer as soon as its first row
 * arrives, so flush() still waits for every row answered before it.
 */
export function apiLog(db: Database, nextId: NextId, writer: LogWriter, clock: () => Date) {
  let batch: (typeof apiLogs.$inferInsert)[] | undefined;
  const add = (row: typeof apiLogs.$inferInsert) => {
    if (batch && batch.length < BATCH_MAX_ROWS) {
      batch.push(row);
      return;
    }
    const rows = [row];
    batch = rows;
    writer.record(async () => {
      await new Promise((done) => setTimeout(done, BATCH_WINDOW_MS));
      if (batch === rows) batch = undefined;
      await db.insert(apiLogs).values(rows);
    });
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = clock().getTime();
    await next();
    const url = new URL(c.req.url);
    const params = [...url.searchParams.entries()]
      .map(([key, value]) => `${key}=${SECRET_PARAMS.test(key) ? '******' : value}`)
      .join('&');
    const caller = c.get('caller') as AppEnv['Variables']['caller'] | undefined;
    const row = {
      id: nextId(),
      tenantId: caller?.tenantId ?? c.req.header('Tenant-Id') ?? '',
      serviceId: url.pathname.split('/')[2] ?? '',
      method: c.req.method,
      requestUri: url.pathname.slice(0, 255),
      userAgent: (c.req.header('User-Agent') ?? '').slice(0, 1000),
      remoteIp: c.req.header('X-Forwarded-For')?.split(',')[0]?.trim() ?? '',
      params: params.slice(0, 4000),
      createBy: caller?.account ?? '',
      title: url.pathname.split('/').slice(-1)[0] ?? '',
      status: c.res.status,
      time: String(clock().getTime() - started),
      createTime: clock(),
    };
    add(row);
  });
}
