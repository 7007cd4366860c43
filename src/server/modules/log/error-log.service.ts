import type { components } from '../../../api/generated/types/blade-auth';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { errorLogs } from '../../db/schema/platform.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';

type ClientErrorLog = components['schemas']['ClientErrorLog'];

export function createErrorLogService(db: Database, nextId: NextId, clock: () => Date) {
  /** The browser's stored UI errors, uploaded from the error-log dialog, land in the error log. */
  async function recordClientErrors(caller: Caller, entries: ClientErrorLog[], userAgent: string) {
    if (entries.length === 0) return;
    await tenantScope(db, caller.tenantId).insert(
      errorLogs,
      entries.map((entry) => ({
        id: nextId(),
        serviceId: 'web',
        method: 'UI',
        requestUri: (entry.url ?? '').slice(0, 255),
        userAgent: userAgent.slice(0, 1000),
        params: entry.info ?? '',
        createBy: caller.account,
        exceptionName: entry.type,
        message: entry.message,
        stackTrace: entry.stack ?? '',
        createTime: clock(),
      })),
    );
  }

  /** An unexpected server error, with the request that met it. */
  async function recordServerError(
    error: unknown,
    request: { method: string; uri: string; tenantId: string; account: string },
  ) {
    const err = error instanceof Error ? error : new Error(String(error));
    await tenantScope(db, request.tenantId).insert(errorLogs, [
      {
        id: nextId(),
        serviceId: 'server',
        method: request.method,
        requestUri: request.uri.slice(0, 255),
        createBy: request.account,
        exceptionName: err.name,
        message: err.message,
        stackTrace: err.stack ?? '',
        createTime: clock(),
      },
    ]);
  }

  return { recordClientErrors, recordServerError };
}
