import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Commodity } from '@/api/generated/purchar-master/model';
import { saveCommodityBody } from '@/api/generated/purchar-master/zod/cg-commodity/cg-commodity.zod';
import type { FieldDef, SelectOption } from '@/components/form/field-def';
import { requiredNumber, withRequiredMessages } from '@/components/form/schema';
import type { PurcharTranslate } from '../purchar-i18n';
import { ENABLED, statusOptions, ZERO_ONE } from '../purchar-shared';
import type { CommoditySearch } from './commodity-search';

/** The contract's price sources (1 contract price, 2 market price, 3 quotation); a new commodity's is 2. */
export function priceSourceOptions(t: PurcharTranslate): SelectOption[] {
  return [
    { label: t('commodity.priceSourceContract'), value: 1 },
    { label: t('commodity.priceSourceMarket'), value: 2 },
    { label: t('commodity.priceSourceQuote'), value: 3 },
  ];
}

/** The commodity form: the contract's addOrEdit schema (without id) plus the required messages. */
export function commodityForm(t: PurcharTranslate) {
  const base = saveCommodityBody.omit({ id: true });
  const schema = withRequiredMessages(base, {
    commodityCode: t('commodity.codeRequired'),
    commodityName: t('commodity.nameRequired'),
    materialId: t('commodity.materialRequired'),
  }).extend({ price: requiredNumber(t('commodity.priceRequired'), base.shape.price) });
  type Values = z.input<typeof schema>;
  /** The material picker offers `materials` (code and name of each). */
  const fields = (materials: readonly SelectOption[]): FieldDef<Values>[] => [
    { name: 'commodityCode', label: t('commodity.commodityCode'), kind: 'text', required: true },
    { name: 'commodityName', label: t('commodity.commodityName'), kind: 'text', required: true },
    {
      name: 'materialId',
      label: t('commodity.material'),
      kind: 'select',
      options: materials,
      required: true,
    },
    { name: 'brand', label: t('commodity.brand'), kind: 'text' },
    { name: 'model', label: t('commodity.model'), kind: 'text' },
    { name: 'spec', label: t('commodity.spec'), kind: 'text' },
    {
      name: 'unit',
      label: t('commodity.unit'),
      kind: 'dictionary',
      code: 'material_unit',
      hint: t('commodity.unitHint'),
    },
    { name: 'price', label: t('commodity.price'), kind: 'number', required: true },
    { name: 'taxRate', label: t('commodity.taxRate'), kind: 'number', hint: t('commodity.taxRateHint') },
    {
      name: 'priceSource',
      label: t('commodity.priceSource'),
      kind: 'select',
      options: priceSourceOptions(t),
    },
    { name: 'priceDate', label: t('commodity.priceDate'), kind: 'date' },
    { name: 'validUntil', label: t('commodity.validUntil'), kind: 'date' },
    { name: 'status', label: t('commodity.status'), kind: 'switch', values: ZERO_ONE },
    { name: 'remark', label: t('commodity.remark'), kind: 'textarea', span: 2 },
  ];
  const toValues = (row?: Commodity): DefaultValues<Values> => ({
    commodityCode: row?.commodityCode ?? '',
    commodityName: row?.commodityName ?? '',
    materialId: row?.materialId,
    brand: row?.brand ?? '',
    model: row?.model ?? '',
    spec: row?.spec ?? '',
    unit: row?.unit || undefined,
    price: row?.price,
    taxRate: row?.taxRate,
    priceSource: row?.priceSource ?? 2,
    priceDate: row?.priceDate ?? undefined,
    validUntil: row?.validUntil ?? undefined,
    status: row?.status ?? ENABLED,
    remark: row?.remark ?? '',
  });
  return { schema, fields, toValues };
}

export function commoditySearchFields(t: PurcharTranslate): FieldDef<CommoditySearch>[] {
  return [
    { name: 'commodityCode', label: t('commodity.commodityCode'), kind: 'text' },
    { name: 'commodityName', label: t('commodity.commodityName'), kind: 'text' },
    { name: 'status', label: t('commodity.status'), kind: 'select', options: statusOptions(t) },
  ];
}
