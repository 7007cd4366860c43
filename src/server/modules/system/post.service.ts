import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-system';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { posts } from '../../db/schema/platform.ts';
import { tenantScope } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import type { Lang } from '../../http/messages.ts';
import { readTenant } from '../../http/access.ts';
import { dictLabels, type Labels } from '../../lib/dict-labels.ts';
import { assertNotHeldByUsers } from '../../lib/held-by-users.ts';
import { contains, pageOf, type PageQuery } from '../../lib/page.ts';
import { findLive, removeLive, type Scoped } from '../../lib/records.ts';

type Post = components['schemas']['Post'];
type PostSubmit = components['schemas']['PostSubmit'];
type PostRow = typeof posts.$inferSelect;

const toPost = (row: PostRow, labels: Labels): Post => ({
  id: row.id,
  tenantId: row.tenantId,
  category: row.category,
  categoryName: labels('post_category', row.category),
  postCode: row.postCode,
  postName: row.postName,
  sort: row.sort,
  remark: row.remark,
});

/** Posts (job positions) of a tenant. */
export function createPostService(db: Database, clock: () => Date, nextId: NextId) {
  const live = eq(posts.isDeleted, 0);
  const scopedTo = (tenantId: string): Scoped => {
    const scope = tenantScope(db, tenantId);
    return (...conditions) => scope.where(posts, ...conditions);
  };
  const labelsFor = (lang: Lang) => dictLabels(db, ['post_category'], lang);

  async function list(
    caller: Caller,
    query: PageQuery & { postCode?: string; postName?: string; category?: string },
    lang: Lang,
  ) {
    const where = scopedTo(caller.tenantId)(
      live,
      contains(posts.postCode, query.postCode),
      contains(posts.postName, query.postName),
      query.category ? eq(posts.category, Number(query.category)) : undefined,
    );
    const [page, labels] = await Promise.all([
      pageOf(db, posts, where, [asc(posts.sort), asc(posts.id)], query),
      labelsFor(lang),
    ]);
    return { ...page, records: page.records.map((row) => toPost(row, labels)) };
  }

  async function detail(caller: Caller, id: string, lang: Lang) {
    return toPost(await findLive(db, posts, scopedTo(caller.tenantId), id), await labelsFor(lang));
  }

  async function select(caller: Caller, tenantId: string | undefined, lang: Lang) {
    const rows = await tenantScope(db, readTenant(caller, tenantId))
      .from(posts)
      .where(live)
      .orderBy(asc(posts.sort), asc(posts.id));
    const labels = await labelsFor(lang);
    return rows.map((row) => toPost(row, labels));
  }

  async function submit(caller: Caller, input: PostSubmit) {
    const values = {
      category: input.category,
      postCode: input.postCode,
      postName: input.postName,
      sort: input.sort,
      remark: input.remark ?? '',
      updateUser: caller.userId,
      updateTime: clock(),
    };
    const scope = tenantScope(db, caller.tenantId);
    if (input.id) {
      await findLive(db, posts, scopedTo(caller.tenantId), input.id);
      await scope.update(posts, values, eq(posts.id, input.id));
    } else {
      await scope.insert(posts, [
        { id: nextId(), ...values, createUser: caller.userId, createTime: clock() },
      ]);
    }
  }

  async function remove(caller: Caller, ids: string[]) {
    await removeLive(db, posts, scopedTo(caller.tenantId), ids, (tx, rows) =>
      assertNotHeldByUsers(
        tx,
        caller.tenantId,
        'postId',
        rows.map((row) => ({ id: row.id, name: row.postName })),
        'postInUse',
      ),
    );
  }

  return { list, detail, select, submit, remove };
}

export type PostService = ReturnType<typeof createPostService>;
