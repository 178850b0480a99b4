import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

/**
 * A text input. Its ring follows :focus-within: a date input's calendar button takes focus inside it without the
 * input matching :focus or :focus-visible (a text input's own focus matches all three).
 */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
