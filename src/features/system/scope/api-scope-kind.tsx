import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  getGetApiScopeListQueryKey,
  useGetApiScopeList,
  useRemoveApiScope,
  useSubmitApiScope,
} from '@/api/generated/blade-system/endpoints/api-scope/api-scope';
import { submitApiScopeBody } from '@/api/generated/blade-system/zod/api-scope/api-scope.zod';
import type { ApiScope } from '@/api/generated/blade-system/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { FieldDef } from '@/components/form/field-def';
import { requiredNumber, withRequiredMessages } from '@/components/form/schema';
import type { SystemTranslate } from '../system-i18n';
import type { ScopeKind } from './scope-kind';

const col = dataTableColumnHelper<ApiScope>();

function apiScopeForm(t: SystemTranslate) {
  const base = submitApiScopeBody.omit({ id: true, menuId: true });
  const schema = withRequiredMessages(base, {
    scopeName: t('scope.nameRequired'),
    resourceCode: t('scope.codeRequired'),
  }).extend({ scopeType: requiredNumber(t('scope.apiTypeRequired'), base.shape.scopeType) });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    { name: 'scopeName', label: t('scope.scopeName'), kind: 'text', required: true },
    { name: 'resourceCode', label: t('scope.resourceCode'), kind: 'text', required: true },
    { name: 'scopePath', label: t('scope.scopePath'), kind: 'text' },
    {
      name: 'scopeType',
      label: t('scope.apiScopeType'),
      kind: 'dictionary',
      code: 'api_scope_type',
      required: true,
    },
    { name: 'remark', label: t('scope.remark'), kind: 'textarea', span: 2 },
  ];
  const toValues = (row?: ApiScope): DefaultValues<Values> => ({
    scopeName: row?.scopeName ?? '',
    resourceCode: row?.resourceCode ?? '',
    scopePath: row?.scopePath ?? '',
    // The dictionary select holds the dictKey text.
    scopeType: row ? String(row.scopeType) : undefined,
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues, validateOn: 'onBlur' as const };
}

type ApiScopeSchema = ReturnType<typeof apiScopeForm>['schema'];

/** 接口权限: the calls a menu's users may make (api-scope/*), button api_scope_setting. */
export const apiScopeKind: ScopeKind<ApiScope, ApiScopeSchema> = {
  title: (t) => t('scope.apiTitle'),
  dialogTitle: (t, menu) => t('scope.apiSettingTitle', { menu }),
  settingCode: 'api_scope_setting',
  columns: (t) =>
    col.columns([
      col.accessor('scopeName', { header: t('scope.scopeName'), meta: { className: 'min-w-36' } }),
      col.accessor('resourceCode', {
        header: t('scope.resourceCode'),
        meta: { className: 'min-w-36 font-mono text-xs' },
      }),
      col.accessor('scopePath', { header: t('scope.scopePath'), meta: { className: 'font-mono text-xs' } }),
      col.accessor('scopeTypeName', { header: t('scope.apiScopeType') }),
      col.accessor('remark', { header: t('scope.remark'), meta: { className: 'max-w-48 truncate' } }),
    ]),
  form: apiScopeForm,
  useScopes: (query) => useGetApiScopeList(query, { query: { placeholderData: keepPreviousData } }),
  useSubmit: (menuId) => {
    const queryClient = useQueryClient();
    const submit = useSubmitApiScope({
      mutation: {
        onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetApiScopeListQueryKey() }),
      },
    });
    return (values, row) => submit.mutateAsync({ data: { ...values, menuId, id: row?.id } });
  },
  useRemove: () => {
    const queryClient = useQueryClient();
    const remove = useRemoveApiScope({
      mutation: {
        onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetApiScopeListQueryKey() }),
      },
    });
    return (rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } });
  },
};
