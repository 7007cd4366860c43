import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { collectPermissionCodes, usePermission, usePermissions } from '@/lib/permission';
import { server } from '../../msw-server';
import { BUTTONS, menu, serveShell, signInLocally } from '../../shell-support';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('button permissions (SPEC §6, contract §4)', () => {
  it('turns the leaf codes of the buttons tree into flags', () => {
    const tree = [
      menu('系统管理', '/system', {
        code: 'system',
        children: [
          menu('用户管理', '/system/user', {
            code: 'user',
            children: [
              menu('新增', '', { code: 'user_add' }),
              menu('删除', '', { code: 'user_delete', children: [] }),
            ],
          }),
        ],
      }),
    ];
    expect(collectPermissionCodes(tree)).toEqual({ user_add: true, user_delete: true });
    expect(collectPermissionCodes(undefined)).toEqual({});
  });

  it('usePermission / usePermissions answer from menu/buttons for the signed-in user', async () => {
    serveShell({ buttons: BUTTONS });
    signInLocally();
    const { result } = renderHook(
      () => ({ add: usePermission('user_add'), remove: usePermission('user_delete'), all: usePermissions() }),
      { wrapper },
    );
    expect(result.current.all.isPending).toBe(true);
    expect(result.current.add).toBe(false);
    await waitFor(() => expect(result.current.add).toBe(true));
    expect(result.current.remove).toBe(false);
    expect(result.current.all.can('user_edit')).toBe(true);
    expect(Object.keys(result.current.all.flags).sort()).toEqual(['user_add', 'user_edit']);
  });

  it('asks nothing while signed out and grants nothing', async () => {
    let calls = 0;
    server.use(
      mswHttp.get('*/blade-system/menu/buttons', () => {
        calls += 1;
        return HttpResponse.json({ code: 200, success: true, msg: '', data: BUTTONS });
      }),
    );
    const { result } = renderHook(() => usePermissions(), { wrapper });
    expect(result.current.isPending).toBe(false);
    expect(result.current.can('user_add')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(0);
  });
});
