import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

type CardFocus = { requested: number | null; request: (id: number) => void; done: () => void };

const CardFocusContext = createContext<CardFocus>({ requested: null, request: () => {}, done: () => {} });

/**
 * Where focus goes after a card moves to another column or a new application is added: the card, wherever it is
 * drawn next (moving remounts it, so its old control is gone).
 */
export function CardFocusProvider({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState<number | null>(null);
  const done = useCallback(() => setRequested(null), []);
  const value = useMemo(() => ({ requested, request: setRequested, done }), [requested, done]);
  return <CardFocusContext value={value}>{children}</CardFocusContext>;
}

export const useCardFocusRequest = () => useContext(CardFocusContext).request;

/** A ref for the card's main control: it takes focus once when focus was asked for this card. */
export function useCardFocusTarget(id: number) {
  const { requested, done } = useContext(CardFocusContext);
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || requested !== id) return;
      element.focus();
      done();
    },
    [requested, id, done],
  );
}

/** The card focus is waiting for, if any. */
export const useRequestedCard = () => useContext(CardFocusContext).requested;
