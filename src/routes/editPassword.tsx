import { createFileRoute } from '@tanstack/react-router';
import { EditPasswordPage } from '@/features/auth/edit-password-page';

export const Route = createFileRoute('/editPassword')({
  staticData: { isAuth: false, titleKey: 'editPassword.pageTitle' },
  component: EditPasswordPage,
});
