import { strToU8, zipSync } from 'fflate';
import { http, HttpResponse } from 'msw';
import { getGetCodeListMockHandler } from '@/api/generated/blade-develop/endpoints/code/code.msw';
import { defineMocks, listScenarios } from '@/mocks/define-mocks';

/**
 * 代码生成 on mock data: gen-code answers a small zip (the generated handler answers JSON, which would not
 * download), plus the `empty` and `error` states of the list.
 */
export const mocks = defineMocks({
  defaults: () => [
    http.post('*/blade-develop/code/gen-code', () => {
      const readme = strToU8('# 代码生成 (mock)\n\nThe real server zips the generated resource here.\n');
      return new HttpResponse(zipSync({ 'mock/README.md': readme }), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="code-mock.zip"',
        },
      });
    }),
  ],
  scenarios: listScenarios(getGetCodeListMockHandler),
});
