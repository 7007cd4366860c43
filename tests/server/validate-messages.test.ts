import { describe, expect, it } from 'vitest';
import { submitParamBody } from '../../src/api/generated/blade-system/zod/param/param.zod';
import { InputError } from '../../src/server/http/errors.ts';
import { parseWith } from '../../src/server/http/validate.ts';

// Issue 18 item 11: a 400 from a generated schema names the field and says the rule in the caller's language —
// "too long" of a text (not zod's zh-CN 数值过大 / "string <=255 字符"), no regex, no "received undefined".

function refusal(input: unknown, lang: 'zh' | 'en'): string {
  try {
    parseWith(submitParamBody, input, lang);
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
  throw new Error('accepted');
}

describe('400 messages of the generated schemas', () => {
  it('says a text is too long, in Chinese and in English', () => {
    const tooLong = { paramName: 'x'.repeat(256), paramKey: 'k', paramValue: 'v' };
    expect(refusal(tooLong, 'zh')).toBe('paramName: 不能超过 255 个字符');
    expect(refusal(tooLong, 'en')).toBe('paramName: At most 255 characters');
  });

  it('says a missing or blank field is required', () => {
    expect(refusal({ paramName: 'n', paramKey: 'k' }, 'zh')).toBe('paramValue: 必填');
    expect(refusal({ paramName: '   ', paramKey: 'k', paramValue: 'v' }, 'en')).toBe('paramName: Required');
  });

  it('names a wrong type without zod jargon', () => {
    expect(refusal({ paramName: 5, paramKey: 'k', paramValue: 'v' }, 'zh')).toBe('paramName: 必须是文本');
  });
});
