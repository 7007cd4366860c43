import { desc, eq } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-resource';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { attachments, ossConfigs } from '../../db/schema/resources.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import { userNames } from '../../documents/enrich.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { contains, pageOf, type PageQuery } from '../../lib/page.ts';
import { findLive, removeLive, type Scoped } from '../../lib/records.ts';
import { keepsLink, type FileLinks } from './file-links.ts';
import type { OssService } from './oss.service.ts';

type Attach = components['schemas']['Attach'];
type AttachRow = typeof attachments.$inferSelect;

/** Attachments: what put-file stored, listed with fresh signed links; removing one deletes its object too. */
export function createAttachService(db: Database, oss: OssService, links: FileLinks) {
  const live = eq(attachments.isDeleted, 0);
  const scopedTo = (tenantId: string): Scoped => {
    const scope = tenantScope(db, tenantId);
    return (...conditions) => scope.where(attachments, ...conditions);
  };

  async function describe(caller: Caller, rows: AttachRow[]) {
    const scope = tenantScope(db, caller.tenantId);
    const [names, configs] = await Promise.all([
      userNames(
        db,
        caller.tenantId,
        rows.map((row) => row.createUser),
      ),
      scope.from(ossConfigs, { id: ossConfigs.id, ossCode: ossConfigs.ossCode }).where(),
    ]);
    const codes = new Map(configs.map((config) => [config.id, config.ossCode]));
    return Promise.all(
      rows.map(async (row): Promise<Attach> => ({
        id: row.id,
        link: await links.link(caller.tenantId, row.name, keepsLink(row.contentType)),
        domain: '',
        name: row.name,
        originalName: row.originalName,
        extension: row.extension,
        attachSize: row.attachSize,
        contentType: row.contentType,
        ossId: row.ossId,
        ossCode: (row.ossId && codes.get(row.ossId)) || '',
        createUser: row.createUser,
        createUserName: (row.createUser && names.get(row.createUser)) || '',
        createTime: formatDateTime(row.createTime),
      })),
    );
  }

  async function list(caller: Caller, query: PageQuery & { originalName?: string; extension?: string }) {
    const where = scopedTo(caller.tenantId)(
      live,
      contains(attachments.originalName, query.originalName),
      query.extension ? eq(attachments.extension, query.extension) : undefined,
    );
    const page = await pageOf(
      db,
      attachments,
      where,
      [desc(attachments.createTime), desc(attachments.id)],
      query,
    );
    return { ...page, records: await describe(caller, page.records) };
  }

  async function detail(caller: Caller, id: string) {
    const [row] = await describe(caller, [await findLive(db, attachments, scopedTo(caller.tenantId), id)]);
    return row!;
  }

  /** Marks the rows removed and deletes their objects in the same transaction: a storage failure undoes both. */
  async function remove(caller: Caller, ids: string[]) {
    let removed: AttachRow[] = [];
    await removeLive(
      db,
      attachments,
      scopedTo(caller.tenantId),
      ids,
      async (_tx, rows) => {
        removed = rows;
      },
      async (tx) => {
        for (const row of removed) {
          const config = await oss.configById(caller.tenantId, row.ossId, tx);
          await oss.onStorage(config, (storage) => storage.remove(row.name));
        }
      },
    );
  }

  return { list, detail, remove };
}

export type AttachService = ReturnType<typeof createAttachService>;
