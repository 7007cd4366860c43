import { clsx, type ClassValue } from 'clsx';

type ClassMerge = (classes: string) => string;

let merge: ClassMerge | undefined;

/**
 * Installs (or, in a test, removes) the class merge that lets a later Tailwind class override an earlier one.
 * src/lib/class-merge.ts installs tailwind-merge when the full route tree loads (src/routes/__root.tsx).
 */
export function setClassMerge(next: ClassMerge | undefined): void {
  merge = next;
}

/**
 * Joins class names; for `className` props, a later Tailwind class overrides an earlier one (`px-8` replaces the
 * component's `px-6`) on every page of the full route tree. The sign-in page renders before that merge is
 * loaded (tailwind-merge is 8 kB gzip and its first call builds its class map: ~0.2 s on a slow phone), so its
 * classes must not conflict: tests/client/features/auth/sign-in-classes.test.tsx checks it.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  return merge ? merge(joined) : joined;
}
