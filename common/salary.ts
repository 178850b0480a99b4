import type { SalaryRange } from './api/jobs.ts';

const PERIOD_TEXT: Record<NonNullable<SalaryRange['period']>, string> = {
  year: 'a year',
  month: 'a month',
  week: 'a week',
  day: 'a day',
  hour: 'an hour',
};

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Whole amounts without cents ("$95,000"), others with them ("$25.50"). */
function formatAmount(amount: number, currency: string | null): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const options: Intl.NumberFormatOptions = {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  };
  if (currency !== null && CURRENCY_CODE.test(currency)) {
    return new Intl.NumberFormat('en-US', { ...options, style: 'currency', currency }).format(amount);
  }
  return new Intl.NumberFormat('en-US', options).format(amount);
}

/**
 * A published pay range in words: "$95,000 – $120,000 a year", "From €40 an hour", "Up to £60,000 a year".
 * Null when the range gives neither bound.
 */
export function formatSalaryRange(range: SalaryRange): string | null {
  const { min, max, period } = range;
  const currency = range.currency?.toUpperCase() ?? null;
  let amounts: string;
  if (min !== null && max !== null && min !== max) {
    amounts = `${formatAmount(Math.min(min, max), currency)} – ${formatAmount(Math.max(min, max), currency)}`;
  } else if (min !== null) {
    amounts = max === null ? `From ${formatAmount(min, currency)}` : formatAmount(min, currency);
  } else if (max !== null) {
    amounts = `Up to ${formatAmount(max, currency)}`;
  } else {
    return null;
  }
  return period === null ? amounts : `${amounts} ${PERIOD_TEXT[period]}`;
}
