import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { useShellT } from '@/lib/shell-i18n';
import { ErrorPage } from './error-page';

/** /500: the server failed. Public. */
export function ServerErrorPage() {
  const st = useShellT();
  return (
    <ErrorPage
      code="500"
      title={st('errors.serverErrorTitle')}
      description={st('errors.serverErrorDescription')}
      actions={
        <Button asChild>
          <Link to="/">{st('errors.backHome')}</Link>
        </Button>
      }
    />
  );
}
