import { CircleAlert } from 'lucide-react';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useToolkitT } from '@/lib/toolkit-i18n';

/**
 * Stands in for a form dialog while the record it edits is read (detail, platform-detail): the user sees the
 * click was taken, and the failure if the read fails. The form dialog replaces it once the record is there.
 */
export function LoadingDialog({
  title,
  error,
  onClose,
}: {
  title: string;
  error: unknown;
  onClose: () => void;
}) {
  const tt = useToolkitT();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={tt('crud.close')} className="max-w-sm" aria-describedby={undefined}>
        <DialogTitle>{title}</DialogTitle>
        {error ? (
          <p role="alert" className="mt-4 flex items-center gap-2 text-sm text-danger">
            <CircleAlert className="size-4" aria-hidden="true" />
            {tt('table.loadFailed')}
            {error instanceof Error && error.message ? (
              <span className="text-muted">({error.message})</span>
            ) : null}
          </p>
        ) : (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-muted">
            <Spinner className="text-primary" />
            {tt('table.loading')}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
