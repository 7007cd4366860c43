import type { Shape } from '@/lib/i18n';
import type { topmenuZh } from './topmenu-zh';

/** English strings of the topmenu screens; exactly the keys of topmenu-zh.ts (checked by tsc). */
export const topmenuEn: Shape<typeof topmenuZh> = {};
