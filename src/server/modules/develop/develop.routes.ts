import { Hono } from 'hono';
import {
  copyCodeQueryParams,
  genCodeQueryParams,
  getCodeDetailQueryParams,
  getCodeListQueryParams,
  removeCodeQueryParams,
  submitCodeBody,
} from '../../../api/generated/blade-develop/zod/code/code.zod.ts';
import {
  getDatasourceDetailQueryParams,
  getDatasourceListQueryParams,
  removeDatasourceQueryParams,
  submitDatasourceBody,
} from '../../../api/generated/blade-develop/zod/datasource/datasource.zod.ts';
import type { AppEnv } from '../../context.ts';
import { requireSuperAdmin } from '../../http/access.ts';
import { done, ok } from '../../http/envelope.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import { csvIds } from '../../lib/csv.ts';
import type { Services } from '../../services.ts';

/**
 * /blade-develop: data sources and the code generator. Platform-wide, and every call is the platform
 * administrator's: a data source holds credentials, and the generator reads this database's table structure.
 */
export function developRoutes(services: Services) {
  const { datasources, codes } = services;
  const routes = new Hono<AppEnv>();
  routes.use(services.auth, requireSuperAdmin);

  routes.get('/datasource/list', async (c) =>
    ok(c, await datasources.list(parseQuery(c, getDatasourceListQueryParams))),
  );
  routes.get('/datasource/detail', async (c) =>
    ok(c, await datasources.detail(parseQuery(c, getDatasourceDetailQueryParams).id)),
  );
  routes.post('/datasource/submit', async (c) => {
    await datasources.submit(c.get('caller'), await parseJson(c, submitDatasourceBody));
    return done(c);
  });
  routes.post('/datasource/remove', async (c) => {
    await datasources.remove(csvIds(parseQuery(c, removeDatasourceQueryParams).ids));
    return done(c);
  });

  routes.get('/code/list', async (c) => ok(c, await codes.list(parseQuery(c, getCodeListQueryParams))));
  routes.get('/code/detail', async (c) =>
    ok(c, await codes.detail(parseQuery(c, getCodeDetailQueryParams).id)),
  );
  routes.get('/code/table-list', async (c) => ok(c, await codes.tables()));
  routes.post('/code/submit', async (c) => {
    await codes.submit(c.get('caller'), await parseJson(c, submitCodeBody));
    return done(c);
  });
  routes.post('/code/remove', async (c) => {
    await codes.remove(csvIds(parseQuery(c, removeCodeQueryParams).ids));
    return done(c);
  });
  routes.post('/code/copy', async (c) => {
    await codes.copy(c.get('caller'), parseQuery(c, copyCodeQueryParams).id);
    return done(c);
  });
  routes.post('/code/gen-code', async (c) => {
    const { bytes, fileName } = await codes.generate(csvIds(parseQuery(c, genCodeQueryParams).ids));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    });
  });

  return routes;
}
