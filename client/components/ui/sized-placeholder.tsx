import type { ReactNode } from 'react';

/**
 * A loading placeholder that takes exactly the room of what will most likely arrive (`shape`, laid out but
 * unseen, unheard and out of the tab order), with a pulse over it: at every width, the content that follows stays
 * where it is when the data comes.
 */
export function SizedPlaceholder({ label, shape }: { label: string; shape: ReactNode }) {
  return (
    <div role="status" aria-label={label} className="relative">
      <div className="invisible" aria-hidden="true" inert>
        {shape}
      </div>
      <div className="absolute inset-0 animate-pulse rounded-md bg-muted" />
    </div>
  );
}
