import { commodityZh } from './commodity/commodity-zh';
import { deliveryAddressZh } from './delivery-address/delivery-address-zh';
import { materialZh } from './material/material-zh';
import { materialCategoryZh } from './material-category/material-category-zh';
import { needsZh } from './needs/needs-zh';
import { executionZh } from './needs-subpackage/execution-zh';
import { planNeedsZh } from './plan-needs/plan-needs-zh';
import { planChangeZh } from './plan-needs-change/plan-change-zh';
import { planSummaryZh } from './plan-needs-summary/plan-summary-zh';
import { planPickerZh } from './shared/plan-picker-zh';
import { sharedZh } from './shared/shared-zh';
import { storehouseZh } from './storehouse/storehouse-zh';
import { reportConfigZh } from './report-config/report-config-zh';
import { supplierZh } from './supplier/supplier-zh';
import { sourcingZh } from './sourcing/sourcing-zh';

/**
 * Chinese strings of the procurement screens (features/purchar/*). A message bundle loaded with those screens;
 * purchar-en.ts must have exactly these keys (checked by tsc). One section per resource, plus what they share.
 */
export const purcharZh = {
  common: {
    enabled: '启用',
    disabled: '停用',
    yes: '是',
    no: '否',
  },
  materialCategory: materialCategoryZh,
  material: materialZh,
  commodity: commodityZh,
  storehouse: storehouseZh,
  deliveryAddress: deliveryAddressZh,
  needs: needsZh,
  execution: executionZh,
  planNeeds: planNeedsZh,
  planChange: planChangeZh,
  planSummary: planSummaryZh,
  planPicker: planPickerZh,
  shared: sharedZh,
  reportConfig: reportConfigZh,
  supplier: supplierZh,
  sourcing: sourcingZh,
};
