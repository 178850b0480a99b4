import { lazy, type PointerEvent, Suspense, startTransition, useRef, useState } from 'react';
import type { ApplicationSummary } from '#common/api/tracker.ts';
import { StageMenuButton } from './stage-menu-button.tsx';
import type { MoveHandler } from './stage-menu-view.tsx';

export type { MoveHandler };

const StageMenuView = lazy(() =>
  import('./stage-menu-view.tsx').then(({ StageMenuView }) => ({ default: StageMenuView })),
);

/**
 * The card's stage menu, whose code (Radix's dropdown menu) is fetched when the pointer or the focus first reaches
 * its button, not with the screen. Until it has arrived a plain button stands in, and a press on it opens the menu
 * once it is there; the menu's own button then takes the focus if the stand-in had it.
 */
export function StageMenu({ application, onMove }: { application: ApplicationSummary; onMove: MoveHandler }) {
  const [wanted, setWanted] = useState<{ open: boolean }>();
  const focusCarried = useRef(false);
  // In a transition, so that the stand-in stays on screen, and usable, while the code loads.
  const want = (open: boolean) =>
    startTransition(() => setWanted((current) => ({ open: open || (current?.open ?? false) })));
  const pressed = (event: PointerEvent) => {
    if (event.button === 0 && !event.ctrlKey) want(true);
  };
  return (
    <Suspense>
      {wanted ? (
        <StageMenuView
          application={application}
          onMove={onMove}
          defaultOpen={wanted.open}
          focusCarried={focusCarried}
        />
      ) : (
        <StageMenuButton
          ref={(button) => () => {
            focusCarried.current = document.activeElement === button;
          }}
          application={application}
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={() => want(false)}
          onFocus={() => want(false)}
          onPointerDown={pressed}
          onClick={() => want(true)}
        />
      )}
    </Suspense>
  );
}
