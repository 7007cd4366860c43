import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { ReportConfig } from '@/api/generated/purchar-config/model';
import { BizType } from '@/api/generated/purchar-config/model/approval';
import {
  getGetReportConfigPageQueryKey,
  useAddReportConfig,
  useDeleteReportConfig,
  useEditReportConfig,
  useGetReportConfigPage,
  useSetReportConfigStatus,
} from '@/api/generated/purchar-config/endpoints/cg-report-config/cg-report-config';
import { CrudScreen } from '@/components/crud/crud-screen';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toPageQuery } from '@/lib/list-search';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT } from '../purchar-i18n';
import { ENABLED, removeEach, statusParam } from '../purchar-shared';
import { reportConfigColumns } from './report-config-columns';
import { reportConfigForm, reportConfigSearchFields } from './report-config-form';
import { chainText } from './report-config-levels';

const route = getRouteApi('/_authenticated/purchar/report-config');
const linkClass = buttonClasses('link', 'sm');

const asBizType = (value: string | undefined): BizType | undefined =>
  Object.values(BizType).find((type) => type === value);

/**
 * 报表/审批配置: per document type, which approval levels a tenant keeps (cg_report_config). A document type
 * without an enabled setting follows its default chain; the note above the list says which.
 */
export function ReportConfigPage() {
  const t = usePurcharT();
  const tt = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const canEdit = can('cg_report_config_edit');
  const [toggling, setToggling] = useState<ReportConfig | null>(null);

  const query = toPageQuery(search);
  const list = useGetReportConfigPage(
    { ...query, bizType: asBizType(query.bizType), status: statusParam(query.status) },
    { query: { placeholderData: keepPreviousData } },
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetReportConfigPageQueryKey() });
  const add = useAddReportConfig({ mutation: { onSuccess: refresh } });
  const edit = useEditReportConfig({ mutation: { onSuccess: refresh } });
  const setStatus = useSetReportConfigStatus({ mutation: { onSuccess: refresh } });
  const remove = useDeleteReportConfig({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => reportConfigColumns(t), [t]);
  const searchFields = useMemo(() => reportConfigSearchFields(t), [t]);
  const form = useMemo(() => reportConfigForm(t), [t]);

  const rowActions = useCallback(
    (row: ReportConfig) =>
      canEdit ? (
        <button type="button" className={linkClass} onClick={() => setToggling(row)}>
          {t(row.status === ENABLED ? 'reportConfig.disable' : 'reportConfig.enable')}
        </button>
      ) : null,
    [canEdit, t],
  );

  const enabling = toggling !== null && toggling.status !== ENABLED;
  const toggle = async () => {
    if (!toggling) return;
    try {
      await setStatus.mutateAsync({ data: { id: toggling.id, status: enabling ? 1 : 0 } });
    } catch {
      // The http layer has shown the server's reason; the dialog closes and the list stays as it was.
      return;
    }
    notify.success(t(enabling ? 'reportConfig.enabled' : 'reportConfig.disabled'));
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-lg border border-line bg-surface px-3 py-2 text-sm text-muted">
        {t('reportConfig.defaultsNote')}
      </p>
      <CrudScreen
        title={t('reportConfig.title')}
        query={list}
        columns={columns}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        searchFields={searchFields}
        form={form}
        permissions={{
          view: can('cg_report_config_view'),
          add: can('cg_report_config_add'),
          edit: canEdit,
          remove: can('cg_report_config_delete'),
        }}
        onSubmit={(values, row) =>
          row ? edit.mutateAsync({ data: { ...values, id: row.id } }) : add.mutateAsync({ data: values })
        }
        onRemove={(rows) => removeEach(rows, remove.mutateAsync)}
        rowActions={rowActions}
      />
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => !open && setToggling(null)}
        title={t(enabling ? 'reportConfig.enableTitle' : 'reportConfig.disableTitle')}
        description={
          toggling
            ? t(enabling ? 'reportConfig.enableConfirm' : 'reportConfig.disableConfirm', {
                bizType: toggling.bizTypeName,
                chain: chainText(toggling.nodes, t),
              })
            : undefined
        }
        confirmText={t(enabling ? 'reportConfig.enable' : 'reportConfig.disable')}
        cancelText={tt('crud.cancel')}
        confirmVariant={enabling ? 'primary' : 'danger'}
        onConfirm={toggle}
      />
    </div>
  );
}
