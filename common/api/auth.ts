import { z } from 'zod';
import { emailSchema, requiredText } from './fields.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 60;

const name = (label: string) =>
  requiredText(label)
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

const password = requiredText('Password')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signUpRequestSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: emailSchema,
  password,
});

export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** Sign-in checks only that something was typed: the rules of a new password say nothing about an old one. */
export const signInRequestSchema = z.object({
  email: emailSchema,
  password: requiredText('Password')
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Incorrect email or password.'),
});

export type SignInRequest = z.input<typeof signInRequestSchema>;

/** The current visitor: a guest (data kept behind their session cookie) or a registered user. */
export const currentUserSchema = z.object({
  id: z.uuid(),
  guest: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

export const DELETE_CONFIRMATION = 'DELETE';

export const deleteAccountRequestSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, { error: `Type ${DELETE_CONFIRMATION} to confirm` }),
});
