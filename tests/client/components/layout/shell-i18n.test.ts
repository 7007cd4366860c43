import { describe, expect, it } from 'vitest';
import { getLanguage, setLanguage } from '@/lib/i18n';
import { shellEn } from '@/lib/locales/shell-en';
import { shellZh } from '@/lib/locales/shell-zh';
import { defineMessages } from '@/lib/message-bundle';
import { shellMessages, shellT } from '@/lib/shell-i18n';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : keysOf(child as object, `${prefix}${key}.`),
  );
}

describe('shell strings (a message bundle outside the sign-in page)', () => {
  it('has every key in both languages, none empty', () => {
    expect(keysOf(shellEn).sort()).toEqual(keysOf(shellZh).sort());
    for (const key of keysOf(shellEn)) expect(shellT(key as never)).not.toBe('');
  });

  it('loads its English strings when the language switches, and keeps the exact Chinese messages', async () => {
    expect(shellT('lock.required')).toBe('锁屏密码不能为空');
    expect(shellT('errorLog.uploaded')).toBe('发送成功!');
    expect(shellT('errorLog.cleared')).toBe('清空成功!');
    expect(shellT('register.submitted')).toBe('注册申请已提交,请耐心等待管理员通过!');
    expect(shellT('profile.phoneLength')).toBe('手机号码长度不为11位');
    expect(shellT('profile.phoneFormat')).toBe('手机号码格式不正确');
    await setLanguage('en');
    expect(getLanguage()).toBe('en');
    expect(shellT('lock.required')).toBe('The lock password cannot be empty');
    await shellMessages.load();
    await setLanguage('zh');
    expect(shellT('lock.required')).toBe('锁屏密码不能为空');
  });

  it('a bundle fetches English only once, falls back to Chinese for a missing key', async () => {
    let loads = 0;
    const bundle = defineMessages({ a: { b: '甲', c: '乙 {n}' } }, async () => {
      loads += 1;
      return { a: { b: 'A', c: '' } };
    });
    expect(bundle.t('a.c', { n: 1 })).toBe('乙 1');
    await setLanguage('en');
    expect(bundle.t('a.b')).toBe('A');
    expect(bundle.t('a.c', { n: 2 })).toBe('乙 2');
    await bundle.load();
    expect(loads).toBe(1);
    await setLanguage('zh');
  });
});
