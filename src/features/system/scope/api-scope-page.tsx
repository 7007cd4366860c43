import { getRouteApi } from '@tanstack/react-router';
import { apiScopeKind } from './api-scope-kind';
import { MenuScopeScreen } from './menu-scope-screen';

const route = getRouteApi('/_authenticated/authority/apiscope');

/** 接口权限: the menus and, per menu, its API scopes. */
export function ApiScopePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <MenuScopeScreen
      kind={apiScopeKind}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
