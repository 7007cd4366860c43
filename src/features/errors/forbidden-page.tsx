import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { useShellT } from '@/lib/shell-i18n';
import { ErrorPage } from './error-page';

/** /403: a page the user may not see. Public. */
export function ForbiddenPage() {
  const st = useShellT();
  return (
    <ErrorPage
      code="403"
      title={st('errors.forbiddenTitle')}
      description={st('errors.forbiddenDescription')}
      actions={
        <Button asChild>
          <Link to="/">{st('errors.backHome')}</Link>
        </Button>
      }
    />
  );
}
