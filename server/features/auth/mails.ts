import { NAME_MAX_LENGTH, PASSWORD_RESET_MINUTES } from '#common/accounts.ts';
import { singleLine } from '#server/generated/text.ts';
import { type MailBlock, renderMail } from '#server/mail/render.ts';
import type { MailContent } from '#server/mail/types.ts';

/** How long a link that verifies an address works. */
export const VERIFICATION_LINK_HOURS = 48;

/** "Hi Grace,": the name as one line of at most its own limit, whatever was stored before names were checked. */
const greeting = (firstName: string | null): MailBlock => ({
  kind: 'paragraph',
  text: firstName ? `Hi ${singleLine(firstName, NAME_MAX_LENGTH)},` : 'Hello,',
});

/** "n***@example.com": enough for the owner to recognise the address, too little to read it. */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email.charAt(0)}***${email.slice(at)}` : '***';
}

/** The link that makes `email` the account's verified address, after sign-up or when the address is changed. */
export function verificationMail(options: {
  firstName: string | null;
  email: string;
  link: string;
  reason: 'new-account' | 'new-address';
}): MailContent {
  const { firstName, email, link, reason } = options;
  const why =
    reason === 'new-account'
      ? `Please confirm that ${email} is yours. Once it is, we can send you job picks and help you back into your account if you ever forget your password.`
      : `You asked to use ${email} for your CareerPilot account. Confirm it to make the switch; until then your account keeps its current address.`;
  return renderMail({
    subject: 'Confirm your email address for CareerPilot',
    preheader: `One click confirms ${email}. The link works for ${VERIFICATION_LINK_HOURS} hours.`,
    blocks: [
      { kind: 'heading', text: 'Confirm your email address' },
      greeting(firstName),
      { kind: 'paragraph', text: why },
      { kind: 'button', label: 'Confirm my email address', url: link },
      {
        kind: 'paragraph',
        text: `The link works once, for the next ${VERIFICATION_LINK_HOURS} hours. You can open it in any browser.`,
      },
    ],
    footer: [
      {
        kind: 'note',
        text:
          reason === 'new-account'
            ? 'You got this email because someone created a CareerPilot account with this address. If it was not you, ignore it: the address stays unconfirmed.'
            : 'You got this email because someone asked to move a CareerPilot account to this address. If it was not you, ignore it: nothing changes.',
      },
    ],
  });
}

/** To the old address when a change of address is asked for: the owner may not be the one asking. */
export function addressChangeNoticeMail(options: {
  firstName: string | null;
  newEmail: string;
  signInLink: string;
}): MailContent {
  const masked = maskedAddress(options.newEmail);
  return renderMail({
    subject: 'Someone asked to change your CareerPilot email address',
    preheader: `The new address would be ${masked}. If it was not you, change your password.`,
    blocks: [
      { kind: 'heading', text: 'A change of email address was asked for' },
      greeting(options.firstName),
      {
        kind: 'paragraph',
        text: `Someone asked to change the address of your CareerPilot account to ${masked}. Nothing changes until the link we sent to that address is opened.`,
      },
      {
        kind: 'paragraph',
        text: 'If it was not you, sign in and change your password now: that ends every other session and cancels the change.',
      },
      { kind: 'button', label: 'Sign in to CareerPilot', url: options.signInLink },
    ],
    footer: [
      {
        kind: 'note',
        text: 'You got this email because this is the address of a CareerPilot account, and we tell you whenever someone asks to change it.',
      },
    ],
  });
}

export function passwordResetMail(options: { firstName: string | null; link: string }): MailContent {
  return renderMail({
    subject: 'Reset your CareerPilot password',
    preheader: `Choose a new password. The link works for ${PASSWORD_RESET_MINUTES} minutes.`,
    blocks: [
      { kind: 'heading', text: 'Reset your password' },
      greeting(options.firstName),
      {
        kind: 'paragraph',
        text: 'Someone, hopefully you, asked to reset the password of the CareerPilot account with this address. Choose a new one with the button below.',
      },
      { kind: 'button', label: 'Choose a new password', url: options.link },
      {
        kind: 'paragraph',
        text: `The link works once, for the next ${PASSWORD_RESET_MINUTES} minutes. Setting a new password signs the account out on every device.`,
      },
    ],
    footer: [
      {
        kind: 'note',
        text: 'You got this email because a password reset was asked for on CareerPilot with this address. If it was not you, ignore it: your password stays as it is.',
      },
    ],
  });
}

/** Decision 0018's notice, by e-mail to the verified owner of an address another account now claims. */
export function anotherAccountNoticeMail(options: {
  firstName: string | null;
  createdOn: string;
  signInLink: string;
}): MailContent {
  return renderMail({
    subject: 'Another CareerPilot account was created with your email address',
    preheader: 'Nothing of yours was shared with it.',
    blocks: [
      { kind: 'heading', text: 'Another account uses your email address' },
      greeting(options.firstName),
      {
        kind: 'paragraph',
        text: `Someone created another CareerPilot account with your email address on ${options.createdOn}. Nothing of yours was shared with it. If it was not you, you can ignore this.`,
      },
      {
        kind: 'paragraph',
        text: 'If it was you, sign in to the account you already have instead: this address is confirmed there.',
      },
      { kind: 'button', label: 'Sign in to CareerPilot', url: options.signInLink },
    ],
    footer: [
      {
        kind: 'note',
        text: 'You got this email because this address is confirmed on a CareerPilot account, and we tell you whenever another account claims it.',
      },
    ],
  });
}

/** "Nov 24, 2026" in the owner's time zone (UTC when unknown). */
export function dayInZone(date: Date, timeZone: string | null): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: timeZone ?? 'UTC',
  }).format(date);
}
