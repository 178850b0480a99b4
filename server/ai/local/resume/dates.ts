/** A month ('2018-08') or a year ('2018') as written; an open range ends 'present'. */
export type YearMonth = string;
export type DateBounds = { start?: YearMonth; end?: YearMonth | 'present' };

/*
 * Every pattern here is bounded (no nested unbounded repetition), so reading a line is linear in its length.
 * Spaces are bounded too: extracted text has single spaces, and the bound keeps the patterns provably linear.
 */
const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
/** 'Aug 2018', 'Jan. 2017', "Aug '18", '08/2018', '05.2016', '01/06/2018', '2016-05', '2018'. */
const POINT = `(?:${MONTH_NAME},?\\s{0,3}(?:'\\d{2}|\\d{4})|(?:\\d{1,2}[/.-])?\\d{1,2}[/.-](?:19|20)\\d{2}|(?:19|20)\\d{2}[/.-](?:0[1-9]|1[0-2])|(?:19|20)\\d{2})`;
/** 'Present', 'current', 'till date', 'to date', 'ongoing'; a bare 'date' only ever follows 'to' or 'till'. */
const OPEN =
  '(?:present|current(?:ly)?|now|today|ongoing|(?:till|until)\\s{1,3}(?:date|now)|to\\s{1,3}date|date)';
const SEPARATOR = '\\s{0,3}(?:[-–—~]{1,2}|to|until|till|through|thru)\\s{0,3}';
const BEFORE = '(?<![\\p{L}\\d/.-])';
const AFTER = '(?![\\p{L}\\d])';

/** A date range as written on a job's line: 'Aug 2018 to Till Date', '2019-Present', 'Jan. 2017 - Dec. 2019'. */
const RANGE = new RegExp(`${BEFORE}${POINT}${SEPARATOR}(?:${POINT}|${OPEN})${AFTER}`, 'iu');
/** An open range written from its start: 'Since 2019', 'since Aug 2018', '2019 onwards'. */
const SINCE = new RegExp(
  `(?<!\\p{L})(?:since|depuis|seit|desde)\\s{1,3}${POINT}${AFTER}|${BEFORE}${POINT}\\s{1,3}onwards?(?!\\p{L})`,
  'iu',
);
/** A season or a single date standing for a short job: 'Summer 2018', 'Spring 2015', 'Summer 2019, Summer 2022'. */
const SINGLE_POINTS = new RegExp(
  `${BEFORE}(?:(?:spring|summer|autumn|fall|winter)\\s{1,3})?${POINT}${AFTER}`,
  'giu',
);
/** A line ending in a range's start and its separator, the end being on the next line: 'June 2020 –'. */
const DANGLING_START = new RegExp(`${BEFORE}${POINT}${SEPARATOR}$`, 'iu');
const RANGE_END_FIRST = new RegExp(`^\\s{0,3}(?:${POINT}|${OPEN})${AFTER}`, 'iu');

const POINT_PARTS = new RegExp(
  `(${MONTH_NAME}),?\\s{0,3}(?:'(\\d{2})|(\\d{4}))|(?:(\\d{1,2})[/.-])?(\\d{1,2})[/.-]((?:19|20)\\d{2})|((?:19|20)\\d{2})[/.-](0[1-9]|1[0-2])|((?:19|20)\\d{2})|(${OPEN})`,
  'giu',
);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const yearMonth = (year: string, month: number): YearMonth | undefined =>
  month >= 1 && month <= 12 ? `${year}-${String(month).padStart(2, '0')}` : year;

/** '01/06/2018' is day-first unless its middle number cannot be a month ('06/25/2018'). */
function numericMonth(first: string | undefined, second: string): number {
  if (first === undefined) return Number(second);
  return Number(second) > 12 ? Number(first) : Number(second);
}

function readPoint(match: RegExpMatchArray): YearMonth | 'present' | undefined {
  const [, monthName, shortYear, longYear, day, month, numericYear, isoYear, isoMonth, year, open] = match;
  if (open) return 'present';
  if (monthName) {
    const fullYear = longYear ?? (Number(shortYear) < 50 ? `20${shortYear}` : `19${shortYear}`);
    return yearMonth(fullYear, MONTHS.indexOf(monthName.slice(0, 3).toLowerCase()) + 1);
  }
  if (month && numericYear) return yearMonth(numericYear, numericMonth(day, month));
  if (isoYear && isoMonth) return yearMonth(isoYear, Number(isoMonth));
  return year;
}

/** The start and end of a range as year-month (or the year alone where no month is written). */
export function dateBounds(dates: string): DateBounds {
  const points = [...dates.matchAll(POINT_PARTS)].map(readPoint);
  const [start, end] = points;
  if (start === undefined || start === 'present') return {};
  if (points.length === 1) return SINCE.test(dates) ? { start, end: 'present' } : { start, end: start };
  return { start, end };
}

export type FoundRange = { text: string; index: number; usesNextLine: boolean } & DateBounds;

/**
 * The date range on a line, or one split over it and the next ('June 2020 –' then 'Present'). The range's text is
 * what the line says; its bounds are read from it.
 */
export function findDateRange(line: string, nextLine = ''): FoundRange | undefined {
  const range = line.match(RANGE) ?? line.match(SINCE);
  if (range?.[0] && range.index !== undefined)
    return { text: range[0], index: range.index, usesNextLine: false, ...dateBounds(range[0]) };
  const dangling = line.match(DANGLING_START);
  const end = nextLine.match(RANGE_END_FIRST);
  if (!dangling?.[0] || dangling.index === undefined || !end) return undefined;
  const joined = `${dangling[0]}${end[0].trim()}`;
  return { text: dangling[0].trim(), index: dangling.index, usesNextLine: true, ...dateBounds(joined) };
}

/** After a date that opens a job's line, a gap, a note or a dash before the job: '2008 (3 mois)   Stagiaire'. */
const WORD = /\p{L}{3,}/gu;
const LEADING_DATE_GAP = /^(?:\s{2,}|\t|\s{0,2}[(—–|-])/;

/**
 * Dates without a range on a job's header line, read as a job that began and ended within them: 'Summer 2018' is
 * 2018 – 2018, 'Summer 2019, Summer 2022' 2019 – 2022. Only when the dates end the line or open it
 * set apart ('Summer 2016 — Reporting intern'), as a header's do.
 */
export function findSingleDates(line: string): FoundRange | undefined {
  const points = [...line.matchAll(SINGLE_POINTS)];
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || first.index === undefined || last.index === undefined) return undefined;
  const rest = line.slice(first.index + first[0].length);
  const leading = first.index <= 2 && LEADING_DATE_GAP.test(rest) && (rest.match(WORD)?.length ?? 0) >= 2;
  const end = leading ? first.index + first[0].length : last.index + last[0].length;
  if (!leading && line.slice(end).trim().length > 1) return undefined;
  const text = line.slice(first.index, end);
  const [startPoint, endPoint] = [dateBounds(first[0]).start, dateBounds((leading ? first : last)[0]).start];
  return startPoint && endPoint
    ? { text, index: first.index, usesNextLine: false, start: startPoint, end: endPoint }
    : undefined;
}
