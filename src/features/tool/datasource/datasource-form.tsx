import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Datasource } from '@/api/generated/blade-develop/model';
import { submitDatasourceBody } from '@/api/generated/blade-develop/zod/datasource/datasource.zod';
import type { FieldDef } from '@/components/form/field-def';
import { withRequiredMessages } from '@/components/form/schema';
import { PasswordInput } from '@/components/ui/password-input';
import type { ToolTranslate } from '../tool-i18n';
import type { DatasourceSearch } from './datasource-search';

/** The drivers the server accepts (the contract's enum), as the screen names them. */
export const DRIVER_LABELS: Record<Datasource['driverClass'], string> = {
  'org.postgresql.Driver': 'PostgreSQL',
};

/**
 * The data source form: the contract's submit schema (without id) plus the required messages. The password
 * opens empty, also when editing: the server keeps the stored one unless a new one is typed (and refuses a new
 * data source without one, on this field).
 */
export function datasourceForm(t: ToolTranslate) {
  const schema = withRequiredMessages(submitDatasourceBody.omit({ id: true }), {
    name: t('datasource.nameRequired'),
    url: t('datasource.urlRequired'),
    username: t('datasource.usernameRequired'),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    { name: 'name', label: t('datasource.name'), kind: 'text', required: true },
    {
      name: 'driverClass',
      label: t('datasource.driverClass'),
      kind: 'select',
      required: true,
      options: Object.entries(DRIVER_LABELS).map(([value, label]) => ({ value, label })),
    },
    {
      name: 'url',
      label: t('datasource.url'),
      kind: 'text',
      required: true,
      span: 2,
      hint: t('datasource.urlHint'),
    },
    { name: 'username', label: t('datasource.username'), kind: 'text', required: true },
    {
      name: 'password',
      label: t('datasource.password'),
      kind: 'custom',
      hint: t('datasource.passwordHint'),
      render: ({ bindElement, onChange, value, readOnly, invalid, ...props }) => (
        <PasswordInput
          {...props}
          ref={bindElement}
          readOnly={readOnly}
          autoComplete="new-password"
          aria-invalid={invalid || undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
      ),
    },
    { name: 'remark', label: t('datasource.remark'), kind: 'textarea', span: 2 },
  ];
  const toValues = (row?: Datasource): DefaultValues<Values> => ({
    name: row?.name ?? '',
    driverClass: row?.driverClass ?? 'org.postgresql.Driver',
    url: row?.url ?? '',
    username: row?.username ?? '',
    password: '',
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues };
}

export function datasourceSearchFields(t: ToolTranslate): FieldDef<DatasourceSearch>[] {
  return [{ name: 'name', label: t('datasource.name'), kind: 'text' }];
}
