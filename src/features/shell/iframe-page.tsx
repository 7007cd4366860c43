import { getRouteApi } from '@tanstack/react-router';
import { ExternalLink, LinkIcon } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';
import { findEmbeddedLeaf, isSafeEmbedUrl, substituteToken, useMenuLeaves } from '@/lib/menu';
import { useState } from 'react';
import { getToken, useIsSignedIn } from '@/lib/session';
import { useShellT } from '@/lib/shell-i18n';

const route = getRouteApi('/_authenticated/myiframe/$routerPath');

/**
 * /myiframe/:routerPath (SPEC §2): a menu entry whose path is an http(s) URL or an .html page, embedded. The
 * address comes from `?src=` (set by the menu link) or from the menu leaf with that code; `${token}` in it is
 * replaced by the access token when the page opens.
 */
export function IframePage() {
  const t = useT();
  const st = useShellT();
  const { routerPath } = route.useParams();
  const { src } = route.useSearch();
  const signedIn = useIsSignedIn();
  // The token at opening time: a later refresh must not reload the embedded page.
  const [token] = useState(getToken);
  const { leaves, isPending } = useMenuLeaves();
  const leaf = findEmbeddedLeaf(leaves, routerPath);
  const template = src ?? leaf?.menu.path;

  if (!template && signedIn && isPending) {
    return (
      <div className="flex h-full items-center justify-center text-primary" role="status">
        <Spinner className="size-6" />
      </div>
    );
  }
  const url = template ? substituteToken(template, token) : undefined;
  const title = leaf?.menu.name ?? t('pages.embedded');

  if (!url || !isSafeEmbedUrl(url)) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-danger/10 text-danger">
          <LinkIcon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-lg font-semibold">{st('iframe.invalid')}</h1>
        <p className="text-sm text-muted">{st('iframe.invalidDescription')}</p>
      </div>
    );
  }

  return (
    <div className="absolute inset-0 flex flex-col bg-surface">
      <div className="flex h-9 shrink-0 items-center justify-between gap-3 border-b border-line px-3 text-xs text-muted">
        <span className="truncate font-mono" title={template}>
          {template}
        </span>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="flex shrink-0 items-center gap-1 rounded px-1.5 py-0.5 text-primary hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none"
        >
          <ExternalLink className="size-3.5" aria-hidden="true" />
          {st('iframe.openInNewWindow')}
        </a>
      </div>
      <iframe key={url} title={title} src={url} className="min-h-0 w-full flex-1 border-0" />
    </div>
  );
}
