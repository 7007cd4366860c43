import { useRefreshDocument } from '@/components/approval/use-approval-actions';

/** The first segment of every contract and order query key: an action on either refreshes both. */
export const PURCHASE_QUERY_PREFIX = '/api/purchase/';

/** Refreshes every query of the contract and order calls (lists, queue, detail, progress, history). */
export const useRefreshPurchase = () => useRefreshDocument(PURCHASE_QUERY_PREFIX);
