import { Hono } from 'hono';
import {
  addStockInBody,
  confirmStockInParams,
  deleteStockInParams,
  editStockInBody,
  getOtherStockInPagesQueryParams,
  getStockInMaterialPagesQueryParams,
  getStockInPagesQueryParams,
  getStockInParams,
} from '../../../api/generated/stock/zod/kc-stock-in/kc-stock-in.zod.ts';
import {
  addStockOutBody,
  confirmStockOutParams,
  deleteStockOutParams,
  editStockOutBody,
  getOtherStockOutPagesQueryParams,
  getStockOutMaterialPagesQueryParams,
  getStockOutPagesQueryParams,
  getStockOutParams,
} from '../../../api/generated/stock/zod/kc-stock-out/kc-stock-out.zod.ts';
import {
  exportStockMovementQueryParams,
  getSlowMoverPagesQueryParams,
  getStockBalancePagesQueryParams,
  getStockLedgerPagesQueryParams,
  getStockMovementPagesQueryParams,
} from '../../../api/generated/stock/zod/kc-stock-summary/kc-stock-summary.zod.ts';
import type { AppEnv } from '../../context.ts';
import { exportFileName, writeXlsx } from '../../documents/export-sheet.ts';
import { done, ok } from '../../http/envelope.ts';
import { requirePermission } from '../../http/permission.ts';
import { parseJson, parseQuery } from '../../http/validate.ts';
import { parseParams } from '../../lib/routing.ts';
import { xlsxResponse } from '../../lib/xlsx-response.ts';
import type { Services } from '../../services.ts';

/** /purchase/kc-stock-in (stock.yaml): thin handlers; the rules live in stock-in.service. */
export function stockInRoutes(services: Services) {
  const { stockIn, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/pages', can('kc_stock_in_view'), async (c) =>
    ok(c, await stockIn.page(c.get('caller'), parseQuery(c, getStockInPagesQueryParams), c.get('lang'))),
  );
  routes.get('/otherPages', can('kc_stock_in_view'), async (c) => {
    const query = parseQuery(c, getOtherStockInPagesQueryParams);
    return ok(c, await stockIn.page(c.get('caller'), { ...query, stockInType: 2 }, c.get('lang')));
  });
  routes.get('/materialPages', can('kc_stock_in_view'), async (c) => {
    const query = parseQuery(c, getStockInMaterialPagesQueryParams);
    // A purchase receipt takes the open lines of its order; an other stock-in any enabled material.
    const page =
      query.stockInType === 1
        ? await services.receipts.orderLines(c.get('caller'), query, c.get('lang'))
        : await stockIn.materialPages(c.get('caller'), query, c.get('lang'));
    return ok(c, page);
  });
  routes.post('/add', can('kc_stock_in_add'), async (c) =>
    ok(c, await stockIn.save(c.get('caller'), await parseJson(c, addStockInBody), 'add', c.get('lang'))),
  );
  routes.post('/edit', can('kc_stock_in_edit'), async (c) =>
    ok(c, await stockIn.save(c.get('caller'), await parseJson(c, editStockInBody), 'edit', c.get('lang'))),
  );
  routes.delete('/delete/:id', can('kc_stock_in_delete'), async (c) => {
    await stockIn.remove(c.get('caller'), parseParams(c, deleteStockInParams).id);
    return done(c);
  });
  routes.post('/confirm/:id', can('kc_stock_in_confirm'), async (c) =>
    ok(c, await stockIn.confirm(c.get('caller'), parseParams(c, confirmStockInParams).id, c.get('lang'))),
  );
  routes.get('/:id', can('kc_stock_in_view'), async (c) =>
    ok(c, await stockIn.detail(c.get('caller'), parseParams(c, getStockInParams).id, c.get('lang'))),
  );
  return routes;
}

/** /purchase/kc-stock-out (stock.yaml). */
export function stockOutRoutes(services: Services) {
  const { stockOut, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/pages', can('kc_stock_out_view'), async (c) =>
    ok(c, await stockOut.page(c.get('caller'), parseQuery(c, getStockOutPagesQueryParams), c.get('lang'))),
  );
  routes.get('/otherPages', can('kc_stock_out_view'), async (c) => {
    const query = parseQuery(c, getOtherStockOutPagesQueryParams);
    return ok(c, await stockOut.page(c.get('caller'), { ...query, stockOutType: 2 }, c.get('lang')));
  });
  routes.get('/materialPages', can('kc_stock_out_view'), async (c) =>
    ok(
      c,
      await stockOut.materialPages(
        c.get('caller'),
        parseQuery(c, getStockOutMaterialPagesQueryParams),
        c.get('lang'),
      ),
    ),
  );
  routes.post('/add', can('kc_stock_out_add'), async (c) =>
    ok(c, await stockOut.save(c.get('caller'), await parseJson(c, addStockOutBody), 'add', c.get('lang'))),
  );
  routes.post('/edit', can('kc_stock_out_edit'), async (c) =>
    ok(c, await stockOut.save(c.get('caller'), await parseJson(c, editStockOutBody), 'edit', c.get('lang'))),
  );
  routes.delete('/delete/:id', can('kc_stock_out_delete'), async (c) => {
    await stockOut.remove(c.get('caller'), parseParams(c, deleteStockOutParams).id);
    return done(c);
  });
  routes.post('/confirm/:id', can('kc_stock_out_confirm'), async (c) =>
    ok(c, await stockOut.confirm(c.get('caller'), parseParams(c, confirmStockOutParams).id, c.get('lang'))),
  );
  routes.get('/:id', can('kc_stock_out_view'), async (c) =>
    ok(c, await stockOut.detail(c.get('caller'), parseParams(c, getStockOutParams).id, c.get('lang'))),
  );
  return routes;
}

/** /purchase/kc-stock-summary (stock.yaml): balances, ledger, 收发存 and slow movers. */
export function stockSummaryRoutes(services: Services) {
  const { stockSummary, menus } = services;
  const can = (code: string) => requirePermission(menus.permissions, code);
  const routes = new Hono<AppEnv>();
  routes.use(services.auth);

  routes.get('/stock/pages', can('kc_stock_summary_view'), async (c) =>
    ok(
      c,
      await stockSummary.balances(
        c.get('caller'),
        parseQuery(c, getStockBalancePagesQueryParams),
        c.get('lang'),
      ),
    ),
  );
  routes.get('/stock/detailsPages', can('kc_stock_summary_view'), async (c) =>
    ok(
      c,
      await stockSummary.ledger(
        c.get('caller'),
        parseQuery(c, getStockLedgerPagesQueryParams),
        c.get('lang'),
      ),
    ),
  );
  routes.get('/stock/movementPages', can('kc_stock_summary_view'), async (c) =>
    ok(
      c,
      await stockSummary.movement(
        c.get('caller'),
        parseQuery(c, getStockMovementPagesQueryParams),
        c.get('lang'),
      ),
    ),
  );
  routes.get('/stock/movementExport', can('kc_stock_summary_export'), async (c) => {
    const sheet = await stockSummary.movementSheet(
      c.get('caller'),
      parseQuery(c, exportStockMovementQueryParams),
      c.get('lang'),
    );
    return xlsxResponse(c, await writeXlsx(sheet), exportFileName(sheet.name, services.clock()));
  });
  routes.get('/stock/slowPages', can('kc_stock_summary_view'), async (c) =>
    ok(
      c,
      await stockSummary.slowMovers(
        c.get('caller'),
        parseQuery(c, getSlowMoverPagesQueryParams),
        c.get('lang'),
      ),
    ),
  );
  return routes;
}
