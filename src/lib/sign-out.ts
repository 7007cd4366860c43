import { logout } from '@/api/generated/blade-auth/endpoints/oauth/oauth';
import { takePasswordChangeReturn } from './password-change';
import { clearSession } from './session';

/**
 * Ends the session: tells the server (which revokes the refresh token), then forgets it locally. The local
 * session is cleared even when the server call fails, so the user is never stuck signed in.
 */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // The http layer has already reported the failure; signing out locally still has to happen.
  } finally {
    clearSession();
    takePasswordChangeReturn();
  }
}
