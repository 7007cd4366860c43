import { Link, useRouter } from '@tanstack/react-router';
import { LockKeyhole, LogIn, Unlock } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { LockPasswordForm } from '@/components/layout/lock-password-form';
import { useSignOut } from '@/components/layout/use-sign-out';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { useLanguage } from '@/lib/i18n';
import { takeLockReturn, unlockScreen } from '@/lib/lock';
import { HOME_PATH, LOGIN_PATH } from '@/lib/route-guard';
import { displayName, isLocked, useIsSignedIn, useSessionUser } from '@/lib/session';
import { useShellT } from '@/lib/shell-i18n';
import { restoreAppearance } from '@/lib/theme';
import { startTokenRefresh } from '@/lib/token-refresh';

restoreAppearance();

/**
 * /lock (SPEC §2, §4). Locked: unlock with the lock password, or sign in again. Not locked yet: the lock
 * password is asked for first, then the screen locks. The session is kept alive meanwhile (token refresh).
 */
export function LockPage() {
  const signedIn = useIsSignedIn();
  const [locked, setLocked] = useState(isLocked);

  useEffect(() => (signedIn ? startTokenRefresh() : undefined), [signedIn]);

  return (
    <LockBackdrop>
      {locked ? (
        <UnlockCard />
      ) : signedIn ? (
        <SetLockCard onLocked={() => setLocked(true)} />
      ) : (
        <NotSignedInCard />
      )}
    </LockBackdrop>
  );
}

function LockBackdrop({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  const now = useNow();
  const locale = language === 'zh' ? 'zh-CN' : 'en-US';
  return (
    <div className="relative flex min-h-full flex-col items-center justify-center overflow-hidden bg-[#0f172a] px-4 py-12 text-white">
      <div
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(55rem_30rem_at_20%_0%,color-mix(in_oklab,var(--color-primary)_45%,transparent),transparent),radial-gradient(45rem_25rem_at_100%_100%,color-mix(in_oklab,var(--color-primary)_30%,transparent),transparent)]"
        aria-hidden="true"
      />
      <div className="relative mb-10 text-center" aria-hidden="true">
        <p className="text-6xl font-light tracking-tight tabular-nums sm:text-7xl">
          {now.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', hour12: false })}
        </p>
        <p className="mt-2 text-sm text-white/70">
          {now.toLocaleDateString(locale, {
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            weekday: 'long',
          })}
        </p>
      </div>
      <main className="relative w-full max-w-sm rounded-2xl border border-white/15 bg-surface p-7 text-ink shadow-2xl">
        {children}
      </main>
    </div>
  );
}

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function UnlockCard() {
  const st = useShellT();
  const router = useRouter();
  const user = useSessionUser();
  const name = displayName(user);
  const signOut = useSignOut();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<'required' | 'wrong' | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('required');
      input.current?.focus();
      return;
    }
    setBusy(true);
    const unlocked = await unlockScreen(password);
    setBusy(false);
    if (!unlocked) {
      setError('wrong');
      setPassword('');
      input.current?.focus();
      return;
    }
    await router.navigate({ href: takeLockReturn(HOME_PATH), replace: true });
  };

  const message =
    error === 'required' ? st('lock.required') : error === 'wrong' ? st('lock.wrong') : undefined;

  return (
    <div className="flex flex-col items-center">
      <UserAvatar
        src={user?.avatar || undefined}
        name={name}
        className="size-16 text-2xl ring-4 ring-primary/15"
      />
      <h1 className="mt-3 text-lg font-semibold">{st('lock.lockedTitle')}</h1>
      <p className="mt-1 text-center text-sm text-muted">
        {name ? <span className="font-medium text-ink">{name}</span> : null}
        {name ? ' · ' : null}
        {st('lock.lockedDescription')}
      </p>
      <form onSubmit={submit} noValidate className="mt-6 flex w-full flex-col gap-4">
        <FormField id="unlock-password" label={st('lock.password')} error={message}>
          <PasswordInput
            ref={input}
            id="unlock-password"
            autoFocus
            autoComplete="off"
            placeholder={st('lock.placeholder')}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? fieldErrorId('unlock-password') : undefined}
          />
        </FormField>
        <Button type="submit" size="lg" loading={busy} className="w-full">
          <Unlock className="size-4" aria-hidden="true" />
          {st('lock.unlock')}
        </Button>
        <Button variant="link" className="self-center" onClick={() => void signOut()}>
          <LogIn className="size-4" aria-hidden="true" />
          {st('lock.signInAgain')}
        </Button>
      </form>
    </div>
  );
}

function SetLockCard({ onLocked }: { onLocked: () => void }) {
  const st = useShellT();
  const router = useRouter();
  return (
    <div className="flex flex-col">
      <span className="flex size-12 items-center justify-center self-center rounded-full bg-primary/10 text-primary">
        <LockKeyhole className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-3 text-center text-lg font-semibold">{st('lock.setTitle')}</h1>
      <p className="mt-1 mb-6 text-center text-sm text-muted">{st('lock.setDescription')}</p>
      <LockPasswordForm returnTo={HOME_PATH} onLocked={onLocked} onCancel={() => router.history.back()} />
    </div>
  );
}

function NotSignedInCard() {
  const st = useShellT();
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <LockKeyhole className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-lg font-semibold">{st('lock.title')}</h1>
      <p className="text-sm text-muted">{st('lock.notSignedIn')}</p>
      <Button asChild size="lg" className="w-full">
        <Link to={LOGIN_PATH}>{st('lock.goSignIn')}</Link>
      </Button>
    </div>
  );
}
