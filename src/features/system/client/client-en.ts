import type { Shape } from '@/lib/i18n';
import type { clientZh } from './client-zh';

/** English strings of the client screens; exactly the keys of client-zh.ts (checked by tsc). */
export const clientEn: Shape<typeof clientZh> = {};
