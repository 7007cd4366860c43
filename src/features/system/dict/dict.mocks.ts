import {
  getGetDictBizDictionaryMockHandler,
  getGetDictBizListMockHandler,
} from '@/api/generated/blade-system/endpoints/dict-biz/dict-biz.msw';
import {
  getGetDictionaryMockHandler,
  getGetDictionaryResponseMock,
  getGetDictListMockHandler,
} from '@/api/generated/blade-system/endpoints/dict/dict.msw';
import type { DictItem } from '@/api/generated/blade-system/model';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';
import { languageOf, seededDictionary } from '@/mocks/seed-data';

/**
 * Dictionaries on mock data: `dict/dictionary?code=` (what every select and status label reads) answers the
 * seeded entries of that code, so a bill's 业务类型 says 材料采购 and a storehouse's type is one the form offers;
 * codes the seed lacks answer faker's entries with distinct keys.
 */
const ok = { code: 200, success: true, msg: '操作成功' };

function dictionary(request: Request): { code: number; success: boolean; msg: string; data: DictItem[] } {
  const code = new URL(request.url).searchParams.get('code') ?? '';
  const seeded = seededDictionary(code, languageOf(request));
  if (seeded) return { ...ok, data: seeded };
  const generated = getGetDictionaryResponseMock().data ?? [];
  return { ...ok, data: generated.map((item, i) => ({ ...item, code, dictKey: String(i + 1) })) };
}

export const mocks = defineMocks({
  defaults: () => [
    getGetDictionaryMockHandler(({ request }) => dictionary(request)),
    getGetDictBizDictionaryMockHandler(({ request }) => dictionary(request)),
  ],
  // Both screens of the folder: 字典管理 and 业务字典.
  scenarios: listScenarios(getGetDictListMockHandler, getGetDictBizListMockHandler),
});
