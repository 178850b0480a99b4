import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

export type HtmlToken =
  | { type: 'text'; text: string }
  | { type: 'start'; name: string; attributes: Map<string, string> }
  | { type: 'end'; name: string }
  /** The content of an element whose text is not markup (script, style...), as written. */
  | { type: 'raw'; name: string; text: string };

/** Elements whose content htmlparser2's tokenizer reads, unparsed, up to their end tag. */
const RAW_TEXT_ELEMENTS = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
]);

/** What is done with each token, and whether enough has been read to stop. */
type Scan = { visit: (token: HtmlToken) => void; enough: () => boolean };

/**
 * Turns htmlparser2's tokenizer events (positions in the page, decoded code points) into tokens, handed one by one to
 * a visitor. The tokenizer is used without htmlparser2's Parser on purpose: the Parser's open-element stack makes
 * deeply nested or unbalanced input quadratic (100 000 nested <div> take seconds), while the tokenizer alone is
 * linear in any input.
 */
class TokenCollector implements TokenizerCallbacks {
  private text: string[] = [];
  private tagName = '';
  private attributes = new Map<string, string>();
  private attributeName = '';
  private attributeValue: string[] = [];
  private rawElement = '';
  private readonly html: string;
  private readonly scan: Scan;
  /** Set once the scan has had enough: the tokenizer is paused for good. */
  stopped = false;
  tokenizer: Tokenizer | undefined;

  constructor(html: string, scan: Scan) {
    this.html = html;
    this.scan = scan;
  }

  /** The tokenizer may report what it was reading when it was paused; nothing reaches the visitor after a stop. */
  private emit(token: HtmlToken): void {
    if (this.stopped) return;
    this.scan.visit(token);
    if (!this.scan.enough()) return;
    this.stopped = true;
    this.tokenizer?.pause();
  }

  ontext(start: number, end: number): void {
    this.text.push(this.html.slice(start, end));
  }

  ontextentity(codePoint: number): void {
    this.text.push(String.fromCodePoint(codePoint));
  }

  onopentagname(start: number, end: number): void {
    this.flushText();
    this.tagName = this.html.slice(start, end).toLowerCase();
    this.attributes = new Map();
  }

  onattribname(start: number, end: number): void {
    this.attributeName = this.html.slice(start, end).toLowerCase();
    this.attributeValue = [];
  }

  onattribdata(start: number, end: number): void {
    this.attributeValue.push(this.html.slice(start, end));
  }

  onattribentity(codePoint: number): void {
    this.attributeValue.push(String.fromCodePoint(codePoint));
  }

  onattribend(): void {
    if (!this.attributes.has(this.attributeName))
      this.attributes.set(this.attributeName, this.attributeValue.join(''));
  }

  onopentagend(): void {
    this.emit({ type: 'start', name: this.tagName, attributes: this.attributes });
    if (RAW_TEXT_ELEMENTS.has(this.tagName)) this.rawElement = this.tagName;
  }

  /** In HTML a '/' before '>' changes nothing: <script/> still opens a script. */
  onselfclosingtag(): void {
    this.onopentagend();
  }

  onclosetag(start: number, end: number): void {
    this.flushText();
    const name = this.html.slice(start, end).toLowerCase();
    if (name === this.rawElement) this.rawElement = '';
    this.emit({ type: 'end', name });
  }

  oncomment(): void {
    this.flushText();
  }

  oncdata(): void {
    this.flushText();
  }

  ondeclaration(): void {
    this.flushText();
  }

  onprocessinginstruction(): void {
    this.flushText();
  }

  onend(): void {
    this.flushText();
  }

  private flushText(): void {
    if (this.text.length === 0) return;
    const text = this.text.join('');
    this.text = [];
    this.emit(this.rawElement ? { type: 'raw', name: this.rawElement, text } : { type: 'text', text });
  }
}

/**
 * Splits HTML into text, tags and raw element content with htmlparser2's tokenizer, which reads broken markup as a
 * browser does and takes time linear in the size of any input, and hands each to `visit` in order, until the end or
 * until `enough` says so (the rest is not read). Text and attribute values come decoded; the content of script,
 * style and the other raw-text elements comes as written.
 */
export function scanHtml(html: string, visit: (token: HtmlToken) => void, enough = () => false): void {
  const collector = new TokenCollector(html, { visit, enough });
  const tokenizer = new Tokenizer({ decodeEntities: true }, collector);
  collector.tokenizer = tokenizer;
  tokenizer.write(html);
  if (!collector.stopped) tokenizer.end();
}
