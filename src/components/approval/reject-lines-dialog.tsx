import { useId, useState, type ReactNode } from 'react';
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
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { useApprovalT } from './approval-i18n';

/** A line that may still be rejected, as the dialog lists it. */
export interface RejectableLine {
  id: string;
  lineNo: number;
  /** What the line is called in its checkbox's label (选择第 1 行 <name>). */
  name: string;
  /** The rest of the row: code, quantity, unit… */
  details: ReactNode;
}

export interface RejectLinesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 驳回物料 · XQ…: the document's word for it and its number. */
  title: string;
  /** The button, and the toast after it (the document's words). */
  confirmText: string;
  doneMessage: string;
  /** The lines not rejected yet. */
  lines: readonly RejectableLine[];
  /** The document's rejectLines call; a refusal (shown by the http layer) keeps the dialog open. */
  onReject: (itemIds: string[], reason: string) => Promise<unknown>;
  /** After a success (refresh the document). */
  onDone: () => Promise<unknown>;
}

/** Line rejection: choose lines of a document and give the reason; the other lines stay. */
export function RejectLinesDialog(props: RejectLinesDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <RejectLinesForm {...props} /> : null}
    </Dialog>
  );
}

function RejectLinesForm({
  onOpenChange,
  title,
  confirmText,
  doneMessage,
  lines,
  onReject,
  onDone,
}: RejectLinesDialogProps) {
  const t = useApprovalT();
  const tk = useToolkitT();
  const reasonId = useId();
  const linesErrorId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ lines?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);

  const toggle = (id: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = async () => {
    const problems = {
      lines: chosen.size === 0 ? t('rejectLines.selectRequired') : undefined,
      reason: reason.trim() ? undefined : t('rejectLines.reasonRequired'),
    };
    setError(problems);
    if (problems.lines || problems.reason) return;
    setBusy(true);
    try {
      await onReject([...chosen], reason.trim());
      notify.success(doneMessage);
      await onDone();
      onOpenChange(false);
    } catch {
      // The http layer has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogContent closeLabel={tk('crud.close')} className="max-w-2xl">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('rejectLines.hint')}</DialogDescription>
        </DialogHeader>
        <fieldset
          className="max-h-72 overflow-auto rounded-lg border border-line"
          aria-describedby={error.lines ? linesErrorId : undefined}
        >
          <legend className="sr-only">{t('rejectLines.lines')}</legend>
          {lines.map((line) => (
            <label
              key={line.id}
              className="flex items-center gap-3 border-b border-line px-3 py-2 text-sm last:border-0"
            >
              <input
                type="checkbox"
                checked={chosen.has(line.id)}
                onChange={() => toggle(line.id)}
                aria-label={t('rejectLines.selectLine', { line: line.lineNo, name: line.name })}
              />
              <span className="w-8 text-muted tabular-nums">{line.lineNo}</span>
              {line.details}
            </label>
          ))}
        </fieldset>
        {error.lines ? (
          <p id={linesErrorId} role="alert" className="mt-1 text-xs text-danger">
            {error.lines}
          </p>
        ) : null}
        <div className="mt-4 flex flex-col gap-2">
          <span className="flex items-center gap-0.5">
            <span aria-hidden="true" className="text-sm text-danger">
              *
            </span>
            <Label htmlFor={reasonId}>{t('rejectLines.reason')}</Label>
          </span>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={500}
            className={cn(inputClasses, 'h-auto min-h-20 resize-y py-2')}
            value={reason}
            aria-required
            aria-invalid={error.reason ? true : undefined}
            aria-describedby={error.reason ? fieldErrorId(reasonId) : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {error.reason ? (
            <p id={fieldErrorId(reasonId)} role="alert" className="text-xs text-danger">
              {error.reason}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {tk('crud.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {confirmText}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
