import type { Shape } from '@/lib/i18n';
import type { tenantZh } from './tenant-zh';

/** English strings of the tenant screens; exactly the keys of tenant-zh.ts (checked by tsc). */
export const tenantEn: Shape<typeof tenantZh> = {};
