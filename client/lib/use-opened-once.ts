import { useState } from 'react';

/**
 * True from the first render in which `open` is true on: a dialog whose code loads lazily is mounted at its first
 * opening, not before, and stays mounted, so that it closes with its animation and keeps its state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
