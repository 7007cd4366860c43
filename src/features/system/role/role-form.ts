import { z } from 'zod';
import {
  submitRoleBody,
  submitRoleBodyRoleAliasMax,
  submitRoleBodyRoleAliasRegExp,
} from '@/api/generated/blade-system/zod/role/role.zod';
import type { Role } from '@/api/generated/blade-system/model';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { requiredNumber, requiredText, withRequiredMessages } from '@/components/form/schema';
import type { SystemTranslate } from '../system-i18n';
import type { RoleSearch } from './role-search';

/** The top of the role tree: BladeX's parentId of a root role. */
export const TOP_PARENT = '0';

/** What a new role starts with: a root role, or a child of the role whose 新增子项 was clicked. */
export type RoleDraft = Pick<Role, 'parentId'>;

/**
 * The role form: the contract's submit schema (without id) plus the SPEC §5 messages. `parents` is the role tree
 * for the parent picker (without the edited role's own branch, which the server refuses as a cycle).
 */
export function roleForm(t: SystemTranslate, parents: readonly TreeOption[]) {
  const base = submitRoleBody.omit({ id: true });
  const schema = withRequiredMessages(base, { roleName: t('role.nameRequired') }).extend({
    roleAlias: requiredText(
      t('role.aliasRequired'),
      z.string().max(submitRoleBodyRoleAliasMax).regex(submitRoleBodyRoleAliasRegExp, t('role.aliasPattern')),
    ),
    sort: requiredNumber(t('role.sortRequired'), base.shape.sort),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    { name: 'roleName', label: t('role.roleName'), kind: 'text', required: true },
    { name: 'roleAlias', label: t('role.roleAlias'), kind: 'text', required: true },
    { name: 'parentId', label: t('role.parentId'), kind: 'tree', nodes: parents },
    { name: 'sort', label: t('role.sort'), kind: 'number', required: true },
  ];
  const toValues = (row?: Role | RoleDraft): Values => ({
    roleName: row && 'roleName' in row ? row.roleName : '',
    roleAlias: row && 'roleAlias' in row ? row.roleAlias : '',
    // Empty picker = a root role.
    parentId: row?.parentId && row.parentId !== TOP_PARENT ? row.parentId : undefined,
    sort: row && 'sort' in row ? row.sort : 1,
  });
  return { schema, fields, toValues, validateOn: 'onBlur' as const };
}

export function roleSearchFields(t: SystemTranslate): FieldDef<RoleSearch>[] {
  return [
    { name: 'roleName', label: t('role.roleName'), kind: 'text' },
    { name: 'roleAlias', label: t('role.roleAlias'), kind: 'text' },
  ];
}
