import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

/**
 * A choice from a list, as the browser's own select (decision 0050): a phone opens its own picker, typing a letter
 * finds an option, and the page hydrates no list of options. Styled as the text inputs, with their text size
 * (no zoom on a phone's focus).
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative min-w-0">
      <select
        className={cn(
          'h-10 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-card py-2 pr-9 pl-3 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
          className,
        )}
        {...props}
      />
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
        aria-hidden="true"
      />
    </div>
  );
}
