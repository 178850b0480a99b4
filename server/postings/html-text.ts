import { HIDDEN_ELEMENTS, LINE_ELEMENTS, PARAGRAPH_ELEMENTS, VOID_ELEMENTS } from './html-elements.ts';
import { type HtmlToken, scanHtml } from './html-scanner.ts';

type Break = 0 | 1 | 2;

/** Builds text a line at a time: breaks asked for between pieces of text collapse to the largest. */
class TextBuilder {
  private readonly parts: string[] = [];
  /** The characters written so far. */
  length = 0;
  private pendingBreak: Break = 0;
  private atLineStart = true;
  private pendingPrefix = '';

  requestBreak(level: Break): void {
    if (level > this.pendingBreak) this.pendingBreak = level;
  }

  /** A line break from <br>: two in a row leave a blank line. */
  addLineBreak(): void {
    this.pendingBreak = Math.min(2, this.pendingBreak + 1) as Break;
  }

  startListItem(marker: string): void {
    this.requestBreak(1);
    this.pendingPrefix = marker;
  }

  addText(text: string, preformatted: boolean): void {
    const content = preformatted ? text : text.replace(/\s+/g, ' ');
    const afterSpace = !preformatted && (this.parts.at(-1) ?? '').endsWith(' ');
    const visible = this.atLineStart || this.pendingBreak > 0 || afterSpace ? content.trimStart() : content;
    if (visible === '') return;
    if (this.parts.length > 0 && this.pendingBreak > 0) this.push('\n'.repeat(this.pendingBreak));
    if (this.pendingBreak > 0 || this.parts.length === 0) this.atLineStart = true;
    this.pendingBreak = 0;
    if (this.atLineStart && this.pendingPrefix) this.push(this.pendingPrefix);
    this.pendingPrefix = '';
    this.push(visible);
    this.atLineStart = visible.endsWith('\n');
  }

  private push(part: string): void {
    this.parts.push(part);
    this.length += part.length;
  }

  toString(): string {
    return this.parts
      .join('')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }
}

type ListState = { ordered: boolean; count: number };

/** Walks the tokens, keeping track of hidden content, lists and preformatted text. */
class TextWalker {
  private readonly builder = new TextBuilder();
  private readonly lists: ListState[] = [];
  private hiddenDepth = 0;
  private preformattedDepth = 0;

  get length(): number {
    return this.builder.length;
  }

  visit(token: HtmlToken): void {
    if (token.type === 'raw') return;
    if (token.type === 'text') {
      if (this.hiddenDepth === 0) this.builder.addText(token.text, this.preformattedDepth > 0);
      return;
    }
    if (token.type === 'start') this.open(token.name);
    else this.close(token.name);
  }

  private open(name: string): void {
    if (HIDDEN_ELEMENTS.has(name)) {
      if (!VOID_ELEMENTS.has(name)) this.hiddenDepth += 1;
      return;
    }
    this.breakAround(name);
    if (name === 'br') this.builder.addLineBreak();
    else if (name === 'ul' || name === 'ol') this.lists.push({ ordered: name === 'ol', count: 0 });
    else if (name === 'li') this.builder.startListItem(this.nextMarker());
    else if (name === 'td' || name === 'th') this.builder.addText(' \t', true);
    if (name === 'pre') this.preformattedDepth += 1;
  }

  private close(name: string): void {
    if (HIDDEN_ELEMENTS.has(name)) {
      this.hiddenDepth = Math.max(0, this.hiddenDepth - 1);
      return;
    }
    if (name === 'ul' || name === 'ol') this.lists.pop();
    if (name === 'pre') this.preformattedDepth = Math.max(0, this.preformattedDepth - 1);
    this.breakAround(name);
  }

  /** Inside a list, paragraphs and nested lists only start a line, so that its items stay together. */
  private breakAround(name: string): void {
    if (PARAGRAPH_ELEMENTS.has(name)) this.builder.requestBreak(this.lists.length > 0 ? 1 : 2);
    else if (LINE_ELEMENTS.has(name)) this.builder.requestBreak(1);
  }

  private nextMarker(): string {
    const list = this.lists.at(-1);
    if (!list?.ordered) return '• ';
    list.count += 1;
    return `${list.count}. `;
  }

  text(): string {
    return this.builder.toString();
  }
}

/**
 * What a reader sees of a piece of HTML, as plain text: paragraphs and headings apart by a blank line, each list item
 * on its own line ("• " or "1. "), <br> kept, entities decoded, scripts, styles and other unseen content dropped.
 * With `maxLength`, the HTML is read only until the text is longer than that: the caller cuts it to length.
 */
export function htmlToPlainText(html: string, maxLength = Number.POSITIVE_INFINITY): string {
  const walker = new TextWalker();
  scanHtml(
    html,
    (token) => walker.visit(token),
    () => walker.length > maxLength,
  );
  return walker.text();
}
