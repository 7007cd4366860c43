import { createFileRoute } from '@tanstack/react-router';
import { SIGN_IN_STATIC_DATA, SignInRouteComponent } from '@/app/sign-in-route';

// The same options as the sign-in tree's /login (src/app/sign-in-route.ts). Nothing to split: the component is
// lazy already, and must stay that one wrapper so switching trees keeps the form (codeSplitGroupings: none).
export const Route = createFileRoute('/login')({
  codeSplitGroupings: [],
  staticData: SIGN_IN_STATIC_DATA,
  component: SignInRouteComponent,
});
