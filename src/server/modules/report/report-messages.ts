import type { Names } from '../../lib/code-names.ts';

/** Reports (blade-report.yaml), merged into MessageKey. */
export const REPORT_MESSAGES = {
  reportMissing: {
    zh: '报表不存在或已从列表移除: {0}',
    en: 'No such report in your list (or already removed): {0}',
  },
} as const satisfies Record<string, Names>;
