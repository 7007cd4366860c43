import { Link, useRouter, type LinkProps } from '@tanstack/react-router';
import { useCallback, type AnchorHTMLAttributes, type ReactNode, type Ref } from 'react';
import { menuTarget, substituteToken, type MenuItem } from '@/lib/menu';
import { getToken } from '@/lib/session';

interface MenuLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> {
  menu: MenuItem;
  children: ReactNode;
  active?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const routerPathOf = (menu: MenuItem) => menu.code || menu.id;

/**
 * A link to a menu leaf: a client route, the embedded page route (http(s)/html paths, SPEC §2) or, for
 * `isOpen: 2` URLs, a new window. Rendered as a real <a href> so it can be opened in a new tab.
 */
export function MenuLink({ menu, children, active, ...props }: MenuLinkProps) {
  const target = menuTarget(menu);
  const common = { ...props, 'aria-current': active ? ('page' as const) : undefined };
  if (target.kind === 'window') {
    return (
      <a href={substituteToken(target.url, getToken())} target="_blank" rel="noopener noreferrer" {...common}>
        {children}
      </a>
    );
  }
  if (target.kind === 'embedded') {
    return (
      <Link
        to="/myiframe/$routerPath"
        params={{ routerPath: routerPathOf(menu) }}
        search={{ src: target.src }}
        {...common}
      >
        {children}
      </Link>
    );
  }
  return (
    <Link to={target.to as LinkProps['to']} {...common}>
      {children}
    </Link>
  );
}

/** Opens a menu leaf from code (menu search): the same targets as MenuLink. */
export function useOpenMenu(): (menu: MenuItem) => void {
  const router = useRouter();
  return useCallback(
    (menu: MenuItem) => {
      const target = menuTarget(menu);
      if (target.kind === 'window') {
        window.open(substituteToken(target.url, getToken()), '_blank', 'noopener,noreferrer');
        return;
      }
      if (target.kind === 'embedded') {
        void router.navigate({
          to: '/myiframe/$routerPath',
          params: { routerPath: routerPathOf(menu) },
          search: { src: target.src },
        });
        return;
      }
      void router.navigate({ to: target.to as LinkProps['to'] });
    },
    [router],
  );
}
