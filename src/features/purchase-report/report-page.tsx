import { getRouteApi, Link } from '@tanstack/react-router';
import { buttonClasses } from '@/components/ui/button';
import { useReportT } from './report-i18n';
import { ContractExecutionReport, OpenOrderReport, SpendReport } from './report-screens';
import { PriceTrendReport, SourcingSavingsReport } from './report-screens-analysis';
import { ApprovalTurnaroundReport, SupplierPerformanceReport } from './report-screens-supplier';
import { isReportCode, type ReportSearch } from './report-search';

const route = getRouteApi('/_authenticated/purchar/cg-report/$code');

const SCREENS = {
  spend: SpendReport,
  'contract-execution': ContractExecutionReport,
  'open-orders': OpenOrderReport,
  'price-trend': PriceTrendReport,
  'sourcing-savings': SourcingSavingsReport,
  'supplier-performance': SupplierPerformanceReport,
  'approval-turnaround': ApprovalTurnaroundReport,
};

/** /purchar/cg-report/$code: one procurement report, opened from 基础数据 › 报表. */
export function PurchaseReportPage() {
  const t = useReportT();
  const { code } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = (next: Partial<ReportSearch>) => void navigate({ search: { ...search, ...next } });
  if (!isReportCode(code)) {
    return (
      <section className="flex flex-col items-start gap-3" role="alert">
        <p>{t('unknown', { code })}</p>
        <Link to="/purchar/report" className={buttonClasses('secondary', 'sm')}>
          {t('back')}
        </Link>
      </section>
    );
  }
  const Screen = SCREENS[code];
  return <Screen t={t} search={search} onSearchChange={onSearchChange} />;
}
