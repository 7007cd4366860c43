import type { Shape } from '@/lib/i18n';
import type { commodityZh } from './commodity-zh';

/** English strings of the commodity screen; exactly the keys of commodity-zh.ts (checked by tsc). */
export const commodityEn: Shape<typeof commodityZh> = {
  title: 'Commodities',
  commodityCode: 'Code',
  commodityName: 'Name',
  material: 'Material',
  brand: 'Brand',
  model: 'Model',
  spec: 'Specification',
  unit: 'Unit',
  unitHint: "Left empty, the material's unit is used",
  price: 'Unit price (incl. tax)',
  taxRate: 'Tax rate (%)',
  taxRateHint: "Left empty, the material's rate is used",
  priceSource: 'Price source',
  priceSourceContract: 'Contract price',
  priceSourceMarket: 'Market price',
  priceSourceQuote: 'Quotation',
  priceDate: 'Price date',
  validUntil: 'Valid until',
  status: 'Status',
  remark: 'Remark',
  codeRequired: 'Please enter the commodity code',
  nameRequired: 'Please enter the commodity name',
  materialRequired: 'Please select the material',
  priceRequired: 'Please enter the unit price',
};
