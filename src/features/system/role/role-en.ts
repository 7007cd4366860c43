import type { Shape } from '@/lib/i18n';
import type { roleZh } from './role-zh';

/** English strings of the role screens; exactly the keys of role-zh.ts (checked by tsc). */
export const roleEn: Shape<typeof roleZh> = {};
