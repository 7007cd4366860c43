import {
  Building2,
  ClipboardList,
  Database,
  FileSignature,
  Gauge,
  HardDrive,
  House,
  LayoutDashboard,
  LayoutGrid,
  Megaphone,
  ScrollText,
  SearchCheck,
  Settings,
  ShoppingCart,
  Timer,
  Wallet,
  Warehouse,
  Workflow,
  Wrench,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import { createElement } from 'react';

/**
 * Menu `source` values are lucide icon names (the seeded menu tree, src/server/db/seed/menu-tree.ts). Only the
 * names the menus use are bundled, not all of lucide; any other value (including Saber's `icon-*` classes)
 * gets the default icon. Add a line here when the menu tree gains an icon.
 */
const ICONS: Record<string, LucideIcon> = {
  'layout-dashboard': LayoutDashboard,
  house: House,
  gauge: Gauge,
  megaphone: Megaphone,
  'clipboard-list': ClipboardList,
  'search-check': SearchCheck,
  'file-signature': FileSignature,
  'shopping-cart': ShoppingCart,
  warehouse: Warehouse,
  wallet: Wallet,
  'building-2': Building2,
  database: Database,
  settings: Settings,
  'hard-drive': HardDrive,
  'scroll-text': ScrollText,
  timer: Timer,
  workflow: Workflow,
  wrench: Wrench,
};

export const DEFAULT_MENU_ICON: LucideIcon = LayoutGrid;

/** The icon names a menu's `source` may hold (what the icon picker of menus and top menus offers). */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS);

export function menuIcon(source: string | undefined): LucideIcon {
  return (source && ICONS[source.trim()]) || DEFAULT_MENU_ICON;
}

export function hasMenuIcon(source: string | undefined): boolean {
  return Boolean(source && ICONS[source.trim()]);
}

/** The icon of a menu entry. */
export function MenuIcon({ source, ...props }: LucideProps & { source: string | undefined }) {
  return createElement(menuIcon(source), props);
}
