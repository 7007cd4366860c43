import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useGetCaptcha } from '@/api/generated/blade-auth/endpoints/oauth/oauth';
import { useGetTenantInfo } from '@/api/generated/blade-system/endpoints/tenant/tenant';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useT } from '@/lib/i18n';
import { HOME_PATH } from '@/lib/route-guard';
import { DEFAULT_TENANT_ID, startSession, takeRedirect } from '@/lib/session';
import { AuthShell } from './auth-shell';
import { CaptchaImage } from './captcha-image';
import { createLoginSchema, type LoginValues } from './login-schema';
import { prefetchHasher, signIn } from './sign-in';

/** Captcha mode is on (SPEC §9); a deployment without captcha would flip this. */
const CAPTCHA_MODE = true;

const describedBy = (id: string, invalid: boolean) => (invalid ? fieldErrorId(id) : undefined);

export function LoginPage() {
  const t = useT();
  const router = useRouter();
  const schema = useMemo(() => createLoginSchema(t, { captcha: CAPTCHA_MODE }), [t]);

  // A domain bound to a tenant (SPEC: tenant/info?domain=) hides the tenant field and signs into that tenant.
  const tenantInfo = useGetTenantInfo(
    { domain: window.location.origin },
    { query: { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false } },
  );
  const boundTenantId = tenantInfo.data?.data?.tenantId || undefined;

  // Each captcha is single use: never cache one across mounts, never refetch behind the user's back.
  const captcha = useGetCaptcha({
    query: {
      enabled: CAPTCHA_MODE,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
    },
  });

  const form = useForm<LoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { tenantId: DEFAULT_TENANT_ID, username: '', password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (boundTenantId) form.setValue('tenantId', boundTenantId);
  }, [boundTenantId, form]);

  // Messages already on screen follow a language switch.
  useEffect(() => {
    const invalid = Object.keys(form.formState.errors) as (keyof LoginValues)[];
    if (invalid.length > 0) void form.trigger(invalid);
  }, [schema, form]);

  const refreshCaptcha = () => {
    form.resetField('code');
    void captcha.refetch();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const captchaKey = captcha.data?.key;
    try {
      const result = await signIn({
        tenantId: boundTenantId ?? values.tenantId,
        username: values.username,
        password: values.password,
        captcha: CAPTCHA_MODE && captchaKey ? { key: captchaKey, code: values.code } : undefined,
      });
      startSession(result);
      await router.navigate({ href: takeRedirect() ?? HOME_PATH, replace: true });
    } catch {
      // The http layer has shown the server's message; a used captcha is dead, so fetch a fresh one.
      refreshCaptcha();
      form.setFocus(CAPTCHA_MODE ? 'code' : 'password');
    }
  });

  return (
    <AuthShell>
      <Card className="w-full max-w-[420px] shadow-xl shadow-primary/5">
        <CardHeader className="px-8 pt-8">
          <CardTitle>{t('login.title')}</CardTitle>
          <CardDescription>{t('login.subtitle')}</CardDescription>
        </CardHeader>
        <CardContent className="px-8 pb-8">
          <form className="flex flex-col gap-5" onSubmit={onSubmit} noValidate>
            {boundTenantId ? null : (
              <FormField id="login-tenant" label={t('login.tenantId')} error={errors.tenantId?.message}>
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
            <FormField id="login-username" label={t('login.username')} error={errors.username?.message}>
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
            <FormField id="login-password" label={t('login.password')} error={errors.password?.message}>
              <PasswordInput
                id="login-password"
                autoComplete="current-password"
                placeholder={t('login.passwordPlaceholder')}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={describedBy('login-password', Boolean(errors.password))}
                {...form.register('password', { onChange: () => void prefetchHasher() })}
              />
            </FormField>
            {CAPTCHA_MODE ? (
              <FormField id="login-code" label={t('login.code')} error={errors.code?.message}>
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
                    loading={captcha.isFetching}
                    onRefresh={refreshCaptcha}
                  />
                </div>
              </FormField>
            ) : null}
            <Button type="submit" size="lg" className="mt-1 w-full" loading={isSubmitting}>
              {t('login.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthShell>
  );
}
