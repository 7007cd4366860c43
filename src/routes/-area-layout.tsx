import { Outlet, useChildMatches } from '@tanstack/react-router';
import { NotAvailablePage } from '@/features/errors/not-available-page';

/**
 * The component of an area's layout route (purchar/route.tsx, system/route.tsx, …). The layout exists to load
 * the area's strings; it must not give the bare area path (/purchar) a screen of its own: that path stays what
 * the catch-all made it (a menu path without a screen, or /404).
 */
export function AreaLayout() {
  return useChildMatches().length > 0 ? <Outlet /> : <NotAvailablePage />;
}
