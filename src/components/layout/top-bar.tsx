import { Link, useLocation, useMatches, useRouter, type LinkProps } from '@tanstack/react-router';
import { ChevronRight, Lock, Maximize, Minimize, PanelLeftClose, PanelLeftOpen, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { isFullscreenSupported, toggleFullscreen, useIsFullscreen } from '@/lib/fullscreen';
import { useT } from '@/lib/i18n';
import {
  findLeafByPath,
  setActiveTopMenuId,
  useActiveTopMenuId,
  useMenuLeaves,
  useTopMenus,
} from '@/lib/menu';
import { HOME_PATH, LOCK_PATH } from '@/lib/route-guard';
import { useShellT } from '@/lib/shell-i18n';
import { ColorPicker, ThemeMenu } from './appearance-menus';
import { BrandMark } from './brand-mark';
import { ErrorLogDialog } from './error-log-dialog';
import { LanguageMenu } from './language-menu';
import { LockPasswordForm } from './lock-password-form';
import { MessageBadge } from './message-badge';
import { NoticePopover } from './notice-popover';
import { ToolButton } from './tool-button';
import { UserMenu } from './user-menu';

interface TopBarProps {
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  onOpenSearch: () => void;
  /** Width class (lib/screen): the bar drops secondary tools on small screens. */
  screen: 0 | 1 | 2 | 3;
}

/**
 * The top bar (SPEC §2): collapse toggle, where-am-I, top menus, and the tools: menu search, notices,
 * fullscreen, theme, colour, lock screen, language, error log and the user menu.
 */
export function TopBar({ sidebarCollapsed, onToggleSidebar, onOpenSearch, screen }: TopBarProps) {
  const t = useT();
  const st = useShellT();
  const fullscreen = useIsFullscreen();
  const isMac = typeof navigator !== 'undefined' && /mac/i.test(navigator.platform);

  return (
    <header
      className="relative z-30 flex h-14 shrink-0 items-center gap-2 border-b border-header-line bg-header px-2 text-header-ink sm:px-3"
      style={{ backgroundImage: 'var(--header-image)' }}
    >
      <ToolButton
        label={sidebarCollapsed ? st('layout.expandSidebar') : st('layout.collapseSidebar')}
        aria-expanded={!sidebarCollapsed}
        onClick={onToggleSidebar}
        data-testid="sidebar-toggle"
      >
        {sidebarCollapsed ? (
          <PanelLeftOpen className="size-[18px]" aria-hidden="true" />
        ) : (
          <PanelLeftClose className="size-[18px]" aria-hidden="true" />
        )}
      </ToolButton>
      {screen === 0 ? (
        <Link
          to={HOME_PATH}
          aria-label={t('app.name')}
          className="rounded-lg focus-visible:ring-2 focus-visible:ring-primary/60 focus-visible:outline-none"
        >
          <BrandMark className="size-8" />
        </Link>
      ) : null}
      {screen >= 2 ? <Breadcrumb /> : null}
      <TopMenus />
      <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
        <button
          type="button"
          onClick={onOpenSearch}
          aria-keyshortcuts="Control+K Meta+K"
          // Named by its visible text when it shows one (WCAG 2.5.3); the icon alone needs a label.
          aria-label={screen >= 2 ? undefined : st('search.open')}
          className={cn(
            'flex h-9 cursor-pointer items-center gap-2 rounded-lg text-header-ink/75 transition hover:text-header-ink',
            'focus-visible:ring-2 focus-visible:ring-primary/60 focus-visible:outline-none',
            screen >= 2
              ? 'mr-1 w-52 border border-header-ink/15 bg-header-ink/5 px-3 hover:border-header-ink/30'
              : 'w-9 justify-center hover:bg-header-ink/8',
          )}
        >
          <Search className="size-4 shrink-0" aria-hidden="true" />
          {screen >= 2 ? (
            <>
              <span className="flex-1 truncate text-left text-[13px]">{st('search.open')}</span>
              <kbd className="rounded border border-header-ink/20 px-1.5 font-sans text-[11px] leading-5">
                {isMac ? '⌘K' : 'Ctrl K'}
              </kbd>
            </>
          ) : null}
        </button>
        <MessageBadge />
        <NoticePopover />
        {screen >= 1 && isFullscreenSupported() ? (
          <ToolButton
            label={fullscreen ? st('toolbar.exitFullscreen') : st('toolbar.fullscreen')}
            aria-pressed={fullscreen}
            onClick={() => void toggleFullscreen().catch(() => undefined)}
          >
            {fullscreen ? (
              <Minimize className="size-[18px]" aria-hidden="true" />
            ) : (
              <Maximize className="size-[18px]" aria-hidden="true" />
            )}
          </ToolButton>
        ) : null}
        <ThemeMenu />
        {screen >= 1 ? <ColorPicker /> : null}
        <LockButton />
        <ErrorLogDialog />
        <LanguageMenu />
        <span className="mx-1 hidden h-6 w-px bg-header-ink/15 sm:block" aria-hidden="true" />
        <UserMenu />
      </div>
    </header>
  );
}

function LockButton() {
  const st = useShellT();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolButton label={st('toolbar.lock')} onClick={() => setOpen(true)}>
        <Lock className="size-[18px]" aria-hidden="true" />
      </ToolButton>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-sm" closeLabel={st('layout.close')}>
          <DialogHeader>
            <DialogTitle>{st('lock.setTitle')}</DialogTitle>
            <DialogDescription>{st('lock.setDescription')}</DialogDescription>
          </DialogHeader>
          <LockPasswordForm
            returnTo={router.state.location.href}
            onCancel={() => setOpen(false)}
            onLocked={() => {
              setOpen(false);
              void router.navigate({ to: LOCK_PATH });
            }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Group / page of the current screen, from the menu (or the route's title). */
function Breadcrumb() {
  const t = useT();
  const st = useShellT();
  const { pathname } = useLocation();
  const { leaves } = useMenuLeaves();
  const titleKey = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData?.titleKey)?.staticData?.titleKey,
  });
  const leaf = findLeafByPath(leaves, pathname);
  const parts = leaf ? [...leaf.trail, leaf.menu.name] : titleKey ? [t(titleKey)] : [];
  if (parts.length === 0) return null;
  return (
    <nav aria-label={st('layout.breadcrumb')} className="ml-1 hidden min-w-0 lg:block">
      <ol className="flex items-center gap-1 text-[13px] text-header-ink/75">
        {parts.map((part, index) => (
          <li key={`${index}-${part}`} className="flex min-w-0 items-center gap-1">
            {index > 0 ? <ChevronRight className="size-3.5 shrink-0 opacity-60" aria-hidden="true" /> : null}
            <span
              className={cn('truncate', index === parts.length - 1 && 'font-medium text-header-ink')}
              aria-current={index === parts.length - 1 ? 'page' : undefined}
            >
              {part}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Top menus (contract §4): a fixed 首页 entry for the whole menu, then the server's; each switches the sidebar. */
function TopMenus() {
  const st = useShellT();
  const router = useRouter();
  const topMenus = useTopMenus();
  const active = useActiveTopMenuId();
  const activeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Many top menus overflow the header: the chosen one (also when chosen by navigating) is brought into view.
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active, topMenus.length]);
  if (topMenus.length === 0) return null;
  const choose = (id: string | undefined, path?: string) => {
    setActiveTopMenuId(id);
    if (path) void router.navigate({ to: path as LinkProps['to'] });
  };
  const itemClasses = (selected: boolean) =>
    cn(
      'flex h-14 shrink-0 cursor-pointer items-center border-b-2 px-3 text-[13px] whitespace-nowrap transition',
      'focus-visible:ring-2 focus-visible:ring-primary/60 focus-visible:outline-none focus-visible:ring-inset',
      selected
        ? 'border-primary font-medium text-header-ink'
        : 'border-transparent text-header-ink/75 hover:text-header-ink',
    );
  return (
    // Many top menus scroll sideways in the header; a label never wraps (it did, one character per line).
    <nav aria-label={st('layout.topMenus')} className="ml-3 hidden min-w-0 overflow-x-auto md:block">
      <ul className="flex items-center [&>li]:shrink-0">
        <li>
          <button
            type="button"
            ref={active ? undefined : activeRef}
            aria-pressed={!active}
            className={itemClasses(!active)}
            onClick={() => choose(undefined)}
          >
            {st('layout.home')}
          </button>
        </li>
        {topMenus.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              ref={active === item.id ? activeRef : undefined}
              aria-pressed={active === item.id}
              className={itemClasses(active === item.id)}
              onClick={() => choose(item.id, item.path || undefined)}
            >
              {item.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
