import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { setActiveTopMenuId } from '@/lib/menu';
import { LOGIN_PATH } from '@/lib/route-guard';
import { signOut } from '@/lib/sign-out';
import { resetTags } from '@/lib/tags';

/**
 * Signing out from the shell (user menu, lock screen): the server call and the local session (lib/sign-out),
 * then what belongs to this user in the browser (tabs, chosen top menu, cached answers), then /login.
 */
export function useSignOut(): () => Promise<void> {
  const router = useRouter();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await signOut();
    resetTags();
    setActiveTopMenuId(undefined);
    queryClient.clear();
    await router.navigate({ to: LOGIN_PATH, replace: true });
  }, [router, queryClient]);
}
