import { defineMessages } from '@/lib/message-bundle';
import { reportZh } from './report-zh';

/** The procurement reports' strings, loaded by their route. */
export const purchaseReportMessages = defineMessages(reportZh, () =>
  import('./report-en').then((module) => module.reportEn),
);

export const useReportT = purchaseReportMessages.useT;
export type ReportTranslate = ReturnType<typeof useReportT>;
