import { type Color, PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { fontkit, loadReportFonts } from './report-fonts.ts';
import { fitTextToFont, type Run, STAND_IN, type TextMeasure, wrapRuns } from './report-text.ts';

export type Weight = 'regular' | 'bold';

export const COLORS = {
  text: rgb(0.12, 0.14, 0.19),
  muted: rgb(0.4, 0.43, 0.49),
  accent: rgb(0.2, 0.3, 0.84),
  good: rgb(0.09, 0.52, 0.3),
  warning: rgb(0.72, 0.42, 0.02),
  poor: rgb(0.75, 0.17, 0.17),
  track: rgb(0.9, 0.91, 0.94),
} as const;

export interface TextStyle {
  size: number;
  color?: Color;
  /** Left indent from the margin, in points. */
  indent?: number;
  /** Space before the paragraph, in points. */
  before?: number;
  /** Keep this much room below the paragraph's first line on its page (so a heading is not left alone). */
  keepWithNext?: number;
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN_X = 56;
const MARGIN_TOP = 60;
const MARGIN_BOTTOM = 72;
const FOOTER_Y = 36;
const FOOTER_SIZE = 8;
const LINE_HEIGHT = 1.4;
/** A long report takes a second or more to lay out; other requests get a turn this often. */
const YIELD_AFTER_MS = 15;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

/** Widths of characters per font, measured once per document: user text repeats few distinct characters. */
class CachedMeasure implements TextMeasure<Weight> {
  private readonly fonts: Record<Weight, PDFFont>;
  private readonly cache: Record<Weight, Map<string, number>> = { regular: new Map(), bold: new Map() };

  constructor(fonts: Record<Weight, PDFFont>) {
    this.fonts = fonts;
  }

  /** Width at size 1; multiply by the font size. The font draws code point by code point, so it measures so too. */
  width(text: string, weight: Weight): number {
    let total = 0;
    for (const character of text) total += this.characterWidth(character, weight);
    return total;
  }

  private characterWidth(character: string, weight: Weight): number {
    const cache = this.cache[weight];
    let width = cache.get(character);
    if (width === undefined) {
      width = this.fonts[weight].widthOfTextAtSize(character, 1);
      cache.set(character, width);
    }
    return width;
  }
}

/** Writes flowing text down A4 pages, starting a new page whenever the next line would not fit. */
export class ReportWriter {
  readonly document: PDFDocument;
  private readonly fonts: Record<Weight, PDFFont>;
  private readonly measure: CachedMeasure;
  private readonly hasGlyph: (codePoint: number) => boolean;
  private page: PDFPage;
  private y = PAGE_HEIGHT - MARGIN_TOP;
  /** Whether any character was drawn as the stand-in; the footer then says so. */
  private substituted = false;
  private lastYield = performance.now();

  private constructor(
    document: PDFDocument,
    fonts: Record<Weight, PDFFont>,
    hasGlyph: (codePoint: number) => boolean,
  ) {
    this.document = document;
    this.fonts = fonts;
    this.measure = new CachedMeasure(fonts);
    this.hasGlyph = hasGlyph;
    this.page = document.addPage(PageSizes.A4);
  }

  static async create(): Promise<ReportWriter> {
    const files = await loadReportFonts();
    // Without updateMetadata pdf-lib stamps no current time: the same tailoring gives the same bytes.
    const document = await PDFDocument.create({ updateMetadata: false });
    document.registerFontkit(fontkit);
    // Ligatures off: a copied or searched 'fi' stays two letters.
    const options = { subset: true, features: { liga: false } };
    const fonts = {
      regular: await document.embedFont(files.regular, options),
      bold: await document.embedFont(files.bold, options),
    };
    return new ReportWriter(document, fonts, files.hasGlyph);
  }

  /** Makes user text drawable by the embedded fonts, noting any stand-in. */
  fit(text: string): string {
    const fitted = fitTextToFont(text, this.hasGlyph);
    this.substituted ||= fitted.substituted;
    return fitted.text;
  }

  /** Lets other work run when this report has held the event loop for a while. */
  async breathe(): Promise<void> {
    if (performance.now() - this.lastYield < YIELD_AFTER_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    this.lastYield = performance.now();
  }

  space(points: number): void {
    this.y -= points;
  }

  /** One paragraph of runs (each in its font), wrapped to the content width. Each line of `text` is a paragraph. */
  paragraph(runs: Run<Weight>[], style: TextStyle): void {
    const indent = style.indent ?? 0;
    const lineHeight = style.size * LINE_HEIGHT;
    const drawable = runs.map((run) => ({ ...run, text: this.fit(run.text) }));
    const lines = wrapRuns(drawable, (CONTENT_WIDTH - indent) / style.size, this.measure);
    if (lines.length === 0) return;
    this.y -= style.before ?? 0;
    this.ensureRoom(lineHeight + (style.keepWithNext ?? 0));
    for (const line of lines) {
      this.ensureRoom(lineHeight);
      this.y -= lineHeight;
      for (const segment of line) {
        this.page.drawText(segment.text, {
          x: MARGIN_X + indent + segment.x * style.size,
          y: this.y + (lineHeight - style.size) / 2,
          size: style.size,
          font: this.fonts[segment.font],
          color: style.color ?? COLORS.text,
        });
      }
    }
  }

  text(text: string, style: TextStyle & { weight?: Weight }): void {
    this.paragraph([{ text, font: style.weight ?? 'regular' }], style);
  }

  /** A horizontal bar filled to `score` out of 100. */
  scoreBar(score: number, color: Color, indent = 0): void {
    const height = 5;
    const width = Math.min(220, CONTENT_WIDTH - indent);
    const filled = (width * Math.max(0, Math.min(100, score))) / 100;
    this.ensureRoom(height + 6);
    this.y -= height + 4;
    const x = MARGIN_X + indent;
    this.page.drawRectangle({ x, y: this.y, width, height, color: COLORS.track });
    if (filled > 0) this.page.drawRectangle({ x, y: this.y, width: filled, height, color });
    this.y -= 2;
  }

  rule(): void {
    this.ensureRoom(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN_X, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN_X, y: this.y },
      thickness: 0.6,
      color: COLORS.track,
    });
    this.y -= 6;
  }

  /** Draws each page's footer (its number, and a note when stand-ins were drawn) and returns the PDF's bytes. */
  async finish(footerLabel: string): Promise<Uint8Array> {
    const pages = this.document.getPages();
    const note = this.substituted ? `Characters the report's font cannot show appear as ${STAND_IN}.` : '';
    const label = this.fit(footerLabel);
    pages.forEach((page, index) => {
      this.drawFooter(page, label, `Page ${index + 1} of ${pages.length}`, note);
    });
    return this.document.save();
  }

  private drawFooter(page: PDFPage, label: string, pageNumber: string, note: string): void {
    const font = this.fonts.regular;
    const style = { size: FOOTER_SIZE, font, color: COLORS.muted };
    const numberWidth = font.widthOfTextAtSize(pageNumber, FOOTER_SIZE);
    page.drawText(pageNumber, { ...style, x: PAGE_WIDTH - MARGIN_X - numberWidth, y: FOOTER_Y });
    const room = (CONTENT_WIDTH - numberWidth - 12) / FOOTER_SIZE;
    const [labelLine] = wrapRuns([{ text: label, font: 'regular' as const }], room, this.measure);
    const shownLabel = labelLine?.map((segment) => segment.text).join(' ') ?? '';
    page.drawText(shownLabel, { ...style, x: MARGIN_X, y: FOOTER_Y });
    if (note !== '') page.drawText(note, { ...style, x: MARGIN_X, y: FOOTER_Y - FOOTER_SIZE * LINE_HEIGHT });
  }

  private ensureRoom(height: number): void {
    if (this.y - height >= MARGIN_BOTTOM) return;
    this.page = this.document.addPage(PageSizes.A4);
    this.y = PAGE_HEIGHT - MARGIN_TOP;
  }
}
