import type { Shape } from '@/lib/i18n';
import type { postZh } from './post-zh';

/** English strings of the post screens; exactly the keys of post-zh.ts (checked by tsc). */
export const postEn: Shape<typeof postZh> = {};
