/** A date read from a spreadsheet cell: the calendar date, and the moment it stands for. */
export type CsvDate = { date: string; at: Date };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** Excel's day 0 (its serial numbers count days from 30 December 1899). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** Serial numbers read as dates: 1954 to 2119, so an amount or a count in a date column is not taken for one. */
const EXCEL_SERIALS = { min: 20_000, max: 80_000 };

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A calendar date when it exists (not 31 February). A date alone stands for noon UTC: the same day in every zone
 * from UTC−11 to UTC+11, so it shows as the date written.
 */
function calendarDate(year: number, month: number, day: number): CsvDate | null {
  const at = new Date(Date.UTC(year, month - 1, day, 12));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return { date: `${year}-${pad(month)}-${pad(day)}`, at };
}

const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

/** 2026-12-01, 2026/12/01, 12/01/2026, 01/12/2026 (`dayFirst`, or the first number above 12), 01.12.2026, 1/12/26. */
function numericDate(text: string, dayFirst: boolean): CsvDate | null {
  const parts = /^(\d{1,4})([-/.])(\d{1,2})[-/.](\d{2}|\d{4})$/.exec(text);
  if (!parts) return null;
  const [, first = '', separator, second = '', third = ''] = parts;
  if (first.length === 4) return calendarDate(Number(first), Number(second), Number(third));
  if (first.length > 2) return null;
  const [a, b] = [Number(first), Number(second)];
  const dayComesFirst = a > 12 || (b <= 12 && (dayFirst || separator === '.'));
  return dayComesFirst ? calendarDate(fullYear(third), b, a) : calendarDate(fullYear(third), a, b);
}

/** 1 Dec 2026, Dec 1, 2026, December 1st 2026, Tue, 1 December 2026. */
function wordDate(text: string): CsvDate | null {
  const tokens = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((token) => token !== '')
    .map((token) => (token.endsWith('.') ? token.slice(0, -1) : token));
  let month: number | undefined;
  let day: number | undefined;
  let year: number | undefined;
  for (const token of tokens) {
    const number = /^(\d{1,4})(?:st|nd|rd|th)?$/.exec(token)?.[1];
    if (number?.length === 4 && year === undefined) year = Number(number);
    else if (number && number.length <= 2 && day === undefined) day = Number(number);
    else if (/^\p{L}{3,}$/u.test(token) && MONTHS.includes(token.slice(0, 3)) && month === undefined)
      month = MONTHS.indexOf(token.slice(0, 3)) + 1;
    else if (!WEEKDAYS.includes(token.slice(0, 3))) return null;
  }
  return month && day && year ? calendarDate(year, month, day) : null;
}

function excelSerial(text: string): CsvDate | null {
  if (!/^\d{5}(?:\.\d{1,12})?$/.test(text)) return null;
  const serial = Math.floor(Number(text));
  if (serial < EXCEL_SERIALS.min || serial > EXCEL_SERIALS.max) return null;
  const at = new Date(EXCEL_EPOCH + serial * DAY_MS);
  return calendarDate(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

/** An ISO date and time with its offset ("2026-12-01T09:30:00Z"): that very moment, on the date it was written. */
function isoMoment(text: string): CsvDate | null {
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i.test(text))
    return null;
  const at = new Date(text.replace(' ', 'T'));
  const date = calendarDate(Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8, 10)));
  return Number.isNaN(at.getTime()) || !date ? null : { date: date.date, at };
}

/**
 * A date as spreadsheets and trackers write it, or null when it cannot be read. A time after a date without an
 * offset is passed over (whose zone it is in is unknown). `dayFirst` reads 01/12/2026 as 1 December.
 */
export function readCsvDate(value: string, dayFirst: boolean): CsvDate | null {
  const text = value.trim();
  if (text.length > 60) return null;
  const [firstWord = ''] = text.split(/[T\s]/);
  return isoMoment(text) ?? numericDate(firstWord, dayFirst) ?? excelSerial(text) ?? wordDate(text);
}
