import { getGetDeliveryAddressPageMockHandler } from '@/api/generated/purchar-master/endpoints/cg-delivery-address/cg-delivery-address.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/** 收货地址 on mock data: `empty` and `error` states of its list (src/mocks/define-mocks.ts). */
export const mocks = defineMocks({ scenarios: listScenarios(getGetDeliveryAddressPageMockHandler) });
