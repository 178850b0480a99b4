import { decodeHTML, escapeUTF8 } from 'entities';

/** Decodes HTML character references as a browser does in text: every named one, numeric ones, legacy forms. */
export function decodeHtmlEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text;
}

/** Text made safe to place inside HTML: & < > " and ' escaped. */
export function escapeHtml(text: string): string {
  return escapeUTF8(text);
}
