import type { Shape } from '@/lib/i18n';
import type { scopeZh } from './scope-zh';

/** English strings of the scope screens; exactly the keys of scope-zh.ts (checked by tsc). */
export const scopeEn: Shape<typeof scopeZh> = {};
