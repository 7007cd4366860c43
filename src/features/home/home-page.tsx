import { Link } from '@tanstack/react-router';
import { Boxes, FileSignature, KeyRound, ScrollText, Search, Wallet, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { displayName, getTenantId, useSessionUser } from '@/lib/session';
import { useShellT } from '@/lib/shell-i18n';

type Module = 'demand' | 'sourcing' | 'contract' | 'stock' | 'finance';

const MODULES: { icon: LucideIcon; id: Module }[] = [
  { icon: ScrollText, id: 'demand' },
  { icon: Search, id: 'sourcing' },
  { icon: FileSignature, id: 'contract' },
  { icon: Boxes, id: 'stock' },
  { icon: Wallet, id: 'finance' },
];

/** /wel/index: the first page after sign-in. */
export function HomePage() {
  const t = useT();
  const st = useShellT();
  const user = useSessionUser();
  const name = displayName(user);
  const rows: [string, string][] = [
    [st('home.tenant'), user?.tenant_id || getTenantId()],
    [st('home.account'), user?.account || user?.user_name || ''],
    [st('home.role'), user?.role_name || ''],
  ];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <section className="relative overflow-hidden rounded-2xl bg-primary px-6 py-7 text-primary-fg shadow-sm md:px-8">
        <div
          className="pointer-events-none absolute -top-16 -right-10 size-56 rounded-full bg-white/10"
          aria-hidden="true"
        />
        <div
          className="pointer-events-none absolute -right-24 -bottom-24 size-72 rounded-full bg-white/10"
          aria-hidden="true"
        />
        <h1 className="relative text-2xl font-semibold tracking-tight">
          {name ? t('wel.greeting', { name }) : t('wel.greetingAnonymous')}
        </h1>
        <p className="relative mt-2 max-w-2xl text-sm text-primary-fg/85">{st('home.intro')}</p>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{st('home.accountCard')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-3 text-sm">
              {rows.map(([label, value]) => (
                <div
                  key={label}
                  className="flex items-center justify-between gap-4 border-b border-line/70 pb-3 last:border-0 last:pb-0"
                >
                  <dt className="text-muted">{label}</dt>
                  <dd className="truncate font-medium">{value || '—'}</dd>
                </div>
              ))}
            </dl>
            <Button asChild variant="secondary" size="sm" className="mt-5">
              <Link to="/info/index" search={{ tab: 'password' }}>
                <KeyRound className="size-4" aria-hidden="true" />
                {st('layout.changePassword')}
              </Link>
            </Button>
          </CardContent>
        </Card>

        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-base">{st('home.modulesCard')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3 sm:grid-cols-2">
              {MODULES.map(({ icon: Icon, id }) => (
                <li key={id} className="flex gap-3 rounded-xl border border-line/70 p-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{st(`home.modules.${id}`)}</p>
                    <p className="mt-1 text-xs leading-relaxed text-muted">{st(`home.modules.${id}Text`)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
