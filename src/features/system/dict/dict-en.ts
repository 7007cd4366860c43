import type { Shape } from '@/lib/i18n';
import type { dictZh } from './dict-zh';

/** English strings of the dict screens; exactly the keys of dict-zh.ts (checked by tsc). */
export const dictEn: Shape<typeof dictZh> = {};
