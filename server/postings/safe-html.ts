import { HIDDEN_ELEMENTS, partsText, VOID_ELEMENTS } from './html-elements.ts';
import { escapeHtml } from './html-entities.ts';
import { scanHtml } from './html-scanner.ts';

/** Allowed elements, by the name they are written with in the output (headings become h3 or h4). */
const KEPT_ELEMENTS = new Map<string, string>([
  ['p', 'p'],
  ['ul', 'ul'],
  ['ol', 'ol'],
  ['li', 'li'],
  ['strong', 'strong'],
  ['b', 'b'],
  ['em', 'em'],
  ['i', 'i'],
  ['h1', 'h3'],
  ['h2', 'h3'],
  ['h3', 'h4'],
  ['h4', 'h4'],
  ['h5', 'h4'],
  ['h6', 'h4'],
  ['a', 'a'],
]);

/** Elements whose content is dropped with them: never shown as text, or able to run or embed something. */
const DROPPED_WITH_CONTENT = new Set([...HIDDEN_ELEMENTS, 'frame', 'frameset', 'embed', 'applet', 'form']);

/** Dropped elements that still part lines of text: a line break keeps their contents from running together. */
const partsLines = (name: string) => partsText(name) && !KEPT_ELEMENTS.has(name);

/** Elements that already part text: no line break is needed next to them. */
const BLOCK_OUTPUT = new Set(['p', 'ul', 'ol', 'li', 'h3', 'h4']);

/** Deeper nesting of kept elements is flattened: their text stays, their tags go. */
const MAX_DEPTH = 24;

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

const CARRIAGE_RETURNS = /\r\n?/g;
/**
 * Control characters but the tab and line feed (HTML's whitespace), and format characters but the zero-width joiner
 * (emoji): what server/generated/text.ts keeps out of generated text, here without touching the spaces that HTML
 * text needs between its elements.
 */
const INVISIBLE = /[^\P{Cc}\t\n]|[^\P{Cf}\u200d]/gu;

function safeLink(href: string | undefined): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim());
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Writes the allowed markup, keeping track of what is open so that every element ends closed and in order. */
class SafeHtmlWriter {
  private readonly parts: string[] = [];
  private readonly open: string[] = [];
  private hiddenDepth = 0;
  /** Text was written since the last block boundary, so a dropped line element must leave a line break. */
  private inlineSinceBlock = false;
  private lineBreakPending = false;

  start(name: string, attributes: Map<string, string>): void {
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!VOID_ELEMENTS.has(name)) this.hiddenDepth += 1;
      return;
    }
    if (this.hiddenDepth > 0) return;
    if (name === 'br') {
      this.parts.push('<br>');
      this.blockBoundary();
      return;
    }
    if (partsLines(name)) {
      this.lineBreakPending = true;
      return;
    }
    const output = KEPT_ELEMENTS.get(name);
    if (!output || this.open.length >= MAX_DEPTH) return;
    if (output === 'a') {
      const href = safeLink(attributes.get('href'));
      if (!href) return;
      this.writePendingLineBreak();
      this.parts.push(`<a href="${escapeHtml(href)}" rel="nofollow noopener noreferrer" target="_blank">`);
    } else {
      if (BLOCK_OUTPUT.has(output)) this.blockBoundary();
      else this.writePendingLineBreak();
      this.parts.push(`<${output}>`);
    }
    this.open.push(output);
  }

  end(name: string): void {
    if (DROPPED_WITH_CONTENT.has(name)) {
      this.hiddenDepth = Math.max(0, this.hiddenDepth - 1);
      return;
    }
    if (this.hiddenDepth > 0) return;
    if (partsLines(name)) {
      this.lineBreakPending = true;
      return;
    }
    const output = KEPT_ELEMENTS.get(name);
    if (!output) return;
    const index = this.open.lastIndexOf(output);
    if (index < 0) return;
    while (this.open.length > index) this.closeInnermost();
  }

  text(text: string): void {
    if (this.hiddenDepth > 0) return;
    const visible = text.replace(CARRIAGE_RETURNS, '\n').replace(INVISIBLE, '');
    if (visible === '') return;
    if (visible.trim() !== '') {
      this.writePendingLineBreak();
      this.inlineSinceBlock = true;
    }
    this.parts.push(escapeHtml(visible));
  }

  finish(): string {
    while (this.open.length > 0) this.closeInnermost();
    return this.parts.join('').trim();
  }

  private closeInnermost(): void {
    const name = this.open.pop();
    if (!name) return;
    this.parts.push(`</${name}>`);
    if (BLOCK_OUTPUT.has(name)) this.blockBoundary();
  }

  private blockBoundary(): void {
    this.inlineSinceBlock = false;
    this.lineBreakPending = false;
  }

  private writePendingLineBreak(): void {
    if (this.lineBreakPending && this.inlineSinceBlock) {
      this.parts.push('<br>');
      this.inlineSinceBlock = false;
    }
    this.lineBreakPending = false;
  }
}

/**
 * HTML reduced to an allowlist that is safe to show: paragraphs, line breaks, lists, emphasis, headings (as h3 and
 * h4) and links to http(s) or mailto addresses (opened apart, without referrer). Scripts, styles, frames, SVG and the
 * like go with their content; every other element goes but its text stays; every attribute but a link's address
 * goes. Text is escaped and loses its control and format characters, whatever is left open is closed, and nesting is
 * bounded; time is linear in the input.
 */
export function toSafeHtml(html: string): string {
  const writer = new SafeHtmlWriter();
  scanHtml(html, (token) => {
    if (token.type === 'text') writer.text(token.text);
    else if (token.type === 'start') writer.start(token.name, token.attributes);
    else if (token.type === 'end') writer.end(token.name);
  });
  return writer.finish();
}
