import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/login-page';

export const Route = createFileRoute('/login')({
  staticData: { isAuth: false, titleKey: 'login.pageTitle' },
  component: LoginPage,
});
