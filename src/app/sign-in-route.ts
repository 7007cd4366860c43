import { lazyRouteComponent, type StaticDataRouteOption } from '@tanstack/react-router';

/**
 * The /login route's options, the same in both route trees (src/routes/login.tsx and sign-in-route-tree.ts).
 * The component is one lazy wrapper, created once: when the router moves from the sign-in tree to the full one
 * while the form is shown (the user typing the password prefetches the screens), React sees the same component
 * and keeps what was typed.
 */
export const SIGN_IN_STATIC_DATA: StaticDataRouteOption = { isAuth: false, titleKey: 'login.pageTitle' };

export const SignInRouteComponent = lazyRouteComponent(
  () => import('@/features/auth/login-page'),
  'LoginPage',
);
