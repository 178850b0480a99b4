/** Card checks for the sandbox's test-mode form: the browser shows them at once, the server holds to them. */

export type CardDetails = { cardNumber: string; expiry: string; cvc: string };

export type CardField = 'cardNumber' | 'expiry' | 'cvc';

export type CardCheck = { ok: true; digits: string } | { ok: false; field: CardField; message: string };

export const cardDigits = (value: string): string => value.replace(/\D/g, '');

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** "MM / YY" (or MM/YYYY) as a month and a four-digit year; undefined when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

export function checkCard({ cardNumber, expiry, cvc }: CardDetails, now = new Date()): CardCheck {
  const digits = cardDigits(cardNumber);
  if (/[^\d\s-]/.test(cardNumber) || digits.length < 12 || digits.length > 19) {
    return { ok: false, field: 'cardNumber', message: 'Your card number is incomplete.' };
  }
  if (!passesLuhn(digits)) return { ok: false, field: 'cardNumber', message: 'Your card number is invalid.' };
  const date = parseExpiry(expiry);
  if (!date) return { ok: false, field: 'expiry', message: "Your card's expiration date is incomplete." };
  if (date.month < 1 || date.month > 12) {
    return { ok: false, field: 'expiry', message: "Your card's expiration month is invalid." };
  }
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (date.year * 12 + (date.month - 1) < thisMonth) {
    return { ok: false, field: 'expiry', message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test(cvc.trim())) {
    return { ok: false, field: 'cvc', message: "Your card's security code is incomplete." };
  }
  return { ok: true, digits };
}

/** Digits in groups of four as they are typed, at most 19. */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM / YY" as it is typed. */
export function formatExpiry(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export const SANDBOX_SUCCESS_CARD = '4242 4242 4242 4242';
export const SANDBOX_DECLINED_CARD = '4000 0000 0000 0002';
