/** A run of text as a PDF places it: left edge and baseline in points (y grows upwards), width and font size. */
export type PositionedText = { text: string; x: number; y: number; width: number; fontSize: number };

export type PageText = { width: number; items: PositionedText[] };

export type PageReading = { lines: string[]; twoColumns: boolean };

type Line = { y: number; size: number; text: string };
/** The items on one baseline, left to right. */
type Row = { y: number; size: number; items: PositionedText[] };

/** Items whose baselines differ by less than this share of the font size sit on one line. */
const SAME_LINE_TOLERANCE = 0.45;
/** A horizontal gap wider than this share of the font size separates two words. */
const WORD_GAP = 0.12;
/** A gutter must be at least this wide (points) to separate columns. */
const MIN_GUTTER_WIDTH = 12;
/** Gutters are looked for between these shares of the page width. */
const GUTTER_SEARCH_FROM = 0.15;
const GUTTER_SEARCH_TO = 0.85;
const GUTTER_SEARCH_STEP = 2;
/** The columns run down at least this share of the page's text height (a skills grid or a header line do not). */
const MIN_REGION_HEIGHT_SHARE = 0.5;
/** A word too long for its column may overflow into the gutter on a few lines, never on more than this share. */
const MAX_CROSSING_SHARE = 0.1;
const MIN_LINES_PER_COLUMN = 4;
/** A sidebar may hold little text (a contact block, a few skills) beside a long main column, but not less than this. */
const MIN_TEXT_SHARE_PER_COLUMN = 0.06;
/**
 * Labels in a margin (dates beside entries, 'Tools' beside a list, even when wrapped over two lines) sit on the
 * baselines of the text they label: a side with at most this share of the text, most of whose lines share a
 * baseline with the other side, is a margin, not a column.
 */
const MAX_MARGIN_TEXT_SHARE = 0.15;
const MIN_MARGIN_SHARED_BASELINES = 0.7;
const BASELINE_TOLERANCE = 1;
/** A column runs down at least this share of the columns' height (an address block beside a title does not). */
const MIN_COLUMN_HEIGHT_SHARE = 0.25;
/** A line's height, as a multiple of its font size, when measuring how densely a column is filled. */
const LINE_HEIGHT = 1.2;
/**
 * A column is text from top to bottom: its lines fill at least this share of its height. Right-aligned dates beside
 * job titles, or dates in a margin beside entries, are one line every few and fill much less.
 */
const MIN_COLUMN_DENSITY = 0.4;
/** A line this many of its own heights above the other column's first line heads the page (a name, a title). */
const HEADER_CLEARANCE = 2;

const rightEdge = (item: PositionedText) => item.x + item.width;
const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const characterCount = (items: PositionedText[]) =>
  items.reduce((total, item) => total + item.text.trim().length, 0);

/**
 * A word set with letter spacing ('S U M M A R Y'), as a PDF's text layer spells a heading spaced out by its font;
 * a kerned pair of letters may come as one piece ('C O N TA C T').
 */
const LETTER_SPACED_WORD = /^\p{L}{1,2}(?: \p{L}{1,2}){2,40}$/u;
/** Most pieces of a letter-spaced word are single letters; 'TO BE OR NO' is words. */
const MIN_SINGLE_LETTER_SHARE = 0.7;

function closeLetterSpacing(text: string): string {
  if (!LETTER_SPACED_WORD.test(text.trim())) return text;
  const pieces = text.trim().split(' ');
  const singles = pieces.filter((piece) => [...piece].length === 1).length;
  return singles >= MIN_SINGLE_LETTER_SHARE * pieces.length ? text.replaceAll(' ', '') : text;
}

const WHITESPACE = /\s/;

function joinLine(items: PositionedText[]): string {
  const ordered = [...items].sort((a, b) => a.x - b.x);
  let text = '';
  let previous: PositionedText | undefined;
  for (const item of ordered) {
    const gap = previous ? item.x - rightEdge(previous) : 0;
    const needsSpace =
      previous !== undefined &&
      gap > WORD_GAP * item.fontSize &&
      !WHITESPACE.test(text.at(-1) ?? '') &&
      !WHITESPACE.test(item.text[0] ?? '');
    text += (needsSpace ? ' ' : '') + closeLetterSpacing(item.text);
    previous = item;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Groups items by baseline, top to bottom. */
function groupRows(items: PositionedText[]): Row[] {
  const ordered = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Row[] = [];
  for (const item of ordered) {
    const current = rows.at(-1);
    const tolerance = SAME_LINE_TOLERANCE * Math.max(item.fontSize, 1);
    if (current && Math.abs(current.y - item.y) <= tolerance) {
      current.items.push(item);
      current.size = Math.max(current.size, item.fontSize);
    } else rows.push({ y: item.y, size: item.fontSize, items: [item] });
  }
  return rows;
}

/** Groups items into lines by baseline, top to bottom, each line read left to right. */
export function buildLines(items: PositionedText[]): Line[] {
  return groupRows(items)
    .map((row) => ({ y: row.y, size: row.size, text: joinLine(row.items) }))
    .filter((line) => line.text !== '');
}

const crosses = (row: Row, x: number) => row.items.some((item) => item.x < x && rightEdge(item) > x);

/**
 * The longest run of rows that a vertical line at x passes between, as indices into `rows`. A lone row that crosses
 * x inside the run (a web address overflowing its column) does not end it; two in a row do.
 */
function regionBeside(rows: Row[], x: number): { first: number; last: number } | undefined {
  const crossing = rows.map((row) => crosses(row, x));
  let best: { first: number; last: number } | undefined;
  let first: number | undefined;
  for (let index = 0; index <= rows.length; index += 1) {
    const open = index < rows.length && (!crossing[index] || (!crossing[index - 1] && !crossing[index + 1]));
    if (open && first === undefined && !crossing[index]) first = index;
    if (open || first === undefined) continue;
    let last = index - 1;
    while (crossing[last]) last -= 1;
    if (!best || last - first > best.last - best.first) best = { first, last };
    first = undefined;
  }
  return best;
}

/** The height a set of lines (or rows) spans, from the top of the first to the foot of the last. */
const spanOf = (lines: { y: number; size: number }[]) => {
  const top = lines[0];
  const bottom = lines.at(-1);
  return top && bottom ? top.y - bottom.y + LINE_HEIGHT * bottom.size : 0;
};

/** How many of `lines` share a baseline with one of `others`; both top to bottom, so one pass over each. */
function countOnSharedBaselines(lines: Line[], others: Line[]): number {
  let shared = 0;
  let next = 0;
  for (const line of lines) {
    while (next < others.length && (others[next]?.y ?? 0) > line.y + BASELINE_TOLERANCE) next += 1;
    const other = others[next];
    if (other && Math.abs(other.y - line.y) <= BASELINE_TOLERANCE) shared += 1;
  }
  return shared;
}

const isMarginOf = (lines: Line[], textShare: number, otherSide: Line[]) =>
  textShare <= MAX_MARGIN_TEXT_SHARE &&
  share(countOnSharedBaselines(lines, otherSide), lines.length) >= MIN_MARGIN_SHARED_BASELINES;

/**
 * Whether the items on one side of a gutter read as a column: enough lines and text, filling its height densely,
 * and not a margin of labels for the other side.
 */
function isColumn(
  items: PositionedText[],
  otherSide: PositionedText[],
  regionHeight: number,
  pageCharacters: number,
): boolean {
  const lines = buildLines(items);
  const height = spanOf(lines);
  const filled = lines.reduce((total, line) => total + LINE_HEIGHT * line.size, 0);
  const textShare = share(characterCount(items), pageCharacters);
  return (
    lines.length >= MIN_LINES_PER_COLUMN &&
    textShare >= MIN_TEXT_SHARE_PER_COLUMN &&
    height >= MIN_COLUMN_HEIGHT_SHARE * regionHeight &&
    share(filled, height) >= MIN_COLUMN_DENSITY &&
    !isMarginOf(lines, textShare, buildLines(otherSide))
  );
}

/** A label says something: bullets and icons hanging in a margin are not labels. */
const HAS_WORD = /[\p{L}\p{N}]/u;
/** Labels standing in a left margin: at least this many, spread down the page. */
const MIN_MARGIN_LABELS = 3;

/**
 * Two columns, each read whole; or one column with labels in a left margin (headings or dates level with the first
 * line of what they label). `region` holds the rows beside the gutter at x, `rows` all the page's rows.
 */
type Layout = { kind: 'columns' | 'left-margin'; x: number; region: Row[]; rows: Row[] };

/**
 * What the two sides of a gap make of a page, by the rows beside the gap and how many of their items lie left of
 * it: the gutter search meets the same two sides at every step across one gap, and reading them is the dear part.
 */
type SidesRead = Map<string, Layout['kind'] | undefined>;

/** What the page is beside x, when the gap at x runs down most of the page: two columns, a left margin, or neither. */
function layoutAt(
  rows: Row[],
  x: number,
  pageCharacters: number,
  sidesRead: SidesRead,
): Layout['kind'] | undefined {
  const region = regionBeside(rows, x);
  if (!region) return undefined;
  const inside = rows.slice(region.first, region.last + 1);
  const regionHeight = spanOf(inside);
  if (regionHeight < MIN_REGION_HEIGHT_SHARE * spanOf(rows)) return undefined;
  const crossingRows = inside.filter((row) => crosses(row, x)).length;
  if (crossingRows > MAX_CROSSING_SHARE * inside.length) return undefined;
  // The items left of a gap only grow as it moves right, so their number names the sides.
  const leftCount = inside.reduce((count, row) => count + row.items.filter((item) => item.x < x).length, 0);
  const sides = `${region.first} ${region.last} ${leftCount}`;
  if (!sidesRead.has(sides)) {
    const items = inside.flatMap((row) => row.items);
    const left = items.filter((item) => item.x < x);
    const right = items.filter((item) => item.x >= x);
    sidesRead.set(sides, readSides(left, right, regionHeight, pageCharacters));
  }
  return sidesRead.get(sides);
}

/** Whether the items left and right of a gap are two columns, a left margin and its column, or neither. */
function readSides(
  left: PositionedText[],
  right: PositionedText[],
  regionHeight: number,
  pageCharacters: number,
): Layout['kind'] | undefined {
  if (!isColumn(right, left, regionHeight, pageCharacters)) return undefined;
  if (isColumn(left, right, regionHeight, pageCharacters)) return 'columns';
  const labels = buildLines(left);
  const isLeftMargin =
    labels.length >= MIN_MARGIN_LABELS &&
    labels.every((line) => HAS_WORD.test(line.text)) &&
    spanOf(labels) >= MIN_COLUMN_HEIGHT_SHARE * regionHeight &&
    isMarginOf(labels, share(characterCount(left), pageCharacters), buildLines(right));
  return isLeftMargin ? 'left-margin' : undefined;
}

type Band = { kind: Layout['kind']; start: number; end: number; lastStep: number };

/**
 * The page's layout: at the widest vertical band, between 15 % and 85 % of the page width, beside which the page
 * runs in two columns for most of its height, or failing that beside a margin of labels. Undefined for a plain page.
 */
function findLayout(page: PageText): Layout | undefined {
  const rows = groupRows(page.items);
  const pageCharacters = characterCount(page.items);
  const bands: Band[] = [];
  const sidesRead: SidesRead = new Map();
  const from = page.width * GUTTER_SEARCH_FROM;
  const steps = Math.floor((page.width * (GUTTER_SEARCH_TO - GUTTER_SEARCH_FROM)) / GUTTER_SEARCH_STEP);
  for (let step = 0; step <= steps; step += 1) {
    const x = from + step * GUTTER_SEARCH_STEP;
    const kind = layoutAt(rows, x, pageCharacters, sidesRead);
    const current = bands.at(-1);
    if (kind && current?.kind === kind && current.lastStep === step - 1) {
      current.end = x;
      current.lastStep = step;
    } else if (kind) bands.push({ kind, start: x, end: x, lastStep: step });
  }
  const widest = (kind: Layout['kind']) =>
    bands
      .filter((band) => band.kind === kind && band.end - band.start >= MIN_GUTTER_WIDTH)
      .sort((a, b) => b.end - b.start - (a.end - a.start))[0];
  const band = widest('columns') ?? widest('left-margin');
  if (!band) return undefined;
  const x = (band.start + band.end) / 2;
  const region = regionBeside(rows, x);
  if (!region || layoutAt(rows, x, pageCharacters, sidesRead) !== band.kind) return undefined;
  return { kind: band.kind, x, region: rows.slice(region.first, region.last + 1), rows };
}

/** The font size most of the page's text is set in. */
function bodyFontSize(items: PositionedText[]): number {
  const bySize = [...items].sort((a, b) => a.fontSize - b.fontSize);
  let remaining = characterCount(items) / 2;
  for (const item of bySize) {
    remaining -= item.text.trim().length;
    if (remaining <= 0) return item.fontSize;
  }
  return bySize.at(-1)?.fontSize ?? 0;
}

/** Text this many times the body size is a title: a name or a heading. */
const TITLE_SIZE_RATIO = 1.5;
/** A title wrapped over lines has its lines this close (a multiple of its size), baseline to baseline. */
const WRAPPED_TITLE_PITCH = 1.6;

const isTitleBeside = (bodySize: number) => (line: Line) => line.size >= TITLE_SIZE_RATIO * bodySize;

/**
 * Joins a title wrapped over consecutive lines (a name stacked in a narrow sidebar: 'Dr. Tomasz' / 'Wierzbicki') into
 * one line, as the person wrote it.
 */
function joinWrappedTitles(lines: Line[], bodySize: number): Line[] {
  const isTitle = isTitleBeside(bodySize);
  const joined: Line[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const continues =
      previous !== undefined &&
      isTitle(previous) &&
      isTitle(line) &&
      Math.abs(previous.size - line.size) <= 0.1 * line.size &&
      previous.y > line.y &&
      previous.y - line.y <= WRAPPED_TITLE_PITCH * line.size;
    if (!continues) {
      joined.push(line);
      continue;
    }
    // A name wrapped at its hyphen ('Asante-' / 'Boateng') joins without a space.
    const separator = previous.text.endsWith('-') ? '' : ' ';
    joined[joined.length - 1] = { ...previous, y: line.y, text: `${previous.text}${separator}${line.text}` };
  }
  return joined;
}

/** The x of the gutter between two columns of text; undefined for a single-column page. */
export function findGutter(page: PageText): number | undefined {
  const layout = findLayout(page);
  return layout?.kind === 'columns' ? layout.x : undefined;
}

const lineOf = (items: PositionedText[]): Line => ({
  y: Math.max(...items.map((item) => item.y)),
  size: Math.max(...items.map((item) => item.fontSize)),
  text: joinLine(items),
});

/** A label line ending so ('September 2019 –', 'Sales,') goes on to the next. */
const CONTINUED_LABEL = /[-–—,/&]$/;

/**
 * Labels in the left margin (a heading beside the first line of its section, a date beside a title) are each read as
 * a line of their own before the line they stand beside; a label wrapped over rows ('September 2019 –' / 'Present')
 * is read whole.
 */
function readWithLeftMargin(layout: Layout): Line[] {
  const inRegion = new Set(layout.region);
  const rows = layout.rows.map((row) => {
    const label = inRegion.has(row) ? row.items.filter((item) => item.x < layout.x) : [];
    return { label, rest: row.items.filter((item) => !label.includes(item)) };
  });
  const lines: Line[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const block = [rows[index]];
    while (isContinuedLabel(block.at(-1)?.label) && (rows[index + 1]?.label.length ?? 0) > 0) {
      index += 1;
      block.push(rows[index]);
    }
    const label = block.flatMap((row) => row?.label ?? []);
    if (label.length > 0) lines.push({ ...lineOf(label), text: joinLines(label) });
    for (const row of block) if (row && row.rest.length > 0) lines.push(lineOf(row.rest));
  }
  return lines.filter((line) => line.text !== '');
}

const isContinuedLabel = (label: PositionedText[] | undefined) =>
  label !== undefined && label.length > 0 && CONTINUED_LABEL.test(joinLine(label));

/** Items over several rows as one line of text, row by row. */
const joinLines = (items: PositionedText[]) =>
  buildLines(items)
    .map((line) => line.text)
    .join(' ');

/** Two columns read whole: see readPage. */
function readColumns(items: PositionedText[], layout: Layout, isTitle: (line: Line) => boolean): Line[] {
  const inColumns = new Set(layout.region.flatMap((row) => row.items));
  const top = layout.region[0]?.y ?? Number.POSITIVE_INFINITY;
  const above = buildLines(items.filter((item) => !inColumns.has(item) && item.y > top));
  const below = buildLines(items.filter((item) => !inColumns.has(item) && item.y <= top));
  const left = buildLines([...inColumns].filter((item) => item.x < layout.x));
  const right = buildLines([...inColumns].filter((item) => item.x >= layout.x));
  const headsAbove = (otherColumn: Line[]) => (line: Line) =>
    line.y > (otherColumn[0]?.y ?? Number.NEGATIVE_INFINITY) + HEADER_CLEARANCE * line.size;
  // The name atop the main column outranks the sidebar's first heading beside it (LinkedIn's export).
  const opensWithTitle = (column: Line[], otherColumn: Line[]) => (line: Line) =>
    line === column[0] && isTitle(line) && line.size > (otherColumn[0]?.size ?? 0);
  const isLeftHeading = (line: Line) => headsAbove(right)(line) || opensWithTitle(left, right)(line);
  const isRightHeading = (line: Line) => headsAbove(left)(line) || opensWithTitle(right, left)(line);
  const headings = [...above, ...left.filter(isLeftHeading), ...right.filter(isRightHeading)].sort(
    (a, b) => b.y - a.y,
  );
  return [
    ...headings,
    ...left.filter((line) => !isLeftHeading(line)),
    ...right.filter((line) => !isRightHeading(line)),
    ...below,
  ];
}

/**
 * The page's items without those that are only a space. A space the PDF draws as an item of its own still ends the
 * word before it: the next word may start inside that space's box, too close for the gap to tell ('team' ' ' 'player'),
 * so the space is kept at the end of the word.
 */
function withSpacesFolded(items: PositionedText[]): PositionedText[] {
  const kept: PositionedText[] = [];
  for (const item of items) {
    const previous = kept.at(-1);
    if (item.text.trim() !== '') kept.push(item);
    else if (previous && item.text !== '' && endsBeside(previous, item))
      kept[kept.length - 1] = { ...previous, text: `${previous.text.trimEnd()} ` };
  }
  return kept;
}

/** Whether `next` starts on the line of `item`, where it ends. */
const endsBeside = (item: PositionedText, next: PositionedText) =>
  Math.abs(item.y - next.y) < SAME_LINE_TOLERANCE * item.fontSize &&
  Math.abs(next.x - rightEdge(item)) < item.fontSize;

/**
 * Reads one page in reading order. On a two-column page the lines above the columns come first (with lines standing
 * well above the other column's top, and a title opening a column: a name), then the whole left column, then the
 * whole right column, then the lines below the columns. A line that overflows its column belongs to the column it starts in; a title wrapped
 * over lines is one line. A page with labels in a left margin is one column (see readWithLeftMargin).
 */
export function readPage(page: PageText): PageReading {
  const items = withSpacesFolded(page.items);
  const layout = findLayout({ ...page, items });
  const bodySize = bodyFontSize(items);
  const asText = (lines: Line[]) => joinWrappedTitles(lines, bodySize).map((line) => line.text);
  if (layout?.kind === 'columns')
    return { lines: asText(readColumns(items, layout, isTitleBeside(bodySize))), twoColumns: true };
  const lines = layout ? readWithLeftMargin(layout) : buildLines(items);
  return { lines: asText(lines), twoColumns: false };
}
