import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  getGetDataScopeListQueryKey,
  useGetDataScopeList,
  useRemoveDataScope,
  useSubmitDataScope,
} from '@/api/generated/blade-system/endpoints/data-scope/data-scope';
import { submitDataScopeBody } from '@/api/generated/blade-system/zod/data-scope/data-scope.zod';
import type { DataScope } from '@/api/generated/blade-system/model';
import { dataTableColumnHelper } from '@/components/data-table/data-table-columns';
import type { FieldDef } from '@/components/form/field-def';
import { requiredNumber, withRequiredMessages } from '@/components/form/schema';
import type { SystemTranslate } from '../system-i18n';
import type { ScopeKind } from './scope-kind';

const col = dataTableColumnHelper<DataScope>();

/** BladeX's defaults: every column visible, rows filtered on the creating department. */
const DEFAULT_SCOPE_FIELD = '*';
const DEFAULT_SCOPE_COLUMN = 'create_dept';

function dataScopeForm(t: SystemTranslate) {
  const base = submitDataScopeBody.omit({ id: true, menuId: true });
  const schema = withRequiredMessages(base, {
    scopeName: t('scope.nameRequired'),
    resourceCode: t('scope.codeRequired'),
  }).extend({ scopeType: requiredNumber(t('scope.typeRequired'), base.shape.scopeType) });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    { name: 'scopeName', label: t('scope.scopeName'), kind: 'text', required: true },
    { name: 'resourceCode', label: t('scope.resourceCode'), kind: 'text', required: true },
    { name: 'scopeColumn', label: t('scope.scopeColumn'), kind: 'text' },
    {
      name: 'scopeType',
      label: t('scope.scopeType'),
      kind: 'dictionary',
      code: 'data_scope_type',
      required: true,
    },
    { name: 'scopeField', label: t('scope.scopeField'), kind: 'text', hint: t('scope.scopeFieldHint') },
    { name: 'scopeClass', label: t('scope.scopeClass'), kind: 'text' },
    {
      name: 'scopeValue',
      label: t('scope.scopeValue'),
      kind: 'textarea',
      span: 2,
      hint: t('scope.scopeValueHint'),
    },
    { name: 'remark', label: t('scope.remark'), kind: 'textarea', span: 2 },
  ];
  const toValues = (row?: DataScope): DefaultValues<Values> => ({
    scopeName: row?.scopeName ?? '',
    resourceCode: row?.resourceCode ?? '',
    scopeColumn: row?.scopeColumn ?? DEFAULT_SCOPE_COLUMN,
    // The dictionary select holds the dictKey text.
    scopeType: row ? String(row.scopeType) : undefined,
    scopeField: row?.scopeField ?? DEFAULT_SCOPE_FIELD,
    scopeClass: row?.scopeClass ?? '',
    scopeValue: row?.scopeValue ?? '',
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues, validateOn: 'onBlur' as const };
}

type DataScopeSchema = ReturnType<typeof dataScopeForm>['schema'];

/** 数据权限: row filters of a menu's queries (data-scope/*), button data_scope_setting. */
export const dataScopeKind: ScopeKind<DataScope, DataScopeSchema> = {
  title: (t) => t('scope.dataTitle'),
  dialogTitle: (t, menu) => t('scope.dataSettingTitle', { menu }),
  settingCode: 'data_scope_setting',
  columns: (t) =>
    col.columns([
      col.accessor('scopeName', { header: t('scope.scopeName'), meta: { className: 'min-w-36' } }),
      col.accessor('resourceCode', {
        header: t('scope.resourceCode'),
        meta: { className: 'min-w-36 font-mono text-xs' },
      }),
      col.accessor('scopeColumn', {
        header: t('scope.scopeColumn'),
        meta: { className: 'font-mono text-xs' },
      }),
      col.accessor('scopeTypeName', { header: t('scope.scopeType') }),
      col.accessor('scopeField', { header: t('scope.scopeField'), meta: { className: 'max-w-40 truncate' } }),
    ]),
  form: dataScopeForm,
  useScopes: (query) => useGetDataScopeList(query, { query: { placeholderData: keepPreviousData } }),
  useSubmit: (menuId) => {
    const queryClient = useQueryClient();
    const submit = useSubmitDataScope({
      mutation: {
        onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetDataScopeListQueryKey() }),
      },
    });
    return (values, row) => submit.mutateAsync({ data: { ...values, menuId, id: row?.id } });
  },
  useRemove: () => {
    const queryClient = useQueryClient();
    const remove = useRemoveDataScope({
      mutation: {
        onSuccess: () => queryClient.invalidateQueries({ queryKey: getGetDataScopeListQueryKey() }),
      },
    });
    return (rows) => remove.mutateAsync({ params: { ids: rows.map((row) => row.id).join(',') } });
  },
};
