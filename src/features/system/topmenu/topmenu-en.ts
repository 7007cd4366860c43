import type { Shape } from '@/lib/i18n';
import type { topmenuZh } from './topmenu-zh';

/** English strings of the topmenu screens; exactly the keys of topmenu-zh.ts (checked by tsc). */
export const topmenuEn: Shape<typeof topmenuZh> = {
  title: 'Top menus',
  name: 'Name',
  code: 'Code',
  source: 'Icon',
  path: 'Path',
  sort: 'Sort order',
  nameRequired: 'Please enter the name',
  codeRequired: 'Please enter the code',
  sortRequired: 'Please enter the sort order',
  pathHint: 'The page opened when the top menu is clicked (optional)',
  setting: 'Menu setup',
  settingTitle: 'Menu setup: {name}',
  settingDescription: 'The checked menus show in the sidebar while this top menu is chosen',
  menus: 'Menus',
  settingSaved: 'Setup saved',
};
