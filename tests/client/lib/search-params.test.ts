import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '@/lib/search-params';

describe('list URLs', () => {
  it('keeps a 19-digit id typed into the address bar exact, and numbers and text as before', () => {
    expect(parseSearch('?deptId=1234567890123456789&current=2&size=30&account=zhang')).toEqual({
      deptId: '1234567890123456789',
      current: 2,
      size: 30,
      account: 'zhang',
    });
  });

  it('writes ids so that they read back as the same strings', () => {
    const search = { deptId: '1234567890123456789', current: 3, code: '007' };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });
});
