import type { Shape } from '@/lib/i18n';
import type { storehouseZh } from './storehouse-zh';

/** English strings of the 仓库 screen; exactly the keys of storehouse-zh.ts (checked by tsc). */
export const storehouseEn: Shape<typeof storehouseZh> = {
  title: 'Storehouses',
};
