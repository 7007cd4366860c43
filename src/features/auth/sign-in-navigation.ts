import { createContext, useContext } from 'react';

/**
 * How the sign-in page moves on, whoever shows it. A page opened at /login runs without the router (the router
 * and every screen's route definitions would be a quarter of its JavaScript): src/app/sign-in-app.tsx. Reached
 * inside the app (signed out, or sent to sign in by the guard), the router shows it: src/app/router-sign-in.tsx.
 * The page itself imports neither, so it never pulls the router into the sign-in route's bundle.
 */
export interface SignInNavigation {
  /** The query parameters the page was opened with (a social provider's callback: source, code, state). */
  readonly search: Readonly<Record<string, unknown>>;
  /** Signed in: shows `href` (the saved redirect or home) in place of /login. */
  enter(href: string): Promise<void>;
  /** Drops the query parameters from the address, staying on /login (after a social callback was used). */
  clearSearch(): void;
  /** The user is typing the password: fetch what `enter` will need (the shell's code), so home paints sooner. */
  prefetchApp(): void;
}

export const SignInNavigationContext = createContext<SignInNavigation | undefined>(undefined);

export function useSignInNavigation(): SignInNavigation {
  const navigation = useContext(SignInNavigationContext);
  if (!navigation) throw new Error('the sign-in page needs a SignInNavigationContext provider');
  return navigation;
}
