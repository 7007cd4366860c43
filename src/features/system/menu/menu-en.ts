import type { Shape } from '@/lib/i18n';
import type { menuZh } from './menu-zh';

/** English strings of the menu screens; exactly the keys of menu-zh.ts (checked by tsc). */
export const menuEn: Shape<typeof menuZh> = {};
