import { Link } from '@tanstack/react-router';
import { useGetUserInfo } from '@/api/generated/blade-user/endpoints/user/user';
import { ArrowRight, History, Megaphone, ShieldCheck } from 'lucide-react';
import { MenuIcon } from '@/components/layout/menu-icon';
import { MenuLink } from '@/components/layout/menu-link';
import { minutesSince, noticeAge, useMyNotices } from '@/components/layout/notice-popover';
import { useTagLabel } from '@/components/layout/use-tag-label';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useLanguage, useT } from '@/lib/i18n';
import { flattenLeaves, useMenuTree } from '@/lib/menu';
import { usePermissions } from '@/lib/permission';
import { getTenantId, useSessionUser } from '@/lib/session';
import { useShellT } from '@/lib/shell-i18n';
import { useTags } from '@/lib/tags';
import { useTheme } from '@/lib/theme';
import { DashboardFigures } from './dashboard-figures';

/** /wel/dashboard: the user's figures (approvals, spend, orders, stock, payables), the areas of the menu, recently visited pages, notices and the session at a glance. */
export function DashboardPage() {
  const t = useT();
  const st = useShellT();
  const notices = useMyNotices().data?.data?.notices ?? [];
  const [language] = useLanguage();
  const theme = useTheme();
  const user = useSessionUser();
  const { menus } = useMenuTree();
  const { flags } = usePermissions();
  const tags = useTags();
  const tagLabel = useTagLabel();
  const areas = menus.filter((menu) => menu.children?.length);
  // Role names (超级管理员), not the aliases the token carries.
  const info = useGetUserInfo();
  const roles = (info.data?.data?.roleName ?? '').split(',').filter(Boolean);

  const session: [string, string][] = [
    [st('dashboard.tenant'), user?.tenant_id || getTenantId()],
    [st('dashboard.account'), user?.account || user?.user_name || ''],
    [st('dashboard.roles'), roles.join(', ')],
    [st('dashboard.language'), t(`languages.${language}`)],
    [st('dashboard.theme'), st(`themes.${theme}`)],
    [st('dashboard.permissions'), st('dashboard.permissionsCount', { count: Object.keys(flags).length })],
  ];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <div>
        <h1 className="text-xl font-semibold tracking-tight">{st('dashboard.title')}</h1>
        <p className="mt-1 text-sm text-muted">{st('dashboard.subtitle')}</p>
      </div>

      <DashboardFigures />

      <section aria-labelledby="dashboard-areas">
        <h2 id="dashboard-areas" className="sr-only">
          {st('dashboard.areas')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {areas.map((area) => {
            const leaves = flattenLeaves(area.children ?? []);
            const first = leaves[0]?.menu;
            return (
              <li key={area.id}>
                <Card className="group h-full transition hover:border-primary/40 hover:shadow-md">
                  <div className="flex items-start gap-3 p-4">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                      <MenuIcon source={area.source} className="size-5" aria-hidden="true" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{area.name}</p>
                      <p className="mt-0.5 text-xs text-muted">
                        {st(leaves.length === 1 ? 'dashboard.screen' : 'dashboard.screens', {
                          count: leaves.length,
                        })}
                      </p>
                      <p className="mt-2 line-clamp-2 text-xs leading-relaxed text-muted">
                        {leaves.map((leaf) => leaf.menu.name).join(' · ')}
                      </p>
                    </div>
                    {first ? (
                      <MenuLink
                        menu={first}
                        aria-label={`${area.name}: ${first.name}`}
                        className="rounded-md p-1 text-muted transition group-hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
                      >
                        <ArrowRight className="size-4" aria-hidden="true" />
                      </MenuLink>
                    ) : null}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="grid gap-5 lg:grid-cols-3">
        <Card>
          <CardHeader className="flex-row items-center gap-2 px-5 pt-5">
            <History className="size-4 text-primary" aria-hidden="true" />
            <CardTitle className="text-base">{st('dashboard.recent')}</CardTitle>
          </CardHeader>
          <CardContent className="px-5 py-4">
            {tags.length <= 1 ? (
              <p className="text-sm text-muted">{st('dashboard.recentEmpty')}</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {[...tags].reverse().map((tag) => (
                  <li key={tag.value}>
                    <Link
                      to={tag.fullPath as '/'}
                      className="flex items-center justify-between gap-3 rounded-lg px-2 py-1.5 text-sm hover:bg-canvas focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
                    >
                      <span className="truncate">{tagLabel(tag)}</span>
                      <span className="truncate font-mono text-xs text-muted">{tag.value}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex-row items-center gap-2 px-5 pt-5">
            <Megaphone className="size-4 text-primary" aria-hidden="true" />
            <CardTitle className="text-base">{st('dashboard.notices')}</CardTitle>
          </CardHeader>
          <CardContent className="px-5 py-4">
            {notices.length === 0 ? (
              <p className="text-sm text-muted">{st('notice.empty')}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {notices.map((notice) => (
                  <li key={notice.id} className="flex flex-col gap-0.5">
                    <span className="text-sm">{notice.title}</span>
                    <span className="text-xs text-muted">
                      {noticeAge(st, minutesSince(notice.releaseTime))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex-row items-center gap-2 px-5 pt-5">
            <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
            <CardTitle className="text-base">{st('dashboard.session')}</CardTitle>
          </CardHeader>
          <CardContent className="px-5 py-4">
            <dl className="flex flex-col gap-2.5 text-sm">
              {session.map(([label, value]) => (
                <div key={label} className="flex items-center justify-between gap-4">
                  <dt className="text-muted">{label}</dt>
                  <dd className="truncate font-medium">{value || '—'}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
