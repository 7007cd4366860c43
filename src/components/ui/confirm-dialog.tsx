import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { buttonClasses, type ButtonVariant } from './button';
import { overlayClasses, panelClasses, useReturnFocus } from './dialog';
import { Spinner } from './spinner';
import { cn } from '@/lib/cn';

export interface ConfirmDialogProps {
  /** The element that opens the dialog (rendered as the Radix trigger). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  confirmVariant?: ButtonVariant;
  /** May be async: the dialog stays open with a busy confirm button until it settles. */
  onConfirm: () => void | Promise<void>;
}

/** A destructive-action confirmation on Radix AlertDialog (focus trapped, Esc cancels, cancel focused first). */
export function ConfirmDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  title,
  description,
  confirmText,
  cancelText,
  confirmVariant = 'primary',
  onConfirm,
}: ConfirmDialogProps) {
  const t = useT();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const returnFocus = useReturnFocus({});
  const setOpen = (next: boolean) => {
    if (busy) return;
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async (event: { preventDefault: () => void }) => {
    // Keep the dialog open while the action runs; close it ourselves afterwards.
    event.preventDefault();
    setBusy(true);
    try {
      await onConfirm();
      setUncontrolledOpen(false);
      onOpenChange?.(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content
          className={cn(panelClasses, 'max-w-md')}
          {...returnFocus}
          // Without a description Radix warns unless aria-describedby is explicitly unset.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-[#e6a23c]/15 text-[#e6a23c]">
              <TriangleAlert className="size-5" aria-hidden="true" />
            </span>
            <div className="flex flex-col gap-2 pt-1">
              <AlertDialog.Title className="text-base font-semibold">{title}</AlertDialog.Title>
              {description ? (
                <AlertDialog.Description className="text-sm text-muted">
                  {description}
                </AlertDialog.Description>
              ) : null}
            </div>
          </div>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('secondary')} disabled={busy}>
              {cancelText ?? t('common.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses(confirmVariant)}
              onClick={confirm}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? <Spinner /> : null}
              {confirmText ?? t('common.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
