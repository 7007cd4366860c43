import { Link, useLocation } from '@tanstack/react-router';
import { ChevronRight, RotateCw } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import {
  activeTrail,
  flattenLeaves,
  isLeafActive,
  useActiveTopMenuId,
  useMenuTree,
  type MenuItem,
} from '@/lib/menu';
import { HOME_PATH } from '@/lib/route-guard';
import { useShellT } from '@/lib/shell-i18n';
import { BrandMark } from './brand-mark';
import { hasMenuIcon, MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';

interface SidebarProps {
  /** Icons only (the rail). */
  collapsed: boolean;
  /** Called after a leaf is chosen (closes the drawer on small screens). */
  onNavigate?: () => void;
  className?: string;
}

const rowClasses = cn(
  'group/row flex w-full min-w-0 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-left text-[13px]',
  'text-sidebar-ink transition-colors hover:bg-sidebar-hover hover:text-sidebar-active-ink',
  'focus-visible:ring-2 focus-visible:ring-primary/60 focus-visible:outline-none',
);

const activeClasses =
  'bg-sidebar-active font-medium text-sidebar-active-ink shadow-[inset_3px_0_0_var(--color-sidebar-accent)] hover:bg-sidebar-active';

/** The sidebar (SPEC §2 layout): the server menu tree with icons, collapsible groups, the active leaf marked. */
export function Sidebar({ collapsed, onNavigate, className }: SidebarProps) {
  const t = useT();
  const st = useShellT();
  const topMenuId = useActiveTopMenuId();
  const { menus, isPending, isError, refetch } = useMenuTree(topMenuId);
  const { pathname } = useLocation();

  return (
    <div
      className={cn('flex h-full flex-col bg-sidebar text-sidebar-ink', className)}
      style={{ backgroundImage: 'var(--sidebar-image)' }}
    >
      <Link
        to={HOME_PATH}
        onClick={onNavigate}
        className={cn(
          'flex h-14 shrink-0 items-center gap-2.5 border-b border-sidebar-line bg-brand text-brand-ink',
          'focus-visible:ring-2 focus-visible:ring-primary/60 focus-visible:outline-none focus-visible:ring-inset',
          collapsed ? 'justify-center px-0' : 'px-4',
        )}
        aria-label={t('app.name')}
      >
        <BrandMark className="size-8" />
        {collapsed ? null : (
          <span className="truncate text-[15px] font-semibold tracking-tight">{t('app.name')}</span>
        )}
      </Link>
      <nav
        aria-label={st('layout.mainNavigation')}
        className="flex-1 overflow-x-hidden overflow-y-auto px-2 py-3 [scrollbar-width:thin]"
      >
        {isPending ? (
          <MenuSkeleton collapsed={collapsed} label={st('layout.loadingMenus')} />
        ) : isError ? (
          <div className="flex flex-col items-center gap-2 px-2 py-6 text-center text-xs text-sidebar-muted">
            {collapsed ? null : <p>{st('layout.menusFailed')}</p>}
            <button
              type="button"
              onClick={() => void refetch()}
              className={cn(rowClasses, 'w-auto justify-center')}
              aria-label={st('layout.retry')}
            >
              <RotateCw className="size-4" aria-hidden="true" />
              {collapsed ? null : st('layout.retry')}
            </button>
          </div>
        ) : menus.length === 0 ? (
          collapsed ? null : (
            <p className="px-3 py-6 text-center text-xs text-sidebar-muted">{st('layout.noMenus')}</p>
          )
        ) : collapsed ? (
          <RailMenu menus={menus} pathname={pathname} onNavigate={onNavigate} />
        ) : (
          <TreeMenu menus={menus} pathname={pathname} onNavigate={onNavigate} />
        )}
      </nav>
    </div>
  );
}

function MenuSkeleton({ collapsed, label }: { collapsed: boolean; label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-2 px-1">
      {Array.from({ length: 7 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 px-2 py-2">
          <span className="size-4 shrink-0 animate-pulse rounded bg-sidebar-hover" />
          {collapsed ? null : (
            <span
              className="h-3 animate-pulse rounded bg-sidebar-hover"
              style={{ width: `${55 + ((index * 17) % 35)}%` }}
            />
          )}
        </div>
      ))}
    </div>
  );
}

interface MenuListProps {
  menus: MenuItem[];
  pathname: string;
  onNavigate?: () => void;
}

/** The expanded tree: groups open and close; the group holding the current page opens by itself. */
function TreeMenu({ menus, pathname, onNavigate }: MenuListProps) {
  const trail = useMemo(() => activeTrail(menus, pathname), [menus, pathname]);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(trail));

  // Following the URL: entering a page opens its groups (the others keep their state).
  const trailKey = trail.join('/');
  const [openedFor, setOpenedFor] = useState(trailKey);
  if (openedFor !== trailKey) {
    setOpenedFor(trailKey);
    if (trail.some((id) => !open.has(id))) setOpen(new Set([...open, ...trail]));
  }

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className="flex flex-col gap-0.5">
      {menus.map((menu) => (
        <TreeNode
          key={menu.id}
          menu={menu}
          depth={0}
          open={open}
          toggle={toggle}
          trail={trail}
          pathname={pathname}
          onNavigate={onNavigate}
        />
      ))}
    </ul>
  );
}

interface TreeNodeProps {
  menu: MenuItem;
  depth: number;
  open: ReadonlySet<string>;
  toggle: (id: string) => void;
  trail: string[];
  pathname: string;
  onNavigate?: () => void;
}

function TreeNode({ menu, depth, open, toggle, trail, pathname, onNavigate }: TreeNodeProps) {
  const listId = useId();
  const showIcon = depth === 0 || hasMenuIcon(menu.source);
  const indent = { paddingLeft: `${12 + depth * 14 + (showIcon ? 0 : 28)}px` };
  const icon = showIcon ? (
    <MenuIcon
      source={menu.source}
      className="size-[18px] shrink-0 opacity-90"
      aria-hidden="true"
      strokeWidth={1.8}
    />
  ) : null;

  if (!menu.children?.length) {
    const active = isLeafActive(menu, pathname);
    return (
      <li>
        <MenuLink
          menu={menu}
          active={active}
          onClick={onNavigate}
          className={cn(rowClasses, active && activeClasses)}
          style={indent}
        >
          {icon}
          <span className="truncate">{menu.name}</span>
        </MenuLink>
      </li>
    );
  }

  const expanded = open.has(menu.id);
  const containsActive = trail.includes(menu.id);
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => toggle(menu.id)}
        className={cn(rowClasses, containsActive && 'text-sidebar-active-ink')}
        style={indent}
      >
        {icon}
        <span className="flex-1 truncate">{menu.name}</span>
        <ChevronRight
          className={cn('size-3.5 shrink-0 opacity-60 transition-transform', expanded && 'rotate-90')}
          aria-hidden="true"
        />
      </button>
      <ul id={listId} hidden={!expanded} className="mt-0.5 flex flex-col gap-0.5">
        {menu.children.map((child) => (
          <TreeNode
            key={child.id}
            menu={child}
            depth={depth + 1}
            open={open}
            toggle={toggle}
            trail={trail}
            pathname={pathname}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </li>
  );
}

/** The collapsed rail: one icon per top-level entry; a group opens its leaves in a menu beside the rail. */
function RailMenu({ menus, pathname, onNavigate }: MenuListProps) {
  const trail = activeTrail(menus, pathname);
  return (
    <ul className="flex flex-col items-center gap-1">
      {menus.map((menu) => {
        const active = trail[0] === menu.id;
        const buttonClasses = cn(
          'flex size-10 cursor-pointer items-center justify-center rounded-lg text-sidebar-ink transition-colors',
          'hover:bg-sidebar-hover hover:text-sidebar-active-ink',
          'focus-visible:ring-2 focus-visible:ring-primary/60 focus-visible:outline-none',
          active && 'bg-sidebar-active text-sidebar-active-ink hover:bg-sidebar-active',
        );
        const icon = (
          <MenuIcon source={menu.source} className="size-[18px]" aria-hidden="true" strokeWidth={1.8} />
        );
        if (!menu.children?.length) {
          return (
            <li key={menu.id}>
              <Tooltip content={menu.name} side="right">
                <MenuLink
                  menu={menu}
                  active={isLeafActive(menu, pathname)}
                  aria-label={menu.name}
                  onClick={onNavigate}
                  className={buttonClasses}
                >
                  {icon}
                </MenuLink>
              </Tooltip>
            </li>
          );
        }
        const leaves = flattenLeaves(menu.children);
        return (
          <li key={menu.id}>
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger className={buttonClasses} aria-label={menu.name}>
                {icon}
              </DropdownMenuTrigger>
              <DropdownMenuContent side="right" align="start" className="max-h-[70vh] overflow-y-auto">
                <DropdownMenuLabel>{menu.name}</DropdownMenuLabel>
                {leaves.map(({ menu: leaf, trail: groups }) => (
                  <DropdownMenuItem key={leaf.id} asChild>
                    <MenuLink
                      menu={leaf}
                      active={isLeafActive(leaf, pathname)}
                      onClick={onNavigate}
                      className={cn(isLeafActive(leaf, pathname) && 'font-medium text-primary')}
                    >
                      {groups.length > 1 ? `${groups.slice(1).join(' / ')} / ` : ''}
                      {leaf.name}
                    </MenuLink>
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          </li>
        );
      })}
    </ul>
  );
}
