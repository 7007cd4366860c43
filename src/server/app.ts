import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from './context.ts';
import { apiLog, createLogWriter } from './http/api-log.ts';
import { failure } from './http/envelope.ts';
import { ValueError } from './domain/values.ts';
import { API_POLICY, securityHeaders } from './http/security-headers.ts';
import { AppError, InputError, OAuthError } from './http/errors.ts';
import { message, pickLang } from './http/messages.ts';
import { createPermissionLabels } from './http/permission-labels.ts';
import { oauthRoutes } from './modules/auth/oauth.routes.ts';
import { masterDataRoutes } from './modules/purchar/master-data.routes.ts';
import { needsRoutes } from './modules/purchar/needs/needs.routes.ts';
import { supplierRoutes } from './modules/purchar/supplier/supplier.routes.ts';
import { purcharRoutes } from './modules/purchar/needs-purchar/needs-purchar.routes.ts';
import { summaryRoutes } from './modules/purchar/needs-summary/needs-summary.routes.ts';
import { messageRoutes } from './modules/purchar/message/message.routes.ts';
import { subpackageRoutes } from './modules/purchar/needs-subpackage/needs-subpackage.routes.ts';
import { planNeedsChangeRoutes } from './modules/purchar/plan-needs-change/plan-needs-change.routes.ts';
import { planNeedsRoutes } from './modules/purchar/plan-needs/plan-needs.routes.ts';
import { planReportConfigRoutes } from './modules/purchar/plan-needs/plan-report-config.routes.ts';
import { planSummaryRoutes } from './modules/purchar/plan-summary/plan-summary.routes.ts';
import { reportConfigRoutes } from './modules/purchar/report-config.routes.ts';
import { sourcingRoutes } from './modules/purchar/sourcing/sourcing.routes.ts';
import { stockInRoutes, stockOutRoutes, stockSummaryRoutes } from './modules/stock/stock.routes.ts';
import { contractRoutes } from './modules/purchase/contract/contract.routes.ts';
import { supplementRoutes } from './modules/purchase/supplement/supplement.routes.ts';
import { paidRoutes } from './modules/purchase/payment/paid.routes.ts';
import { paymentRoutes } from './modules/purchase/payment/payment.routes.ts';
import { invoiceLinkRoutes, invoiceRoutes } from './modules/purchase/invoice/invoice.routes.ts';
import { payablesRoutes } from './modules/purchase/payables/payables.routes.ts';
import { orderRoutes } from './modules/purchase/order/order.routes.ts';
import { isBadInputError, isUniqueViolation } from './lib/db-errors.ts';
import { logRoutes } from './modules/log/log.routes.ts';
import { taskRoutes } from './modules/task/task.routes.ts';
import { leaveRoutes } from './modules/desk/leave.routes.ts';
import { noticeRoutes } from './modules/desk/notice.routes.ts';
import { developRoutes } from './modules/develop/develop.routes.ts';
import { reportRoutes } from './modules/report/report.routes.ts';
import { purchaseReportRoutes } from './modules/purchase/report/purchase-report.routes.ts';
import { flowRoutes } from './modules/flow/flow.routes.ts';
import { resourceRoutes } from './modules/resource/resource.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { createServices } from './services.ts';

/** Longer request URIs answer 414 (a 100 000-character query is an attack or a bug, never a real search). */
export const MAX_URL_LENGTH = 8_192;

/**
 * The whole API as a Hono app under /api. It imports nothing Node-only: main.ts runs it on Node, and the
 * demo build runs the very same app inside the browser on PGlite.
 */
export function createApp(deps: AppDeps) {
  const services = createServices(deps);
  const logger = deps.logger ?? console;
  const permissionLabel = createPermissionLabels(deps.db);
  const logs = createLogWriter((error) => logger.error('log write failed', error));
  const app = new Hono<AppEnv>().basePath('/api');

  app.use(securityHeaders((type) => (type.includes('json') ? API_POLICY : undefined)));
  app.use(async (c, next) => {
    c.set('lang', pickLang(c.req.header('Accept-Language')));
    await next();
    // A write may have ended sessions or changed grants and scopes (a password, role, user, menu, scope or tenant
    // change): the next request reads them afresh. After the write has committed, so nothing read before is kept.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') services.lookups.forget();
  });
  // Before any refusal, so refused probes are logged too.
  app.use(apiLog(deps.db, services.nextId, logs, services.clock, services.clientIp));
  app.use(async (c, next) => {
    // Hosts differ in their own header limits (Node refuses 16 KB itself, see main.ts); the API's own limit
    // answers in the envelope whatever the host.
    if (c.req.url.length > MAX_URL_LENGTH) return failure(c, 414, message(c.get('lang'), 'uriTooLong'));
    // Query and body strings are checked field by field in the validation layer (http/validate.ts); a NUL in
    // the path would otherwise reach a path parameter unchecked.
    if (/%00/.test(new URL(c.req.url).pathname)) return failure(c, 400, message(c.get('lang'), 'nulInPath'));
    await next();
  });
  const limitBody = bodyLimit({
    maxSize: 20 * 1024 * 1024,
    onError: (c) => failure(c, 400, c.get('lang') === 'en' ? 'The request is too large' : '请求内容过大'),
  });
  // GET and HEAD carry no body any handler reads. The limit's check (`raw.body`) would make Node's adapter build
  // a full fetch Request for every read — a measurable share of a list request's CPU under load.
  app.use((c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));

  app.get('/health', (c) => c.json({ code: 200, success: true, data: { status: 'up' }, msg: 'ok' }));
  app.route('/blade-auth', oauthRoutes(services, { captchaTestHook: deps.captchaTestHook ?? false }));
  app.route('/blade-user', userRoutes(services));
  app.route('/blade-system', systemRoutes(services));
  app.route('/blade-resource', resourceRoutes(services));
  app.route('/blade-log', logRoutes(services));
  app.route('/purchase-task', taskRoutes(services));
  app.route('/blade-desk/notice', noticeRoutes(services));
  app.route('/blade-develop', developRoutes(services));
  app.route('/blade-report/report/rest', reportRoutes(services));
  app.route('/blade-desk/process/leave', leaveRoutes(services));
  app.route('/blade-flow', flowRoutes(services));
  app.route('/purchar', masterDataRoutes(services));
  app.route('/purchar/cg-needs', needsRoutes(services));
  app.route('/purchar/cg-needs-subpackage', subpackageRoutes(services));
  app.route('/purchar/cg-needs-purchar', purcharRoutes(services));
  app.route('/purchar/cg-needs-summary', summaryRoutes(services));
  app.route('/purchar/cg-message', messageRoutes(services));
  app.route('/purchar/cg-report-config', reportConfigRoutes(services));
  app.route('/purchar/cg-report-config', planReportConfigRoutes(services));
  app.route('/purchar/cg-plan-needs', planNeedsRoutes(services));
  app.route('/purchar/cg-plan-needs-change', planNeedsChangeRoutes(services));
  app.route('/purchar/cg-plan-needs-summary', planSummaryRoutes(services));
  app.route('/purchar/gys-supplier', supplierRoutes(services));
  app.route('/purchar/cg-sourcing', sourcingRoutes(services));
  app.route('/purchase/kc-stock-in', stockInRoutes(services));
  app.route('/purchase/kc-stock-out', stockOutRoutes(services));
  app.route('/purchase/kc-stock-summary', stockSummaryRoutes(services));
  app.route('/purchase/report', purchaseReportRoutes(services));
  app.route('/purchase/ht-contract', contractRoutes(services));
  app.route('/purchase/ht-contract-supplement', supplementRoutes(services));
  app.route('/purchase/cw-payment', paymentRoutes(services));
  app.route('/purchase/cw-paid', paidRoutes(services));
  app.route('/purchase/cg-order-info', orderRoutes(services));
  app.route('/purchase/cw-invoice', invoiceRoutes(services));
  app.route('/purchase/cw-invoice-contract', invoiceLinkRoutes(services));
  app.route('/purchase/payables', payablesRoutes(services));

  // Every other path under /api is a 404 envelope, whatever the method: mounted under a host that serves the
  // web page for unknown paths (main.ts), the API's own notFound would never be reached.
  const notFound = (c: Context<AppEnv>) => failure(c, 404, message(c.get('lang') ?? 'zh', 'notFound'));
  app.all('/', notFound);
  app.all('*', notFound);
  app.notFound(notFound);
  app.onError(async (error, c) => {
    const lang = c.get('lang') ?? 'zh';
    if (error instanceof AppError && error.key === 'forbidden') {
      // A permission refusal names the screen and button, not the code.
      const label = await permissionLabel(String(error.args[0] ?? ''), lang);
      return failure(c, 403, message(lang, 'forbidden', label));
    }
    if (error instanceof AppError) return failure(c, error.status, message(lang, error.key, ...error.args));
    if (error instanceof ValueError) return failure(c, 400, message(lang, error.key, ...error.args));
    if (error instanceof InputError) return failure(c, 400, error.text);
    if (error instanceof OAuthError) return failure(c, error.status, message(lang, error.key, ...error.args));
    // Input the schemas cannot rule out (an id past 64 bits, a racing duplicate) is still the caller's error.
    if (isBadInputError(error)) return failure(c, 400, message(lang, 'badInput'));
    if (isUniqueViolation(error)) return failure(c, 400, message(lang, 'duplicate'));
    const caller = c.get('caller') as AppEnv['Variables']['caller'] | undefined;
    logger.error('unexpected error', error);
    logs.record(() =>
      services.errorLog.recordServerError(error, {
        method: c.req.method,
        uri: new URL(c.req.url).pathname,
        tenantId: caller?.tenantId ?? '',
        account: caller?.account ?? '',
      }),
    );
    return failure(c, 500, message(lang, 'serverError'));
  });

  return Object.assign(app, { services, flushLogs: () => logs.flush() });
}

export type App = ReturnType<typeof createApp>;
