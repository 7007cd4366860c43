import { getRouteApi } from '@tanstack/react-router';
import { usePermissions } from '@/lib/permission';
import { useToolT } from '../tool-i18n';
import { ReportList } from './report-list';

const toolRoute = getRouteApi('/_authenticated/tool/report');
const purcharRoute = getRouteApi('/_authenticated/purchar/report');

/** 研发工具 › 报表管理: the reports of the tenant, removable from its list. */
export function ToolReportPage() {
  const t = useToolT();
  const navigate = toolRoute.useNavigate();
  const { can } = usePermissions();
  return (
    <ReportList
      title={t('report.title')}
      search={toolRoute.useSearch()}
      onSearchChange={(next) => void navigate({ search: next })}
      canRemove={can('report_list_delete')}
    />
  );
}

/** 基础数据 › 报表: the procurement reports the user may open, each with its screen and export. */
export function PurcharReportPage() {
  const t = useToolT();
  const navigate = purcharRoute.useNavigate();
  return (
    <ReportList
      title={t('report.purcharTitle')}
      search={purcharRoute.useSearch()}
      onSearchChange={(next) => void navigate({ search: next })}
      canRemove={false}
    />
  );
}
