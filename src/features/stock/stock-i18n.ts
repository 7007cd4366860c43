import { defineMessages } from '@/lib/message-bundle';
import { stockZh } from './stock-zh';

/** The stock screens' strings, loaded by the area's layout route (routes/_authenticated/stock/route.tsx). */
export const stockMessages = defineMessages(stockZh, () =>
  import('./stock-en').then((module) => module.stockEn),
);

export const useStockT = stockMessages.useT;
export type StockTranslate = ReturnType<typeof useStockT>;
