import { useSignOut } from '@/components/layout/use-sign-out';
import { Button } from '@/components/ui/button';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useShellT } from '@/lib/shell-i18n';
import { usePasswordChangeForm } from '@/lib/use-password-change-form';

const describedBy = (id: string, invalid: boolean) => (invalid ? fieldErrorId(id) : undefined);

/**
 * The password tab of personal info (SPEC §5: 6-20 characters with letters and digits; the old password is
 * checked by the server). A changed password ends the session: the user signs in again with the new one.
 */
export function PasswordForm({ account }: { account: string }) {
  const t = useT();
  const st = useShellT();
  const signOut = useSignOut();
  const { form, onSubmit } = usePasswordChangeForm(async () => {
    notify.success(st('profile.passwordChanged'));
    await signOut();
  });
  const { errors, isSubmitting } = form.formState;

  const fields = [
    { name: 'oldPassword', label: t('editPassword.oldPassword'), autoComplete: 'current-password' },
    { name: 'newPassword', label: t('editPassword.newPassword'), autoComplete: 'new-password' },
    { name: 'newPassword1', label: t('editPassword.newPassword1'), autoComplete: 'new-password' },
  ] as const;

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-5">
      <input type="text" name="username" autoComplete="username" value={account} hidden readOnly />
      {fields.map(({ name, label, autoComplete }) => {
        const id = `profile-${name}`;
        const error = errors[name]?.message;
        return (
          <FormField
            key={name}
            id={id}
            label={label}
            error={error}
            hint={name === 'newPassword' ? t('editPassword.passwordRule') : undefined}
          >
            <PasswordInput
              id={id}
              autoComplete={autoComplete}
              maxLength={name === 'oldPassword' ? undefined : 20}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, Boolean(error))}
              {...form.register(name)}
            />
          </FormField>
        );
      })}
      <div className="border-t border-line pt-5">
        <Button type="submit" loading={isSubmitting}>
          {t('editPassword.submit')}
        </Button>
      </div>
    </form>
  );
}
