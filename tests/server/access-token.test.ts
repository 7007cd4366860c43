import { describe, expect, it } from 'vitest';
import type { Caller } from '../../src/server/context.ts';
import { createAccessTokens } from '../../src/server/domain/access-token.ts';

const CALLER: Caller = {
  userId: '1',
  tenantId: '000000',
  account: 'admin',
  userName: '管理员',
  roleIds: ['2'],
  roleAliases: ['administrator'],
  deptIds: ['3'],
  clientId: 'saber',
  sessionId: 's1',
};

describe('access tokens (verified once, then remembered until they expire)', () => {
  it('keeps answering the caller until the expiry, then expired, also for a token it has seen', async () => {
    let now = Date.UTC(2026, 0, 1);
    const tokens = createAccessTokens('a-secret-of-at-least-32-characters!!', () => new Date(now));
    const token = await tokens.sign(CALLER, 60);
    expect(await tokens.verify(token)).toEqual(CALLER);
    now += 59_000;
    expect(await tokens.verify(token)).toEqual(CALLER);
    now += 1_000;
    expect(await tokens.verify(token)).toBe('expired');
    expect(await tokens.verify(token)).toBe('expired');
  });

  it('refuses a token changed after signing, and one signed with another secret', async () => {
    const clock = () => new Date(Date.UTC(2026, 0, 1));
    const tokens = createAccessTokens('a-secret-of-at-least-32-characters!!', clock);
    const token = await tokens.sign(CALLER, 60);
    expect(await tokens.verify(token)).toEqual(CALLER);
    const [header, payload, signature] = token.split('.');
    const other = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(other)).toBe('invalid');
    const foreign = await createAccessTokens('another-secret-of-32-characters!!!!!', clock).sign(CALLER, 60);
    expect(await tokens.verify(foreign)).toBe('invalid');
  });

  it('answers each request its own copy of the caller', async () => {
    const tokens = createAccessTokens('a-secret-of-at-least-32-characters!!', () => new Date());
    const token = await tokens.sign(CALLER, 60);
    const first = await tokens.verify(token);
    if (typeof first === 'string') throw new Error(first);
    first.roleIds.push('99');
    first.userId = 'changed';
    expect(await tokens.verify(token)).toEqual(CALLER);
  });
});
