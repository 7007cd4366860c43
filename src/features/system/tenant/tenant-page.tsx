import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import type { Tenant } from '@/api/generated/blade-system/model';
import {
  getGetTenantListQueryKey,
  getGetTenantSelectQueryKey,
  useGetTenantList,
  useRemoveTenant,
  useSetTenantDatasource,
  useSetTenantSetting,
  useSubmitTenant,
} from '@/api/generated/blade-system/endpoints/tenant/tenant';
import { CrudFormDialog } from '@/components/crud/crud-form-dialog';
import { CrudScreen } from '@/components/crud/crud-screen';
import { Button, buttonClasses } from '@/components/ui/button';
import { toPageQuery } from '@/lib/list-search';
import { notify } from '@/lib/notify';
import { usePermissions } from '@/lib/permission';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { useSystemT } from '../system-i18n';
import { tenantColumns } from './tenant-columns';
import { tenantDatasourceForm, tenantForm, tenantSearchFields, tenantSettingForm } from './tenant-form';

const route = getRouteApi('/_authenticated/system/tenant');
const linkClass = buttonClasses('link', 'sm');

/**
 * 租户管理: the tenants (platform-wide; the menu is the platform administrator's only), with the licence of the
 * selected tenants (tenant/setting) and a tenant's data source binding (tenant/datasource).
 */
export function TenantPage() {
  const t = useSystemT();
  const toolkitT = useToolkitT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const [settingFor, setSettingFor] = useState<Tenant[] | null>(null);
  const [datasourceFor, setDatasourceFor] = useState<Tenant | null>(null);

  const list = useGetTenantList(toPageQuery(search), { query: { placeholderData: keepPreviousData } });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetTenantListQueryKey() }),
      // Tenant pickers (user, role, dept screens of the platform administrator) read tenant/select.
      queryClient.invalidateQueries({ queryKey: getGetTenantSelectQueryKey() }),
    ]);
  const submit = useSubmitTenant({ mutation: { onSuccess: refresh } });
  const remove = useRemoveTenant({ mutation: { onSuccess: refresh } });
  const setting = useSetTenantSetting({ mutation: { onSuccess: refresh } });
  const datasource = useSetTenantDatasource({ mutation: { onSuccess: refresh } });

  const columns = useMemo(() => tenantColumns(t), [t]);
  const form = useMemo(() => tenantForm(t), [t]);
  const settingForm = useMemo(() => tenantSettingForm(t), [t]);
  const datasourceForm = useMemo(() => tenantDatasourceForm(t), [t]);
  const searchFields = useMemo(() => tenantSearchFields(t), [t]);
  const canEdit = can('tenant_edit');

  const rowActions = useCallback(
    (row: Tenant) =>
      canEdit ? (
        <button type="button" className={linkClass} onClick={() => setDatasourceFor(row)}>
          {t('tenant.datasource')}
        </button>
      ) : null,
    [canEdit, t],
  );

  const openSetting = (selected: Tenant[]) => {
    if (selected.length === 0) notify.warning(toolkitT('crud.selectFirst'));
    else setSettingFor(selected);
  };

  return (
    <>
      <CrudScreen
        title={t('tenant.title')}
        query={list}
        columns={columns}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        searchFields={searchFields}
        form={form}
        permissions={{
          view: can('tenant_view'),
          add: can('tenant_add'),
          edit: canEdit,
          remove: can('tenant_delete'),
        }}
        onSubmit={({ tenantId: _assignedByServer, ...values }, row) =>
          submit.mutateAsync({ data: { ...values, id: row?.id } })
        }
        onRemove={(rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } })}
        toolbar={(selected) =>
          canEdit ? (
            <Button size="sm" variant="secondary" onClick={() => openSetting(selected)}>
              <ShieldCheck className="size-4" aria-hidden="true" />
              {t('tenant.setting')}
            </Button>
          ) : null
        }
        rowActions={rowActions}
      />
      <CrudFormDialog
        open={settingFor !== null}
        onOpenChange={(open) => !open && setSettingFor(null)}
        mode="edit"
        title={t('tenant.settingTitle', { count: settingFor?.length ?? 0 })}
        className="max-w-xl"
        schema={settingForm.schema}
        fields={settingForm.fields}
        values={settingForm.toValues(settingFor ?? [])}
        onSubmit={(values) =>
          setting.mutateAsync({
            params: {
              ids: (settingFor ?? []).map((row) => row.id).join(','),
              // Left out = keep each tenant's value (the call's contract).
              ...(values.accountNumber !== undefined && values.accountNumber !== null
                ? { accountNumber: String(values.accountNumber) }
                : {}),
              ...(values.expireTime ? { expireTime: values.expireTime } : {}),
            },
          })
        }
      />
      <CrudFormDialog
        open={datasourceFor !== null}
        onOpenChange={(open) => !open && setDatasourceFor(null)}
        mode="edit"
        title={t('tenant.datasourceTitle', { name: datasourceFor?.tenantName ?? '' })}
        className="max-w-xl"
        schema={datasourceForm.schema}
        fields={datasourceForm.fields}
        values={datasourceForm.toValues(datasourceFor ?? undefined)}
        onSubmit={(values) =>
          datasource.mutateAsync({
            params: { tenantId: datasourceFor?.tenantId ?? '', datasourceId: values.datasourceId },
          })
        }
      />
    </>
  );
}
