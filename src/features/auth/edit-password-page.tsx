import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { LockKeyhole } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { takePasswordChangeReturn, usePasswordChangeRequired } from '@/lib/password-change';
import { HOME_PATH, LOGIN_PATH } from '@/lib/route-guard';
import { useIsSignedIn, useSessionUser } from '@/lib/session';
import { signOut } from '@/lib/sign-out';
import { usePasswordChangeForm } from '@/lib/use-password-change-form';
import { AuthShell } from './auth-shell';

const describedBy = (id: string, invalid: boolean) => (invalid ? fieldErrorId(id) : undefined);

/** A standalone page (public route, no layout) to change the signed-in user's password. */
export function EditPasswordPage() {
  const t = useT();
  const signedIn = useIsSignedIn();
  const forced = usePasswordChangeRequired() !== undefined;
  return (
    <AuthShell>
      <Card className="w-full max-w-[420px] shadow-xl shadow-primary/5">
        <CardHeader className="px-8 pt-8">
          <CardTitle>{t('editPassword.title')}</CardTitle>
          <CardDescription>
            {signedIn ? t('editPassword.subtitle') : t('editPassword.notSignedIn')}
          </CardDescription>
          {signedIn && forced ? (
            <p
              role="alert"
              className="mt-3 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
            >
              {t('editPassword.mustChange')}
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="px-8 pb-8">{signedIn ? <EditPasswordForm /> : <SignInPrompt />}</CardContent>
      </Card>
    </AuthShell>
  );
}

function SignInPrompt() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-5 py-2 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <LockKeyhole className="size-6" aria-hidden="true" />
      </span>
      <Button asChild size="lg" className="w-full">
        <Link to={LOGIN_PATH}>{t('editPassword.signIn')}</Link>
      </Button>
    </div>
  );
}

function EditPasswordForm() {
  const t = useT();
  const router = useRouter();
  const queryClient = useQueryClient();
  const account = useSessionUser()?.account ?? '';
  const forced = usePasswordChangeRequired() !== undefined;
  const { form, onSubmit } = usePasswordChangeForm(async () => {
    const returnTo = takePasswordChangeReturn();
    if (returnTo !== undefined) {
      // A password someone else set, now the user's own: the session goes on where it was going, and the
      // answers refused until now are asked again.
      notify.success(t('editPassword.changed'));
      await queryClient.invalidateQueries();
      await router.navigate({ href: returnTo, replace: true });
      return;
    }
    notify.success(t('editPassword.success'));
    await signOut();
    queryClient.clear();
    await router.navigate({ to: LOGIN_PATH, replace: true });
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form className="flex flex-col gap-5" onSubmit={onSubmit} noValidate>
      {/* Lets password managers attach the new password to the right account. */}
      <input type="text" name="username" autoComplete="username" value={account} hidden readOnly />
      <FormField id="old-password" label={t('editPassword.oldPassword')} error={errors.oldPassword?.message}>
        <PasswordInput
          id="old-password"
          autoComplete="current-password"
          autoFocus
          aria-invalid={errors.oldPassword ? true : undefined}
          aria-describedby={describedBy('old-password', Boolean(errors.oldPassword))}
          {...form.register('oldPassword')}
        />
      </FormField>
      <FormField
        id="new-password"
        label={t('editPassword.newPassword')}
        error={errors.newPassword?.message}
        hint={t('editPassword.passwordRule')}
      >
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          maxLength={20}
          aria-invalid={errors.newPassword ? true : undefined}
          aria-describedby={describedBy('new-password', Boolean(errors.newPassword))}
          {...form.register('newPassword')}
        />
      </FormField>
      <FormField
        id="new-password-1"
        label={t('editPassword.newPassword1')}
        error={errors.newPassword1?.message}
      >
        <PasswordInput
          id="new-password-1"
          autoComplete="new-password"
          maxLength={20}
          aria-invalid={errors.newPassword1 ? true : undefined}
          aria-describedby={describedBy('new-password-1', Boolean(errors.newPassword1))}
          {...form.register('newPassword1')}
        />
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" loading={isSubmitting}>
        {t('editPassword.submit')}
      </Button>
      {forced ? null : (
        <Button asChild variant="link" className="self-center">
          <Link to={HOME_PATH}>{t('editPassword.backHome')}</Link>
        </Button>
      )}
    </form>
  );
}
