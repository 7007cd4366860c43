import { z } from 'zod';
import { submitMenuBody, submitMenuBodyCodeRegExp } from '@/api/generated/blade-system/zod/menu/menu.zod';
import type { MenuView } from '@/api/generated/blade-system/model';
import { SelectControl } from '@/components/form/field-controls';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { IconPicker } from '@/components/form/icon-picker';
import { requiredText, withRequiredMessages } from '@/components/form/schema';
import type { SystemTranslate } from '../system-i18n';
import { actionOptions, BUTTON, categoryOptions, MENU, NEW_WINDOW, SAME_WINDOW } from './menu-options';
import type { MenuSearch } from './menu-search';

/** The menu form's schema: the contract's submit body (without id) plus the SPEC §5 messages. */
export function menuSchema(t: SystemTranslate) {
  return withRequiredMessages(submitMenuBody.omit({ id: true }), { name: t('menu.nameRequired') }).extend({
    code: requiredText(
      t('menu.codeRequired'),
      z.string().regex(submitMenuBodyCodeRegExp, t('menu.codePattern')).pipe(submitMenuBody.shape.code),
    ),
    sort: z.number({ error: t('menu.sortRequired') }).pipe(submitMenuBody.shape.sort),
    category: z.union([z.literal(MENU), z.literal(BUTTON)], { error: t('menu.categoryRequired') }),
  });
}

export type MenuSchema = ReturnType<typeof menuSchema>;
export type MenuFormValues = z.input<MenuSchema>;
export type MenuFormOutput = z.output<MenuSchema>;

/** A new menu's values; `parentId` presets the parent when adding a child. */
export function newMenuValues(parentId?: string): MenuFormValues {
  return {
    parentId,
    name: '',
    nameEn: '',
    code: '',
    alias: '',
    path: '',
    source: '',
    category: MENU,
    action: 0,
    sort: 1,
    isOpen: SAME_WINDOW,
    remark: '',
  };
}

export function menuValues(menu: MenuView): MenuFormValues {
  return {
    // 0 is the top level: no parent in the tree select.
    parentId: menu.parentId === '0' ? undefined : menu.parentId,
    name: menu.name,
    nameEn: menu.nameEn,
    code: menu.code,
    alias: menu.alias,
    path: menu.path,
    source: menu.source,
    category: menu.category === BUTTON ? BUTTON : MENU,
    action: ([0, 1, 2, 3] as const).find((action) => action === menu.action) ?? 0,
    sort: menu.sort,
    isOpen: menu.isOpen === NEW_WINDOW ? NEW_WINDOW : SAME_WINDOW,
    remark: menu.remark,
  };
}

interface MenuFieldsOptions {
  parents: readonly TreeOption[];
  /** The category the form holds: a button has a position (action), a menu an icon and a window mode. */
  category: number;
  onCategoryChange: (category: number) => void;
}

export function menuFields(
  t: SystemTranslate,
  { parents, category, onCategoryChange }: MenuFieldsOptions,
): FieldDef<MenuFormValues>[] {
  const button = category === BUTTON;
  const fields: (FieldDef<MenuFormValues> | false)[] = [
    { name: 'name', label: t('menu.name'), kind: 'text', required: true },
    { name: 'nameEn', label: t('menu.nameEn'), kind: 'text' },
    { name: 'code', label: t('menu.code'), kind: 'text', required: true },
    { name: 'alias', label: t('menu.alias'), kind: 'text' },
    { name: 'parentId', label: t('menu.parentId'), kind: 'tree', nodes: parents },
    {
      name: 'category',
      label: t('menu.category'),
      kind: 'custom',
      required: true,
      render: (props) => (
        <SelectControl
          {...props}
          options={categoryOptions(t)}
          onChange={(value) => {
            props.onChange(value);
            onCategoryChange(Number(value));
          }}
        />
      ),
    },
    { name: 'path', label: t('menu.path'), kind: 'text', hint: button ? undefined : t('menu.pathHint') },
    button
      ? { name: 'action', label: t('menu.action'), kind: 'select', options: actionOptions(t) }
      : {
          name: 'source',
          label: t('menu.source'),
          kind: 'custom',
          render: (props) => <IconPicker {...props} label={t('menu.source')} />,
        },
    { name: 'sort', label: t('menu.sort'), kind: 'number', required: true },
    !button && { name: 'isOpen', label: t('menu.isOpen'), kind: 'switch', values: [SAME_WINDOW, NEW_WINDOW] },
    { name: 'remark', label: t('menu.remark'), kind: 'textarea', span: 2 },
  ];
  return fields.filter((field) => field !== false);
}

export function menuSearchFields(t: SystemTranslate): FieldDef<MenuSearch>[] {
  return [
    { name: 'name', label: t('menu.name'), kind: 'text' },
    { name: 'code', label: t('menu.code'), kind: 'text' },
    { name: 'alias', label: t('menu.alias'), kind: 'text' },
  ];
}
