import type { ReactNode } from 'react';
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { MonitorTranslate } from './monitor-i18n';

interface LogDetailDialogProps<Row> {
  t: MonitorTranslate;
  open: boolean;
  onClose: () => void;
  /** The detail query's state (the generated `get…LogDetail` hook). */
  query: { data?: { data?: Row | null }; isPending: boolean; isError: boolean };
  /** The row's fields as label and value; long texts (parameters, stack) in `blocks`, shown preformatted. */
  fields: (row: Row) => [string, ReactNode][];
  blocks: (row: Row) => [string, string][];
}

/** One log entry as the server's detail call answers it (parameters already masked there). */
export function LogDetailDialog<Row>({ t, open, onClose, query, fields, blocks }: LogDetailDialogProps<Row>) {
  const row = query.data?.data ?? undefined;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[85vh] max-w-3xl overflow-y-auto" closeLabel={t('close')}>
        <DialogTitle className="mb-4 text-base font-semibold">{t('detailTitle')}</DialogTitle>
        {query.isPending ? <Spinner /> : null}
        {query.isError ? <p role="alert">{t('loadFailed')}</p> : null}
        {row ? (
          <div className="flex flex-col gap-4">
            <DescriptionList className="lg:grid-cols-2">
              {fields(row).map(([label, value]) => (
                <DescriptionItem key={label} label={label}>
                  {value}
                </DescriptionItem>
              ))}
            </DescriptionList>
            {blocks(row).map(([label, text]) => (
              <div key={label} className="flex flex-col gap-1">
                <p className="text-xs text-muted">{label}</p>
                <pre className="max-h-64 overflow-auto rounded-md bg-canvas p-3 text-xs break-all whitespace-pre-wrap">
                  {text || '—'}
                </pre>
              </div>
            ))}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
