import { DecodingMode, decodeHTML, escapeUTF8 } from 'entities';

/** Decodes HTML character references as a browser does in text: every named one, numeric ones, legacy forms. */
export function decodeHtmlEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text;
}

/**
 * Decodes only the references closed by ';' (&amp; &#8211;): in plain text that only quotes some HTML, 'AT&T' or
 * '&copy' is what the writer meant.
 */
export function decodeHtmlEntitiesInPlainText(text: string): string {
  return text.includes('&') ? decodeHTML(text, DecodingMode.Strict) : text;
}

/** Text made safe to place inside HTML: & < > " and ' escaped. */
export function escapeHtml(text: string): string {
  return escapeUTF8(text);
}
