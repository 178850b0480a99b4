import { z } from 'zod';
import { DIGEST_PICKS } from '../digest.ts';
import { timeZoneSchema } from '../time-zone.ts';
import { jobMatchSchema } from './jobs.ts';

/** A local time of day, 24-hour "HH:MM". */
export const sendTimeSchema = z
  .string({ error: 'Time must be text' })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Enter a time such as 07:00');

/** The morning e-mail's settings: when it comes and what is good enough to be in it. */
export const digestSettingsSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  sendTime: sendTimeSchema,
  days: z
    .array(z.int({ error: 'Days are numbers from 1 (Monday) to 7 (Sunday)' }).min(1).max(7), {
      error: 'Days must be a list',
    })
    .min(1, 'Choose at least one day')
    .max(7, 'Choose each day at most once')
    .refine((days) => new Set(days).size === days.length, { error: 'Choose each day at most once' })
    .transform((days) => [...days].sort((a, b) => a - b)),
  pickCount: z
    .int({ error: `How many jobs must be a whole number from ${DIGEST_PICKS.min} to ${DIGEST_PICKS.max}` })
    .min(DIGEST_PICKS.min, `Choose from ${DIGEST_PICKS.min} to ${DIGEST_PICKS.max} jobs`)
    .max(DIGEST_PICKS.max, `Choose from ${DIGEST_PICKS.min} to ${DIGEST_PICKS.max} jobs`),
  minMatch: z
    .int({ error: 'Minimum match must be a whole number from 0 to 100' })
    .min(0, 'Minimum match must be from 0 to 100')
    .max(100, 'Minimum match must be from 0 to 100'),
  timeZone: timeZoneSchema,
});

export type DigestSettingsRequest = z.input<typeof digestSettingsSchema>;
export type DigestSettings = z.output<typeof digestSettingsSchema>;

/** The settings, and whether (and where) the e-mail can go: only to a verified address. */
export const digestSettingsResponseSchema = digestSettingsSchema.extend({
  /** As stored: sorted already (an answer cannot run the request's sorting transform). */
  days: z.array(z.int().min(1).max(7)),
  /** The address the e-mail goes to; null for a guest. */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** When the next e-mail is due, if one can be sent (enabled, verified); it is sent only when there are picks. */
  nextSendAt: z.iso.datetime().nullable(),
});

export type DigestSettingsResponse = z.infer<typeof digestSettingsResponseSchema>;

/** 'Today's picks': today's e-mail's jobs once it went out, else the jobs it would hold now. */
export const todaysPicksSchema = z.object({
  /** The user's local date, YYYY-MM-DD. */
  date: z.iso.date(),
  /** When today's e-mail was sent; null before (the picks are then what it would hold now). */
  sentAt: z.iso.datetime().nullable(),
  picks: z.array(jobMatchSchema),
});

export type TodaysPicks = z.infer<typeof todaysPicksSchema>;

export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: 'This unsubscribe link is not valid.' }).trim().min(1).max(400),
});

export const unsubscribeResponseSchema = z.object({
  /** The address that gets no more morning e-mails. */
  email: z.string(),
});

export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
