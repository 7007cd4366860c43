import type { Shape } from '@/lib/i18n';
import type { regionZh } from './region-zh';

/** English strings of the region screens; exactly the keys of region-zh.ts (checked by tsc). */
export const regionEn: Shape<typeof regionZh> = {};
