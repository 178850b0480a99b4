import { z } from 'zod';
import {
  DELETE_CONFIRMATION,
  EMAIL_LINK_TOKEN_MAX_LENGTH,
  INVALID_LINK,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../accounts.ts';
import { timeZoneSchema } from '../time-zone.ts';
import { emailSchema, oneLineText, requiredText } from './fields.ts';

/** The length rule of a new password; the server also refuses common ones and the user's own email or name. */
const newPassword = (label: string) =>
  requiredText(label)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** An existing password is only checked for being there: the rules of a new password say nothing about an old one. */
const currentPassword = (label: string, tooLong: string) =>
  requiredText(label).min(1, `${label} is required`).max(PASSWORD_MAX_LENGTH, tooLong);

export const signUpRequestSchema = z.object({
  firstName: oneLineText('First name', NAME_MAX_LENGTH),
  lastName: oneLineText('Last name', NAME_MAX_LENGTH),
  email: emailSchema,
  password: newPassword('Password'),
  /** The browser's time zone: the morning e-mail is sent at the chosen hour there. */
  timeZone: timeZoneSchema.optional(),
});

export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** What to do with what a guest made before signing in on this browser: add it to the account, or delete it. */
export const GUEST_DATA_DECISIONS = ['keep', 'discard'] as const;
export type GuestDataDecision = (typeof GUEST_DATA_DECISIONS)[number];

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: currentPassword('Password', 'Incorrect email or password.'),
  /** Needed only when the guest signing in has data; without it the answer asks. */
  guestData: z.enum(GUEST_DATA_DECISIONS, { error: 'guestData must be keep or discard' }).optional(),
});

export type SignInRequest = z.input<typeof signInRequestSchema>;

/** The current visitor: a guest (data kept behind their session cookie) or a registered user. */
export const currentUserSchema = z.object({
  /** Null until the visitor first saves something: only then does a guest get a row and a session. */
  id: z.uuid().nullable(),
  guest: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** Whether the owner has proved they receive mail at `email` (a link sent to it was opened); false for a guest. */
  emailVerified: z.boolean(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

/** What a visitor has made, by kind: the things a guest signing in is asked about. */
export const userDataCountsSchema = z.object({
  resumeAnalyses: z.number().int().nonnegative(),
  interviewSessions: z.number().int().nonnegative(),
  chatMessages: z.number().int().nonnegative(),
  profiles: z.number().int().nonnegative(),
  jobApplications: z.number().int().nonnegative(),
  paidPlans: z.number().int().nonnegative(),
});

export type UserDataCounts = z.infer<typeof userDataCountsSchema>;

/** Told once, after the next sign-in: someone created other accounts with this account's email address. */
export const accountNoticeSchema = z.object({
  kind: z.literal('another-account-with-your-email'),
  occurrences: z.number().int().positive(),
  lastOccurredAt: z.iso.datetime(),
});

export type AccountNotice = z.infer<typeof accountNoticeSchema>;

/**
 * Signed in, with the notices the account had waiting; or, for a guest with data who gave no decision, the
 * question to ask (the password was right, but no session started).
 */
export const signInResponseSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('signed-in'),
    user: currentUserSchema,
    notices: z.array(accountNoticeSchema),
  }),
  z.object({
    outcome: z.literal('guest-data-question'),
    guestData: userDataCountsSchema,
    accountHasData: z.boolean(),
  }),
]);

export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: currentPassword('Current password', 'The current password is not right.'),
  newPassword: newPassword('New password'),
});

export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const endOtherSessionsResponseSchema = z.object({ ended: z.number().int().nonnegative() });

export type EndOtherSessionsResponse = z.infer<typeof endOtherSessionsResponseSchema>;

export const deleteAccountRequestSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, { error: `Type ${DELETE_CONFIRMATION} to confirm` }),
  /** Required of an account (a guest has none). */
  password: z
    .string({ error: 'Password must be text' })
    .max(PASSWORD_MAX_LENGTH, 'The password is not right.')
    .optional(),
});

export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/** The token from a link in an e-mail (verification, password reset, waitlist confirmation). */
export const emailLinkTokenSchema = z
  .string({ error: INVALID_LINK })
  .trim()
  .min(1, INVALID_LINK)
  .max(EMAIL_LINK_TOKEN_MAX_LENGTH, INVALID_LINK);

export const emailLinkRequestSchema = z.object({ token: emailLinkTokenSchema });

export type EmailLinkRequest = z.input<typeof emailLinkRequestSchema>;

/** A verification link was sent to this address. */
export const verificationSentSchema = z.object({ sentTo: z.string() });

export type VerificationSent = z.infer<typeof verificationSentSchema>;

/** The address the link verified; it is now the account's address. */
export const emailVerifiedSchema = z.object({ email: z.string() });

export type EmailVerified = z.infer<typeof emailVerifiedSchema>;

/** A new address for the account: it replaces the current one once the link sent to it is opened. */
export const changeEmailRequestSchema = z.object({
  email: emailSchema,
  password: currentPassword('Password', 'That password is not right. Enter the password you sign in with.'),
});

export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: emailLinkTokenSchema,
  password: newPassword('New password'),
});

export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
