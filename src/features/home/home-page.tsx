import { Link } from '@tanstack/react-router';
import { Boxes, FileSignature, KeyRound, ScrollText, Search, Wallet, type LucideIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useGetUserInfo } from '@/api/generated/blade-user/endpoints/user/user';
import { MenuLink } from '@/components/layout/menu-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { flattenLeaves, useMenuTree, type MenuItem } from '@/lib/menu';
import { displayName, getTenantId, useSessionUser } from '@/lib/session';
import { useShellT } from '@/lib/shell-i18n';

type Module = 'demand' | 'sourcing' | 'contract' | 'stock' | 'finance';

/** Each card and the seeded top-level menus it stands for (src/server/db/seed/menu-tree.ts). */
const MODULES: { icon: LucideIcon; id: Module; menus: string[] }[] = [
  { icon: ScrollText, id: 'demand', menus: ['demand'] },
  { icon: Search, id: 'sourcing', menus: ['sourcing'] },
  { icon: FileSignature, id: 'contract', menus: ['contract', 'order'] },
  { icon: Boxes, id: 'stock', menus: ['stock'] },
  { icon: Wallet, id: 'finance', menus: ['finance'] },
];

/** The first screen of a module the user's menus hold, if any. */
function firstScreen(menus: readonly MenuItem[], codes: string[]): MenuItem | undefined {
  const roots = menus.filter((menu) => codes.includes(menu.code));
  return flattenLeaves(roots)[0]?.menu;
}

/** /wel/index: the first page after sign-in. */
export function HomePage() {
  const t = useT();
  const st = useShellT();
  const user = useSessionUser();
  // The token carries the roles' aliases (administrator); a person reads their names (超级管理员) from the profile.
  const info = useGetUserInfo();
  const name = displayName(user);
  const { menus } = useMenuTree();
  const modules = useMemo(
    () => MODULES.map((module) => ({ ...module, screen: firstScreen(menus, module.menus) })),
    [menus],
  );
  const rows: [string, string][] = [
    [st('home.tenant'), user?.tenant_id || getTenantId()],
    [st('home.account'), user?.account || user?.user_name || ''],
    [st('home.role'), info.data?.data?.roleName ?? ''],
  ];

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <section className="relative overflow-hidden rounded-2xl bg-primary-fill px-6 py-7 text-primary-fg shadow-sm md:px-8">
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
        <p className="relative mt-2 max-w-2xl text-sm text-primary-fg">{st('home.intro')}</p>
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
            <ul aria-label={st('home.modulesCard')} className="grid gap-3 sm:grid-cols-2">
              {modules.map(({ icon: Icon, id, screen }) => {
                const body = (
                  <>
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <div className="min-w-0">
                      <p className="text-sm font-medium">{st(`home.modules.${id}`)}</p>
                      <p className="mt-1 text-xs leading-relaxed text-muted">
                        {st(`home.modules.${id}Text`)}
                      </p>
                    </div>
                  </>
                );
                // A card opens the module's first screen the user may use; without one it is plain text,
                // dimmed, rather than something that looks clickable and does nothing.
                return (
                  <li key={id}>
                    {screen ? (
                      <MenuLink
                        menu={screen}
                        className="flex h-full gap-3 rounded-xl border border-line/70 p-4 transition hover:border-primary hover:bg-primary/5 focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
                      >
                        {body}
                      </MenuLink>
                    ) : (
                      <div className="flex h-full gap-3 rounded-xl border border-dashed border-line/70 p-4 opacity-60">
                        {body}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
