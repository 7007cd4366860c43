import type { Shape } from '@/lib/i18n';
import type { tenantZh } from './tenant-zh';

/** English strings of the tenant screens; exactly the keys of tenant-zh.ts (checked by tsc). */
export const tenantEn: Shape<typeof tenantZh> = {
  title: 'Tenants',
  tenantId: 'Tenant ID',
  tenantIdHint: 'Assigned by the system on save; cannot change',
  tenantName: 'Tenant name',
  domain: 'Domain',
  backgroundUrl: 'Background',
  linkman: 'Contact',
  contactNumber: 'Phone',
  address: 'Address',
  accountNumber: 'Account quota',
  accountNumberHint: '-1 or empty for no limit',
  unlimited: 'No limit',
  expireTime: 'Expires',
  expireTimeHint: 'Empty for no expiry',
  never: 'Never',
  datasourceId: 'Data source ID',
  createTime: 'Created',
  tenantNameRequired: 'Please enter the tenant name',
  setting: 'Licence',
  settingTitle: 'Licence · {count} tenants selected',
  settingHint: 'Fields left empty keep their value',
  datasource: 'Data source',
  datasourceTitle: 'Data source · {name}',
  datasourceHint: 'The id of a data source from Data sources; empty to unbind',
  datasourceFormat: 'The data source id is a number',
};
