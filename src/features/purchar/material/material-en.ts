import type { Shape } from '@/lib/i18n';
import type { materialZh } from './material-zh';

/** English strings of the material screen; exactly the keys of material-zh.ts (checked by tsc). */
export const materialEn: Shape<typeof materialZh> = {
  title: 'Materials',
  materialCode: 'Code',
  materialName: 'Name',
  category: 'Category',
  spec: 'Specification',
  unit: 'Unit',
  brand: 'Brand',
  taxRate: 'Tax rate (%)',
  referencePrice: 'Reference price',
  isStock: 'Stock-managed',
  status: 'Status',
  remark: 'Remark',
  updateTime: 'Updated',
  categoryTree: 'Material categories',
  allCategories: 'All categories',
  categoryLoadFailed: 'The categories could not be loaded',
  codeRequired: 'Please enter the material code',
  nameRequired: 'Please enter the material name',
  categoryRequired: 'Please select the category',
  unitRequired: 'Please select the unit',
};
