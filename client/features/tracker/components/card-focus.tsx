import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { ApplicationStage } from '#common/tracker.ts';

/** A card's control that takes focus: the button that opens it, or its drag handle after a keyboard drop. */
export type CardPart = 'open' | 'handle';

/** Focus asked for a card once it is drawn in this stage. */
export type FocusRequest = { id: number; stage: ApplicationStage; part: CardPart };

type CardFocus = {
  requested: FocusRequest | null;
  request: (request: FocusRequest) => void;
  done: () => void;
};

const CardFocusContext = createContext<CardFocus>({ requested: null, request: () => {}, done: () => {} });

/**
 * Where focus goes after a card moves to another column or a new application is added: the card, once it is drawn
 * in its new stage (moving remounts it, so the control that had focus is gone).
 */
export function CardFocusProvider({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState<FocusRequest | null>(null);
  const done = useCallback(() => setRequested(null), []);
  const value = useMemo(() => ({ requested, request: setRequested, done }), [requested, done]);
  return <CardFocusContext value={value}>{children}</CardFocusContext>;
}

export const useCardFocusRequest = () => useContext(CardFocusContext).request;

/** The card focus is waiting for, if any. */
export const useRequestedCard = () => useContext(CardFocusContext).requested;

/** A ref for one of a card's controls: it takes focus once, when focus was asked for it in the card's stage. */
export function useCardFocusTarget(card: { id: number; stage: ApplicationStage }, part: CardPart) {
  const { requested, done } = useContext(CardFocusContext);
  const wanted = requested?.id === card.id && requested.stage === card.stage && requested.part === part;
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || !wanted) return;
      element.focus();
      done();
    },
    [wanted, done],
  );
}
