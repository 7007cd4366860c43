import type { ImportError } from '@/api/generated/purchar-needs/model/approval';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { notify } from '@/lib/notify';
import { ImportWorkbookButtons } from './import-workbook-buttons';

/** What a document's import call answers: every row as a line when all are good, otherwise every problem. */
export interface ImportAnswer<Line> {
  valid: boolean;
  lines: Line[];
  errors: ImportError[];
}

export interface ImportLinesButtonProps<Line> {
  /** The document's generated import call, unwrapped to its data. */
  importFile: (file: File) => Promise<ImportAnswer<Line>>;
  /** The document's generated template download. */
  downloadTemplate: () => Promise<unknown>;
  /** The good lines, to append to the grid. */
  onLines: (lines: Line[]) => void;
}

/**
 * 导入明细 and 下载模板: picks an .xlsx, sends it, and either appends every line (toast with the count) or shows
 * every wrong cell and appends nothing.
 */
export function ImportLinesButton<Line>({
  importFile,
  downloadTemplate,
  onLines,
}: ImportLinesButtonProps<Line>) {
  const t = useApprovalT();
  return (
    <ImportWorkbookButtons
      importFile={importFile}
      downloadTemplate={downloadTemplate}
      onImported={(answer) => {
        onLines(answer.lines);
        notify.success(t('importErrors.added', { count: answer.lines.length }));
      }}
    />
  );
}
