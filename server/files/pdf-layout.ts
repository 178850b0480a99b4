/** A run of text as a PDF places it: left edge and baseline in points (y grows upwards), width and font size. */
export type PositionedText = { text: string; x: number; y: number; width: number; fontSize: number };

export type PageText = { width: number; items: PositionedText[] };

export type PageReading = { lines: string[]; twoColumns: boolean };

type Line = { y: number; size: number; text: string };

/** Items whose baselines differ by less than this share of the font size sit on one line. */
const SAME_LINE_TOLERANCE = 0.45;
/** A horizontal gap wider than this share of the font size separates two words. */
const WORD_GAP = 0.12;
/** A gutter must be at least this wide (points) to separate columns. */
const MIN_GUTTER_WIDTH = 12;
/** Full-width lines (a centred name, a header rule of text) may cross a gutter; more than this share may not. */
const MAX_CROSSING_SHARE = 0.15;
const MIN_ITEMS_PER_COLUMN = 4;
/** Most lines of a column start near its left edge (headings, bullets and their indented text). */
const MIN_LEFT_ALIGNED_SHARE = 0.6;
const COLUMN_INDENT = 24;
const MIN_TEXT_SHARE_PER_COLUMN = 0.12;
/** Text beside a title on its baseline (a right-aligned date) belongs to that line, not to a second column. */
const MAX_SHARED_BASELINE_SHARE = 0.5;
const BASELINE_TOLERANCE = 1;

const rightEdge = (item: PositionedText) => item.x + item.width;

function joinLine(items: PositionedText[]): string {
  const ordered = [...items].sort((a, b) => a.x - b.x);
  let text = '';
  let previous: PositionedText | undefined;
  for (const item of ordered) {
    const gap = previous ? item.x - rightEdge(previous) : 0;
    const needsSpace =
      previous !== undefined && gap > WORD_GAP * item.fontSize && !/\s$/.test(text) && !/^\s/.test(item.text);
    text += (needsSpace ? ' ' : '') + item.text;
    previous = item;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Groups items into lines by baseline, top to bottom, each line read left to right. */
export function buildLines(items: PositionedText[]): Line[] {
  const ordered = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: { y: number; items: PositionedText[] }[] = [];
  for (const item of ordered) {
    const current = groups.at(-1);
    const tolerance = SAME_LINE_TOLERANCE * Math.max(item.fontSize, 1);
    if (current && Math.abs(current.y - item.y) <= tolerance) current.items.push(item);
    else groups.push({ y: item.y, items: [item] });
  }
  return groups
    .map((group) => ({
      y: group.y,
      size: Math.max(...group.items.map((item) => item.fontSize)),
      text: joinLine(group.items),
    }))
    .filter((line) => line.text !== '');
}

function shareNearLeftEdge(items: PositionedText[]): number {
  const edge = Math.min(...items.map((item) => item.x));
  return share(items.filter((item) => item.x - edge <= COLUMN_INDENT).length, items.length);
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

function shareOnSharedBaselines(items: PositionedText[], others: PositionedText[]): number {
  const onShared = items.filter((item) =>
    others.some((other) => Math.abs(other.y - item.y) <= BASELINE_TOLERANCE),
  );
  return share(onShared.length, items.length);
}

const characterCount = (items: PositionedText[]) =>
  items.reduce((total, item) => total + item.text.length, 0);

/**
 * The x of the widest vertical band, between 15 % and 85 % of the page width, that at most a few items cross and
 * that has a real column of text on each side: enough lines, most starting near the column's left edge, and a
 * fair share of the page's text, on baselines of its own (right-aligned dates beside job titles share theirs).
 * Undefined for a single-column page.
 */
export function findGutter(page: PageText): number | undefined {
  const items = page.items;
  const totalCharacters = characterCount(items);
  const candidates: { start: number; end: number }[] = [];
  const step = 2;
  let bandStart: number | undefined;
  for (let x = page.width * 0.15; x <= page.width * 0.85; x += step) {
    const crossing = items.filter((item) => item.x < x && rightEdge(item) > x).length;
    const open = crossing <= MAX_CROSSING_SHARE * items.length;
    if (open && bandStart === undefined) bandStart = x;
    if (!open && bandStart !== undefined) {
      candidates.push({ start: bandStart, end: x - step });
      bandStart = undefined;
    }
  }
  if (bandStart !== undefined) candidates.push({ start: bandStart, end: page.width * 0.85 });

  const viable = candidates
    .filter((band) => band.end - band.start >= MIN_GUTTER_WIDTH)
    .map((band) => ({ ...band, x: (band.start + band.end) / 2 }))
    .filter(({ x }) => {
      const left = items.filter((item) => rightEdge(item) <= x);
      const right = items.filter((item) => item.x >= x);
      return (
        left.length >= MIN_ITEMS_PER_COLUMN &&
        right.length >= MIN_ITEMS_PER_COLUMN &&
        shareNearLeftEdge(right) >= MIN_LEFT_ALIGNED_SHARE &&
        shareOnSharedBaselines(right, left) < MAX_SHARED_BASELINE_SHARE &&
        characterCount(left) >= MIN_TEXT_SHARE_PER_COLUMN * totalCharacters &&
        characterCount(right) >= MIN_TEXT_SHARE_PER_COLUMN * totalCharacters
      );
    })
    .sort((a, b) => b.end - b.start - (a.end - a.start));
  return viable[0]?.x;
}

/** A line this many of its own heights above the other column's first line heads the page (a name, a title). */
const HEADER_CLEARANCE = 2;

/**
 * Reads one page in reading order. On a two-column page the heading lines come first (lines spanning the gutter
 * above the columns, and lines standing well above the other column's top), then the whole left column, then the
 * whole right column, then spanning lines below.
 */
export function readPage(page: PageText): PageReading {
  const items = page.items.filter((item) => item.text.trim() !== '');
  const gutter = findGutter({ ...page, items });
  if (gutter === undefined) return { lines: buildLines(items).map((line) => line.text), twoColumns: false };

  const left = buildLines(items.filter((item) => rightEdge(item) <= gutter));
  const right = buildLines(items.filter((item) => item.x >= gutter));
  const spanning = buildLines(items.filter((item) => item.x < gutter && rightEdge(item) > gutter));
  const headsAbove = (otherColumn: Line[]) => (line: Line) =>
    line.y > (otherColumn[0]?.y ?? Number.NEGATIVE_INFINITY) + HEADER_CLEARANCE * line.size;
  const isLeftHeading = headsAbove(right);
  const isRightHeading = headsAbove(left);
  const columnsTop = Math.max(
    ...[...left, ...right]
      .filter((line) => !isLeftHeading(line) && !isRightHeading(line))
      .map((line) => line.y),
  );
  const headings = [
    ...left.filter(isLeftHeading),
    ...right.filter(isRightHeading),
    ...spanning.filter((line) => line.y > columnsTop),
  ].sort((a, b) => b.y - a.y);
  return {
    lines: [
      ...headings,
      ...left.filter((line) => !isLeftHeading(line)),
      ...right.filter((line) => !isRightHeading(line)),
      ...spanning.filter((line) => line.y <= columnsTop),
    ].map((line) => line.text),
    twoColumns: true,
  };
}
