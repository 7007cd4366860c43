import { useId, useState } from 'react';
import { rejectNeedsItems } from '@/api/generated/purchar-needs/endpoints/cg-needs/cg-needs';
import type { NeedsDetail } from '@/api/generated/purchar-needs/model';
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
import { usePurcharT } from '../purchar-i18n';
import { ITEM_REJECTED } from './needs-editor-form';

export interface RejectLinesDialogProps {
  bill: NeedsDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => Promise<unknown>;
}

/** 驳回物料: choose lines of the bill and give the reason; the other lines stay. */
export function RejectLinesDialog(props: RejectLinesDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <RejectLinesForm {...props} /> : null}
    </Dialog>
  );
}

function RejectLinesForm({ bill, onOpenChange, onDone }: RejectLinesDialogProps) {
  const t = usePurcharT();
  const tk = useToolkitT();
  const reasonId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ lines?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);
  const lines = bill.items.filter((item) => item.itemStatus !== ITEM_REJECTED);

  const toggle = (id: string) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = async () => {
    const problems = {
      lines: chosen.size === 0 ? t('needs.rejectLines.selectRequired') : undefined,
      reason: reason.trim() ? undefined : t('needs.rejectLines.reasonRequired'),
    };
    setError(problems);
    if (problems.lines || problems.reason) return;
    setBusy(true);
    try {
      await rejectNeedsItems({
        needsId: bill.id,
        itemIds: [...chosen],
        reason: reason.trim(),
        seenStatus: bill.approveStatus,
        seenRoundNo: bill.roundNo,
      });
      notify.success(t('needs.done.linesRejected'));
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
          <DialogTitle>{t('needs.rejectLines.title', { needsNo: bill.needsNo })}</DialogTitle>
          <DialogDescription>{t('needs.rejectLines.hint')}</DialogDescription>
        </DialogHeader>
        <fieldset
          className="max-h-72 overflow-auto rounded-lg border border-line"
          aria-describedby={error.lines ? 'reject-lines-error' : undefined}
        >
          <legend className="sr-only">{t('needs.detail.lines')}</legend>
          {lines.map((item) => (
            <label
              key={item.id}
              className="flex items-center gap-3 border-b border-line px-3 py-2 text-sm last:border-0"
            >
              <input
                type="checkbox"
                checked={chosen.has(item.id)}
                onChange={() => toggle(item.id)}
                aria-label={t('needs.rejectLines.selectLine', { line: item.lineNo, name: item.materialName })}
              />
              <span className="w-8 text-muted tabular-nums">{item.lineNo}</span>
              <span className="font-mono text-xs">{item.materialCode}</span>
              <span className="flex-1">{item.materialName}</span>
              <span className="tabular-nums">
                {item.qty} {item.unitName}
              </span>
            </label>
          ))}
        </fieldset>
        {error.lines ? (
          <p id="reject-lines-error" role="alert" className="mt-1 text-xs text-danger">
            {error.lines}
          </p>
        ) : null}
        <div className="mt-4 flex flex-col gap-2">
          <span className="flex items-center gap-0.5">
            <span aria-hidden="true" className="text-sm text-danger">
              *
            </span>
            <Label htmlFor={reasonId}>{t('needs.rejectLines.reason')}</Label>
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
            {t('needs.action.rejectMaterial')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
