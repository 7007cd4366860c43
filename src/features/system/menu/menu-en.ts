import type { Shape } from '@/lib/i18n';
import type { menuZh } from './menu-zh';

/** English strings of the menu screens; exactly the keys of menu-zh.ts (checked by tsc). */
export const menuEn: Shape<typeof menuZh> = {
  title: 'Menus',
  name: 'Menu name',
  nameEn: 'English name',
  code: 'Menu code',
  alias: 'Menu alias',
  path: 'Route',
  parentId: 'Parent menu',
  source: 'Menu icon',
  category: 'Menu type',
  action: 'Button position',
  sort: 'Sort order',
  isOpen: 'New window',
  remark: 'Remark',
  categoryMenu: 'Menu',
  categoryButton: 'Button',
  actionNone: 'None',
  actionToolbar: 'Toolbar',
  actionRow: 'Row',
  actionBoth: 'Toolbar and row',
  openYes: 'Yes',
  openNo: 'No',
  addChild: 'Add child',
  nameRequired: 'Please enter the menu name',
  codeRequired: 'Please enter the menu code',
  codePattern: 'The menu code may hold only letters, digits, underscores and hyphens',
  sortRequired: 'Please enter the sort order',
  categoryRequired: 'Please choose the menu type',
  pathHint: 'For a menu, the screen route (e.g. /system/menu); an external page may be an http(s) address',
};
