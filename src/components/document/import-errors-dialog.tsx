import type { ImportError } from '@/api/generated/purchar-needs/model/approval';
import { useApprovalT } from '@/components/approval/approval-i18n';
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

/** The rows of an import file that were wrong, by row and column; nothing was added to the document. */
export function ImportErrorsDialog({
  errors,
  onClose,
}: {
  errors: readonly ImportError[] | undefined;
  onClose: () => void;
}) {
  const t = useApprovalT();
  const tk = useToolkitT();
  const head =
    'sticky top-0 border-b border-line bg-surface px-3 py-2 text-left text-xs font-medium text-muted';
  const cell = 'border-b border-line px-3 py-2 align-top';
  return (
    <Dialog open={errors !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={tk('crud.close')} className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('importErrors.title')}</DialogTitle>
          <DialogDescription>
            {t('importErrors.description', { count: errors?.length ?? 0 })}
          </DialogDescription>
        </DialogHeader>
        <div className="max-h-[50vh] overflow-auto rounded-lg border border-line">
          <table aria-label={t('importErrors.title')} className="w-full text-sm">
            <thead>
              <tr>
                <th className={head}>{t('importErrors.row')}</th>
                <th className={head}>{t('importErrors.column')}</th>
                <th className={head}>{t('importErrors.value')}</th>
                <th className={head}>{t('importErrors.message')}</th>
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
            {t('importErrors.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
