import { getCreateTokenResponseMock } from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';

/** The token grant's answer for the administrator, as the sign-in tests serve it. */
export const tokenAnswer = () =>
  getCreateTokenResponseMock({
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    tenant_id: '000000',
    user_id: '1',
    user_name: 'admin',
    nick_name: '管理员',
    role_name: 'administrator',
    account: 'admin',
  });
