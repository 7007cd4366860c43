import { cn } from '@/lib/cn';

/**
 * The product mark: a rounded primary tile with a stylised shopping bag (decorative). `large`: the sign-in page's,
 * a size of its own rather than a className override (that page renders without the class merge, src/lib/cn.ts).
 */
export function BrandMark({ className, large = false }: { className?: string; large?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center bg-primary-fill text-primary-fg shadow-sm',
        large ? 'size-12 rounded-2xl' : 'size-9 rounded-xl',
        className,
      )}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 7h12l-1 13H7L6 7Z" strokeLinejoin="round" />
        <path d="M9 10V6a3 3 0 0 1 6 0v4" strokeLinecap="round" />
      </svg>
    </span>
  );
}
