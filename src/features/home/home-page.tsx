import { Link } from '@tanstack/react-router';
import { Boxes, FileSignature, KeyRound, ScrollText, Search, Wallet, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT, type MessageKey } from '@/lib/i18n';
import { displayName, getTenantId, useSessionUser } from '@/lib/session';

interface ModuleTile {
  icon: LucideIcon;
  title: MessageKey;
  text: MessageKey;
}

const MODULES: ModuleTile[] = [
  { icon: ScrollText, title: 'wel.modules.demand', text: 'wel.modules.demandText' },
  { icon: Search, title: 'wel.modules.sourcing', text: 'wel.modules.sourcingText' },
  { icon: FileSignature, title: 'wel.modules.contract', text: 'wel.modules.contractText' },
  { icon: Boxes, title: 'wel.modules.stock', text: 'wel.modules.stockText' },
  { icon: Wallet, title: 'wel.modules.finance', text: 'wel.modules.financeText' },
];

/** /wel/index: the first page after sign-in. */
export function HomePage() {
  const t = useT();
  const user = useSessionUser();
  const name = displayName(user);
  const rows: [MessageKey, string][] = [
    ['wel.tenant', user?.tenant_id || getTenantId()],
    ['wel.account', user?.account || user?.user_name || ''],
    ['wel.role', user?.role_name || ''],
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
        <p className="relative mt-2 max-w-2xl text-sm text-primary-fg/85">{t('wel.intro')}</p>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('wel.accountCard')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col gap-3 text-sm">
              {rows.map(([label, value]) => (
                <div
                  key={label}
                  className="flex items-center justify-between gap-4 border-b border-line/70 pb-3 last:border-0 last:pb-0"
                >
                  <dt className="text-muted">{t(label)}</dt>
                  <dd className="truncate font-medium">{value || '—'}</dd>
                </div>
              ))}
            </dl>
            <Button asChild variant="secondary" size="sm" className="mt-5">
              <Link to="/editPassword">
                <KeyRound className="size-4" aria-hidden="true" />
                {t('layout.changePassword')}
              </Link>
            </Button>
          </CardContent>
        </Card>

        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-base">{t('wel.modulesCard')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3 sm:grid-cols-2">
              {MODULES.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-3 rounded-xl border border-line/70 p-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{t(title)}</p>
                    <p className="mt-1 text-xs leading-relaxed text-muted">{t(text)}</p>
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
