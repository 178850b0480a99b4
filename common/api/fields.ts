import { z } from 'zod';

/** A required text field whose messages name the field instead of zod's generic wording. */
export function requiredText(label: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
  });
}

export const EMAIL_MAX_LENGTH = 254;

/** Trimmed, lower-cased and checked; the stored form of an email address. */
export const emailSchema = requiredText('Email')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email({ error: 'Enter a valid email address' }));
