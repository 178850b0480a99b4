import { NAME_MAX_LENGTH } from '#common/api/waitlist.ts';
import { singleLine } from '#server/generated/text.ts';
import { renderMail } from '#server/mail/render.ts';
import type { MailContent } from '#server/mail/types.ts';

/** How long a link that confirms a place on the waitlist works. */
export const CONFIRMATION_LINK_DAYS = 7;

/** The double opt-in: the only e-mail a waitlist subscriber gets before launch. */
export function waitlistConfirmationMail(options: {
  name: string;
  email: string;
  link: string;
}): MailContent {
  const firstName = singleLine(options.name, NAME_MAX_LENGTH).split(' ')[0];
  return renderMail({
    subject: 'Confirm your place on the CareerPilot waitlist',
    preheader: `One click and you are on the list. The link works for ${CONFIRMATION_LINK_DAYS} days.`,
    blocks: [
      { kind: 'heading', text: 'Confirm your place on the waitlist' },
      { kind: 'paragraph', text: firstName ? `Hi ${firstName},` : 'Hello,' },
      {
        kind: 'paragraph',
        text: `Thanks for joining the CareerPilot waitlist. Please confirm that ${options.email} is yours and that you would like to hear from us when CareerPilot opens.`,
      },
      { kind: 'button', label: 'Confirm my place', url: options.link },
      {
        kind: 'paragraph',
        text: `The link works for ${CONFIRMATION_LINK_DAYS} days. Until launch, this is the only email we send you.`,
      },
    ],
    footer: [
      {
        kind: 'note',
        text: 'You got this email because this address was entered on the CareerPilot waitlist. If it was not you, ignore it: without a confirmation we will not write to you.',
      },
    ],
  });
}
