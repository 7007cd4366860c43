import { Download, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import type { ImportError } from '@/api/generated/purchar-needs/model/approval';
import { useApprovalT } from '@/components/approval/approval-i18n';
import { Button } from '@/components/ui/button';
import { ImportErrorsDialog } from './import-errors-dialog';

/** What an all-or-nothing import call answers: valid, or every problem by row and column. */
export interface WorkbookImportAnswer {
  valid: boolean;
  errors: ImportError[];
}

export interface ImportWorkbookButtonsProps<Answer extends WorkbookImportAnswer> {
  /** The generated import call, unwrapped to its data. */
  importFile: (file: File) => Promise<Answer>;
  /** The generated template (or workbook) download. */
  downloadTemplate: () => Promise<unknown>;
  /** A valid answer: the caller takes what was imported (and says so). */
  onImported: (answer: Answer) => void;
  importLabel?: string;
  templateLabel?: string;
  disabled?: boolean;
}

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An import button and a template download for any all-or-nothing workbook import: picks an .xlsx, sends it,
 * and either hands the valid answer on or shows every wrong cell (nothing was written). A file refused as a whole
 * (not an .xlsx, a column missing) is shown by the http layer.
 */
export function ImportWorkbookButtons<Answer extends WorkbookImportAnswer>({
  importFile,
  downloadTemplate,
  onImported,
  importLabel,
  templateLabel,
  disabled,
}: ImportWorkbookButtonsProps<Answer>) {
  const t = useApprovalT();
  const fileInput = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const [errors, setErrors] = useState<ImportError[]>();
  const label = importLabel ?? t('lines.importLines');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImporting(true);
    try {
      const answer = await importFile(file);
      if (answer.valid) onImported(answer);
      else setErrors(answer.errors);
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
        disabled={disabled}
        onClick={() => fileInput.current?.click()}
      >
        <Upload className="size-4" aria-hidden="true" />
        {importing ? t('lines.importing') : label}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept={XLSX_TYPES}
        className="sr-only"
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => void onFile(event)}
      />
      <Button
        type="button"
        size="sm"
        variant="secondary"
        disabled={disabled}
        onClick={() => void downloadTemplate().catch(() => {})}
      >
        <Download className="size-4" aria-hidden="true" />
        {templateLabel ?? t('lines.downloadTemplate')}
      </Button>
      <ImportErrorsDialog errors={errors} onClose={() => setErrors(undefined)} />
    </>
  );
}
