import { createStore } from './store';

/**
 * A password set by someone else (a new tenant's administrator, an administrator's reset) must be changed before
 * anything else: the server refuses every other call (403 with Blade-Password-Must-Change). The app then takes the
 * user to /editPassword, remembering where they were going, and brings them back there once it is changed. Kept
 * in memory: after a reload the first refused call sets it again.
 */
interface Required {
  /** Where the user was going (a same-origin path with search). */
  returnTo: string;
}

const store = createStore<Required | undefined>(undefined);

export function requirePasswordChange(returnTo: string): void {
  // The form's own path is not a destination; a second refused call keeps the first destination.
  if (store.get() || returnTo.startsWith('/editPassword')) return;
  store.set({ returnTo: returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/' });
}

export function usePasswordChangeRequired(): Required | undefined {
  return store.use();
}

/** The destination to go back to after the change (or on sign-out: none), forgetting the requirement. */
export function takePasswordChangeReturn(): string | undefined {
  const required = store.get();
  store.set(undefined);
  return required?.returnTo;
}
