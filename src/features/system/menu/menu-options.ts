import type { SelectOption } from '@/components/form/field-def';
import type { SystemTranslate } from '../system-i18n';

/** blade_menu.category: 1 a menu (sidebar entry or group), 2 a button (a permission code on a screen). */
export const MENU = 1;
export const BUTTON = 2;

/** blade_menu.isOpen: 1 same window, 2 new window. */
export const SAME_WINDOW = 1;
export const NEW_WINDOW = 2;

const ACTION_KEYS = ['menu.actionNone', 'menu.actionToolbar', 'menu.actionRow', 'menu.actionBoth'] as const;

export const categoryLabel = (t: SystemTranslate, category: number) =>
  t(category === BUTTON ? 'menu.categoryButton' : 'menu.categoryMenu');

/** A button's place (dict button_func): 0 none, 1 toolbar, 2 row, 3 both. */
export const actionLabel = (t: SystemTranslate, action: number) => {
  const key = ACTION_KEYS[action];
  return key ? t(key) : '';
};

export const categoryOptions = (t: SystemTranslate): SelectOption[] => [
  { value: MENU, label: t('menu.categoryMenu') },
  { value: BUTTON, label: t('menu.categoryButton') },
];

export const actionOptions = (t: SystemTranslate): SelectOption[] =>
  ACTION_KEYS.map((key, value) => ({ value, label: t(key) }));
