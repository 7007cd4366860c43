import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { DeliveryAddress } from '@/api/generated/purchar-master/model';
import { saveDeliveryAddressBody } from '@/api/generated/purchar-master/zod/cg-delivery-address/cg-delivery-address.zod';
import type { FieldDef, TreeOption } from '@/components/form/field-def';
import { withRequiredMessages } from '@/components/form/schema';
import type { PurcharTranslate } from '../purchar-i18n';
import { ENABLED, statusOptions, ZERO_ONE } from '../purchar-shared';
import type { DeliveryAddressSearch } from './delivery-address-search';

/** The delivery address form: the contract's addOrEdit schema (without id) plus the required messages. */
export function deliveryAddressForm(t: PurcharTranslate) {
  const schema = withRequiredMessages(saveDeliveryAddressBody.omit({ id: true }), {
    receiverName: t('deliveryAddress.receiverRequired'),
    receiverPhone: t('deliveryAddress.phoneRequired'),
    detailAddress: t('deliveryAddress.detailRequired'),
  });
  type Values = z.input<typeof schema>;
  /** The project picker offers `projects` (the tenant's departments). */
  const fields = (projects: readonly TreeOption[]): FieldDef<Values>[] => [
    {
      name: 'projectId',
      label: t('deliveryAddress.project'),
      kind: 'tree',
      nodes: projects,
      hint: t('deliveryAddress.projectHint'),
      span: 2,
    },
    { name: 'receiverName', label: t('deliveryAddress.receiverName'), kind: 'text', required: true },
    { name: 'receiverPhone', label: t('deliveryAddress.receiverPhone'), kind: 'text', required: true },
    { name: 'province', label: t('deliveryAddress.province'), kind: 'text' },
    { name: 'city', label: t('deliveryAddress.city'), kind: 'text' },
    { name: 'district', label: t('deliveryAddress.district'), kind: 'text' },
    { name: 'isDefault', label: t('deliveryAddress.isDefault'), kind: 'switch', values: ZERO_ONE },
    {
      name: 'detailAddress',
      label: t('deliveryAddress.detailAddress'),
      kind: 'text',
      required: true,
      span: 2,
    },
    { name: 'status', label: t('deliveryAddress.status'), kind: 'switch', values: ZERO_ONE },
    { name: 'remark', label: t('deliveryAddress.remark'), kind: 'textarea', span: 2 },
  ];
  const toValues = (row?: DeliveryAddress): DefaultValues<Values> => ({
    projectId: row?.projectId ?? undefined,
    receiverName: row?.receiverName ?? '',
    receiverPhone: row?.receiverPhone ?? '',
    province: row?.province ?? '',
    city: row?.city ?? '',
    district: row?.district ?? '',
    detailAddress: row?.detailAddress ?? '',
    isDefault: row?.isDefault ?? 0,
    status: row?.status ?? ENABLED,
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues };
}

export function deliveryAddressSearchFields(t: PurcharTranslate): FieldDef<DeliveryAddressSearch>[] {
  return [
    { name: 'receiverName', label: t('deliveryAddress.receiverName'), kind: 'text' },
    { name: 'address', label: t('deliveryAddress.address'), kind: 'text' },
    { name: 'status', label: t('deliveryAddress.status'), kind: 'select', options: statusOptions(t) },
  ];
}
