import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { getCaptcha } from '@/api/generated/blade-auth/endpoints/oauth/oauth';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useT } from '@/lib/i18n';
import { HOME_PATH } from '@/lib/paths';
import { DEFAULT_TENANT_ID, startSession, takeRedirect } from '@/lib/session';
import { AuthShell } from './auth-shell';
import { CaptchaImage } from './captcha-image';
import {
  createLoginSchema,
  validateLogin,
  type LoginErrors,
  type LoginField,
  type LoginSchema,
  type LoginValues,
} from './login-schema';
import { prefetchHasher, signIn } from './sign-in';
import { getBoundTenant } from './sign-in-api';
import { useSignInNavigation } from './sign-in-navigation';
import { useFetched } from './use-fetched';

// The demo build lists its seeded accounts under the form; in every other build this is undefined and not bundled.
const DemoAccountsPanel =
  import.meta.env.VITE_MOCK === 'pglite'
    ? lazy(() => import('@/mocks/demo/demo-accounts-panel').then((m) => ({ default: m.DemoAccountsPanel })))
    : undefined;

// A social provider's redirect back (?source=&code=): exchanged, and unknown identities asked to register.
const SocialSignIn = lazy(() => import('./social-sign-in').then((module) => module.load()));

/** Captcha mode is on (SPEC §9); a deployment without captcha would flip this. */
const CAPTCHA_MODE = true;

const describedBy = (id: string, invalid: boolean) => (invalid ? fieldErrorId(id) : undefined);

export function LoginPage() {
  const t = useT();
  const navigation = useSignInNavigation();
  const socialCallback = useSocialCallback();
  // Typing the password: load the hasher, and the shell's code meanwhile, so home paints sooner after sign-in.
  const prefetch = () => {
    void prefetchHasher();
    navigation.prefetchApp();
  };
  const schema = useMemo(() => createLoginSchema(t, { captcha: CAPTCHA_MODE }), [t]);

  // A domain bound to a tenant (SPEC: tenant/info?domain=) hides the tenant field and signs into that tenant.
  const tenantInfo = useFetched((signal) => getBoundTenant({ domain: window.location.origin }, signal));
  const boundTenantId = tenantInfo.data?.data?.tenantId || undefined;

  // Each captcha is single use: fetched when the page opens and on demand, never behind the user's back.
  const captcha = useFetched((signal) =>
    CAPTCHA_MODE ? getCaptcha(undefined, signal) : Promise.resolve(undefined),
  );

  const form = useLoginForm(schema, { tenantId: DEFAULT_TENANT_ID, username: '', password: '', code: '' });
  const { errors, isSubmitting, setValue } = form;
  useEffect(() => {
    if (boundTenantId) setValue('tenantId', boundTenantId);
  }, [boundTenantId, setValue]);

  const refreshCaptcha = () => {
    form.resetField('code');
    captcha.refetch();
  };

  const onSubmit = form.handleSubmit(async (values: LoginValues) => {
    const captchaKey = captcha.data?.key;
    try {
      const result = await signIn({
        tenantId: boundTenantId ?? values.tenantId,
        username: values.username,
        password: values.password,
        captcha: CAPTCHA_MODE && captchaKey ? { key: captchaKey, code: values.code } : undefined,
      });
      startSession(result);
      await navigation.enter(takeRedirect() ?? HOME_PATH);
    } catch {
      // The http layer has shown the server's message; a used captcha is dead, so fetch a fresh one.
      refreshCaptcha();
      form.setFocus(CAPTCHA_MODE ? 'code' : 'password');
    }
  });

  return (
    <AuthShell>
      {/* Wider spacing and a deeper, tinted shadow than a card's, without overriding the card's own classes: this
          page renders before the class merge is loaded (src/lib/cn.ts). */}
      <div className="w-full max-w-[420px] rounded-2xl shadow-xl shadow-primary/5">
        <Card>
          <div className="flex flex-col gap-1.5 px-8 pt-8">
            <CardTitle>{t('login.title')}</CardTitle>
            <CardDescription>{t('login.subtitle')}</CardDescription>
          </div>
          <div className="px-8 pt-6 pb-8">
            <form className="flex flex-col gap-5" onSubmit={onSubmit} noValidate>
              {boundTenantId ? null : (
                <FormField id="login-tenant" label={t('login.tenantId')} error={errors.tenantId}>
                  <Input
                    id="login-tenant"
                    autoComplete="organization"
                    placeholder={t('login.tenantIdPlaceholder')}
                    aria-invalid={errors.tenantId ? true : undefined}
                    aria-describedby={describedBy('login-tenant', Boolean(errors.tenantId))}
                    {...form.register('tenantId')}
                  />
                </FormField>
              )}
              <FormField id="login-username" label={t('login.username')} error={errors.username}>
                <Input
                  id="login-username"
                  autoComplete="username"
                  autoFocus
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder={t('login.usernamePlaceholder')}
                  aria-invalid={errors.username ? true : undefined}
                  aria-describedby={describedBy('login-username', Boolean(errors.username))}
                  {...form.register('username')}
                />
              </FormField>
              <FormField id="login-password" label={t('login.password')} error={errors.password}>
                <PasswordInput
                  id="login-password"
                  autoComplete="current-password"
                  placeholder={t('login.passwordPlaceholder')}
                  aria-invalid={errors.password ? true : undefined}
                  aria-describedby={describedBy('login-password', Boolean(errors.password))}
                  {...form.register('password', { onChange: prefetch })}
                />
              </FormField>
              {CAPTCHA_MODE ? (
                <FormField id="login-code" label={t('login.code')} error={errors.code}>
                  <div className="flex gap-3">
                    <Input
                      id="login-code"
                      autoComplete="off"
                      autoCapitalize="none"
                      spellCheck={false}
                      inputMode="text"
                      maxLength={8}
                      placeholder={t('login.codePlaceholder')}
                      aria-invalid={errors.code ? true : undefined}
                      aria-describedby={describedBy('login-code', Boolean(errors.code))}
                      {...form.register('code')}
                    />
                    <CaptchaImage
                      image={captcha.data?.image}
                      loading={captcha.fetching}
                      onRefresh={refreshCaptcha}
                    />
                  </div>
                </FormField>
              ) : null}
              <Button type="submit" size="lg" className="mt-1 w-full" loading={isSubmitting}>
                {t('login.submit')}
              </Button>
            </form>
          </div>
        </Card>
      </div>
      {DemoAccountsPanel ? (
        <Suspense fallback={null}>
          <DemoAccountsPanel
            onPick={({ tenantId, account, password }) => {
              if (!boundTenantId) form.setValue('tenantId', tenantId);
              form.setValue('username', account);
              form.setValue('password', password);
              form.setFocus(CAPTCHA_MODE ? 'code' : 'password');
            }}
          />
        </Suspense>
      ) : null}
      {socialCallback ? (
        <Suspense fallback={null}>
          <SocialSignIn callback={socialCallback} />
        </Suspense>
      ) : null}
    </AuthShell>
  );
}

/** Fields in the order a failed submit looks for the first one to focus. */
const FIELDS: readonly LoginField[] = ['tenantId', 'username', 'password', 'code'];

/**
 * The sign-in form's state, in plain React rather than a form library (the sign-in page's budget, DESIGN §9):
 * controlled fields, messages from the schema once a submit was tried and then on every change (so they also
 * follow a language switch), the first invalid field focused, `isSubmitting` while the submit handler runs.
 */
function useLoginForm(schema: LoginSchema, initial: LoginValues) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  // Fields reset after a submit (a used captcha) stay quiet until they are edited or submitted again.
  const [quiet, setQuiet] = useState<ReadonlySet<LoginField>>(new Set());
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const validation = useMemo(() => validateLogin(schema, values), [schema, values]);
  const errors: LoginErrors = {};
  if (submitted && validation.errors) {
    for (const field of FIELDS) {
      if (validation.errors[field] && !quiet.has(field)) errors[field] = validation.errors[field];
    }
  }

  const setValue = useCallback((field: LoginField, value: string) => {
    setValues((current) => (current[field] === value ? current : { ...current, [field]: value }));
  }, []);
  // The server may send this form already drawn (login.html); React then takes over its elements without
  // resetting them, so whatever was typed before the page went live is in the fields but not yet in the state.
  useLayoutEffect(() => {
    for (const field of FIELDS) {
      const typed = inputs.current[field]?.value;
      if (typed !== undefined && typed !== initial[field]) setValue(field, typed);
    }
    // Once, when the form is first shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const setFocus = useCallback((field: LoginField) => inputs.current[field]?.focus(), []);
  const resetField = useCallback(
    (field: LoginField) => {
      setValue(field, '');
      setQuiet((current) => new Set(current).add(field));
    },
    [setValue],
  );

  const register = (field: LoginField, options: { onChange?: () => void } = {}) => ({
    name: field,
    value: values[field],
    ref: (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(field, event.target.value);
      if (quiet.has(field)) {
        setQuiet((current) => {
          const next = new Set(current);
          next.delete(field);
          return next;
        });
      }
      options.onChange?.();
    },
  });

  const handleSubmit = (submit: (values: LoginValues) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    setQuiet(new Set());
    if (validation.errors) {
      const first = FIELDS.find((field) => validation.errors[field]);
      if (first) setFocus(first);
      return;
    }
    setSubmitting(true);
    void submit(validation.data).finally(() => setSubmitting(false));
  };

  return { errors, isSubmitting, register, handleSubmit, setValue, setFocus, resetField };
}

/** The social callback parameters, read once when the page opens (the exchange clears them). */
function useSocialCallback() {
  const { search } = useSignInNavigation();
  const [callback] = useState(() => {
    return search.source && search.code
      ? {
          source: String(search.source),
          code: String(search.code),
          state: search.state ? String(search.state) : undefined,
        }
      : undefined;
  });
  return callback;
}
