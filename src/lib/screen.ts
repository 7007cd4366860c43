import { useSyncExternalStore } from 'react';

/**
 * The four width classes of SPEC §9: 1200 px and up, 992 and up, 768 and up, and below (small).
 * Values follow Saber's getScreen: 3 large, 2 medium, 1 small, 0 extra small.
 */
export type ScreenClass = 0 | 1 | 2 | 3;

export const SCREEN_BREAKPOINTS = { large: 1200, medium: 992, small: 768 } as const;

export function screenClassOf(width: number): ScreenClass {
  if (width >= SCREEN_BREAKPOINTS.large) return 3;
  if (width >= SCREEN_BREAKPOINTS.medium) return 2;
  if (width >= SCREEN_BREAKPOINTS.small) return 1;
  return 0;
}

function current(): ScreenClass {
  return typeof window === 'undefined' ? 3 : screenClassOf(window.innerWidth);
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** The current width class; re-renders only when the class changes, not on every resize. */
export function useScreenClass(): ScreenClass {
  return useSyncExternalStore(subscribe, current, () => 3);
}
