import { useState } from 'react';
import type { MatrixLine } from '@/api/generated/purchar-sourcing/model';
import { useAddSupplierOffers } from '@/api/generated/purchar-sourcing/endpoints/cg-sourcing/cg-sourcing';
import { NumberControl } from '@/components/form/field-controls';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT } from '../purchar-i18n';

export interface OfferDialogProps {
  sourcingId: string;
  supplier: { supplierId: string; supplierName: string } | undefined;
  lines: readonly MatrixLine[];
  onClose: () => void;
  onSaved: () => void;
}

type Entry = { unitPrice?: number | null; taxRate?: number | null; deliveryDays?: number | null };

/** 录入报价: one supplier's tax-inclusive unit price, tax rate and delivery days per line (blank = no offer). */
export function OfferDialog({ sourcingId, supplier, lines, onClose, onSaved }: OfferDialogProps) {
  const t = usePurcharT();
  const tk = useToolkitT();
  const save = useAddSupplierOffers();
  const initial = () =>
    Object.fromEntries(
      lines.map((line) => {
        const cell = line.cells.find((c) => c.supplierId === supplier?.supplierId);
        return [
          line.sourcingItemId,
          cell ? { unitPrice: cell.unitPrice, taxRate: cell.taxRate, deliveryDays: cell.deliveryDays } : {},
        ];
      }),
    ) as Record<string, Entry>;
  const [entries, setEntries] = useState<Record<string, Entry>>(initial);
  const set = (id: string, patch: Entry) => setEntries((all) => ({ ...all, [id]: { ...all[id], ...patch } }));

  const submit = async () => {
    if (!supplier) return;
    const offers = lines
      .filter((line) => typeof entries[line.sourcingItemId]?.unitPrice === 'number')
      .map((line) => {
        const entry = entries[line.sourcingItemId]!;
        return {
          sourcingItemId: line.sourcingItemId,
          unitPrice: entry.unitPrice!,
          taxRate: entry.taxRate ?? 13,
          deliveryDays: entry.deliveryDays ?? null,
        };
      });
    if (!offers.length) return;
    const answer = await save
      .mutateAsync({ data: { sourcingId, supplierId: supplier.supplierId, offers } })
      .catch(() => undefined);
    if (!answer) return;
    notify.success(t('sourcing.editor.offersSaved'));
    onSaved();
    onClose();
  };

  return (
    <Dialog open={supplier !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={tk('crud.close')} className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            {t('sourcing.editor.offersTitle', { name: supplier?.supplierName ?? '' })}
          </DialogTitle>
        </DialogHeader>
        <div className="max-h-[60vh] overflow-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left">
                <th scope="col" className="p-1">
                  {t('sourcing.field.lineNo')}
                </th>
                <th scope="col" className="p-1">
                  {t('sourcing.field.material')}
                </th>
                <th scope="col" className="p-1">
                  {t('sourcing.field.qty')}
                </th>
                <th scope="col" className="p-1">
                  {t('sourcing.field.unitPrice')}
                </th>
                <th scope="col" className="p-1">
                  {t('sourcing.field.taxRate')}
                </th>
                <th scope="col" className="p-1">
                  {t('sourcing.field.deliveryDays')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => {
                const entry = entries[line.sourcingItemId] ?? {};
                const label = `${line.lineNo} ${line.materialName}`;
                return (
                  <tr key={line.sourcingItemId}>
                    <td className="p-1 tabular-nums">{line.lineNo}</td>
                    <td className="p-1">{line.materialName}</td>
                    <td className="p-1 tabular-nums">{line.qty}</td>
                    <td className="p-1">
                      <label htmlFor={`offer-price-${line.sourcingItemId}`} className="sr-only">
                        {`${t('sourcing.field.unitPrice')} ${label}`}
                      </label>
                      <NumberControl
                        id={`offer-price-${line.sourcingItemId}`}
                        value={entry.unitPrice}
                        onChange={(value) => set(line.sourcingItemId, { unitPrice: value })}
                        onBlur={() => undefined}
                      />
                    </td>
                    <td className="p-1">
                      <label htmlFor={`offer-tax-${line.sourcingItemId}`} className="sr-only">
                        {`${t('sourcing.field.taxRate')} ${label}`}
                      </label>
                      <NumberControl
                        id={`offer-tax-${line.sourcingItemId}`}
                        value={entry.taxRate}
                        onChange={(value) => set(line.sourcingItemId, { taxRate: value })}
                        onBlur={() => undefined}
                        placeholder="13"
                      />
                    </td>
                    <td className="p-1">
                      <label htmlFor={`offer-days-${line.sourcingItemId}`} className="sr-only">
                        {`${t('sourcing.field.deliveryDays')} ${label}`}
                      </label>
                      <NumberControl
                        id={`offer-days-${line.sourcingItemId}`}
                        value={entry.deliveryDays}
                        onChange={(value) => set(line.sourcingItemId, { deliveryDays: value })}
                        onBlur={() => undefined}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {tk('crud.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={save.isPending}>
            {t('sourcing.editor.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
