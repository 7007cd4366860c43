import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { ChevronDown, Eraser, Search, SquareX, X, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { clearCache } from '@/api/generated/blade-auth/endpoints/oauth/oauth';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useShellT } from '@/lib/shell-i18n';
import { closeAllTags, closeOtherTags, closeTag, useTags, type Tag } from '@/lib/tags';
import { useTagLabel } from './use-tag-label';

/**
 * Visited pages as tabs (SPEC §2): click to switch, × to close (not the last one), right-click or the menu
 * button for search, close others, close all and clear cache (with confirm, calling oauth/clear-cache).
 */
export function TagsBar({ onSearch }: { onSearch: () => void }) {
  const st = useShellT();
  const tags = useTags();
  const label = useTagLabel();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const activeRef = useRef<HTMLAnchorElement>(null);
  const closable = tags.length > 1;

  // The labels' widths move the active tab too: menu names arrive after the tabs are restored, and a language
  // switch changes every label. Any of these, like a navigation, brings the active tab back into view.
  const labels = tags.map(label).join('\u0000');
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, labels]);

  const go = (tag: Tag) => void router.navigate({ href: tag.fullPath });

  const close = (tag: Tag) => {
    const next = closeTag(tag.value, pathname);
    if (next) go(next);
  };

  const closeOthers = () => closeOtherTags(pathname);
  const closeAll = () => go(closeAllTags());

  const clearServerCache = async () => {
    try {
      await clearCache();
    } catch {
      return; // the http layer has reported it
    }
    notify.success(st('tags.clearCacheDone'));
    // Menus, permissions and dictionaries are read again from the server.
    await queryClient.invalidateQueries();
  };

  return (
    <div className="flex h-10 shrink-0 items-center gap-2 border-b border-line bg-surface pr-2 pl-3">
      <nav aria-label={st('tags.label')} className="min-w-0 flex-1">
        <ul className="flex items-center gap-1.5 overflow-x-auto py-1 [scrollbar-width:none]">
          {tags.map((tag) => {
            const active = tag.value === pathname;
            const name = label(tag);
            return (
              <li
                key={tag.value}
                data-tag={tag.value}
                className={cn(
                  'group flex h-7 shrink-0 items-center rounded-md border text-xs transition-colors',
                  active
                    ? 'border-primary/40 bg-primary/10 text-primary'
                    : 'border-line bg-surface text-muted hover:border-primary/30 hover:text-ink',
                )}
                onContextMenu={(event) => {
                  event.preventDefault();
                  if (!active) go(tag);
                  setMenuOpen(true);
                }}
              >
                <Link
                  ref={active ? activeRef : undefined}
                  to={tag.fullPath as '/'}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex h-full items-center gap-1.5 rounded-md pl-2.5 whitespace-nowrap',
                    closable ? 'pr-1' : 'pr-2.5',
                    'focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none',
                  )}
                >
                  {active ? <span className="size-1.5 rounded-full bg-primary" aria-hidden="true" /> : null}
                  {name}
                </Link>
                {closable ? (
                  <button
                    type="button"
                    onClick={() => close(tag)}
                    aria-label={st('tags.close', { name })}
                    className="mr-1 flex size-4 cursor-pointer items-center justify-center rounded-sm opacity-60 transition hover:bg-primary/15 hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
                  >
                    <X className="size-3" aria-hidden="true" />
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
      <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
        <DropdownMenuTrigger
          className="flex h-7 shrink-0 cursor-pointer items-center gap-1 rounded-md border border-line px-2 text-xs text-muted transition hover:border-primary/40 hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
          aria-label={st('tags.menu')}
        >
          <ChevronDown className="size-3.5" aria-hidden="true" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={onSearch}>
            <Search aria-hidden="true" />
            {st('tags.search')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={closeOthers} disabled={!closable}>
            <SquareX aria-hidden="true" />
            {st('tags.closeOthers')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={closeAll} disabled={!closable}>
            <XCircle aria-hidden="true" />
            {st('tags.closeAll')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setConfirmClear(true)}>
            <Eraser aria-hidden="true" />
            {st('tags.clearCache')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={st('tags.clearCache')}
        description={st('tags.clearCacheConfirm')}
        onConfirm={clearServerCache}
      />
    </div>
  );
}
