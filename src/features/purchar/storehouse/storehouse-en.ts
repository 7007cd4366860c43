import type { Shape } from '@/lib/i18n';
import type { storehouseZh } from './storehouse-zh';

/** English strings of the storehouse screen; exactly the keys of storehouse-zh.ts (checked by tsc). */
export const storehouseEn: Shape<typeof storehouseZh> = {
  title: 'Storehouses',
  storehouseCode: 'Code',
  storehouseName: 'Name',
  storehouseType: 'Type',
  project: 'Project',
  address: 'Address',
  keeper: 'Keeper',
  status: 'Status',
  remark: 'Remark',
  codeRequired: 'Please enter the storehouse code',
  nameRequired: 'Please enter the storehouse name',
  typeRequired: 'Please select the storehouse type',
};
