import type { Shape } from '@/lib/i18n';
import type { deliveryAddressZh } from './delivery-address-zh';

/** English strings of the 收货地址 screen; exactly the keys of delivery-address-zh.ts (checked by tsc). */
export const deliveryAddressEn: Shape<typeof deliveryAddressZh> = {
  title: 'Delivery addresses',
};
