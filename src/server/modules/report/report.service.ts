import type { components } from '../../../api/generated/types/blade-report';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { hiddenReports } from '../../db/schema/devtools.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import { AppError } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import { isSuperAdmin, type PermissionSource } from '../../http/permission.ts';
import type { Page, PageQuery } from '../../lib/page.ts';
import { REPORTS, type ReportEntry } from './report-registry.ts';

type Report = components['schemas']['Report'];

const toReport = (entry: ReportEntry, lang: Lang): Report => ({
  id: entry.id,
  name: entry.name[lang],
  categoryName: entry.category[lang],
  description: entry.description[lang],
  screen: entry.screen,
  exportUrl: entry.exportUrl,
});

/** 报表: the registry's reports less those the tenant removed, as far as the caller may open their screens. */
export function createReportService(db: Database, clock: () => Date, permissions: PermissionSource) {
  async function hiddenFor(tenantId: string) {
    const rows = await tenantScope(db, tenantId)
      .from(hiddenReports, { reportId: hiddenReports.reportId })
      .where();
    return new Set(rows.map((row) => row.reportId));
  }

  async function list(
    caller: Caller,
    query: PageQuery & { name?: string },
    lang: Lang,
  ): Promise<Page<Report>> {
    const [hidden, granted] = await Promise.all([
      hiddenFor(caller.tenantId),
      isSuperAdmin(caller) ? undefined : permissions.codesForRoles(caller.roleIds),
    ]);
    const needle = query.name?.trim().toLowerCase() ?? '';
    const shown = REPORTS.filter(
      (entry) =>
        !hidden.has(entry.id) &&
        (!granted || granted.has(entry.menuCode)) &&
        entry.name[lang].toLowerCase().includes(needle),
    );
    const start = (query.current - 1) * query.size;
    return {
      records: shown.slice(start, start + query.size).map((entry) => toReport(entry, lang)),
      total: shown.length,
      size: query.size,
      current: query.current,
      pages: Math.ceil(shown.length / query.size),
    };
  }

  /** Hides reports from the tenant's list; every id must be a report still listed (else 404, nothing hidden). */
  async function remove(caller: Caller, ids: string[]) {
    await db.transaction(async (tx) => {
      const scope = tenantScope(tx, caller.tenantId);
      const hidden = new Set(
        (await scope.from(hiddenReports, { reportId: hiddenReports.reportId }).where()).map(
          (row) => row.reportId,
        ),
      );
      const unknown = ids.filter((id) => !REPORTS.some((entry) => entry.id === id) || hidden.has(id));
      if (unknown.length) throw new AppError(404, 'reportMissing', unknown.join(','));
      await scope
        .insert(
          hiddenReports,
          [...new Set(ids)].map((reportId) => ({ reportId, createUser: caller.userId, createTime: clock() })),
        )
        .onConflictDoNothing();
    });
  }

  return { list, remove };
}

export type ReportService = ReturnType<typeof createReportService>;
