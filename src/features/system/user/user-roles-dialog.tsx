import { useState } from 'react';
import { CheckboxTree } from '@/components/form/checkbox-tree';
import type { TreeOption } from '@/components/form/field-def';
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
import { useSystemT } from '../system-i18n';

export interface UserRolesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmText: string;
  roles: readonly TreeOption[];
  /** The roles checked when the dialog opens. */
  initial: readonly string[];
  /** Role grants need at least one role; approving a registration does not. */
  requireRole: boolean;
  /** Runs the call; the dialog closes when it resolves and stays open when it throws. */
  onConfirm: (roleIds: string[]) => Promise<unknown>;
}

/** Chooses roles for the selected users (角色配置) or for approved registrations, on the role tree. */
export function UserRolesDialog({ open, onOpenChange, ...props }: UserRolesDialogProps) {
  const tt = useToolkitT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent closeLabel={tt('crud.close')} className="max-w-lg">
          <RolesForm {...props} onClose={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RolesForm({
  title,
  description,
  confirmText,
  roles,
  initial,
  requireRole,
  onConfirm,
  onClose,
}: Omit<UserRolesDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const t = useSystemT();
  const tt = useToolkitT();
  const [checked, setChecked] = useState<readonly string[]>(initial);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (requireRole && checked.length === 0) {
      notify.warning(t('user.selectRole'));
      return;
    }
    setBusy(true);
    try {
      await onConfirm([...checked]);
    } catch {
      return; // The http layer has shown the server's reason; the choice stays for another try.
    } finally {
      setBusy(false);
    }
    onClose();
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <CheckboxTree
        label={t('user.roleTree')}
        nodes={roles}
        cascade={false}
        value={checked}
        onChange={(next) => setChecked(next)}
        className="rounded-lg border border-line p-2"
      />
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {tt('crud.cancel')}
        </Button>
        <Button onClick={() => void confirm()} loading={busy}>
          {confirmText}
        </Button>
      </DialogFooter>
    </>
  );
}
