import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, type Caller } from './support/system-fixtures.ts';
import { createTestApp, signIn, type TestContext } from './support/test-app.ts';

// Lists take their dictionary labels from a short-lived copy (src/server/lib/dict-labels.ts): an edit through
// the dictionary screen must still show at the next request, not after the copy expires.
let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = caller(ctx, (await signIn(ctx.app)).access_token);
});
afterAll(async () => ctx.close());

const adminRow = async (who: Caller = admin) =>
  (await who.get('/blade-user/page', { account: 'admin' })).body.data.records[0] as {
    userType: number;
    userTypeName: string;
  };

describe('dictionary labels on lists', () => {
  it('show an edited or removed entry at the next request, in both languages', async () => {
    const before = await adminRow();
    const entries = (await admin.get('/blade-system/dict/dictionary', { code: 'user_type' })).body.data as {
      id: string;
      parentId: string;
      dictKey: string;
      dictValue: string;
      sort: number;
    }[];
    const entry = entries.find((e) => e.dictKey === String(before.userType))!;
    expect(before.userTypeName).toBe(entry.dictValue);
    const en = caller(ctx, admin.token, 'en');
    expect((await adminRow(en)).userTypeName).not.toBe('');

    const edited = await admin.post('/blade-system/dict/submit', {
      json: {
        id: entry.id,
        parentId: entry.parentId,
        code: 'user_type',
        dictKey: entry.dictKey,
        dictValue: '改过的名',
        dictValueEn: 'Renamed',
        sort: entry.sort,
        isSealed: 0,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await adminRow()).userTypeName).toBe('改过的名');
    expect((await adminRow(en)).userTypeName).toBe('Renamed');

    const removed = await admin.post('/blade-system/dict/remove', { query: { ids: entry.id } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await adminRow()).userTypeName).toBe('');
  });
});
