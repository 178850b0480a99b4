import { type KeyboardEvent, lazy, type PointerEvent, Suspense, startTransition, useState } from 'react';
import type { ApplicationSummary } from '#common/api/tracker.ts';
import { StageMenuButton } from './stage-menu-button.tsx';
import type { MoveHandler } from './stage-menu-view.tsx';

export type { MoveHandler };

const loadView = () => import('./stage-menu-view.tsx');
const StageMenuView = lazy(() => loadView().then(({ StageMenuView }) => ({ default: StageMenuView })));

const preload = () => {
  void loadView();
};

/**
 * The card's stage menu, whose code (Radix's dropdown menu) is fetched when the pointer or the focus first reaches
 * its button, not with the screen. Until the menu is first opened a plain button stands in for its own: a press on
 * it (pointer, Enter, Space or the down arrow) puts the menu in its place, open, once the code is there.
 */
export function StageMenu({ application, onMove }: { application: ApplicationSummary; onMove: MoveHandler }) {
  const [opened, setOpened] = useState(false);
  // In a transition, so that the stand-in stays on screen while the code loads.
  const open = () => startTransition(() => setOpened(true));
  const pressed = (event: PointerEvent) => {
    if (event.button === 0 && !event.ctrlKey) open();
  };
  const keyPressed = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    open();
  };
  return (
    <Suspense>
      {opened ? (
        <StageMenuView application={application} onMove={onMove} />
      ) : (
        <StageMenuButton
          application={application}
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={preload}
          onFocus={preload}
          onPointerDown={pressed}
          onClick={open}
          onKeyDown={keyPressed}
        />
      )}
    </Suspense>
  );
}
