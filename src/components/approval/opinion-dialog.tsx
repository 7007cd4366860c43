import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { fieldErrorId } from '@/components/ui/form-field';
import { inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';

export interface OpinionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The label of the text box (审批意见 or 驳回原因). */
  label: string;
  /** When set, an empty text is refused with this message (a rejection needs its reason). */
  requiredMessage?: string;
  confirmText: string;
  confirmVariant?: 'primary' | 'danger';
  /** Closes the dialog when it resolves; a rejection (the server refused) keeps it open with the text. */
  onConfirm: (opinion: string) => Promise<unknown>;
}

/** A decision with a comment: approve with an optional opinion, reject with a required reason. */
export function OpinionDialog(props: OpinionDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <OpinionForm {...props} /> : null}
    </Dialog>
  );
}

function OpinionForm({
  onOpenChange,
  title,
  description,
  label,
  requiredMessage,
  confirmText,
  confirmVariant = 'primary',
  onConfirm,
}: OpinionDialogProps) {
  const tk = useToolkitT();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const opinion = text.trim();
    if (requiredMessage && !opinion) {
      setError(requiredMessage);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(opinion);
      onOpenChange(false);
    } catch {
      // The http layer has shown the server's reason; the text stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogContent closeLabel={tk('crud.close')} {...(description ? {} : { 'aria-describedby': undefined })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <span className="flex items-center gap-0.5">
            {requiredMessage ? (
              <span aria-hidden="true" className="text-sm text-danger">
                *
              </span>
            ) : null}
            <Label htmlFor={id}>{label}</Label>
          </span>
          <textarea
            id={id}
            rows={4}
            maxLength={500}
            className={cn(inputClasses, 'h-auto min-h-24 resize-y py-2 leading-relaxed')}
            value={text}
            aria-required={requiredMessage ? true : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldErrorId(id) : undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(undefined);
            }}
          />
          {error ? (
            <p id={fieldErrorId(id)} role="alert" className="text-xs text-danger">
              {error}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button
            type="button"
            variant="secondary"
            className="max-md:min-h-11"
            onClick={() => onOpenChange(false)}
            disabled={busy}
          >
            {tk('crud.cancel')}
          </Button>
          <Button type="submit" variant={confirmVariant} className="max-md:min-h-11" loading={busy}>
            {confirmText}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
