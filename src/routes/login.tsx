import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

// The page's module is lazy already (the page opened at /login does not use this route: src/app/sign-in-app.tsx).
export const Route = createFileRoute('/login')({
  codeSplitGroupings: [],
  staticData: { isAuth: false, titleKey: 'login.pageTitle' },
  component: lazyRouteComponent(() => import('@/app/router-sign-in'), 'RouterLoginPage'),
});
