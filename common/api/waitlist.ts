import { z } from 'zod';
import { emailSchema, oneLineText, requiredText } from './fields.ts';

export const NAME_MAX_LENGTH = 100;

/** Spaces, dots, dashes and brackets are formatting; what is stored is an optional + and 7 to 15 digits (E.164). */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s().-]/g, '');
}

const phoneSchema = requiredText('Phone')
  .trim()
  .min(1, 'Phone is required')
  .max(40, 'Enter a valid phone number')
  .transform(normalizePhone)
  .pipe(z.string().regex(/^\+?\d{7,15}$/, 'Enter a valid phone number'));

export const subscribeRequestSchema = z.object({
  email: emailSchema,
  name: oneLineText('Full name', NAME_MAX_LENGTH),
  phone: phoneSchema,
  source: z.literal('waitlist').default('waitlist'),
});

export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

export const subscribeResponseSchema = z.object({ alreadySubscribed: z.boolean() });

export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

export const subscriberCountSchema = z.object({ count: z.number().int().nonnegative() });

export type SubscriberCount = z.infer<typeof subscriberCountSchema>;

/** The address whose place on the waitlist the link confirmed. */
export const waitlistConfirmedSchema = z.object({ email: z.string() });

export type WaitlistConfirmed = z.infer<typeof waitlistConfirmedSchema>;
