import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The scrolling frame of a list table (the header row sticks inside it). */
export const tableFrame = 'relative max-h-[70vh] overflow-auto rounded-xl border border-line bg-surface';

/**
 * A list table's scrolling frame. While its content overflows it is a named, focusable region, so a keyboard user
 * can scroll it (axe: scrollable-region-focusable): the rows may hold nothing focusable, e.g. a page of lines
 * whose tick boxes are all disabled. A frame that fits its table adds no tab stop.
 */
export function TableFrame({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Observing reports the first size at once; the table's own size changes with its rows.
    const observer = new ResizeObserver(() =>
      setScrollable(element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth),
    );
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={frame}
      className={cn(tableFrame, className)}
      {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}
