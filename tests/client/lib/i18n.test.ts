import { describe, expect, it } from 'vitest';
import { acceptLanguage, getLanguage, setLanguage, t, translate } from '@/lib/i18n';

describe('i18n', () => {
  it('defaults to Chinese and interpolates parameters', () => {
    expect(getLanguage()).toBe('zh');
    expect(t('app.name')).toBe('采购管理系统');
    expect(t('wel.greeting', { name: '张三' })).toBe('您好，张三');
  });

  it('switches to English, persists the choice and changes Accept-Language', async () => {
    await setLanguage('en');
    expect(t('app.name')).toBe('Purchasing System');
    expect(translate('en', 'wel.greeting', { name: 'Ann' })).toBe('Hello, Ann');
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(acceptLanguage()).toBe('en-US');
    await setLanguage('zh');
    expect(acceptLanguage()).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('sends the language as Accept-Language', () => {
    expect(acceptLanguage('zh')).toBe('zh-CN');
    expect(acceptLanguage('en')).toBe('en-US');
  });
});
