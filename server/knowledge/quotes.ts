export const OPEN_QUOTE = '“';
export const CLOSE_QUOTE = '”';
const QUOTE_CHARACTERS = /[“”"]/;

/**
 * A piece of the user's own text in quotation marks. Only the user's words ever go inside “ ”, and never altered:
 * a long passage is cut at a clause or word boundary, without an added ellipsis, and closing punctuation is left
 * outside, so that what is quoted is always an exact substring of what they wrote.
 */
export function quote(passage: string, maxLength = 90): string {
  return `${OPEN_QUOTE}${excerpt(passage, maxLength)}${CLOSE_QUOTE}`;
}

export function excerpt(passage: string, maxLength = 90): string {
  const trimmed = passage.trim().replace(/(?<![.,;:])[.,;:]+$/, '');
  if (trimmed.length <= maxLength) return trimmed;
  const head = trimmed.slice(0, maxLength);
  const clause = Math.max(head.lastIndexOf(', '), head.lastIndexOf('; '));
  if (clause >= maxLength * 0.5) return head.slice(0, clause);
  const word = head.lastIndexOf(' ');
  return (word > 0 ? head.slice(0, word) : head).replace(/(?<![\s,;:–—-])[\s,;:–—-]+$/, '');
}

/** Whether a passage can be quoted without its own quotation marks confusing where the quote ends. */
export function isQuotable(passage: string): boolean {
  return passage.trim() !== '' && !QUOTE_CHARACTERS.test(passage);
}

/** Every quoted passage in a message, for checking that each one occurs in the source text. */
export function quotedPassages(message: string): string[] {
  return [...message.matchAll(/“([^“”]*)”/g)].map((match) => match[1] ?? '');
}

/** 'a', 'a and b', 'a, b and c'. */
export function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
