import { useState } from 'react';
import type { Matrix, MatrixLine } from '@/api/generated/purchar-sourcing/model';
import { useAwardSourcingLine } from '@/api/generated/purchar-sourcing/endpoints/cg-sourcing/cg-sourcing';
import { NumberControl, TextControl } from '@/components/form/field-controls';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT } from '../purchar-i18n';

export interface AwardDialogProps {
  sourcingId: string;
  line: MatrixLine | undefined;
  suppliers: Matrix['suppliers'];
  onClose: () => void;
  onSaved: (matrix: Matrix) => void;
}

type Entry = { winQty?: number | null; reason?: string | null };

/**
 * 定标 of one line: a quantity per supplier that offered (split allowed) and, for a winner that is not the lowest
 * offer, the reason. The server decides what is lowest and refuses an award above the line's quantity.
 */
export function AwardDialog({ sourcingId, line, suppliers, onClose, onSaved }: AwardDialogProps) {
  const t = usePurcharT();
  const tk = useToolkitT();
  const save = useAwardSourcingLine();
  const [entries, setEntries] = useState<Record<string, Entry>>(() =>
    Object.fromEntries(
      (line?.cells ?? []).map((c) => [c.supplierId, { winQty: c.winQty || null, reason: c.reason }]),
    ),
  );
  const set = (id: string, patch: Entry) => setEntries((all) => ({ ...all, [id]: { ...all[id], ...patch } }));
  const nameOf = (id: string) => suppliers.find((s) => s.supplierId === id)?.supplierName ?? '';

  const submit = async () => {
    if (!line) return;
    const awards = line.cells
      .filter((c) => (entries[c.supplierId]?.winQty ?? 0) > 0)
      .map((c) => ({
        supplierId: c.supplierId,
        winQty: entries[c.supplierId]!.winQty!,
        reason: (entries[c.supplierId]!.reason ?? '').trim() || undefined,
      }));
    const answer = await save
      .mutateAsync({ data: { sourcingId, sourcingItemId: line.sourcingItemId, awards } })
      .catch(() => undefined);
    if (!answer?.data) return;
    notify.success(t('sourcing.editor.awarded'));
    onSaved(answer.data);
    onClose();
  };

  return (
    <Dialog open={line !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={tk('crud.close')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {t('sourcing.editor.awardTitle', {
              line: line?.lineNo ?? '',
              material: line?.materialName ?? '',
            })}
          </DialogTitle>
          <DialogDescription>{t('sourcing.editor.awardHint', { qty: line?.qty ?? 0 })}</DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col" className="p-1">
                {t('sourcing.field.supplier')}
              </th>
              <th scope="col" className="p-1">
                {t('sourcing.field.unitPrice')}
              </th>
              <th scope="col" className="p-1">
                {t('sourcing.field.winQty')}
              </th>
              <th scope="col" className="p-1">
                {t('sourcing.field.reason')}
              </th>
            </tr>
          </thead>
          <tbody>
            {(line?.cells ?? []).map((cell) => {
              const entry = entries[cell.supplierId] ?? {};
              const name = nameOf(cell.supplierId);
              return (
                <tr key={cell.supplierId}>
                  <td className="p-1">{name}</td>
                  <td className="p-1 tabular-nums">
                    {cell.unitPrice}
                    {cell.lowest ? ` (${t('sourcing.editor.lowest')})` : ''}
                  </td>
                  <td className="p-1">
                    <label htmlFor={`award-qty-${cell.supplierId}`} className="sr-only">
                      {`${t('sourcing.field.winQty')} ${name}`}
                    </label>
                    <NumberControl
                      id={`award-qty-${cell.supplierId}`}
                      value={entry.winQty}
                      onChange={(value) => set(cell.supplierId, { winQty: value })}
                      onBlur={() => undefined}
                      disabled={!cell.valid}
                    />
                  </td>
                  <td className="p-1">
                    <label htmlFor={`award-reason-${cell.supplierId}`} className="sr-only">
                      {`${t('sourcing.field.reason')} ${name}`}
                    </label>
                    <TextControl
                      id={`award-reason-${cell.supplierId}`}
                      value={entry.reason}
                      onChange={(value) => set(cell.supplierId, { reason: value })}
                      onBlur={() => undefined}
                      disabled={!cell.valid}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {tk('crud.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={save.isPending}>
            {t('sourcing.editor.award')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
