/** The sandbox answers like Stripe's test mode: a few well-known test cards, each with its outcome. */

export type CardOutcome = { ok: true } | { ok: false; message: string };

const OUTCOMES: Record<string, CardOutcome> = {
  '4242424242424242': { ok: true },
  '5555555555554444': { ok: true },
  '4000000000000002': { ok: false, message: 'Your card was declined.' },
  '4000000000009995': { ok: false, message: 'Your card has insufficient funds.' },
  '4000000000000069': { ok: false, message: 'Your card has expired.' },
  '4000000000000127': { ok: false, message: "Your card's security code is incorrect." },
};

const NOT_A_TEST_CARD: CardOutcome = {
  ok: false,
  message:
    'Your card was declined. This is the test-mode sandbox: no real card is charged, so use the test card 4242 4242 4242 4242.',
};

export const sandboxOutcome = (digits: string): CardOutcome => OUTCOMES[digits] ?? NOT_A_TEST_CARD;
