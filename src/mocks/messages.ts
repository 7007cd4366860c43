import { useLanguage, type Language } from '@/lib/i18n';

/**
 * zh / en texts of the mock and demo furniture (banners, the demo-accounts panel). They live here rather than in
 * the app's catalogues because they exist only in the mock and demo builds.
 */
const messages = {
  zh: {
    mockBanner: '模拟数据模式',
    mockBannerText: '接口由 OpenAPI 生成的 MSW 处理器应答，数据为随机生成（npm run dev:mock）。',
    scenarios: '场景',
    noScenarios: '没有可用的场景',
    unknownScenarios: '没有这个场景：{names}（见“场景”菜单）',
    demoBanner: '演示版',
    demoBannerText: '所有数据只保存在此浏览器中（IndexedDB），刷新后仍在。',
    captchaHook: '验证码测试钩子已开启',
    reset: '重置演示数据',
    resetTitle: '重置演示数据？',
    resetText: '删除此浏览器中的全部演示数据和上传的文件，恢复到初始数据，然后回到登录页。',
    resetConfirm: '重置',
    resetFailed: '重置失败：',
    deleting: '删除此浏览器中的演示数据',
    reloading: '重新加载，写入初始数据',
    accounts: '演示账号',
    accountsText: '租户 {tenant}，密码均为 {password}。点击账号填入登录表单。',
    admin: '超级管理员',
  },
  en: {
    mockBanner: 'Mock data',
    mockBannerText:
      'Every call is answered by MSW handlers generated from the OpenAPI files, with random data (npm run dev:mock).',
    scenarios: 'Scenarios',
    noScenarios: 'No scenarios available',
    unknownScenarios: 'No such scenario: {names} (see the Scenarios menu)',
    demoBanner: 'Demo',
    demoBannerText: 'All data lives in this browser only (IndexedDB) and survives reloads.',
    captchaHook: 'captcha test hook on',
    reset: 'Reset demo data',
    resetTitle: 'Reset the demo data?',
    resetText:
      'Deletes all demo data and uploaded files in this browser, restores the initial data, then returns to sign-in.',
    resetConfirm: 'Reset',
    resetFailed: 'Reset failed: ',
    deleting: 'Deleting the demo data in this browser',
    reloading: 'Reloading and seeding the initial data',
    accounts: 'Demo accounts',
    accountsText: 'Tenant {tenant}; every password is {password}. Click an account to fill in the form.',
    admin: 'Administrator',
  },
} satisfies Record<Language, Record<string, string>>;

export type MockMessageKey = keyof (typeof messages)['zh'];

export function useMockText(): (key: MockMessageKey, params?: Record<string, string>) => string {
  const [language] = useLanguage();
  return (key, params) =>
    messages[language][key].replace(/\{(\w+)\}/g, (match, name: string) => params?.[name] ?? match);
}
