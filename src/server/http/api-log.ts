import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/database.ts';
import { apiLogs } from '../db/schema/platform.ts';
import type { NextId } from '../domain/ids.ts';

const SECRET_PARAMS = /^(password|oldPassword|newPassword|newPassword1|refresh_token|Blade-Auth|blade-auth)$/i;

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

/** Captures every API call into blade_log_api after it is answered; a failed log write never fails a request. */
export function apiLog(db: Database, nextId: NextId, writer: LogWriter, clock: () => Date) {
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
    writer.record(() => db.insert(apiLogs).values(row));
  });
}
