import type { ImportError as NeedsImportError } from '@/api/generated/purchar-needs/model/approval';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT } from '../purchar-i18n';

/** The rows of an import file that were wrong, by row and column; nothing was added to the bill. */
export function ImportErrorsDialog({
  errors,
  onClose,
}: {
  errors: readonly NeedsImportError[] | undefined;
  onClose: () => void;
}) {
  const t = usePurcharT();
  const tk = useToolkitT();
  const head =
    'sticky top-0 border-b border-line bg-surface px-3 py-2 text-left text-xs font-medium text-muted';
  const cell = 'border-b border-line px-3 py-2 align-top';
  return (
    <Dialog open={errors !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={tk('crud.close')} className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('needs.importErrors.title')}</DialogTitle>
          <DialogDescription>
            {t('needs.importErrors.description', { count: errors?.length ?? 0 })}
          </DialogDescription>
        </DialogHeader>
        <div className="max-h-[50vh] overflow-auto rounded-lg border border-line">
          <table aria-label={t('needs.importErrors.title')} className="w-full text-sm">
            <thead>
              <tr>
                <th className={head}>{t('needs.importErrors.row')}</th>
                <th className={head}>{t('needs.importErrors.column')}</th>
                <th className={head}>{t('needs.importErrors.value')}</th>
                <th className={head}>{t('needs.importErrors.message')}</th>
              </tr>
            </thead>
            <tbody>
              {(errors ?? []).map((error, index) => (
                <tr key={`${error.row}-${error.column}-${index}`}>
                  <td className={`${cell} tabular-nums`}>{error.row}</td>
                  <td className={cell}>{error.columnName}</td>
                  <td className={`${cell} break-all`}>{error.value}</td>
                  <td className={`${cell} text-danger`}>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            {t('needs.importErrors.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
