import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The `asChild` pattern for our own components: renders the single child element with the slot's props merged
 * in (classes joined, the child's own handlers and props win). Radix components keep their internal Slot.
 */
export function Slot({
  children,
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { children?: ReactNode }) {
  if (!isValidElement<HTMLAttributes<HTMLElement>>(children)) return null;
  return cloneElement(children, {
    ...props,
    ...children.props,
    className: cn(className, children.props.className),
  });
}
