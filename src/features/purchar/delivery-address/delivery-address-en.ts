import type { Shape } from '@/lib/i18n';
import type { deliveryAddressZh } from './delivery-address-zh';

/** English strings of the delivery address screen; exactly the keys of delivery-address-zh.ts (checked by tsc). */
export const deliveryAddressEn: Shape<typeof deliveryAddressZh> = {
  title: 'Delivery addresses',
  project: 'Project',
  projectHint: 'Left empty, it serves every project',
  receiverName: 'Receiver',
  receiverPhone: 'Phone',
  province: 'Province',
  city: 'City',
  district: 'District',
  detailAddress: 'Street address',
  fullAddress: 'Delivery address',
  address: 'Address',
  isDefault: 'Default',
  status: 'Status',
  remark: 'Remark',
  receiverRequired: 'Please enter the receiver',
  phoneRequired: 'Please enter the phone number',
  detailRequired: 'Please enter the street address',
};
