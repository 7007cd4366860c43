import type { Shape } from '@/lib/i18n';
import type { sharedZh } from './shared-zh';

/** English strings of what the procurement documents share; exactly the keys of shared-zh.ts (checked by tsc). */
export const sharedEn: Shape<typeof sharedZh> = {
  picker: {
    title: 'Pick materials',
    keyword: 'Material code or name',
    category: 'Material category',
    allCategories: 'All categories',
    search: 'Search',
    select: 'Select {code} {name}',
    disabledMaterial: 'Disabled',
    selected: '{count} selected',
    add: 'Add to the lines',
    empty: 'No material matches',
    loading: 'Loading…',
    loadFailed: 'The materials could not be loaded',
    materialCode: 'Material code',
    materialName: 'Material',
    spec: 'Specification',
    unit: 'Unit',
  },
};
