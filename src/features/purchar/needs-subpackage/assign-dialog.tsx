import { useState } from 'react';
import type { DemandLine, Purchaser } from '@/api/generated/purchar-execution/model';
import { NumberControl, SelectControl } from '@/components/form/field-controls';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT } from '../purchar-i18n';

export interface AssignDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: readonly DemandLine[];
  purchasers: readonly Purchaser[] | undefined;
  /** Resolves when assigned (the dialog closes), rejects when the server refused (it stays open). */
  onAssign: (purchaserId: string, qty: number | undefined) => Promise<void>;
}

/**
 * 分包: choose a purchaser (with their open workload) for the selected lines; with one line selected, a part of
 * what is left may be assigned. The server checks the quantity again under the line's lock.
 */
export function AssignDialog({ open, onOpenChange, lines, purchasers, onAssign }: AssignDialogProps) {
  const t = usePurcharT();
  const tk = useToolkitT();
  const [purchaserId, setPurchaserId] = useState<string | undefined>();
  const [qty, setQty] = useState<number | null | undefined>();
  const [busy, setBusy] = useState(false);
  const single = lines.length === 1 ? lines[0] : undefined;
  const options = (purchasers ?? []).map((p) => ({
    value: p.id,
    label: t('execution.subpackage.purchaserOption', { name: p.name, dept: p.deptName, lines: p.openLines }),
  }));

  const submit = async () => {
    if (!purchaserId) return;
    setBusy(true);
    try {
      await onAssign(purchaserId, single && qty ? qty : undefined);
      setQty(undefined);
      onOpenChange(false);
    } catch {
      // The http layer has shown the server's reason; the choices stay for a correction.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tk('crud.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('execution.subpackage.assignTitle')}</DialogTitle>
          <DialogDescription>
            {t('execution.subpackage.assignHint', { count: lines.length })}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4 py-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor="assign-purchaser">{t('execution.subpackage.purchaser')}</Label>
            <SelectControl
              id="assign-purchaser"
              value={purchaserId}
              onChange={(value) => setPurchaserId(value as string | undefined)}
              onBlur={() => undefined}
              options={options}
              placeholder={t('execution.subpackage.choosePurchaser')}
              required
            />
          </div>
          {single ? (
            <div className="flex flex-col gap-2">
              <Label htmlFor="assign-qty">{t('execution.subpackage.qty')}</Label>
              <NumberControl
                id="assign-qty"
                value={qty}
                onChange={setQty}
                onBlur={() => undefined}
                placeholder={String(single.remainingQty)}
                aria-describedby="assign-qty-hint"
              />
              <p id="assign-qty-hint" className="text-xs text-muted">
                {t('execution.subpackage.qtyHint', { max: single.remainingQty })}
              </p>
            </div>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {tk('crud.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={!purchaserId || busy} aria-busy={busy || undefined}>
            {t('execution.subpackage.assign')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
