import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './context.ts';
import { createAccessTokens } from './domain/access-token.ts';
import { createIdGenerator } from './domain/ids.ts';
import { requireAuth } from './http/auth.ts';
import { createLookupCache } from './http/lookup-cache.ts';
import { createSignInLimits } from './http/sign-in-limits.ts';
import { createCaptchaService } from './modules/auth/captcha.service.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createTokenService } from './modules/auth/token.service.ts';
import { createErrorLogService } from './modules/log/error-log.service.ts';
import { createLogService } from './modules/log/log.service.ts';
import { createNoticeService } from './modules/desk/notice.service.ts';
import { createCodeService } from './modules/develop/code.service.ts';
import { createDatasourceService } from './modules/develop/datasource.service.ts';
import { createSealer } from './modules/develop/sealed-secret.ts';
import { createReportService } from './modules/report/report.service.ts';
import { createDashboardService } from './modules/purchase/report/dashboard.service.ts';
import { createPurchaseReportService } from './modules/purchase/report/purchase-report.service.ts';
import { approvalOverdueJob, logRetentionJob, qualificationExpiryJob } from './modules/task/builtin-jobs.ts';
import { LEAVE_PROCESS, createLeaveService } from './modules/desk/leave.service.ts';
import { createFlowService } from './modules/flow/flow.service.ts';
import { createJobRunner } from './modules/task/job-runner.ts';
import { createScheduleJobService } from './modules/task/schedule-job.service.ts';
import { INVOICE_BEFORE_PAYMENT_KEY, LOG_RETENTION_DAYS_KEY } from './lib/param-keys.ts';
import { createClientService } from './modules/system/client.service.ts';
import { createDeptService } from './modules/system/dept.service.ts';
import { createDictService } from './modules/system/dict.service.ts';
import { createGrantService } from './modules/system/grant.service.ts';
import { createMenuService } from './modules/system/menu.service.ts';
import { createParamService } from './modules/system/param.service.ts';
import { createPostService } from './modules/system/post.service.ts';
import { createRegionService } from './modules/system/region.service.ts';
import { createRoleService } from './modules/system/role.service.ts';
import { createScopeRules } from './modules/system/scope-rules.service.ts';
import { createApiScopeService, createDataScopeService } from './modules/system/scope.service.ts';
import { createTenantService } from './modules/system/tenant.service.ts';
import { createTopMenuService } from './modules/system/top-menu.service.ts';
import { createApprovalStore } from './approval/approval-store.ts';
import { withApprovalViews } from './approval/approval-views.ts';
import { createAttachService } from './modules/resource/attach.service.ts';
import { createFileLinks, keepsLink } from './modules/resource/file-links.ts';
import { createOssService } from './modules/resource/oss.service.ts';
import { createSmsService } from './modules/resource/sms.service.ts';
import { createUserService } from './modules/user/user.service.ts';
import { createCommodityService } from './modules/purchar/commodity.service.ts';
import { createDeliveryAddressService } from './modules/purchar/delivery-address.service.ts';
import { createMaterialCategoryService } from './modules/purchar/material-category.service.ts';
import { createMaterialService } from './modules/purchar/material.service.ts';
import { createNeedsService } from './modules/purchar/needs/needs.service.ts';
import { needsDataScope } from './modules/purchar/needs/needs-scope.ts';
import { createPurcharService } from './modules/purchar/needs-purchar/needs-purchar.service.ts';
import { createSummaryService } from './modules/purchar/needs-summary/needs-summary.service.ts';
import { createMessageService } from './modules/purchar/message/message.service.ts';
import { createSubpackageService } from './modules/purchar/needs-subpackage/needs-subpackage.service.ts';
import { createPlanNeedsChangeService } from './modules/purchar/plan-needs-change/plan-needs-change.service.ts';
import { createPlanNeedsService } from './modules/purchar/plan-needs/plan-needs.service.ts';
import { createPlanSummaryService } from './modules/purchar/plan-summary/plan-summary.service.ts';
import { createReportConfigService } from './modules/purchar/report-config.service.ts';
import { createStorehouseService } from './modules/purchar/storehouse.service.ts';
import { createBlacklistService } from './modules/purchar/supplier/blacklist.service.ts';
import { createSupplierService } from './modules/purchar/supplier/supplier.service.ts';
import { remindExpiringQualifications } from './modules/purchar/supplier/qualification-expiry.ts';
import { createSourcingService } from './modules/purchar/sourcing/sourcing.service.ts';
import { createStockInService } from './modules/stock/stock-in.service.ts';
import { createStockPhotos } from './modules/stock/stock-photos.ts';
import { createOrderReceiptService } from './modules/purchase/order/order-receipt.service.ts';
import { createStockOutService } from './modules/stock/stock-out.service.ts';
import { createStockSummaryService } from './modules/stock/stock-summary.service.ts';
import { createMaterialLineImport } from './modules/purchar/material-line-import.ts';
import { assertSuppliersEligible } from './modules/purchar/supplier/eligibility.ts';
import {
  CONTRACT_IMPORT_COLUMNS,
  CONTRACT_IMPORT_SHEET,
  contractImportLine,
} from './modules/purchase/contract/contract-import.ts';
import { createContractService } from './modules/purchase/contract/contract.service.ts';
import { createSupplementService } from './modules/purchase/supplement/supplement.service.ts';
import { createPaidService } from './modules/purchase/payment/paid.service.ts';
import { createPaymentService } from './modules/purchase/payment/payment.service.ts';
import { createOrderService } from './modules/purchase/order/order.service.ts';
import { createInvoiceService } from './modules/purchase/invoice/invoice.service.ts';
import { createPayablesService } from './modules/purchase/payables/payables.service.ts';
import { memoryStorage } from './storage/object-storage.ts';

/** Log rows are kept this long unless the tenant parameter log.retentionDays says otherwise. */
const DEFAULT_LOG_RETENTION_DAYS = 90;

/** Wires every service once per app from the host's dependencies. */
export function createServices(deps: AppDeps) {
  const clock = deps.clock ?? (() => new Date());
  const nextId = deps.nextId ?? createIdGenerator(() => clock().getTime());
  const { db } = deps;
  const accessTokens = createAccessTokens(deps.jwtSecret, clock);
  const captcha = createCaptchaService(db, clock);
  const { passwordIterations } = deps;
  // Per-request look-ups (sessions, grants, scopes), forgotten on every write (app.ts).
  const lookups = createLookupCache(clock);
  const menus = createMenuService(db, nextId, lookups);
  const params = createParamService(db, clock, nextId);
  const depts = createDeptService(db, nextId);
  const scopeRules = createScopeRules(db, depts, lookups);
  const sessions = createSessionService(db, clock, lookups);
  const auth: MiddlewareHandler<AppEnv> = requireAuth(accessTokens, sessions.state, scopeRules.apiAllowed);
  const materialCategories = createMaterialCategoryService(db, clock, nextId);
  const approvals = withApprovalViews(createApprovalStore(db, clock, nextId, lookups));
  const fileLinks = createFileLinks(deps.jwtSecret, clock);
  const oss = createOssService({
    db,
    clock,
    nextId,
    localStorage: deps.storage ?? memoryStorage(),
    links: fileLinks,
    endpointPolicy: { allowedHosts: deps.storageEndpointHosts },
  });
  const logs = createLogService(db, nextId, clock);
  const jobRunner = createJobRunner({
    db,
    clock,
    nextId,
    holder: deps.jobRunner?.holder ?? `instance-${nextId()}`,
    leaseMs: deps.jobRunner?.leaseMs,
    logger: deps.logger,
    kinds: {
      logRetention: logRetentionJob({
        retentionDays: async (tenantId) => {
          const days = Number(await params.value(tenantId, LOG_RETENTION_DAYS_KEY));
          return Number.isInteger(days) && days > 0 ? days : DEFAULT_LOG_RETENTION_DAYS;
        },
        purge: logs.purge,
      }),
      approvalOverdue: approvalOverdueJob(approvals),
      qualificationExpiry: qualificationExpiryJob((input) => remindExpiringQualifications(db, nextId, input)),
    },
  });
  const summary = createSummaryService({ db, clock });
  // What an approvable document's service is built from (plans and plan changes; the bill lists them itself).
  const documentDeps = { db, clock, nextId, approvals, depts, scopeRules, permissions: menus.permissions };
  const stockPhotos = createStockPhotos({ db, nextId, putFile: oss.putFile, link: fileLinks.link });
  const stockIn = createStockInService({ db, clock, nextId, photos: stockPhotos });
  // Orders and contracts check sellers with the suppliers' one eligibility rule, handed in (modules stay apart).
  const orders = createOrderService({
    db,
    clock,
    nextId,
    permissions: menus.permissions,
    assertSuppliersEligible,
  });
  // The contract's line workbook: contracts import their lines with it, supplements their new lines.
  const contractLineImport = createMaterialLineImport({
    db,
    columns: CONTRACT_IMPORT_COLUMNS,
    sheetName: CONTRACT_IMPORT_SHEET,
    toLine: contractImportLine,
  });
  return {
    clock,
    nextId,
    auth,
    captcha,
    sessions,
    lookups,
    tokens: createTokenService({
      db,
      clock,
      nextId,
      tokens: accessTokens,
      captcha,
      sessions,
      captchaEnabled: deps.captcha ?? true,
      tokenTtlSeconds: deps.tokenTtlSeconds,
      socialProviders: deps.socialProviders,
      passwordIterations,
      hashConcurrency: deps.hashConcurrency,
    }),
    clientIp: deps.clientIp ?? (() => ''),
    limits: createSignInLimits(deps.rateLimits, clock),
    menus,
    grants: createGrantService(db, menus),
    params,
    depts,
    scopeRules,
    tenants: createTenantService({ db, clock, nextId, params, passwordIterations }),
    users: createUserService({ db, clock, nextId, params, depts, scopeRules, passwordIterations }),
    roles: createRoleService(db, nextId),
    topMenus: createTopMenuService(db, clock, nextId),
    posts: createPostService(db, clock, nextId),
    dicts: createDictService(db, nextId, 'system'),
    bizDicts: createDictService(db, nextId, 'biz'),
    regions: createRegionService(db),
    dataScopes: createDataScopeService(db, clock, nextId),
    apiScopes: createApiScopeService(db, clock, nextId),
    clients: createClientService(db, clock, nextId),
    errorLog: createErrorLogService(db, nextId, clock),
    oss,
    attachments: createAttachService(db, oss, fileLinks),
    sms: createSmsService({ db, clock, nextId, providerOf: deps.smsProviderOf }),
    logs,
    jobRunner,
    notices: createNoticeService(db, clock, nextId),
    datasources: createDatasourceService(db, clock, nextId, createSealer(deps.jwtSecret)),
    codes: createCodeService(db, clock, nextId),
    reports: createReportService(db, clock, menus.permissions),
    purchaseReports: createPurchaseReportService({ db, clock, scopeRules }),
    dashboard: createDashboardService({ db, clock, approvals, permissions: menus.permissions, scopeRules }),
    scheduleJobs: createScheduleJobService({ db, clock, nextId, kinds: jobRunner.kinds, runner: jobRunner }),
    materialCategories,
    materials: createMaterialService(db, clock, nextId, materialCategories),
    commodities: createCommodityService(db, clock, nextId),
    deliveryAddresses: createDeliveryAddressService(db, clock, nextId),
    storehouses: createStorehouseService(db, clock, nextId),
    approvals,
    reportConfigs: createReportConfigService(db, clock, nextId),
    needs: createNeedsService({
      db,
      clock,
      nextId,
      approvals,
      depts,
      scopeRules,
      permissions: menus.permissions,
    }),
    subpackage: createSubpackageService({ db, clock, nextId }),
    purchar: createPurcharService({ db, clock, nextId }),
    summary,
    sourcing: createSourcingService({
      ...documentDeps,
      oss,
      fileLink: (tenantId, name, contentType) => fileLinks.link(tenantId, name, keepsLink(contentType)),
      lastPrices: summary.pricesOf,
    }),
    messages: createMessageService({ db, clock }),
    planNeeds: createPlanNeedsService(documentDeps),
    planNeedsChange: createPlanNeedsChangeService(documentDeps),
    planSummary: createPlanSummaryService({ db, depts }),
    suppliers: createSupplierService({
      ...documentDeps,
      fileLink: (tenantId, file) => fileLinks.link(tenantId, file.name, keepsLink(file.contentType)),
    }),
    blacklist: createBlacklistService(documentDeps),
    leave: createLeaveService({ db, clock, nextId, approvals, permissions: menus.permissions }),
    flow: createFlowService({
      db,
      clock,
      approvals,
      permissions: menus.permissions,
      startable: [LEAVE_PROCESS],
    }),
    stockIn,
    stockPhotos,
    receipts: createOrderReceiptService({ db, clock, nextId, stockIn }),
    stockOut: createStockOutService({ db, clock, nextId }),
    stockSummary: createStockSummaryService({ db, clock }),
    orders,
    contracts: createContractService({
      ...documentDeps,
      needsScope: (caller) => needsDataScope(scopeRules, caller),
      links: fileLinks,
      orders,
      assertSuppliersEligible,
      lineImport: contractLineImport,
    }),
    supplements: createSupplementService({
      ...documentDeps,
      links: fileLinks,
      lineImport: contractLineImport,
    }),
    payments: createPaymentService({ ...documentDeps, links: fileLinks }),
    paids: createPaidService({ db, clock, nextId, links: fileLinks }),
    invoices: createInvoiceService({
      db,
      clock,
      nextId,
      permissions: menus.permissions,
      oss,
      scanLink: (tenantId, objectName) => fileLinks.link(tenantId, objectName, false),
      invoiceBeforePayment: async (tenantId) =>
        (await params.value(tenantId, INVOICE_BEFORE_PAYMENT_KEY))?.trim() === 'true',
    }),
    payables: createPayablesService({ db, clock, scopeRules }),
  };
}

export type Services = ReturnType<typeof createServices>;
