import type { Shape } from '@/lib/i18n';
import type { commodityZh } from './commodity-zh';

/** English strings of the 商品 screen; exactly the keys of commodity-zh.ts (checked by tsc). */
export const commodityEn: Shape<typeof commodityZh> = {
  title: 'Commodities',
};
