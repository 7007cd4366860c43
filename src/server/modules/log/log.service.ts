import { desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-log';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { apiLogs, errorLogs, usualLogs } from '../../db/schema/platform.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { formatDateTime, parseDateTime } from '../../lib/dates.ts';
import { maskSecrets } from '../../lib/mask-secrets.ts';
import { contains, pageOf, type PageQuery } from '../../lib/page.ts';
import { notFound } from '../../lib/records.ts';

type UsualLog = components['schemas']['UsualLog'];
type ApiLog = components['schemas']['ApiLog'];
type ErrorLog = components['schemas']['ErrorLog'];

export interface LogFilters extends PageQuery {
  startTime?: string;
  endTime?: string;
  createBy?: string;
  requestUri?: string;
  status?: string;
}

type LogTable = typeof apiLogs | typeof errorLogs | typeof usualLogs;
/** The columns every log table has (platform.ts `logColumns`). */
type CommonRow = Pick<
  typeof usualLogs.$inferSelect,
  keyof typeof apiLogs.$inferSelect & keyof typeof errorLogs.$inferSelect
>;

const common = (row: CommonRow) => ({
  id: row.id,
  tenantId: row.tenantId,
  serviceId: row.serviceId,
  serverHost: row.serverHost,
  serverIp: row.serverIp,
  env: row.env,
  method: row.method,
  requestUri: row.requestUri,
  userAgent: row.userAgent,
  remoteIp: row.remoteIp,
  // Masked again on the way out: rows written before a secret's name was known to the writer.
  params: maskSecrets(row.params),
  createBy: row.createBy,
  createTime: formatDateTime(row.createTime),
});

const toUsual = (row: typeof usualLogs.$inferSelect): UsualLog => ({
  ...common(row),
  logLevel: row.logLevel,
  logId: row.logId,
  logData: maskSecrets(row.logData),
});
const toApi = (row: typeof apiLogs.$inferSelect): ApiLog => ({
  ...common(row),
  type: row.type,
  title: row.title,
  status: row.status,
  time: row.time,
});
const toError = (row: typeof errorLogs.$inferSelect): ErrorLog => ({
  ...common(row),
  exceptionName: row.exceptionName,
  message: row.message,
  stackTrace: row.stackTrace,
  fileName: row.fileName,
  lineNumber: row.lineNumber,
});

/** The end of a range given as a day (yyyy-MM-dd) is the end of that day. */
function rangeEnd(text: string | undefined) {
  const date = parseDateTime(text);
  if (!date || text?.length !== 10) return date;
  return new Date(date.getTime() + 24 * 3600_000 - 1);
}

/** The general, API and error logs of the caller's tenant (日志管理), and the retention purge. */
export function createLogService(db: Database, nextId: NextId, clock: () => Date) {
  function filtersOf(table: LogTable, query: LogFilters) {
    const start = parseDateTime(query.startTime);
    const end = rangeEnd(query.endTime);
    return [
      start ? gte(table.createTime, start) : undefined,
      end ? lte(table.createTime, end) : undefined,
      contains(table.createBy, query.createBy),
      contains(table.requestUri, query.requestUri),
    ];
  }

  async function listOf<T extends LogTable, R>(
    caller: Caller,
    table: T,
    query: LogFilters,
    map: (row: T['$inferSelect']) => R,
    ...more: (SQL | undefined)[]
  ) {
    const where = tenantScope(db, caller.tenantId).where(table, ...filtersOf(table, query), ...more);
    const page = await pageOf(db, table, where, [desc(table.createTime), desc(table.id)], query);
    return { ...page, records: page.records.map(map) };
  }

  async function detailOf<T extends LogTable, R>(
    caller: Caller,
    table: T,
    id: string,
    map: (row: T['$inferSelect']) => R,
  ) {
    const [row] = await tenantScope(db, caller.tenantId).select(table, eq(table.id, id));
    if (!row) throw notFound(id);
    return map(row as T['$inferSelect']);
  }

  return {
    usualList: (caller: Caller, query: LogFilters) => listOf(caller, usualLogs, query, toUsual),
    apiList: (caller: Caller, query: LogFilters) =>
      listOf(
        caller,
        apiLogs,
        query,
        toApi,
        query.status ? eq(apiLogs.status, Number(query.status)) : undefined,
      ),
    errorList: (caller: Caller, query: LogFilters) => listOf(caller, errorLogs, query, toError),
    usualDetail: (caller: Caller, id: string) => detailOf(caller, usualLogs, id, toUsual),
    apiDetail: (caller: Caller, id: string) => detailOf(caller, apiLogs, id, toApi),
    errorDetail: (caller: Caller, id: string) => detailOf(caller, errorLogs, id, toError),

    /** A line in the general log, for what the server does on its own (job runs, purges). */
    async recordUsual(tenantId: string, entry: { logId: string; logData: string; level?: string }) {
      await tenantScope(db, tenantId).insert(usualLogs, [
        {
          id: nextId(),
          serviceId: 'purchase-task',
          logLevel: entry.level ?? 'INFO',
          logId: entry.logId.slice(0, 100),
          logData: maskSecrets(entry.logData),
          createTime: clock(),
        },
      ]);
    },

    /**
     * Deletes the tenant's log rows written before `before`; the platform tenant's purge also takes the rows of
     * calls made before any sign-in (filed under no tenant). Answers how many rows of each log went.
     */
    async purge(tenantId: string, before: Date) {
      const counts: Record<'usual' | 'api' | 'error', number> = { usual: 0, api: 0, error: 0 };
      const tables = { usual: usualLogs, api: apiLogs, error: errorLogs } as const;
      for (const [name, table] of Object.entries(tables) as [keyof typeof tables, LogTable][]) {
        const deleted = await tenantScope(db, tenantId)
          .delete(table, lt(table.createTime, before))
          .returning({ id: table.id });
        counts[name] += deleted.length;
        if (tenantId === PLATFORM_TENANT) {
          const anonymous = await tenantScope(db, '')
            .delete(table, lt(table.createTime, before))
            .returning({ id: table.id });
          counts[name] += anonymous.length;
        }
      }
      return counts;
    },
  };
}

const PLATFORM_TENANT = '000000';

export type LogService = ReturnType<typeof createLogService>;
