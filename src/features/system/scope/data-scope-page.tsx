import { getRouteApi } from '@tanstack/react-router';
import { dataScopeKind } from './data-scope-kind';
import { MenuScopeScreen } from './menu-scope-screen';

const route = getRouteApi('/_authenticated/authority/datascope');

/** 数据权限: the menus and, per menu, its data scopes. */
export function DataScopePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <MenuScopeScreen
      kind={dataScopeKind}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
