import type { SalaryRange } from '#common/api/jobs.ts';

const PERIOD_PHRASES: Readonly<Record<NonNullable<SalaryRange['period']>, string>> = {
  year: 'a year',
  month: 'a month',
  week: 'a week',
  day: 'a day',
  hour: 'an hour',
};

function numberFormat(currency: string | null, fractionDigits: number): Intl.NumberFormat {
  const digits = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  if (currency === null) return new Intl.NumberFormat('en-US', digits);
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...digits,
    });
  } catch {
    return new Intl.NumberFormat('en-US', digits);
  }
}

/** An amount in full ('$90,000', '€42.50'). */
function fullAmount(amount: number, currency: string | null, fractionDigits: number): string {
  return numberFormat(currency, fractionDigits).format(amount);
}

/** Cents are shown for every figure of a range when any figure has them: '$25.00–$30.50'. */
const centsDigits = (...amounts: number[]) => (amounts.every(Number.isInteger) ? 0 : 2);

/** An amount in thousands ('$120k', '€87.5k'). */
function thousandsAmount(amount: number, currency: string | null): string {
  const thousands = amount / 1000;
  const parts = numberFormat(currency, Number.isInteger(thousands) ? 0 : 1).formatToParts(thousands);
  const lastDigits = parts.findLastIndex((part) => part.type === 'integer' || part.type === 'fraction');
  return parts.map((part, index) => (index === lastDigits ? `${part.value}k` : part.value)).join('');
}

/** Both ends of a yearly-sized range read best in thousands: '$120k–$150k'. */
const readsInThousands = (amount: number) => amount >= 10_000 && amount % 100 === 0;

/**
 * A published pay range in words: '$120k–$150k a year', '$25–$30 an hour', 'From $90,000 a year', 'Up to €60,000 a
 * year'. The currency's symbol when one is named, a bare figure when none is; the period when one is given.
 */
export function formatSalaryRange(range: SalaryRange): string {
  const { min, max, currency, period } = range;
  const periodPhrase = period ? ` ${PERIOD_PHRASES[period]}` : '';
  if (min !== null && max !== null && min !== max) {
    if (readsInThousands(min) && readsInThousands(max)) {
      return `${thousandsAmount(min, currency)}–${thousandsAmount(max, currency)}${periodPhrase}`;
    }
    const digits = centsDigits(min, max);
    return `${fullAmount(min, currency, digits)}–${fullAmount(max, currency, digits)}${periodPhrase}`;
  }
  const single = min ?? max;
  if (single === null) return '';
  const amount = fullAmount(single, currency, centsDigits(single));
  if (min === null) return `Up to ${amount}${periodPhrase}`;
  if (max === null) return `From ${amount}${periodPhrase}`;
  return `${amount}${periodPhrase}`;
}
