import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import WordExtractor from 'word-extractor';
import {
  decodeEntity,
  type ExtractionFailure,
  MAX_PDF_PAGES,
  normalizeText,
  type OpenPdf,
  openPdf,
  pageItems,
} from './extract.ts';
import { MAX_DOCX_UNPACKED_BYTES, type ResumeFormat } from './file-type.ts';
import { buildLines, readPage } from './pdf-layout.ts';
import { checkUnpackedSize, readZipDirectory, readZipEntry, type ZipEntry } from './zip-directory.ts';

/** What the original file's layout does that applicant tracking systems commonly misread. */
export type LayoutSignals = {
  /** Text set in side-by-side columns (PDF), which a reader going straight across the page interleaves. */
  twoColumns: boolean;
  /** Most of the text sits in table cells (DOCX). */
  tables: boolean;
  /** Text in page headers or footers (DOCX, DOC), or text repeated atop or at the foot of every page (PDF). */
  headerFooterText: boolean;
  /** That text, a few lines of it, as the file has it. */
  headerFooterLines: string[];
  /** Pages with an image and (nearly) no text: images of text, which a parser cannot read (PDF). */
  imageOnlyPages: number;
  /** The file's pages; a Word 97–2003 file does not record them, and counts as one. */
  pageCount: number;
};

/** Why the layout of a file could not be read; the file's text extraction fails for the same reasons. */
export class LayoutUnreadable extends Error {
  readonly reason: ExtractionFailure;

  constructor(reason: ExtractionFailure) {
    super(`The file's layout could not be read: ${reason}`);
    this.name = 'LayoutUnreadable';
    this.reason = reason;
  }
}

/** Header and footer lines kept to quote back; the rest only adds length. */
const MAX_HEADER_FOOTER_LINES = 5;
const MAX_HEADER_FOOTER_LINE_LENGTH = 200;
/** A page with fewer letters than this has no real text layer. */
const MIN_PAGE_LETTERS = 30;
/** Table cells holding at least this share of the text are the document's layout, not a small grid in it. */
const MIN_TABLE_TEXT_SHARE = 0.5;

const letterCount = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/** 'Page 2 of 3', '- 2 -', '2/3': numbering every reader expects and none misfiles. */
const isPageNumbering = (line: string) => !/\p{L}/u.test(line.replace(/\b(?:page|pg|of)\b/gi, ''));

/** Lines worth reporting: with words in them, page numbers left out. */
function keptLines(text: string): string[] {
  return normalizeText(text)
    .split('\n')
    .filter((line) => /[\p{L}\p{N}]/u.test(line) && !isPageNumbering(line))
    .slice(0, MAX_HEADER_FOOTER_LINES)
    .map((line) => line.slice(0, MAX_HEADER_FOOTER_LINE_LENGTH));
}

/**
 * The layout signals of a resume file, read with the same parsers and the same size checks as its text. Throws
 * LayoutUnreadable for a file whose text could not be read either.
 */
export function readLayoutSignals(format: ResumeFormat, bytes: Uint8Array): Promise<LayoutSignals> {
  switch (format) {
    case 'pdf':
      return readPdfSignals(bytes);
    case 'docx':
      return Promise.resolve(readDocxSignals(bytes));
    case 'doc':
      return readDocSignals(bytes);
  }
}

// PDF

type PageSummary = { twoColumns: boolean; first?: string; last?: string; letters: number };

async function readPdfSignals(bytes: Uint8Array): Promise<LayoutSignals> {
  const opened = await openPdf(bytes);
  if ('reason' in opened) throw new LayoutUnreadable(opened.reason);
  let pages: PageSummary[];
  try {
    pages = await summarisePages(opened);
  } finally {
    await opened.close();
  }
  const nearlyEmpty = pages.flatMap((page, index) => (page.letters < MIN_PAGE_LETTERS ? [index + 1] : []));
  const repeated = repeatedEdgeLines(pages);
  return {
    twoColumns: pages.some((page) => page.twoColumns),
    tables: false,
    headerFooterText: repeated.length > 0,
    headerFooterLines: repeated,
    imageOnlyPages: nearlyEmpty.length > 0 ? await countPagesWithImages(bytes, nearlyEmpty) : 0,
    pageCount: pages.length,
  };
}

async function summarisePages({ document }: OpenPdf): Promise<PageSummary[]> {
  if (document.numPages > MAX_PDF_PAGES) throw new LayoutUnreadable('too-many-pages');
  const pages: PageSummary[] = [];
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await pageItems(await document.getPage(number));
      const items = page.items.filter((item) => item.text.trim() !== '');
      const lines = buildLines(items).map((line) => line.text);
      pages.push({
        twoColumns: readPage({ ...page, items }).twoColumns,
        first: lines[0],
        last: lines.at(-1),
        letters: letterCount(lines.join(' ')),
      });
    }
  } catch {
    throw new LayoutUnreadable('corrupt');
  }
  return pages;
}

/** A line as it repeats from page to page: page numbers and case aside. */
const edgeShape = (line: string | undefined) =>
  line?.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/** The first or last line of every page, when it is the same on every page of two or more (a running header). */
function repeatedEdgeLines(pages: PageSummary[]): string[] {
  if (pages.length < 2) return [];
  const sameOnEveryPage = (edge: (page: PageSummary) => string | undefined) => {
    const shape = edgeShape(edge(pages[0] as PageSummary));
    const line = edge(pages[0] as PageSummary);
    if (!shape || !line || isPageNumbering(line)) return [];
    return pages.every((page) => edgeShape(edge(page)) === shape) ? [line] : [];
  };
  return keptLines(
    [...sameOnEveryPage((page) => page.first), ...sameOnEveryPage((page) => page.last)].join('\n'),
  );
}

/**
 * Finding a page's images makes pdfjs decode them; an image of more pixels than this (a 600 dpi scan of a whole page,
 * or a decompression bomb) is skipped unread, so a small file cannot make this step allocate gigabytes.
 */
const MAX_DECODED_IMAGE_PIXELS = 12_000_000;
const IMAGE_OPERATIONS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintImageMaskXObjectRepeat,
  OPS.paintInlineImageXObjectGroup,
]);

/** How many of the given pages (numbered from 1) draw an image. Only pages without text are asked. */
async function countPagesWithImages(bytes: Uint8Array, pageNumbers: number[]): Promise<number> {
  const opened = await openPdf(bytes, { maxImageSize: MAX_DECODED_IMAGE_PIXELS });
  if ('reason' in opened) throw new LayoutUnreadable(opened.reason);
  let count = 0;
  try {
    for (const number of pageNumbers) {
      const page = await opened.document.getPage(number);
      const { fnArray } = await page.getOperatorList();
      if (fnArray.some((operation) => IMAGE_OPERATIONS.has(operation))) count += 1;
      page.cleanup();
    }
  } catch {
    throw new LayoutUnreadable('corrupt');
  } finally {
    await opened.close();
  }
  return count;
}

// DOCX

/**
 * The parts of WordprocessingML that matter here: table starts and ends, paragraph ends, text runs and tabs. Each
 * alternative stops at the next '<', so a scan is linear in the length of the XML.
 */
const DOCX_TOKEN = /<(\/?)w:tbl(?:[\s/][^<>]*)?>|<\/w:p>|<w:t(?:\s[^<>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g;

type DocxText = { paragraphs: string[]; characters: number; inTables: number };

/** A part's paragraphs as text, and how many of its characters sit inside tables. */
function readWordXml(xml: string): DocxText {
  const paragraphs: string[] = [];
  let paragraph = '';
  let depth = 0;
  let characters = 0;
  let inTables = 0;
  for (const [token, closing, text] of xml.matchAll(DOCX_TOKEN)) {
    if (text !== undefined) {
      const decoded = text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity);
      paragraph += decoded;
      characters += decoded.length;
      if (depth > 0) inTables += decoded.length;
    } else if (token === '<w:tab/>') paragraph += '\t';
    else if (token === '</w:p>') {
      paragraphs.push(paragraph);
      paragraph = '';
    } else depth = Math.max(0, depth + (closing ? -1 : 1));
  }
  if (paragraph !== '') paragraphs.push(paragraph);
  return { paragraphs, characters, inTables };
}

const HEADER_OR_FOOTER = /^word\/(?:header|footer)\d{0,3}\.xml$/;
const EXPLICIT_PAGE_BREAK = /<w:br\s[^<>]{0,200}w:type="page"/g;
const SAVED_PAGE_COUNT = /<Pages>(\d{1,4})<\/Pages>/;

function readDocxSignals(bytes: Uint8Array): LayoutSignals {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The same check as text extraction's: nothing is inflated from a zip whose entries unpack past the limit.
  const unpacked = checkUnpackedSize(buffer, MAX_DOCX_UNPACKED_BYTES);
  if (unpacked !== 'within')
    throw new LayoutUnreadable(unpacked === 'too-large' ? 'unpacks-too-large' : 'corrupt');
  const entries = readZipDirectory(buffer) ?? [];
  const read = (entry: ZipEntry | undefined) =>
    entry && readZipEntry(buffer, entry, MAX_DOCX_UNPACKED_BYTES)?.toString('utf8');
  const documentXml = read(entries.find((entry) => entry.name === 'word/document.xml'));
  if (documentXml === undefined) throw new LayoutUnreadable('corrupt');
  const body = readWordXml(documentXml);
  const headerFooterLines = keptLines(
    entries
      .filter((entry) => HEADER_OR_FOOTER.test(entry.name))
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => readWordXml(read(entry) ?? '').paragraphs)
      .join('\n'),
  );
  const savedPages = read(entries.find((entry) => entry.name === 'docProps/app.xml'))?.match(
    SAVED_PAGE_COUNT,
  )?.[1];
  return {
    twoColumns: false,
    tables: body.characters > 0 && body.inTables / body.characters >= MIN_TABLE_TEXT_SHARE,
    headerFooterText: headerFooterLines.length > 0,
    headerFooterLines,
    imageOnlyPages: 0,
    pageCount: Math.max(1, Number(savedPages ?? 1 + (documentXml.match(EXPLICIT_PAGE_BREAK)?.length ?? 0))),
  };
}

// DOC

/** word-extractor's own signature; its published types omit the options. */
type WordDocumentParts = {
  getHeaders(options: { filterUnicode: boolean; includeFooters: boolean }): string;
};

async function readDocSignals(bytes: Uint8Array): Promise<LayoutSignals> {
  let document: WordDocumentParts;
  try {
    document = (await new WordExtractor().extract(Buffer.from(bytes))) as unknown as WordDocumentParts;
  } catch {
    throw new LayoutUnreadable('corrupt');
  }
  const headerFooterLines = keptLines(document.getHeaders({ filterUnicode: false, includeFooters: true }));
  return {
    twoColumns: false,
    tables: false,
    headerFooterText: headerFooterLines.length > 0,
    headerFooterLines,
    imageOnlyPages: 0,
    pageCount: 1,
  };
}
