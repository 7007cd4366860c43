import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createToken } from '@/api/generated/blade-auth/endpoints/oauth/oauth';
import type { TokenResult } from '@/api/generated/blade-auth/model';
import { registerGuest } from '@/api/generated/blade-user/endpoints/user/user';
import { ApiError } from '@/api/http';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { HOME_PATH } from '@/lib/paths';
import { clearSession, DEFAULT_TENANT_ID, startSession, takeRedirect } from '@/lib/session';
import { shellMessages, useShellT } from '@/lib/shell-i18n';
import { useSignInNavigation } from './sign-in-navigation';

/**
 * Social sign-in (contract §3, §10): the provider sends the browser back to /login?source=…&code=…&state=…, and
 * the code is exchanged with the social grant. A known identity signs in; an unknown one (user_id -1, with an
 * oauth_id) gets the registration dialog (SPEC §2, §5): a request an administrator approves.
 */

/** The provider's redirect back to /login (read by the login page). */
export interface SocialCallback {
  source: string;
  code: string;
  state?: string;
  tenantId?: string;
}

/** A registered identity has a non-negative user id and a token; anything else must register first. */
export function needsRegistration(result: Pick<TokenResult, 'user_id' | 'access_token'>): boolean {
  const id = Number(result.user_id);
  return !result.user_id || !Number.isFinite(id) || id < 0 || !result.access_token;
}

// One exchange per code, also when React mounts the component twice (StrictMode): codes are single use.
const exchanges = new Map<string, Promise<TokenResult>>();

function exchange({ source, code, state, tenantId = DEFAULT_TENANT_ID }: SocialCallback) {
  const key = `${source}:${code}`;
  let pending = exchanges.get(key);
  if (!pending) {
    pending = createToken(
      { grant_type: 'social', source, code, state, tenantId, scope: 'all' },
      { headers: { 'Tenant-Id': tenantId } },
    );
    exchanges.set(key, pending);
  }
  return pending;
}

/** For React.lazy: the module once the shell's strings (in the current language) are there. */
export async function load() {
  await shellMessages.load();
  return { default: SocialSignIn };
}

export function SocialSignIn({ callback }: { callback: SocialCallback }) {
  const st = useShellT();
  const navigation = useSignInNavigation();
  const [guest, setGuest] = useState<TokenResult>();
  const [busy, setBusy] = useState(true);

  useEffect(() => {
    let live = true;
    exchange(callback).then(
      async (result) => {
        if (!live) return;
        if (needsRegistration(result)) {
          setGuest(result);
          setBusy(false);
          return;
        }
        startSession(result);
        await navigation.enter(takeRedirect() ?? HOME_PATH);
      },
      () => {
        // The http layer has shown why; back to the plain sign-in form.
        if (!live) return;
        setBusy(false);
        navigation.clearSearch();
      },
    );
    return () => {
      live = false;
    };
  }, [callback, navigation]);

  const leave = () => {
    setGuest(undefined);
    clearSession();
    navigation.clearSearch();
  };

  return (
    <>
      {busy ? (
        <div
          role="status"
          className="fixed inset-0 z-40 flex items-center justify-center gap-3 bg-canvas/80 text-sm text-ink backdrop-blur-sm"
        >
          <Spinner className="size-5 text-primary" />
          {st('register.signingIn')}
        </div>
      ) : null}
      {guest ? <RegisterDialog guest={guest} onDone={leave} /> : null}
    </>
  );
}

interface RegisterValues {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  password2: string;
}

/**
 * The registration request. The checks run in SPEC §5's order, each as a warning: tenant, account, password
 * (both fields), then the match. Success shows 注册申请已提交,请耐心等待管理员通过! and, once acknowledged, signs
 * out to /login; a refusal shows the server's message (or 提交失败).
 */
function RegisterDialog({ guest, onDone }: { guest: TokenResult; onDone: () => void }) {
  const st = useShellT();
  const [values, setValues] = useState<RegisterValues>({
    tenantId: guest.tenant_id || DEFAULT_TENANT_ID,
    name: guest.nick_name || guest.user_name || '',
    account: guest.account || guest.user_name || '',
    password: '',
    password2: '',
  });
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const fields = useRef<Partial<Record<keyof RegisterValues, HTMLInputElement | null>>>({});

  const set = (name: keyof RegisterValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const warn = (message: string, field: keyof RegisterValues) => {
    notify.warning(message);
    fields.current[field]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.tenantId.trim()) return warn(st('register.tenantRequired'), 'tenantId');
    if (!values.account.trim()) return warn(st('register.accountRequired'), 'account');
    if (!values.password || !values.password2) {
      return warn(st('register.passwordRequired'), values.password ? 'password2' : 'password');
    }
    if (values.password !== values.password2) return warn(st('register.mismatch'), 'password2');
    setBusy(true);
    try {
      await registerGuest({
        tenantId: values.tenantId.trim(),
        name: values.name.trim() || undefined,
        account: values.account.trim(),
        password: values.password,
        oauthId: guest.oauth_id,
      });
      setSubmitted(true);
    } catch (error) {
      // An ApiError's message (the server's msg) is already on screen; anything else gets the generic one.
      if (!(error instanceof ApiError)) notify.error(st('register.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (submitted) {
    return (
      <Dialog open onOpenChange={(open) => !open && onDone()}>
        <DialogContent role="alertdialog" className="max-w-sm">
          <DialogHeader>
            <DialogTitle>{st('register.title')}</DialogTitle>
            <DialogDescription className="text-ink">{st('register.submitted')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button autoFocus onClick={onDone}>
              {st('register.ok')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  const field = (
    name: keyof RegisterValues,
    label: string,
    kind: 'text' | 'password' = 'text',
    autoComplete?: string,
  ) => {
    const id = `register-${name}`;
    const props = {
      id,
      ref: (element: HTMLInputElement | null) => {
        fields.current[name] = element;
      },
      value: values[name],
      onChange: set(name),
      autoComplete,
    };
    return (
      <FormField id={id} label={label}>
        {kind === 'password' ? (
          <PasswordInput {...props} maxLength={20} />
        ) : (
          <Input {...props} maxLength={45} />
        )}
      </FormField>
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onDone()}>
      <DialogContent className="max-w-md" closeLabel={st('layout.close')}>
        <DialogHeader>
          <DialogTitle>{st('register.title')}</DialogTitle>
          <DialogDescription>{st('register.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {field('tenantId', st('register.tenantId'), 'text', 'organization')}
          {field('name', st('register.name'), 'text', 'nickname')}
          {field('account', st('register.account'), 'text', 'username')}
          {field('password', st('register.password'), 'password', 'new-password')}
          {field('password2', st('register.password2'), 'password', 'new-password')}
          <DialogFooter>
            <Button variant="secondary" onClick={onDone} disabled={busy}>
              {st('lock.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {st('register.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
