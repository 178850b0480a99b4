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

/** Line breaks (CR, LF, VT, FF, NEL, line and paragraph separators) and every other control character but the tab. */
const LINE_BREAK_OR_CONTROL = /[^\P{Cc}\t]|[\u2028\u2029]/u;

/**
 * One line of text, such as a name or a job title: every run of whitespace (tabs and no-break spaces too) one space,
 * trimmed; a line break or another control character is refused, not guessed at.
 */
export function oneLineText(label: string, maxLength: number) {
  return requiredText(label)
    .refine(
      (text) => !LINE_BREAK_OR_CONTROL.test(text),
      `${label} must not contain line breaks or control characters`,
    )
    .transform((text) => text.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(maxLength, `${label} must be at most ${maxLength} characters`),
    );
}
