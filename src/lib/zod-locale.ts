import type { z } from 'zod';
import { en, zhCN } from 'zod/locales';

/**
 * The messages of the generated (contract) zod schemas, in zh and en. Shared by the client (z.config, switched
 * with the UI language in lib/i18n) and the server (validate.ts picks one per request), so a rule reads the same
 * on the form and in a 400. It only depends on zod, which is why the server may import it from here.
 *
 * zod's own locales are the fallback; the cases below replace what a user of a form cannot read: zh-CN says
 * "数值过大" of a text that is too long and prints "期望 string <=45 字符", both locales print a regex, and a missing
 * value is "expected string, received undefined".
 */
export type ZodLanguage = 'zh' | 'en';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const fallback = { zh: zhCN().localeError, en: en().localeError };

const TEXTS = {
  zh: {
    required: '必填',
    textMax: '不能超过 {0} 个字符',
    textMin: '至少 {0} 个字符',
    itemsMax: '最多 {0} 项',
    itemsMin: '至少 {0} 项',
    numberMax: '不能大于 {0}',
    numberMaxExclusive: '必须小于 {0}',
    numberMin: '不能小于 {0}',
    numberMinExclusive: '必须大于 {0}',
    notInteger: '必须是整数',
    notNumber: '必须是数字',
    notText: '必须是文本',
    notBoolean: '必须是是或否',
    badType: '类型不正确',
    badFormat: '格式不正确',
    badEmail: '邮箱格式不正确',
    badOption: '不是可选的值',
  },
  en: {
    required: 'Required',
    textMax: 'At most {0} characters',
    textMin: 'At least {0} characters',
    itemsMax: 'At most {0} items',
    itemsMin: 'At least {0} items',
    numberMax: 'Must be at most {0}',
    numberMaxExclusive: 'Must be less than {0}',
    numberMin: 'Must be at least {0}',
    numberMinExclusive: 'Must be greater than {0}',
    notInteger: 'Must be a whole number',
    notNumber: 'Must be a number',
    notText: 'Must be text',
    notBoolean: 'Must be yes or no',
    badType: 'Wrong type',
    badFormat: 'Invalid format',
    badEmail: 'Not a valid email address',
    badOption: 'Not one of the allowed values',
  },
} as const satisfies Record<ZodLanguage, Record<string, string>>;

type Key = keyof (typeof TEXTS)['zh'];

const SIZED_AS_ITEMS = new Set(['array', 'set', 'map']);

function say(language: ZodLanguage, key: Key, value?: unknown): string {
  return TEXTS[language][key].replace('{0}', String(value));
}

function describeIssue(language: ZodLanguage, issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return say(language, 'required');
      if (issue.expected === 'number' || issue.expected === 'bigint') return say(language, 'notNumber');
      if (issue.expected === 'int') return say(language, 'notInteger');
      if (issue.expected === 'string') return say(language, 'notText');
      if (issue.expected === 'boolean') return say(language, 'notBoolean');
      return say(language, 'badType');
    }
    case 'too_big': {
      const limit = String(issue.maximum);
      if (issue.origin === 'string') return say(language, 'textMax', limit);
      if (SIZED_AS_ITEMS.has(issue.origin)) return say(language, 'itemsMax', limit);
      if (issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'int')
        return say(language, issue.inclusive === false ? 'numberMaxExclusive' : 'numberMax', limit);
      return undefined;
    }
    case 'too_small': {
      const limit = String(issue.minimum);
      if (issue.origin === 'string') {
        // minLength 1 is the contract's "required" (whitespace-only counts as empty, see validate.ts).
        return Number(issue.minimum) <= 1 ? say(language, 'required') : say(language, 'textMin', limit);
      }
      if (SIZED_AS_ITEMS.has(issue.origin))
        return Number(issue.minimum) <= 1 ? say(language, 'required') : say(language, 'itemsMin', limit);
      if (issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'int')
        return say(language, issue.inclusive === false ? 'numberMinExclusive' : 'numberMin', limit);
      return undefined;
    }
    case 'invalid_format':
      // A regex or a format name means nothing to the person typing; the field's label says what is expected.
      return issue.format === 'email' ? say(language, 'badEmail') : say(language, 'badFormat');
    case 'invalid_value':
      return say(language, 'badOption');
    default:
      return undefined;
  }
}

/** The error map for a language: the readable message when there is one, else zod's own locale. */
export function zodLocale(language: ZodLanguage): z.core.$ZodErrorMap {
  return (issue) => describeIssue(language, issue) ?? fallback[language](issue);
}
