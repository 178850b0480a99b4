import { singleLine } from '#server/generated/text.ts';
import type { MailContent } from './types.ts';

/** The pieces an e-mail is written in; each renders to a table row of the HTML part and to lines of the text part. */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'button'; label: string; url: string }
  /** A boxed item, e.g. one job: a linked title, a few lines, and small labels. */
  | { kind: 'card'; title: string; url?: string; lines: string[]; badges?: string[] }
  /** Small grey print: why the e-mail came, how to stop it. */
  | { kind: 'note'; text: string; link?: { label: string; url: string } };

export type MailTemplate = {
  subject: string;
  /** The line a mail client shows after the subject in the inbox. */
  preheader?: string;
  blocks: MailBlock[];
  footer?: MailBlock[];
};

/**
 * The longest text of each kind an e-mail shows, far above what a template writes itself: only text a person or a
 * fetched page supplied is ever cut.
 */
const MAIL_TEXT_MAX = {
  subject: 250,
  preheader: 300,
  heading: 200,
  paragraph: 2_000,
  label: 100,
  cardTitle: 300,
  cardLine: 500,
  badge: 80,
  note: 1_000,
} as const;

/** A link as the URL parser writes it: whitespace and control characters are dropped or percent-encoded. */
const cleanUrl = (url: string) => new URL(url).href;

/** A link from a posting or another source the server does not write itself: left out when it is no address. */
const cleanUrlIfAny = (url: string | undefined) =>
  url !== undefined && URL.canParse(url) ? { url: cleanUrl(url) } : {};

/**
 * The block with each text on one bounded line, whatever reached it: a name or a posting's title cannot open a
 * paragraph of its own, nor a header line in the subject.
 */
function cleanBlock(block: MailBlock): MailBlock {
  switch (block.kind) {
    case 'heading':
      return { kind: 'heading', text: singleLine(block.text, MAIL_TEXT_MAX.heading) };
    case 'paragraph':
      return { kind: 'paragraph', text: singleLine(block.text, MAIL_TEXT_MAX.paragraph) };
    case 'button':
      return {
        kind: 'button',
        label: singleLine(block.label, MAIL_TEXT_MAX.label),
        url: cleanUrl(block.url),
      };
    case 'card':
      return {
        kind: 'card',
        title: singleLine(block.title, MAIL_TEXT_MAX.cardTitle),
        ...cleanUrlIfAny(block.url),
        lines: block.lines.map((line) => singleLine(line, MAIL_TEXT_MAX.cardLine)),
        ...(block.badges === undefined
          ? {}
          : { badges: block.badges.map((badge) => singleLine(badge, MAIL_TEXT_MAX.badge)) }),
      };
    case 'note':
      return {
        kind: 'note',
        text: singleLine(block.text, MAIL_TEXT_MAX.note),
        ...(block.link === undefined
          ? {}
          : {
              link: {
                label: singleLine(block.link.label, MAIL_TEXT_MAX.label),
                url: cleanUrl(block.link.url),
              },
            }),
      };
  }
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const INK = '#111827';
const MUTED = '#6b7280';
const ACCENT = '#2563eb';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const cell = (content: string, padding = '0 0 16px 0') =>
  `<tr><td style="padding:${padding};font-family:${FONT};">${content}</td></tr>`;

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return cell(
        `<h1 style="margin:0;font-size:22px;line-height:28px;color:${INK};font-weight:700;">${escapeHtml(block.text)}</h1>`,
      );
    case 'paragraph':
      return cell(
        `<p style="margin:0;font-size:16px;line-height:24px;color:${INK};">${escapeHtml(block.text)}</p>`,
      );
    case 'button':
      return cell(
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="border-radius:6px;background:${ACCENT};">` +
          `<a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 20px;font-family:${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a>` +
          `</td></tr></table>`,
        '8px 0 24px 0',
      );
    case 'card':
      return cell(cardHtml(block), '0 0 12px 0');
    case 'note':
      return cell(
        `<p style="margin:0;font-size:13px;line-height:20px;color:${MUTED};">${escapeHtml(block.text)}${
          block.link
            ? ` <a href="${escapeHtml(block.link.url)}" style="color:${MUTED};text-decoration:underline;">${escapeHtml(block.link.label)}</a>`
            : ''
        }</p>`,
        '0 0 8px 0',
      );
  }
}

function cardHtml(card: Extract<MailBlock, { kind: 'card' }>): string {
  const title = card.url
    ? `<a href="${escapeHtml(card.url)}" style="color:${ACCENT};text-decoration:none;">${escapeHtml(card.title)}</a>`
    : escapeHtml(card.title);
  const lines = card.lines
    .map(
      (line) =>
        `<p style="margin:4px 0 0 0;font-size:14px;line-height:20px;color:${INK};">${escapeHtml(line)}</p>`,
    )
    .join('');
  const badges = (card.badges ?? [])
    .map(
      (badge) =>
        `<span style="display:inline-block;margin:8px 6px 0 0;padding:2px 8px;border:1px solid #d1d5db;border-radius:10px;font-size:12px;line-height:18px;color:${MUTED};">${escapeHtml(badge)}</span>`,
    )
    .join('');
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e5e7eb;border-radius:8px;"><tr><td style="padding:16px;font-family:${FONT};">` +
    `<p style="margin:0;font-size:17px;line-height:24px;font-weight:600;">${title}</p>${lines}${badges}` +
    `</td></tr></table>`
  );
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'='.repeat(Math.min(block.text.length, 70))}`;
    case 'paragraph':
      return block.text;
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'card':
      return [
        `* ${block.title}`,
        ...block.lines.map((line) => `  ${line}`),
        ...(block.badges?.length ? [`  [${block.badges.join('] [')}]`] : []),
        ...(block.url ? [`  ${block.url}`] : []),
      ].join('\n');
    case 'note':
      return block.link ? `${block.text} ${block.link.label}: ${block.link.url}` : block.text;
  }
}

/**
 * Both parts of an e-mail from one template: HTML as nested tables with inline styles (what Outlook, Gmail and
 * Apple Mail all render the same), no images or remote resources; and plain text with links written out.
 */
export function renderMail(template: MailTemplate): MailContent {
  const subject = singleLine(template.subject, MAIL_TEXT_MAX.subject);
  const blocks = template.blocks.map(cleanBlock);
  const footer = (template.footer ?? []).map(cleanBlock);
  const preheader = template.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(singleLine(template.preheader, MAIL_TEXT_MAX.preheader))}</div>`
    : '';
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light">' +
    `<title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f3f4f6;">${preheader}` +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">' +
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;">' +
    `<tr><td style="padding:24px 24px 8px 24px;font-family:${FONT};font-size:15px;font-weight:700;color:${ACCENT};">CareerPilot</td></tr>` +
    `<tr><td style="padding:8px 24px 8px 24px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${blocks.map(blockHtml).join('')}</table></td></tr>` +
    (footer.length
      ? `<tr><td style="padding:8px 24px 24px 24px;border-top:1px solid #e5e7eb;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${footer.map(blockHtml).join('')}</table></td></tr>`
      : '') +
    '</table></td></tr></table></body></html>';
  const text = [...blocks.map(blockText), ...(footer.length ? ['--', ...footer.map(blockText)] : [])].join(
    '\n\n',
  );
  return { subject, html, text: `${text}\n` };
}
