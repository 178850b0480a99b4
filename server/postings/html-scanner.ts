import { decodeHtmlEntities } from './html-entities.ts';

export type HtmlToken =
  | { type: 'text'; text: string }
  | { type: 'start'; name: string; attributes: Map<string, string> }
  | { type: 'end'; name: string }
  /** The content of an element whose text is not markup (script, style...), as written. */
  | { type: 'raw'; name: string; text: string };

/** Elements whose content runs, unparsed, to their end tag. */
const RAW_TEXT_ELEMENTS = [
  'script',
  'style',
  'textarea',
  'title',
  'noscript',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
];

const RAW_TEXT_ENDS = new Map(RAW_TEXT_ELEMENTS.map((name) => [name, new RegExp(`</${name}`, 'gi')]));

const isNameStart = (character: string) => /^[a-zA-Z]$/.test(character);
const NAME_END = new Set([' ', '\t', '\n', '\r', '\f', '/', '>']);
const SPACE = new Set([' ', '\t', '\n', '\r', '\f']);

type Cursor = { html: string; at: number };

function readName(cursor: Cursor, stops: Set<string>): string {
  const start = cursor.at;
  while (cursor.at < cursor.html.length && !stops.has(cursor.html[cursor.at] ?? '')) cursor.at += 1;
  return cursor.html.slice(start, cursor.at).toLowerCase();
}

function skipSpace(cursor: Cursor): void {
  while (SPACE.has(cursor.html[cursor.at] ?? '')) cursor.at += 1;
}

const ATTRIBUTE_NAME_END = new Set([...NAME_END, '=']);
const UNQUOTED_VALUE_END = new Set([...SPACE, '>']);

function readAttributeValue(cursor: Cursor): string {
  const quote = cursor.html[cursor.at];
  if (quote === '"' || quote === "'") {
    const close = cursor.html.indexOf(quote, cursor.at + 1);
    const end = close === -1 ? cursor.html.length : close;
    const value = cursor.html.slice(cursor.at + 1, end);
    cursor.at = end + 1;
    return value;
  }
  const start = cursor.at;
  while (cursor.at < cursor.html.length && !UNQUOTED_VALUE_END.has(cursor.html[cursor.at] ?? ''))
    cursor.at += 1;
  return cursor.html.slice(start, cursor.at);
}

/** Attributes up to the tag's '>', which the cursor is left after. */
function readAttributes(cursor: Cursor): Map<string, string> {
  const attributes = new Map<string, string>();
  while (cursor.at < cursor.html.length) {
    skipSpace(cursor);
    const character = cursor.html[cursor.at];
    if (character === '>') {
      cursor.at += 1;
      break;
    }
    if (character === '/') {
      cursor.at += 1;
      continue;
    }
    const name = readName(cursor, ATTRIBUTE_NAME_END) || (cursor.html[cursor.at++] ?? '');
    skipSpace(cursor);
    let value = '';
    if (cursor.html[cursor.at] === '=') {
      cursor.at += 1;
      skipSpace(cursor);
      value = decodeHtmlEntities(readAttributeValue(cursor));
    }
    if (!attributes.has(name)) attributes.set(name, value);
  }
  return attributes;
}

/** Moves past the next '>' (or to the end). */
function skipPast(cursor: Cursor, text: string): void {
  const found = cursor.html.indexOf(text, cursor.at);
  cursor.at = found === -1 ? cursor.html.length : found + text.length;
}

function readRawText(cursor: Cursor, name: string, tokens: HtmlToken[]): void {
  const end = RAW_TEXT_ENDS.get(name);
  if (!end) return;
  end.lastIndex = cursor.at;
  const found = end.exec(cursor.html);
  const stop = found ? found.index : cursor.html.length;
  tokens.push({ type: 'raw', name, text: cursor.html.slice(cursor.at, stop) });
  cursor.at = stop;
  if (found) {
    skipPast(cursor, '>');
    tokens.push({ type: 'end', name });
  }
}

/** Whether the '<' at `at` opens a tag, comment or declaration rather than standing for itself. */
function opensMarkup(html: string, at: number): boolean {
  const next = html[at + 1] ?? '';
  return (
    next === '!' || next === '?' || isNameStart(next) || (next === '/' && isNameStart(html[at + 2] ?? ''))
  );
}

/** Reads the markup that starts at the cursor's '<'. */
function readMarkup(cursor: Cursor, tokens: HtmlToken[]): void {
  const { html } = cursor;
  const next = html[cursor.at + 1] ?? '';
  if (html.startsWith('<!--', cursor.at)) {
    cursor.at += 4;
    skipPast(cursor, '-->');
  } else if (next === '!' || next === '?') {
    skipPast(cursor, '>');
  } else if (next === '/') {
    cursor.at += 2;
    const name = readName(cursor, NAME_END);
    skipPast(cursor, '>');
    tokens.push({ type: 'end', name });
  } else {
    cursor.at += 1;
    const name = readName(cursor, NAME_END);
    tokens.push({ type: 'start', name, attributes: readAttributes(cursor) });
    if (RAW_TEXT_ENDS.has(name)) readRawText(cursor, name, tokens);
  }
}

/**
 * Splits HTML into text, tags and raw element content in one pass, as a browser's tokenizer would for the parts a
 * posting uses; it builds no tree and never backtracks, so any input, however broken, takes time linear in its size.
 * Text and attribute values come decoded.
 */
export function scanHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  const cursor: Cursor = { html, at: 0 };
  let textStart = 0;
  const flushText = (end: number) => {
    if (end > textStart) tokens.push({ type: 'text', text: decodeHtmlEntities(html.slice(textStart, end)) });
  };
  while (cursor.at < html.length) {
    const open = html.indexOf('<', cursor.at);
    if (open === -1) break;
    cursor.at = open + 1;
    if (!opensMarkup(html, open)) continue;
    flushText(open);
    cursor.at = open;
    readMarkup(cursor, tokens);
    textStart = cursor.at;
  }
  flushText(html.length);
  return tokens;
}
