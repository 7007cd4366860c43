import { Download } from 'lucide-react';
import { useState } from 'react';
import type { SelectOption } from '@/components/form/field-def';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { PurcharTranslate } from './purchar-i18n';

/** What the procurement master data share: the enabled/disabled status, deletes one by one, the export button. */

/** `status` of a master record: 1 = enabled, 0 = disabled (the contract's EnableStatus). */
export const ENABLED = 1;
export const DISABLED = 0;
/** The switch of a status or yes/no field stores the contract's 0/1. */
export const ZERO_ONE = [0, 1] as const;

export function statusOptions(t: PurcharTranslate): SelectOption[] {
  return [
    { label: t('common.enabled'), value: String(ENABLED) },
    { label: t('common.disabled'), value: String(DISABLED) },
  ];
}

/** The URL keeps the status filter as text ('1' / '0'); the calls want the number. */
export function statusParam(status: string | undefined): 0 | 1 | undefined {
  if (status === '1') return 1;
  if (status === '0') return 0;
  return undefined;
}

export function StatusBadge({ status, t }: { status: number; t: PurcharTranslate }) {
  const on = status === ENABLED;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium',
        on ? 'bg-success/10 text-success' : 'bg-line text-muted',
      )}
    >
      {t(on ? 'common.enabled' : 'common.disabled')}
    </span>
  );
}

export const yesNo = (value: number, t: PurcharTranslate) => t(value === 1 ? 'common.yes' : 'common.no');

/**
 * The procurement delete calls take one id: the selected rows go one after another, and the first refusal
 * (shown by the http layer with the server's reason) stops the rest.
 */
export async function removeEach<Row extends { id: string }>(
  rows: readonly Row[],
  remove: (variables: { id: string }) => Promise<unknown>,
): Promise<void> {
  for (const row of rows) await remove({ id: row.id });
}

/**
 * 导出: runs the export call (the http layer saves the .xlsx it answers under the server's file name); busy while
 * the file is made, so a second click does not start a second export.
 */
export function ExportButton({ onExport, t }: { onExport: () => Promise<unknown>; t: PurcharTranslate }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onExport();
    } catch {
      // The http layer has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => void run()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      <Download className="size-4" aria-hidden="true" />
      {busy ? t('common.exporting') : t('common.export')}
    </Button>
  );
}
