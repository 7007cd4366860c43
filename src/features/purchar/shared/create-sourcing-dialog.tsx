import { useState } from 'react';
import type { Allocation } from '@/api/generated/purchar-execution/model';
import { useCreateSourcing } from '@/api/generated/purchar-execution/endpoints/cg-needs-purchar/cg-needs-purchar';
import { TextControl } from '@/components/form/field-controls';
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
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT } from '../purchar-i18n';

export interface CreateSourcingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  assignments: readonly Allocation[];
  /** Called with the new bill once the server made it. */
  onCreated: (id: string) => void;
}

/**
 * 生成寻源单 over the purchaser's selected assignments: a name, then the server takes what is still open on each
 * (it checks the quantities again under the assignments' locks).
 */
export function CreateSourcingDialog({
  open,
  onOpenChange,
  assignments,
  onCreated,
}: CreateSourcingDialogProps) {
  const t = usePurcharT();
  const tk = useToolkitT();
  const [name, setName] = useState<string | null | undefined>('');
  const create = useCreateSourcing();

  const submit = async () => {
    const answer = await create
      .mutateAsync({
        data: {
          sourcingName: (name ?? '').trim(),
          lines: assignments.map((row) => ({ allocationId: row.id })),
        },
      })
      .catch(() => undefined);
    if (!answer?.data) return;
    notify.success(t('sourcing.created', { no: answer.data.sourcingNo }));
    onOpenChange(false);
    onCreated(answer.data.id);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tk('crud.close')} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('sourcing.createTitle')}</DialogTitle>
          <DialogDescription>{t('sourcing.createHint', { count: assignments.length })}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2 py-2">
          <Label htmlFor="sourcing-name">{t('sourcing.field.sourcingName')}</Label>
          <TextControl id="sourcing-name" value={name} onChange={setName} onBlur={() => undefined} required />
        </div>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {tk('crud.cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            disabled={!(name ?? '').trim() || create.isPending}
            aria-busy={create.isPending || undefined}
          >
            {t('sourcing.create')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
