import { useMemo } from 'react';
import { useGetUserDetail } from '@/api/generated/blade-user/endpoints/user/user';
import type { User } from '@/api/generated/blade-user/model';
import { CrudFormDialog, entityOf, type CrudDialogMode } from '@/components/crud/crud-form-dialog';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { useSystemT } from '../system-i18n';
import { LoadingDialog } from './loading-dialog';
import { toUserSubmit, userForm, type UserFormOptions } from './user-form';
import type { UserSubmit } from '@/api/generated/blade-user/model';

export interface UserFormDialogProps {
  mode: CrudDialogMode;
  /** The list row being edited or viewed; its detail is read fresh before the form opens. */
  row?: User;
  options: UserFormOptions;
  onClose: () => void;
  onSubmit: (body: UserSubmit) => Promise<unknown>;
}

/** Add, edit or view a user. Edit and view show the user's detail (roles, departments and posts as stored). */
export function UserFormDialog({ mode, row, options, onClose, onSubmit }: UserFormDialogProps) {
  const t = useSystemT();
  const tt = useToolkitT();
  const detail = useGetUserDetail(
    { id: row?.id ?? '' },
    { query: { enabled: row !== undefined, gcTime: 0 } },
  );
  const form = useMemo(() => userForm(t, mode, options), [t, mode, options]);
  const user = row ? detail.data?.data : undefined;
  const title = tt(mode === 'create' ? 'crud.add' : mode === 'edit' ? 'crud.edit' : 'crud.view');

  if (row && !user) return <LoadingDialog title={title} error={detail.error} onClose={onClose} />;
  return (
    <CrudFormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      mode={mode}
      entity={entityOf(t('user.title'))}
      schema={form.schema}
      fields={form.fields}
      values={form.toValues(user)}
      validateOn={form.validateOn}
      onSubmit={(values) => onSubmit(toUserSubmit(values, user))}
    />
  );
}
