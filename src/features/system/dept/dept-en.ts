import type { Shape } from '@/lib/i18n';
import type { deptZh } from './dept-zh';

/** English strings of the dept screens; exactly the keys of dept-zh.ts (checked by tsc). */
export const deptEn: Shape<typeof deptZh> = {};
