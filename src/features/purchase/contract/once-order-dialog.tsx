import { useId, useState } from 'react';
import { useGetStorehousePage } from '@/api/generated/purchar-master/endpoints/kc-storehouse/kc-storehouse';
import type { OnceOrderBody } from '@/api/generated/purchase-contract/model';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, inputClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurchaseT } from '../purchase-i18n';

/** Storehouses are few per tenant: one page of the enabled ones fills the select. */
const STOREHOUSES = { current: 1, size: 500, status: 1 } as const;

export interface OnceOrderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contractNo: string;
  /** Places the order; a rejection keeps the dialog open with what was entered (the http layer shows why). */
  onConfirm: (body: Omit<OnceOrderBody, 'contractId'>) => Promise<void>;
}

/** 一次性下单: the whole remaining quantity as one order, into a storehouse, expected on a day (both optional). */
export function OnceOrderDialog(props: OnceOrderDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <OnceOrderForm {...props} /> : null}
    </Dialog>
  );
}

function OnceOrderForm({ onOpenChange, contractNo, onConfirm }: OnceOrderDialogProps) {
  const t = usePurchaseT();
  const tk = useToolkitT();
  const id = useId();
  const storehouses = useGetStorehousePage(STOREHOUSES).data?.data?.records ?? [];
  const [storehouseId, setStorehouseId] = useState('');
  const [expectedArrivalDate, setExpectedArrivalDate] = useState('');
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      await onConfirm({
        storehouseId: storehouseId || null,
        expectedArrivalDate: expectedArrivalDate || null,
        remark: remark.trim() || null,
      });
      onOpenChange(false);
    } catch {
      // The http layer has shown the server's reason; what was entered stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogContent closeLabel={tk('crud.close')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('contract.dialog.orderTitle', { no: contractNo })}</DialogTitle>
          <DialogDescription>{t('contract.dialog.orderText')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-storehouse`}>{t('contract.dialog.storehouse')}</Label>
            <select
              id={`${id}-storehouse`}
              className={inputClasses}
              value={storehouseId}
              onChange={(event) => setStorehouseId(event.target.value)}
            >
              <option value="">{t('contract.dialog.noStorehouse')}</option>
              {storehouses.map((house) => (
                <option key={house.id} value={house.id}>
                  {`${house.storehouseName} (${house.storehouseCode})`}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-date`}>{t('contract.dialog.expectedArrivalDate')}</Label>
            <Input
              id={`${id}-date`}
              type="date"
              value={expectedArrivalDate}
              onChange={(event) => setExpectedArrivalDate(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-remark`}>{t('contract.dialog.remark')}</Label>
            <textarea
              id={`${id}-remark`}
              rows={3}
              maxLength={500}
              className={cn(inputClasses, 'h-auto min-h-20 resize-y py-2 leading-relaxed')}
              value={remark}
              onChange={(event) => setRemark(event.target.value)}
            />
          </div>
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
          <Button type="submit" className="max-md:min-h-11" loading={busy}>
            {t('contract.action.order')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
