import { Download, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import type { ImportError } from '@/api/generated/purchar-needs/model/approval';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { ImportErrorsDialog } from './import-errors-dialog';

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

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * 导入明细 and 下载模板: picks an .xlsx, sends it, and either appends every line (toast with the count) or shows
 * every wrong cell and appends nothing. A file refused as a whole (not an .xlsx, a column missing) is shown by
 * the http layer.
 */
export function ImportLinesButton<Line>({
  importFile,
  downloadTemplate,
  onLines,
}: ImportLinesButtonProps<Line>) {
  const t = useApprovalT();
  const fileInput = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const [errors, setErrors] = useState<ImportError[]>();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImporting(true);
    try {
      const result = await importFile(file);
      if (result.valid) {
        onLines(result.lines);
        notify.success(t('importErrors.added', { count: result.lines.length }));
      } else {
        setErrors(result.errors);
      }
    } catch {
      // Refused as a whole: the http layer has shown why.
    } finally {
      setImporting(false);
    }
  };

  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        loading={importing}
        onClick={() => fileInput.current?.click()}
      >
        <Upload className="size-4" aria-hidden="true" />
        {importing ? t('lines.importing') : t('lines.importLines')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept={XLSX_TYPES}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('lines.importLines')}
        onChange={(event) => void onFile(event)}
      />
      <Button
        type="button"
        size="sm"
        variant="secondary"
        onClick={() => void downloadTemplate().catch(() => {})}
      >
        <Download className="size-4" aria-hidden="true" />
        {t('lines.downloadTemplate')}
      </Button>
      <ImportErrorsDialog errors={errors} onClose={() => setErrors(undefined)} />
    </>
  );
}
