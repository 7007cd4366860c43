import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PurchaseReportPage } from '@/features/purchase-report/report-page';
import { reportSearchSchema } from '@/features/purchase-report/report-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

// Every procurement report's screen (基础数据 › 报表 opens them); its strings load with it.
export const Route = createFileRoute('/_authenticated/purchar/cg-report/$code')({
  staticData: { titleKey: 'screens.purchaseReport' },
  validateSearch: reportSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  loader: () => import('@/features/purchase-report/report-i18n').then((m) => m.purchaseReportMessages.load()),
  component: PurchaseReportPage,
});
