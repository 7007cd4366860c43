import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Storehouse } from '@/api/generated/purchar-master/model';
import { saveStorehouseBody } from '@/api/generated/purchar-master/zod/kc-storehouse/kc-storehouse.zod';
import type { FieldDef, SelectOption, TreeOption } from '@/components/form/field-def';
import { withRequiredMessages } from '@/components/form/schema';
import type { PurcharTranslate } from '../purchar-i18n';
import { ENABLED, statusOptions, ZERO_ONE } from '../purchar-shared';
import type { StorehouseSearch } from './storehouse-search';

export interface StorehouseFormOptions {
  /** The tenant's departments (a storehouse may belong to a project department). */
  projects: readonly TreeOption[];
  /** The users who may keep it; undefined when the caller may not list users (the field is left out). */
  keepers: readonly SelectOption[] | undefined;
}

/** The storehouse form: the contract's addOrEdit schema (without id) plus the required messages. */
export function storehouseForm(t: PurcharTranslate) {
  const schema = withRequiredMessages(saveStorehouseBody.omit({ id: true }), {
    storehouseCode: t('storehouse.codeRequired'),
    storehouseName: t('storehouse.nameRequired'),
    storehouseType: t('storehouse.typeRequired'),
  });
  type Values = z.input<typeof schema>;
  const fields = ({ projects, keepers }: StorehouseFormOptions): FieldDef<Values>[] => [
    { name: 'storehouseCode', label: t('storehouse.storehouseCode'), kind: 'text', required: true },
    { name: 'storehouseName', label: t('storehouse.storehouseName'), kind: 'text', required: true },
    {
      name: 'storehouseType',
      label: t('storehouse.storehouseType'),
      kind: 'dictionary',
      code: 'kc_storehouse_type',
      required: true,
    },
    { name: 'projectId', label: t('storehouse.project'), kind: 'tree', nodes: projects },
    ...(keepers
      ? [{ name: 'keeperId', label: t('storehouse.keeper'), kind: 'select', options: keepers } as const]
      : []),
    { name: 'status', label: t('storehouse.status'), kind: 'switch', values: ZERO_ONE },
    { name: 'address', label: t('storehouse.address'), kind: 'text', span: 2 },
    { name: 'remark', label: t('storehouse.remark'), kind: 'textarea', span: 2 },
  ];
  const toValues = (row?: Storehouse): DefaultValues<Values> => ({
    storehouseCode: row?.storehouseCode ?? '',
    storehouseName: row?.storehouseName ?? '',
    storehouseType: row?.storehouseType,
    projectId: row?.projectId ?? undefined,
    keeperId: row?.keeperId ?? undefined,
    address: row?.address ?? '',
    status: row?.status ?? ENABLED,
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues };
}

export function storehouseSearchFields(t: PurcharTranslate): FieldDef<StorehouseSearch>[] {
  return [
    { name: 'storehouseCode', label: t('storehouse.storehouseCode'), kind: 'text' },
    { name: 'storehouseName', label: t('storehouse.storehouseName'), kind: 'text' },
    {
      name: 'storehouseType',
      label: t('storehouse.storehouseType'),
      kind: 'dictionary',
      code: 'kc_storehouse_type',
    },
    { name: 'status', label: t('storehouse.status'), kind: 'select', options: statusOptions(t) },
  ];
}
