import type { Shape } from '@/lib/i18n';
import type { scopeZh } from './scope-zh';

/** English strings of the scope screens; exactly the keys of scope-zh.ts (checked by tsc). */
export const scopeEn: Shape<typeof scopeZh> = {
  dataTitle: 'Data scopes',
  apiTitle: 'API scopes',
  menuName: 'Menu name',
  menuCode: 'Menu code',
  menuPath: 'Route path',
  menuSort: 'Sort order',
  setting: 'Setup',
  dataSettingTitle: '{menu} · Data scopes',
  apiSettingTitle: '{menu} · API scopes',
  scopeName: 'Scope name',
  resourceCode: 'Resource code',
  scopeColumn: 'Filtered column',
  scopeType: 'Rule type',
  scopeField: 'Visible columns',
  scopeClass: 'Query class',
  scopeValue: 'Rule value',
  scopePath: 'Request path',
  apiScopeType: 'API type',
  remark: 'Remark',
  nameRequired: 'Please enter the scope name',
  codeRequired: 'Please enter the resource code',
  typeRequired: 'Please choose the rule type',
  apiTypeRequired: 'Please choose the API type',
  scopeFieldHint: '* for all columns; separate several with commas',
  scopeValueHint: 'Used when the rule type is custom',
};
