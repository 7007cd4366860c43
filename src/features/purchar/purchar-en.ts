import type { Shape } from '@/lib/i18n';
import { commodityEn } from './commodity/commodity-en';
import { deliveryAddressEn } from './delivery-address/delivery-address-en';
import { materialEn } from './material/material-en';
import { materialCategoryEn } from './material-category/material-category-en';
import { needsEn } from './needs/needs-en';
import { executionEn } from './needs-subpackage/execution-en';
import { planNeedsEn } from './plan-needs/plan-needs-en';
import { planChangeEn } from './plan-needs-change/plan-change-en';
import { planSummaryEn } from './plan-needs-summary/plan-summary-en';
import { planPickerEn } from './shared/plan-picker-en';
import { sharedEn } from './shared/shared-en';
import type { purcharZh } from './purchar-zh';
import { storehouseEn } from './storehouse/storehouse-en';
import { reportConfigEn } from './report-config/report-config-en';
import { supplierEn } from './supplier/supplier-en';
import { sourcingEn } from './sourcing/sourcing-en';

/** English strings of the procurement screens; exactly the keys of purchar-zh.ts (checked by tsc). */
export const purcharEn: Shape<typeof purcharZh> = {
  common: {
    enabled: 'Enabled',
    disabled: 'Disabled',
    yes: 'Yes',
    no: 'No',
  },
  materialCategory: materialCategoryEn,
  material: materialEn,
  commodity: commodityEn,
  storehouse: storehouseEn,
  deliveryAddress: deliveryAddressEn,
  needs: needsEn,
  execution: executionEn,
  planNeeds: planNeedsEn,
  planChange: planChangeEn,
  planSummary: planSummaryEn,
  planPicker: planPickerEn,
  shared: sharedEn,
  reportConfig: reportConfigEn,
  supplier: supplierEn,
  sourcing: sourcingEn,
};
