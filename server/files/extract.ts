import mammoth from 'mammoth';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import WordExtractor from 'word-extractor';
import { RESUME_TEXT_MAX_LENGTH } from '#common/resume.ts';
import { MAX_DOCX_UNPACKED_BYTES, type ResumeFormat } from './file-type.ts';
import { type PageText, type PositionedText, readPage } from './pdf-layout.ts';
import { checkPdfUnpackedSize, MAX_PDF_UNPACKED_BYTES } from './pdf-streams.ts';
import { checkUnpackedSize } from './zip-directory.ts';

// pdfjs hands every Flate stream over 1 KB to the global DecompressionStream, which Node runs as web streams over
// zlib on the thread pool. A resume has dozens of such streams (fonts, page contents), and each trip costs more than
// pdfjs inflating it in place, which it does when the global is missing (decision 0048). This module runs in the
// extraction workers, where nothing else needs it.
Reflect.deleteProperty(globalThis, 'DecompressionStream');

export type ExtractionFailure =
  | 'encrypted'
  | 'no-text'
  | 'corrupt'
  | 'too-many-pages'
  | 'too-much-text'
  | 'timeout'
  | 'too-complex'
  | 'unpacks-too-large';

export type Extraction =
  | { ok: true; text: string; pageCount: number; twoColumns: boolean }
  | { ok: false; reason: ExtractionFailure; pageCount?: number; length?: number };

/** A resume runs to a few pages; a PDF beyond this is some other document (or an attack). */
export const MAX_PDF_PAGES = 20;
/** Fewer letters than this and there is no real text layer: a scan or a photo. */
const MIN_LETTERS = 30;

/**
 * One form for all extracted text: whole characters only (a broken font can yield half a surrogate pair, which
 * PostgreSQL's jsonb refuses), compatibility characters folded (ligatures), no control characters, tidy lines.
 */
export function normalizeText(raw: string): string {
  return raw
    .toWellFormed()
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/[^\P{Cc}\n]/gu, '')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const letterCount = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

function finish(text: string, pageCount: number, twoColumns: boolean): Extraction {
  const normalized = normalizeText(text);
  if (normalized.length > RESUME_TEXT_MAX_LENGTH)
    return { ok: false, reason: 'too-much-text', pageCount, length: normalized.length };
  return letterCount(normalized) < MIN_LETTERS
    ? { ok: false, reason: 'no-text', pageCount }
    : { ok: true, text: normalized, pageCount, twoColumns };
}

type PdfDocument = Awaited<ReturnType<typeof getDocument>['promise']>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
export type OpenPdf = { document: PdfDocument; close: () => Promise<void> };

/**
 * Opens a PDF for reading once its unpacked size is known to be safe; `options` go to pdfjs. The caller closes it.
 */
export async function openPdf(
  bytes: Uint8Array,
  options: { maxImageSize?: number } = {},
): Promise<OpenPdf | { reason: ExtractionFailure }> {
  if ((await checkPdfUnpackedSize(bytes, MAX_PDF_UNPACKED_BYTES)) === 'too-large') {
    return { reason: 'unpacks-too-large' };
  }
  // A copy, as a plain Uint8Array: pdfjs takes ownership of (detaches) what it is given and refuses a Buffer.
  const loading = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    verbosity: 0,
    ...options,
  });
  try {
    return { document: await loading.promise, close: () => loading.destroy() };
  } catch (error) {
    await loading.destroy();
    return { reason: (error as Error).name === 'PasswordException' ? 'encrypted' : 'corrupt' };
  }
}

/** A page's runs of text, placed as the page draws them. */
export async function pageItems(page: PdfPage): Promise<PageText> {
  const content = await page.getTextContent();
  const items: PositionedText[] = content.items.flatMap((item) =>
    'str' in item
      ? [
          {
            text: item.str,
            x: item.transform[4],
            y: item.transform[5],
            width: item.width,
            fontSize: Math.hypot(item.transform[2], item.transform[3]) || item.height,
          },
        ]
      : [],
  );
  const [left = 0, , right = 612] = page.view;
  return { width: right - left, items };
}

async function extractPdf(bytes: Uint8Array): Promise<Extraction> {
  const opened = await openPdf(bytes);
  if ('reason' in opened) return { ok: false, reason: opened.reason };
  const { document } = opened;
  try {
    if (document.numPages > MAX_PDF_PAGES)
      return { ok: false, reason: 'too-many-pages', pageCount: document.numPages };
    const pages: string[] = [];
    let twoColumns = false;
    for (let number = 1; number <= document.numPages; number += 1) {
      const reading = readPage(await pageItems(await document.getPage(number)));
      twoColumns ||= reading.twoColumns;
      pages.push(reading.lines.join('\n'));
    }
    return finish(pages.join('\n\n'), document.numPages, twoColumns);
  } catch {
    return { ok: false, reason: 'corrupt', pageCount: document.numPages };
  } finally {
    await opened.close();
  }
}

const MAX_CODE_POINT = 0x10ffff;
const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * mammoth's HTML as lines (it writes a '<' inside text or attributes as '&lt;', so a tag ends before the next '<'): headings and paragraphs on their own lines, list items as "• " bullets, cells by tabs. */
export function htmlToText(html: string): string {
  return html
    .replace(/<img[^<>]*>/g, '')
    .replace(/<li[^<>]*>/g, '\n• ')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/(p|h[1-6]|tr|ul|ol|table)>/g, '\n')
    .replace(/<\/t[dh]>/g, '\t')
    .replace(/<[^<>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity);
}

/** One character reference of HTML or XML ('&amp;', '&#8211;', '&#x2013;'), as the character it stands for. */
export function decodeEntity(entity: string, code: string): string {
  if (!code.startsWith('#')) return HTML_ENTITIES[code.toLowerCase()] ?? entity;
  const hex = code.startsWith('#x') || code.startsWith('#X');
  const codePoint = Number.parseInt(code.slice(hex ? 2 : 1), hex ? 16 : 10);
  return codePoint <= MAX_CODE_POINT ? String.fromCodePoint(codePoint) : entity;
}

async function extractDocx(bytes: Uint8Array): Promise<Extraction> {
  // mammoth inflates whatever the zip holds; a zip bomb whose headers lie must be stopped before it does.
  const unpacked = checkUnpackedSize(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    MAX_DOCX_UNPACKED_BYTES,
  );
  if (unpacked !== 'within')
    return { ok: false, reason: unpacked === 'too-large' ? 'unpacks-too-large' : 'corrupt' };
  try {
    const { value } = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes) },
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    return finish(htmlToText(value), 1, false);
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
}

/** word-extractor's own signature; its published types omit the options. */
type WordDocumentText = { getBody(options: { filterUnicode: boolean }): string };

async function extractDoc(bytes: Uint8Array): Promise<Extraction> {
  try {
    const document = (await new WordExtractor().extract(Buffer.from(bytes))) as unknown as WordDocumentText;
    // Unfiltered: by default typographic dashes and quotes become ASCII, and the text must be what the file says.
    return finish(document.getBody({ filterUnicode: false }), 1, false);
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
}

/** The text a reader of the file sees, in reading order; never anything the file does not contain. */
export function extractText(format: ResumeFormat, bytes: Uint8Array): Promise<Extraction> {
  switch (format) {
    case 'pdf':
      return extractPdf(bytes);
    case 'docx':
      return extractDocx(bytes);
    case 'doc':
      return extractDoc(bytes);
  }
}
