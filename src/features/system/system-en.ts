import type { Shape } from '@/lib/i18n';
import type { systemZh } from './system-zh';

/** English strings of the system administration screens; exactly the keys of system-zh.ts (checked by tsc). */
export const systemEn: Shape<typeof systemZh> = {
  param: {
    title: 'Parameters',
    paramName: 'Name',
    paramKey: 'Key',
    paramValue: 'Value',
    remark: 'Remark',
    updateTime: 'Updated',
    nameRequired: 'Please enter the parameter name',
    keyRequired: 'Please enter the parameter key',
    valueRequired: 'Please enter the parameter value',
  },
};
