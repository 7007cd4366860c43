import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';

// `[index]` escapes the word so the URL is the literal /wel/index of SPEC §2.
export const Route = createFileRoute('/_authenticated/wel/index')({
  staticData: { titleKey: 'wel.pageTitle' },
  component: HomePage,
});
