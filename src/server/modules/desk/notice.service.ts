import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-desk';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { noticeReads, notices } from '../../db/schema/operations.ts';
import { depts, roles } from '../../db/schema/platform.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { badRequest } from '../../http/errors.ts';
import type { Lang } from '../../http/messages.ts';
import { csvHasAny, csvIds } from '../../lib/csv.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { dictLabels, type Labels } from '../../lib/dict-labels.ts';
import { contains, pageOf, type PageQuery } from '../../lib/page.ts';
import { findAllLive, findLive, notFound, removeLive, type Scoped } from '../../lib/records.ts';

type Notice = components['schemas']['Notice'];
type NoticeSubmit = components['schemas']['NoticeSubmit'];
type MyNotice = components['schemas']['MyNotice'];
type NoticeRow = typeof notices.$inferSelect;

const PUBLISHED = 1;

const toNotice = (row: NoticeRow, labels: Labels): Notice => ({
  id: row.id,
  title: row.title,
  category: row.category,
  categoryName: labels('notice', row.category),
  content: row.content,
  publishStatus: row.publishStatus as 0 | 1,
  releaseTime: formatDateTime(row.releaseTime),
  audienceType: row.audienceType as Notice['audienceType'],
  audienceIds: row.audienceIds,
  createTime: formatDateTime(row.createTime),
});

/** 通知公告: a tenant's notices, their publication and audience, and each reader's read marks. */
export function createNoticeService(db: Database, clock: () => Date, nextId: NextId) {
  const live = eq(notices.isDeleted, 0);
  const scopedTo =
    (tenantId: string): Scoped =>
    (...conditions) =>
      tenantScope(db, tenantId).where(notices, ...conditions);
  const labelsFor = (lang: Lang) => dictLabels(db, ['notice'], lang);

  /** The published notices the caller is in the audience of. */
  const addressedTo = (caller: Caller): (SQL | undefined)[] => [
    live,
    eq(notices.publishStatus, PUBLISHED),
    or(
      eq(notices.audienceType, 'all'),
      caller.roleIds.length
        ? and(eq(notices.audienceType, 'roles'), csvHasAny(notices.audienceIds, caller.roleIds))
        : undefined,
      caller.deptIds.length
        ? and(eq(notices.audienceType, 'depts'), csvHasAny(notices.audienceIds, caller.deptIds))
        : undefined,
    ),
  ];

  /** Roles or departments of an audience must be the tenant's own, live ones. */
  async function audienceOf(tenantId: string, input: NoticeSubmit) {
    if (input.audienceType === 'all') return '';
    const ids = csvIds(input.audienceIds);
    if (ids.length === 0) throw badRequest('noticeAudienceIds');
    const table = input.audienceType === 'roles' ? roles : depts;
    const found = await tenantScope(db, tenantId)
      .from(table, { id: table.id })
      .where(inArray(table.id, ids), eq(table.isDeleted, 0));
    const known = new Set(found.map((row) => row.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw badRequest('noticeAudienceUnknown', unknown.join(','));
    return ids.join(',');
  }

  async function list(
    caller: Caller,
    query: PageQuery & { title?: string; category?: string; publishStatus?: string },
    lang: Lang,
  ) {
    const where = scopedTo(caller.tenantId)(
      live,
      contains(notices.title, query.title),
      query.category ? eq(notices.category, Number(query.category)) : undefined,
      query.publishStatus ? eq(notices.publishStatus, Number(query.publishStatus)) : undefined,
    );
    const [page, labels] = await Promise.all([
      pageOf(db, notices, where, [desc(notices.createTime), desc(notices.id)], query),
      labelsFor(lang),
    ]);
    return { ...page, records: page.records.map((row) => toNotice(row, labels)) };
  }

  async function detail(caller: Caller, id: string, lang: Lang) {
    return toNotice(await findLive(db, notices, scopedTo(caller.tenantId), id), await labelsFor(lang));
  }

  async function submit(caller: Caller, input: NoticeSubmit) {
    const values = {
      title: input.title.trim(),
      category: input.category,
      content: input.content ?? '',
      audienceType: input.audienceType,
      audienceIds: await audienceOf(caller.tenantId, input),
      updateUser: caller.userId,
      updateTime: clock(),
    };
    const scope = tenantScope(db, caller.tenantId);
    if (input.id) {
      await findLive(db, notices, scopedTo(caller.tenantId), input.id);
      await scope.update(notices, values, eq(notices.id, input.id));
    } else {
      await scope.insert(notices, [
        { id: nextId(), ...values, createUser: caller.userId, createTime: clock() },
      ]);
    }
  }

  async function remove(caller: Caller, ids: string[]) {
    await removeLive(db, notices, scopedTo(caller.tenantId), ids);
  }

  async function setPublished(caller: Caller, ids: string[], published: boolean) {
    await db.transaction(async (tx) => {
      await findAllLive(tx, notices, scopedTo(caller.tenantId), ids);
      await tenantScope(tx, caller.tenantId).update(
        notices,
        {
          publishStatus: published ? PUBLISHED : 0,
          releaseTime: published ? clock() : null,
          updateUser: caller.userId,
          updateTime: clock(),
        },
        inArray(notices.id, ids),
      );
    });
  }

  /** The top bar: the newest notices addressed to the caller, each with its read mark, and the unread count. */
  async function mine(caller: Caller, limit: number, lang: Lang) {
    const scope = tenantScope(db, caller.tenantId);
    const readByMe = and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, caller.userId));
    // A left join (the read marks) is beyond ScopedSelect: the tenant condition is `where` below (scope.where),
    // and the marks are joined on the caller's own user id.
    const base = () =>
      // eslint-disable-next-line no-restricted-syntax
      db
        .select({ notice: notices, readTime: noticeReads.readTime })
        .from(notices)
        .leftJoin(noticeReads, readByMe)
        .$dynamic();
    const where = scope.where(notices, ...addressedTo(caller));
    const [rows, totals, labels] = await Promise.all([
      base().where(where).orderBy(desc(notices.releaseTime), desc(notices.id)).limit(limit),
      // eslint-disable-next-line no-restricted-syntax
      db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${noticeReads.userId} is null)`,
        })
        .from(notices)
        .leftJoin(noticeReads, readByMe)
        .where(where),
      labelsFor(lang),
    ]);
    const newest: MyNotice[] = rows.map(({ notice, readTime }) => ({
      id: notice.id,
      title: notice.title,
      category: notice.category,
      categoryName: labels('notice', notice.category),
      content: notice.content,
      releaseTime: formatDateTime(notice.releaseTime),
      read: readTime !== null,
    }));
    return { notices: newest, total: Number(totals[0]?.total ?? 0), unread: Number(totals[0]?.unread ?? 0) };
  }

  /** Read marks: the listed notices (each must be addressed to the caller, else 404), or every one of them. */
  async function markRead(caller: Caller, ids: string[], all: boolean) {
    const scope = tenantScope(db, caller.tenantId);
    const targets = await scope
      .from(notices, { id: notices.id })
      .where(...addressedTo(caller), all ? undefined : inArray(notices.id, ids.length ? ids : ['0']));
    if (!all) {
      const found = new Set(targets.map((row) => row.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) throw notFound(missing);
    }
    if (targets.length === 0) return;
    await scope
      .insert(
        noticeReads,
        targets.map((row) => ({ noticeId: row.id, userId: caller.userId, readTime: clock() })),
      )
      .onConflictDoNothing();
  }

  return {
    list,
    detail,
    submit,
    remove,
    publish: (caller: Caller, ids: string[]) => setPublished(caller, ids, true),
    revoke: (caller: Caller, ids: string[]) => setPublished(caller, ids, false),
    mine,
    markRead,
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
