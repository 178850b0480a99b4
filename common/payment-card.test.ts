import { describe, expect, it } from 'vitest';
import { checkCard, formatCardNumber, formatExpiry, passesLuhn } from './payment-card.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
const card = { cardNumber: '4242 4242 4242 4242', expiry: '11 / 26', cvc: '123' };

describe('passesLuhn', () => {
  it.each(['4242424242424242', '4000000000000002', '5555555555554444', '378282246310005'])(
    'accepts %s',
    (digits) => expect(passesLuhn(digits)).toBe(true),
  );
  it.each(['4242424242424241', '1234567812345678', ''])('refuses "%s"', (digits) =>
    expect(passesLuhn(digits)).toBe(false),
  );
});

describe('checkCard', () => {
  it('accepts a good card expiring this month and answers its digits', () => {
    expect(checkCard(card, NOW)).toEqual({ ok: true, digits: '4242424242424242' });
    expect(checkCard({ ...card, expiry: '11/2026', cvc: '1234' }, NOW).ok).toBe(true);
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 424x' }, 'cardNumber', 'Your card number is incomplete.'],
    [{ cardNumber: '4242 4242 4242 4241' }, 'cardNumber', 'Your card number is invalid.'],
    [{ expiry: '10 / 26' }, 'expiry', "Your card's expiration date is in the past."],
    [{ expiry: '00 / 30' }, 'expiry', "Your card's expiration month is invalid."],
    [{ expiry: '1130' }, 'expiry', "Your card's expiration date is incomplete."],
    [{ cvc: '12a' }, 'cvc', "Your card's security code is incomplete."],
  ])('refuses %o in %s', (change, field, message) => {
    expect(checkCard({ ...card, ...change }, NOW)).toEqual({ ok: false, field, message });
  });
});

describe('formatting as typed', () => {
  it('groups card digits in fours and drops everything else', () => {
    expect(formatCardNumber('42424242a4242')).toBe('4242 4242 4242');
    expect(formatCardNumber('4'.repeat(25))).toBe(`${'4444 '.repeat(4)}444`);
  });

  it('writes the expiry as MM / YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12/345')).toBe('12 / 34');
  });
});
