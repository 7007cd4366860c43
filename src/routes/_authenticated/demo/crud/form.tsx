import { createFileRoute } from '@tanstack/react-router';
import { DemoFormPage } from '@/features/demo/demo-form-page';

export const Route = createFileRoute('/_authenticated/demo/crud/form')({
  staticData: { titleKey: 'screens.demoForm' },
  component: DemoFormPage,
});
