import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { overlayClasses, useReturnFocus } from '@/components/ui/dialog';
import { TooltipProvider } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { installErrorCapture } from '@/lib/error-log';
import { useT, type MessageKey } from '@/lib/i18n';
import { findEmbeddedLeaf, findLeafByPath, useMenuLeaves } from '@/lib/menu';
import { useScreenClass } from '@/lib/screen';
import { useIsSignedIn, useSessionUser } from '@/lib/session';
import { useShellT } from '@/lib/shell-i18n';
import { claimTags, openTag } from '@/lib/tags';
import { restoreAppearance } from '@/lib/theme';
import { startTokenRefresh } from '@/lib/token-refresh';
import { MenuSearch } from './menu-search';
import { Sidebar } from './sidebar';
import { setSidebarCollapsed, useSidebarCollapsed } from './sidebar-state';
import { TagsBar } from './tags-bar';
import { TopBar } from './top-bar';

// The body class of the stored theme (index.html has already set the palette before the first paint).
restoreAppearance();

const SPLAT_ROUTE = '/_authenticated/$';
const EMBEDDED_ROUTE = '/_authenticated/myiframe/$routerPath';

/**
 * The application shell of every signed-in screen (SPEC §2 layout): sidebar from the server menu, top bar,
 * tags bar, menu search (Ctrl+K), and the page. Responsive (SPEC §9): from 992 px the sidebar is beside the
 * page and the collapse choice is remembered; from 768 px it starts as an icon rail; below that it is a drawer.
 * It also keeps the session alive (token refresh) and records uncaught UI errors for the error log.
 * The embedded page route is public (SPEC §2): without a session it shows the page alone, without the shell.
 */
export function AppLayout() {
  const signedIn = useIsSignedIn();
  if (!signedIn) {
    return (
      <main className="relative h-full">
        <Outlet />
      </main>
    );
  }
  return <Shell />;
}

function Shell() {
  const st = useShellT();
  const screen = useScreenClass();
  const wideCollapsed = useSidebarCollapsed();
  const [railExpanded, setRailExpanded] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const returnFocus = useReturnFocus({});
  const [searchOpen, setSearchOpen] = useState(false);

  useEffect(() => startTokenRefresh(), []);
  useEffect(() => installErrorCapture(), []);
  useVisitedTags();

  // Ctrl+K / ⌘K opens the menu search from anywhere in the shell.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setSearchOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // Another width class: the drawer closes and the rail starts collapsed again.
  const [lastScreen, setLastScreen] = useState(screen);
  if (lastScreen !== screen) {
    setLastScreen(screen);
    setDrawerOpen(false);
    setRailExpanded(false);
  }

  const collapsed = screen >= 2 ? wideCollapsed : screen === 1 ? !railExpanded : !drawerOpen;
  const toggleSidebar = () => {
    if (screen >= 2) setSidebarCollapsed(!wideCollapsed);
    else if (screen === 1) setRailExpanded((value) => !value);
    else setDrawerOpen((value) => !value);
  };

  return (
    <TooltipProvider delayDuration={400}>
      <div className="flex h-full overflow-hidden bg-canvas" data-screen={screen}>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-primary-fill px-3 py-2 text-sm text-primary-fg focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          {st('layout.skipToContent')}
        </a>
        {screen === 0 ? (
          <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Overlay className={overlayClasses} />
              <DialogPrimitive.Content
                {...returnFocus}
                aria-describedby={undefined}
                className="fixed inset-y-0 left-0 z-50 w-64 max-w-[85vw] shadow-2xl focus:outline-none"
              >
                <DialogPrimitive.Title className="sr-only">{st('layout.sidebar')}</DialogPrimitive.Title>
                <Sidebar collapsed={false} onNavigate={() => setDrawerOpen(false)} />
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>
        ) : (
          <aside
            aria-label={st('layout.sidebar')}
            data-collapsed={collapsed}
            className={cn(
              'z-20 h-full shrink-0 overflow-hidden border-r border-sidebar-line transition-[width] duration-200 ease-out',
              collapsed ? 'w-16' : 'w-60',
              // The expanded rail of medium-small screens floats over the page instead of squeezing it.
              screen === 1 && !collapsed && 'absolute inset-y-0 left-0 shadow-2xl',
            )}
          >
            <Sidebar
              collapsed={collapsed}
              onNavigate={screen === 1 ? () => setRailExpanded(false) : undefined}
            />
          </aside>
        )}
        {screen === 1 && !collapsed ? (
          <div
            className="fixed inset-0 z-10 bg-black/20"
            aria-hidden="true"
            onClick={() => setRailExpanded(false)}
          />
        ) : null}
        <div className={cn('flex min-w-0 flex-1 flex-col', screen === 1 && 'pl-16')}>
          <TopBar
            screen={screen}
            sidebarCollapsed={collapsed}
            onToggleSidebar={toggleSidebar}
            onOpenSearch={() => setSearchOpen(true)}
          />
          <TagsBar onSearch={() => setSearchOpen(true)} />
          <main
            id="main-content"
            tabIndex={-1}
            aria-label={st('layout.content')}
            className="relative flex-1 overflow-auto p-3 focus:outline-none sm:p-4 lg:p-5"
          >
            <Outlet />
          </main>
        </div>
        <MenuSearch open={searchOpen} onOpenChange={setSearchOpen} />
      </div>
    </TooltipProvider>
  );
}

const withoutTrailingSlash = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

/** Every page shown inside the shell becomes a tab (unless its route says isTab: false). */
function useVisitedTags(): void {
  const t = useT();
  const user = useSessionUser();
  const { leaves } = useMenuLeaves();
  // The page is the deepest match; its own pathname is used, because while a navigation is under way the
  // location and the matches can describe different pages.
  const visit = useRouterState({
    select: (state) => {
      const last = state.matches.at(-1);
      // While a navigation is under way the matches still describe the page being left: reading them then
      // reopened a tab the user had just closed.
      if (state.status !== 'idle' || !last || last.status !== 'success') return '';
      if (state.matches.some((match) => match.staticData?.isTab === false)) return '';
      const titleKey = state.matches.findLast((match) => match.staticData?.titleKey)?.staticData?.titleKey;
      const { location } = state;
      // An index route's match ends in a slash (/stock/stock-in/) where the location has none: without this
      // its tab was never the active one, so closing it stayed on the page, and reopening it lost the search.
      const pathname = withoutTrailingSlash(last.pathname);
      const href =
        location.pathname === pathname
          ? `${pathname}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`
          : pathname;
      return JSON.stringify([last.routeId, pathname, href, titleKey ?? '']);
    },
  });

  const owner = `${user?.tenant_id ?? ''}:${user?.user_id ?? user?.account ?? ''}`;
  useEffect(() => claimTags(owner), [owner]);

  useEffect(() => {
    if (!visit) return;
    const [routeId, pathname, href, titleKey] = JSON.parse(visit) as [string, string, string, string];
    if (routeId === SPLAT_ROUTE) {
      // A menu path without a client screen: a tab named after the menu; anything else is leaving for /404.
      const leaf = findLeafByPath(leaves, pathname);
      if (leaf) openTag({ value: pathname, fullPath: href, label: leaf.menu.name });
      return;
    }
    if (routeId === EMBEDDED_ROUTE) {
      const leaf = findEmbeddedLeaf(leaves, decodeURIComponent(pathname.split('/')[2] ?? ''));
      openTag({ value: pathname, fullPath: href, label: leaf?.menu.name ?? t('pages.embedded') });
      return;
    }
    const leaf = findLeafByPath(leaves, pathname);
    openTag({
      value: pathname,
      fullPath: href,
      labelKey: (titleKey || undefined) as MessageKey | undefined,
      label: leaf?.menu.name,
    });
  }, [visit, leaves, t]);
}
