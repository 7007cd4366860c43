import { z } from 'zod';
import {
  setTenantDatasourceQueryDatasourceIdRegExp,
  submitTenantBody,
  submitTenantBodyAccountNumberMin,
} from '@/api/generated/blade-system/zod/tenant/tenant.zod';
import type { Tenant } from '@/api/generated/blade-system/model';
import type { FieldDef } from '@/components/form/field-def';
import { withRequiredMessages } from '@/components/form/schema';
import type { SystemTranslate } from '../system-i18n';
import type { TenantSearch } from './tenant-search';

/** -1 or more; the generated minimum says so in English only. */
const accountNumber = (message: string) =>
  z.number().int().min(submitTenantBodyAccountNumberMin, message).nullish();

/**
 * The tenant form: the contract's submit schema plus the tenant id, shown read-only (the server assigns it to a
 * new tenant and never changes it) and left out of what is sent.
 */
export function tenantForm(t: SystemTranslate) {
  const schema = withRequiredMessages(submitTenantBody.omit({ id: true }), {
    tenantName: t('tenant.tenantNameRequired'),
  }).extend({
    tenantId: z.string().optional(),
    accountNumber: accountNumber(t('tenant.accountNumberHint')),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    {
      name: 'tenantId',
      label: t('tenant.tenantId'),
      kind: 'text',
      disabled: true,
      placeholder: t('tenant.tenantIdHint'),
    },
    { name: 'tenantName', label: t('tenant.tenantName'), kind: 'text', required: true },
    { name: 'linkman', label: t('tenant.linkman'), kind: 'text' },
    { name: 'contactNumber', label: t('tenant.contactNumber'), kind: 'text' },
    { name: 'domain', label: t('tenant.domain'), kind: 'text', span: 2 },
    { name: 'address', label: t('tenant.address'), kind: 'text', span: 2 },
    {
      name: 'accountNumber',
      label: t('tenant.accountNumber'),
      kind: 'number',
      hint: t('tenant.accountNumberHint'),
    },
    { name: 'expireTime', label: t('tenant.expireTime'), kind: 'datetime', hint: t('tenant.expireTimeHint') },
    {
      name: 'backgroundUrl',
      label: t('tenant.backgroundUrl'),
      kind: 'upload',
      accept: 'image/jpeg,image/png,image/webp',
      span: 2,
    },
  ];
  const toValues = (row?: Tenant): Values => ({
    tenantId: row?.tenantId ?? '',
    tenantName: row?.tenantName ?? '',
    linkman: row?.linkman ?? '',
    contactNumber: row?.contactNumber ?? '',
    domain: row?.domain ?? '',
    address: row?.address ?? '',
    accountNumber: row?.accountNumber ?? -1,
    expireTime: row?.expireTime ?? '',
    backgroundUrl: row?.backgroundUrl ?? '',
  });
  return { schema, fields, toValues, validateOn: 'onBlur' as const };
}

/** The licence of the selected tenants (tenant/setting): a field left empty keeps each tenant's value. */
export function tenantSettingForm(t: SystemTranslate) {
  const schema = submitTenantBody
    .pick({ expireTime: true })
    .extend({ accountNumber: accountNumber(t('tenant.accountNumberHint')) });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    {
      name: 'accountNumber',
      label: t('tenant.accountNumber'),
      kind: 'number',
      hint: t('tenant.accountNumberHint'),
    },
    { name: 'expireTime', label: t('tenant.expireTime'), kind: 'datetime' },
  ];
  /** One tenant opens with its values; several start empty, so nothing changes unless typed. */
  const toValues = (rows: readonly Tenant[]): Values => {
    const only = rows.length === 1 ? rows[0] : undefined;
    return { accountNumber: only?.accountNumber, expireTime: only?.expireTime ?? '' };
  };
  return { schema, fields, toValues };
}

/** The data source a tenant is bound to (tenant/datasource); empty unbinds. */
export function tenantDatasourceForm(t: SystemTranslate) {
  const schema = z.object({
    datasourceId: z
      .string()
      .trim()
      .regex(setTenantDatasourceQueryDatasourceIdRegExp, t('tenant.datasourceFormat')),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    {
      name: 'datasourceId',
      label: t('tenant.datasourceId'),
      kind: 'text',
      hint: t('tenant.datasourceHint'),
    },
  ];
  const toValues = (row?: Tenant): Values => ({ datasourceId: row?.datasourceId ?? '' });
  return { schema, fields, toValues };
}

export function tenantSearchFields(t: SystemTranslate): FieldDef<TenantSearch>[] {
  return [
    { name: 'tenantId', label: t('tenant.tenantId'), kind: 'text' },
    { name: 'tenantName', label: t('tenant.tenantName'), kind: 'text' },
    { name: 'contactNumber', label: t('tenant.contactNumber'), kind: 'text' },
  ];
}
