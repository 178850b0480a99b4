import { useEffect, useRef } from 'react';

/**
 * Runs `action` once, when the screen first shows with `ready` true. StrictMode runs effects twice in
 * development, and a link from an email works only once, so a ref (kept across StrictMode's second run)
 * remembers that it ran.
 */
export function useOnceOnLoad(action: () => void, ready = true) {
  const ran = useRef(false);
  const latestAction = useRef(action);
  latestAction.current = action;
  useEffect(() => {
    if (ran.current || !ready) return;
    ran.current = true;
    latestAction.current();
  }, [ready]);
}
