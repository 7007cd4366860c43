import type { Shape } from '@/lib/i18n';
import type { userZh } from './user-zh';

/** English strings of the user screens; exactly the keys of user-zh.ts (checked by tsc). */
export const userEn: Shape<typeof userZh> = {};
