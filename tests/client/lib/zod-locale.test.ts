import { afterEach, describe, expect, it } from 'vitest';
import { submitParamBody } from '@/api/generated/blade-system/zod/param/param.zod';
import { saveNeedsBody } from '@/api/generated/purchar-needs/zod/cg-needs/cg-needs.zod';
import { fieldMaxLength } from '@/components/form/schema';
import { setLanguage } from '@/lib/i18n';
import '@/lib/form-zod';

// Issue 18 item 11: the generated (contract) schemas speak the UI language, say "too long" of a text (zh-CN's
// own locale says 数值过大 and prints "string <=255 字符"), print no regex and no "received undefined".

const messagesOf = (input: unknown) =>
  submitParamBody.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

afterEach(() => setLanguage('zh'));

describe('generated-schema messages', () => {
  it('says in Chinese that a text is too long, and that a missing field is required', () => {
    expect(messagesOf({ paramName: 'x'.repeat(256), paramKey: 'k', paramValue: 'v' })).toEqual([
      ['paramName', '不能超过 255 个字符'],
    ]);
    expect(messagesOf({ paramName: '', paramKey: 'k' })).toEqual([
      ['paramName', '必填'],
      ['paramValue', '必填'],
    ]);
    const all = JSON.stringify(messagesOf({ paramName: 'x'.repeat(256), paramKey: 1 }));
    expect(all).not.toMatch(/数值过大|string|undefined|expected/);
  });

  it('hides the pattern of a format rule and names number limits as numbers', () => {
    const bill = saveNeedsBody.safeParse({
      title: ' ',
      deptId: 'abc',
      items: [{ materialId: '1', qty: 0 }],
    });
    const byPath = Object.fromEntries(
      bill.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byPath['deptId']).toBe('格式不正确');
    expect(byPath['title']).toBe('格式不正确');
    expect(byPath['items.0.qty']).toBe('不能小于 0.001');
    expect(JSON.stringify(byPath)).not.toMatch(/\^|\\\\d|\{1,19\}/);
  });

  it('follows a language switch', async () => {
    await setLanguage('en');
    expect(messagesOf({ paramName: 'x'.repeat(256), paramKey: 'k', paramValue: 'v' })).toEqual([
      ['paramName', 'At most 255 characters'],
    ]);
    expect(messagesOf({ paramName: 'n', paramKey: 'k' })).toEqual([['paramValue', 'Required']]);
  });

  it('reads the contract maxLength of a form field, through optional and required-message pipes', () => {
    expect(fieldMaxLength(submitParamBody, 'paramName')).toBe(255);
    expect(fieldMaxLength(saveNeedsBody, 'remark')).toBe(500);
    expect(fieldMaxLength(saveNeedsBody, 'deptId')).toBeUndefined();
    expect(fieldMaxLength(saveNeedsBody, 'nothing')).toBeUndefined();
  });
});
