import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Code, CodeTable } from '@/api/generated/blade-develop/model';
import { submitCodeBody } from '@/api/generated/blade-develop/zod/code/code.zod';
import type { FieldDef } from '@/components/form/field-def';
import { withRequiredMessages } from '@/components/form/schema';
import type { ToolTranslate } from '../tool-i18n';
import type { CodeSearch } from './code-search';

/** The configuration form: the contract's submit schema (without id) plus the required messages. */
export function codeForm(t: ToolTranslate, tables: readonly CodeTable[]) {
  const schema = withRequiredMessages(submitCodeBody.omit({ id: true }), {
    codeName: t('code.codeNameRequired'),
    serviceName: t('code.serviceNameRequired'),
    tableName: t('code.tableNameRequired'),
    packageName: t('code.packageNameRequired'),
    apiPath: t('code.apiPathRequired'),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    { name: 'codeName', label: t('code.codeName'), kind: 'text', required: true },
    {
      name: 'tableName',
      label: t('code.tableName'),
      kind: 'select',
      required: true,
      options: tables.map((table) => ({
        value: table.tableName,
        label: table.comment ? `${table.tableName} (${table.comment})` : table.tableName,
      })),
    },
    { name: 'tablePrefix', label: t('code.tablePrefix'), kind: 'text', hint: t('code.tablePrefixHint') },
    {
      name: 'serviceName',
      label: t('code.serviceName'),
      kind: 'text',
      required: true,
      hint: t('code.serviceNameHint'),
    },
    {
      name: 'packageName',
      label: t('code.packageName'),
      kind: 'text',
      required: true,
      hint: t('code.packageNameHint'),
    },
    { name: 'apiPath', label: t('code.apiPath'), kind: 'text', required: true, hint: t('code.apiPathHint') },
  ];
  const toValues = (row?: Code): DefaultValues<Values> => ({
    codeName: row?.codeName ?? '',
    tableName: row?.tableName,
    tablePrefix: row?.tablePrefix ?? '',
    serviceName: row?.serviceName ?? '',
    packageName: row?.packageName ?? '',
    apiPath: row?.apiPath ?? '',
  });
  return { schema, fields, toValues };
}

export function codeSearchFields(t: ToolTranslate): FieldDef<CodeSearch>[] {
  return [
    { name: 'codeName', label: t('code.codeName'), kind: 'text' },
    { name: 'tableName', label: t('code.tableName'), kind: 'text' },
  ];
}
