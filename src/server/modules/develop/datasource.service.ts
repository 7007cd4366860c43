import { asc, eq, ne } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-develop';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { datasources } from '../../db/schema/devtools.ts';
import { sharedTables } from '../../db/tenant-scope.ts';
import type { NextId } from '../../domain/ids.ts';
import { badRequest } from '../../http/errors.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { MASK } from '../../lib/mask-secrets.ts';
import { contains, mapPage, pageOf, type PageQuery } from '../../lib/page.ts';
import { findLive, platformWide, removeLive } from '../../lib/records.ts';
import { parsePostgresUrl } from './datasource-url.ts';
import type { Sealer } from './sealed-secret.ts';

type Datasource = components['schemas']['Datasource'];
type DatasourceSubmit = components['schemas']['DatasourceSubmit'];
type DatasourceRow = typeof datasources.$inferSelect;

const toDatasource = (row: DatasourceRow): Datasource => ({
  id: row.id,
  name: row.name,
  driverClass: row.driverClass as Datasource['driverClass'],
  url: row.url,
  username: row.username,
  // Never the password, sealed or not: the form shows that one is set.
  password: MASK,
  remark: row.remark,
  createTime: formatDateTime(row.createTime),
});

/** An edit that leaves the password empty, or sends the mask back, keeps the stored one. */
const keepsPassword = (typed: string | null | undefined) => !typed || typed === MASK;

/** 数据源管理: platform-wide connection settings; the routes admit the platform administrator only. */
export function createDatasourceService(db: Database, clock: () => Date, nextId: NextId, sealer: Sealer) {
  const live = eq(datasources.isDeleted, 0);

  async function list(query: PageQuery & { name?: string }) {
    const where = platformWide(live, contains(datasources.name, query.name));
    return mapPage(
      await pageOf(db, datasources, where, [asc(datasources.name), asc(datasources.id)], query),
      toDatasource,
    );
  }

  const detail = async (id: string) => toDatasource(await findLive(db, datasources, platformWide, id));

  async function submit(caller: Caller, input: DatasourceSubmit) {
    const url = input.url.trim();
    // Checked before anything is read or written: a URL that does not parse is refused on its field.
    parsePostgresUrl(url);
    if (!input.id && keepsPassword(input.password)) throw badRequest('datasourcePasswordRequired');
    const sealed = keepsPassword(input.password) ? undefined : await sealer.seal(input.password ?? '');
    const name = input.name.trim();
    await db.transaction(async (tx) => {
      const shared = sharedTables(tx);
      const [clash] = await shared
        .from(datasources, { id: datasources.id })
        .where(
          platformWide(live, eq(datasources.name, name), input.id ? ne(datasources.id, input.id) : undefined),
        );
      if (clash) throw badRequest('datasourceNameTaken', name);
      const values = {
        name,
        driverClass: input.driverClass,
        url,
        username: input.username.trim(),
        ...(sealed === undefined ? {} : { password: sealed }),
        remark: input.remark ?? '',
        updateUser: caller.userId,
        updateTime: clock(),
      };
      if (input.id) {
        await findLive(tx, datasources, platformWide, input.id);
        await shared.update(datasources, values, eq(datasources.id, input.id));
      } else {
        await shared.insert(datasources, [
          { id: nextId(), ...values, password: sealed ?? '', createUser: caller.userId, createTime: clock() },
        ]);
      }
    });
  }

  const remove = (ids: string[]) => removeLive(db, datasources, platformWide, ids);

  return { list, detail, submit, remove };
}

export type DatasourceService = ReturnType<typeof createDatasourceService>;
