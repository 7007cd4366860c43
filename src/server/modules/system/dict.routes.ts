import { Hono, type MiddlewareHandler } from 'hono';
import * as bizSchemas from '../../../api/generated/blade-system/zod/dict-biz/dict-biz.zod.ts';
import * as systemSchemas from '../../../api/generated/blade-system/zod/dict/dict.zod.ts';
import type { AppEnv } from '../../context.ts';
import { done, ok } from '../../http/envelope.ts';
import { requireAnyPermission, requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import type { Services } from '../../services.ts';
import type { DictService } from './dict.service.ts';
import { assertPermission, requirePlatformTenant, submitCode } from '../../http/access.ts';
import { csvIds } from '../../lib/csv.ts';

/** The generated schemas of one dictionary flavour; both contracts declare the same shapes. */
interface DictSchemas {
  list: typeof systemSchemas.getDictListQueryParams;
  parentList: typeof systemSchemas.getDictParentListQueryParams;
  childList: typeof systemSchemas.getDictChildListQueryParams;
  detail: typeof systemSchemas.getDictDetailQueryParams;
  tree: typeof systemSchemas.getDictTreeQueryParams;
  dictionary: typeof systemSchemas.getDictionaryQueryParams;
  submit: typeof systemSchemas.submitDictBody;
  remove: typeof systemSchemas.removeDictQueryParams;
}

/**
 * `dictionary` (the labels of one code) is open to every signed-in user: screens fill selects and labels from it.
 * The other reads belong to the dictionary screens and need their menu. Writes need the
 * menu's add/edit/delete buttons (`dict_*` for system dictionaries, `dictbiz_*` for business ones). System
 * dictionaries are shared by every tenant, so only staff of the platform tenant may change them.
 */
function dictRoutes(
  services: Services,
  dicts: DictService,
  schemas: DictSchemas,
  { menuCode, platformWide }: { menuCode: string; platformWide: boolean },
) {
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);
  const writes: MiddlewareHandler<AppEnv> = platformWide ? requirePlatformTenant : (_c, next) => next();
  const removes = requirePermission(services.menus.permissions, `${menuCode}_delete`);
  const reads = requireAnyPermission(services.menus.permissions, [
    menuCode,
    ...(platformWide ? ['dict_tree'] : []),
  ]);

  routes.get('/list', reads, async (c) =>
    ok(c, await dicts.list(c.get('caller'), parseQuery(c, schemas.list), c.get('lang'))),
  );
  routes.get('/parent-list', reads, async (c) =>
    ok(c, await dicts.parentList(c.get('caller'), parseQuery(c, schemas.parentList))),
  );
  routes.get('/child-list', reads, async (c) =>
    ok(c, await dicts.childList(c.get('caller'), parseQuery(c, schemas.childList))),
  );
  routes.get('/detail', reads, async (c) =>
    ok(c, await dicts.detail(c.get('caller'), parseQuery(c, schemas.detail).id, c.get('lang'))),
  );
  routes.get('/tree', reads, async (c) =>
    ok(c, await dicts.tree(c.get('caller'), parseQuery(c, schemas.tree).code, c.get('lang'))),
  );
  routes.get('/dictionary', async (c) =>
    ok(c, await dicts.dictionary(c.get('caller'), parseQuery(c, schemas.dictionary).code, c.get('lang'))),
  );
  routes.post('/submit', writes, async (c) => {
    const input = await parseJson(c, schemas.submit);
    await assertPermission(services.menus.permissions, c.get('caller'), submitCode(menuCode, input.id));
    await dicts.submit(c.get('caller'), input);
    return done(c);
  });
  routes.post('/remove', writes, removes, async (c) => {
    await dicts.remove(c.get('caller'), csvIds(parseQuery(c, schemas.remove).ids));
    return done(c);
  });
  return routes;
}

export const systemDictRoutes = (services: Services) =>
  dictRoutes(
    services,
    services.dicts,
    {
      list: systemSchemas.getDictListQueryParams,
      parentList: systemSchemas.getDictParentListQueryParams,
      childList: systemSchemas.getDictChildListQueryParams,
      detail: systemSchemas.getDictDetailQueryParams,
      tree: systemSchemas.getDictTreeQueryParams,
      dictionary: systemSchemas.getDictionaryQueryParams,
      submit: systemSchemas.submitDictBody,
      remove: systemSchemas.removeDictQueryParams,
    },
    { menuCode: 'dict', platformWide: true },
  );

export const bizDictRoutes = (services: Services) =>
  dictRoutes(
    services,
    services.bizDicts,
    {
      list: bizSchemas.getDictBizListQueryParams,
      parentList: bizSchemas.getDictBizParentListQueryParams,
      childList: bizSchemas.getDictBizChildListQueryParams,
      detail: bizSchemas.getDictBizDetailQueryParams,
      tree: bizSchemas.getDictBizTreeQueryParams,
      dictionary: bizSchemas.getDictBizDictionaryQueryParams,
      submit: bizSchemas.submitDictBizBody,
      remove: bizSchemas.removeDictBizQueryParams,
    },
    { menuCode: 'dictbiz', platformWide: false },
  );
