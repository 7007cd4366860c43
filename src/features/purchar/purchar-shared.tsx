import type { SelectOption } from '@/components/form/field-def';
import { ExportButton as KitExportButton } from '@/components/document/export-button';
import { Badge } from '@/components/ui/badge';
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
  return <Badge tone={on ? 'success' : 'neutral'}>{t(on ? 'common.enabled' : 'common.disabled')}</Badge>;
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
 * 导出 for the master-data pages: the document kit's export button. `t` is no longer needed (the kit brings its
 * strings); it stays optional for the pages that still pass it.
 */
export function ExportButton({ onExport }: { onExport: () => Promise<unknown>; t?: PurcharTranslate }) {
  return <KitExportButton onExport={onExport} />;
}
