/** Chinese strings of the 收货地址 screen; a section of the procurement bundle. delivery-address-en.ts mirrors the keys. */
export const deliveryAddressZh = {
  title: '收货地址',
};
