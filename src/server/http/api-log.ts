import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/database.ts';
import { sql } from 'drizzle-orm';
import { apiLogs } from '../db/schema/platform.ts';
import type { NextId } from '../domain/ids.ts';
import { isSecretName, MASK } from '../lib/mask-secrets.ts';

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

/**
 * Fits a request-supplied value to its column: no NUL (PostgreSQL text cannot hold it) and no longer than the
 * column, so no header or path a caller picks can make the row fail to insert and the call go unlogged.
 */
const fit = (value: string, length: number) => value.replaceAll('\u0000', '').slice(0, length);

type LogRow = Required<
  Pick<
    typeof apiLogs.$inferInsert,
    | 'id'
    | 'tenantId'
    | 'serviceId'
    | 'method'
    | 'requestUri'
    | 'userAgent'
    | 'remoteIp'
    | 'params'
    | 'createBy'
    | 'title'
    | 'status'
    | 'time'
    | 'createTime'
  >
>;

/**
 * One INSERT of a batch as thirteen arrays, one per column, whatever the number of rows. Through drizzle's
 * insert builder every value of every row was a piece of the query to build (a 20-row batch: 260 parameters and
 * the SQL text around each), which under load cost the event loop more per request than the request's own page
 * query did; here the statement's text is the same for every batch and the values travel as arrays.
 */
function insertLogRows(db: Database, rows: LogRow[]) {
  const column = <K extends keyof LogRow>(key: K) => sql.param(rows.map((row) => row[key]));
  return db.execute(sql`insert into ${apiLogs} (id, tenant_id, service_id, method, request_uri, user_agent,
      remote_ip, params, create_by, title, status, time, create_time)
    select * from unnest(${column('id')}::bigint[], ${column('tenantId')}::varchar[],
      ${column('serviceId')}::varchar[], ${column('method')}::varchar[], ${column('requestUri')}::varchar[],
      ${column('userAgent')}::varchar[], ${column('remoteIp')}::varchar[], ${column('params')}::text[],
      ${column('createBy')}::varchar[], ${column('title')}::varchar[], ${column('status')}::int[],
      ${column('time')}::varchar[], ${sql.param(rows.map((row) => row.createTime.toISOString()))}::timestamptz[])`);
}

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
export function apiLog(
  db: Database,
  nextId: NextId,
  writer: LogWriter,
  clock: () => Date,
  /** The caller's IP as the host sees it (never a client-written X-Forwarded-For unless a proxy is trusted). */
  clientIp: (c: Context) => string,
) {
  let batch: LogRow[] | undefined;
  const add = (row: LogRow) => {
    if (batch && batch.length < BATCH_MAX_ROWS) {
      batch.push(row);
      return;
    }
    const rows = [row];
    batch = rows;
    writer.record(async () => {
      await new Promise((done) => setTimeout(done, BATCH_WINDOW_MS));
      if (batch === rows) batch = undefined;
      await insertLogRows(db, rows);
    });
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = clock().getTime();
    await next();
    const url = new URL(c.req.url);
    const params = [...url.searchParams.entries()]
      .map(([key, value]) => `${key}=${isSecretName(key) ? MASK : value}`)
      .join('&');
    const caller = c.get('caller') as AppEnv['Variables']['caller'] | undefined;
    const row: LogRow = {
      id: nextId(),
      // The signed-in tenant only: a Tenant-Id header is the caller's claim, not a fact to file the entry under.
      tenantId: caller?.tenantId ?? '',
      serviceId: fit(url.pathname.split('/')[2] ?? '', 32),
      method: fit(c.req.method, 10),
      requestUri: fit(url.pathname, 255),
      userAgent: fit(c.req.header('User-Agent') ?? '', 1000),
      remoteIp: fit(clientIp(c), 255),
      params: fit(params, 4000),
      createBy: fit(caller?.account ?? '', 64),
      title: fit(url.pathname.split('/').slice(-1)[0] ?? '', 255),
      status: c.res.status,
      time: String(clock().getTime() - started),
      createTime: clock(),
    };
    add(row);
  });
}
