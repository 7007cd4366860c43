import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SmsPage } from '@/features/resource/sms/sms-page';
import { smsSearchSchema } from '@/features/resource/sms/sms-search';
import { LIST_SEARCH_DEFAULTS } from '@/lib/list-search';

export const Route = createFileRoute('/_authenticated/resource/sms')({
  staticData: { titleKey: 'screens.sms' },
  validateSearch: smsSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_SEARCH_DEFAULTS)] },
  component: SmsPage,
});
