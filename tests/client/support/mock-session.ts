// The signed-in state and button grants that the page tests on generated mocks share: a session as the platform
// administrator, and menu/buttons trees built from permission codes.
import { getCreateTokenResponseMock } from '@/api/generated/blade-auth/endpoints/oauth/oauth.msw';
import type { Menu } from '@/api/generated/blade-system/model';
import { setTokens, setUserInfo } from '@/lib/session';

/** A menu/buttons node for a permission code (the button grants a screen reads through usePermission). */
export function menuNode(code: string, children?: Menu[]): Menu {
  return {
    id: code,
    parentId: '0',
    code,
    name: code,
    alias: code,
    path: '',
    source: '',
    sort: 1,
    category: 2,
    action: 0,
    isOpen: 1,
    children,
  };
}

/** A screen's menu code with its view/add/edit/delete buttons (and any extra suffixes). */
export const crudButtons = (code: string, extra: string[] = []) =>
  menuNode(
    code,
    ['view', 'add', 'edit', 'delete', ...extra].map((suffix) => menuNode(`${code}_${suffix}`)),
  );

/** A session as tenant 000000's admin, as the sign-in would leave it. */
export function signInAsMockAdmin() {
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  setUserInfo(getCreateTokenResponseMock({ nick_name: '管理员', account: 'admin', tenant_id: '000000' }));
}
