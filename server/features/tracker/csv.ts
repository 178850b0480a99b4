import Papa from 'papaparse';
import { type ApplicationFields, applicationFieldsSchema, type Contact } from '#common/api/tracker.ts';
import { formatCount } from '#common/format-count.ts';
import {
  JOB_COMPANY_MAX_LENGTH,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  JOB_URL_MAX_LENGTH,
} from '#common/tailoring.ts';
import {
  type ApplicationStage,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  type ImportField,
  STAGE_LABELS,
  TRACKER_LIMITS,
} from '#common/tracker.ts';
import { singleLine, textBlock } from '#server/generated/text.ts';
import { readCsvDate } from './csv-dates.ts';

/** What a CSV row holds of an application: its own fields, not the resume or tailoring it is linked to. */
type RowFields = Omit<ApplicationFields, 'resumeId' | 'tailoringId'>;

/** One application as the CSV export writes it. */
export type CsvApplication = RowFields & {
  stage: ApplicationStage;
  /** ISO date and time. */
  appliedAt: string | null;
  /** ISO date and time. */
  createdAt: string;
};

/** One row of an imported file, read into an application's fields; `line` is its row in the file (header: 1). */
export type ImportedApplication = RowFields & {
  line: number;
  stage: ApplicationStage;
  appliedAt: Date | null;
  createdAt: Date | null;
};

export type CsvProblem = { line: number; message: string; skipped: boolean };

export type CsvReading = {
  columns: { header: string; field: ImportField | null }[];
  /** Data rows read, blank rows not counted. */
  rows: number;
  records: ImportedApplication[];
  problems: CsvProblem[];
};

/** A file that cannot be imported at all; its message is for the user. */
export class CsvImportError extends Error {
  override name = 'CsvImportError';
}

/** Limits of the text fields a file holds, with how an import's problem names each. */
const TEXT_FIELDS = {
  title: { max: JOB_TITLE_MAX_LENGTH, name: 'job title' },
  company: { max: JOB_COMPANY_MAX_LENGTH, name: 'company' },
  location: { max: TRACKER_LIMITS.location, name: 'location' },
  salary: { max: TRACKER_LIMITS.salary, name: 'salary' },
  description: { max: JOB_DESCRIPTION_MAX_LENGTH, name: 'description' },
  notes: { max: TRACKER_LIMITS.notes, name: 'notes' },
  nextStep: { max: TRACKER_LIMITS.nextStep, name: 'next step' },
} as const;

type TextField = keyof typeof TEXT_FIELDS;

const CONTACT_PARTS = ['name', 'role', 'email', 'phone'] as const;
const CONTACT_PART_LIMITS: Record<(typeof CONTACT_PARTS)[number], number> = {
  name: TRACKER_LIMITS.contactField,
  role: TRACKER_LIMITS.contactField,
  email: TRACKER_LIMITS.contactField,
  phone: TRACKER_LIMITS.phone,
};

/**
 * Where a spreadsheet may start a cell inside one of ours: after a `;` or a tab, at which a spreadsheet whose list
 * separator is one of them (Excel in German or French) splits a line, quoted or not.
 */
const PIECE_END = /(?<=[;\t])/;
/**
 * A piece a spreadsheet would run as a formula, spaces before it allowed: written behind an apostrophe, which the
 * reader takes off again (one apostrophe more than the text had, so text that starts with one reads back too).
 */
const FORMULA_START = /^( *)('*[=+\-@\t\r])/;
const ESCAPED_FORMULA_START = /^( *)'('*[=+\-@\t\r])/;

const eachPiece = (cell: string, change: (piece: string) => string) =>
  cell.split(PIECE_END).map(change).join('');

const escapeFormula = (cell: string) => eachPiece(cell, (piece) => piece.replace(FORMULA_START, "$1'$2"));

const unescapeFormula = (cell: string) =>
  eachPiece(cell, (piece) => piece.replace(ESCAPED_FORMULA_START, '$1$2'));

const CONTACT_SEPARATOR = ' | ';
const CONTACT_ESCAPES: Record<string, string> = { '\\': '\\\\', '|': '\\|' };
/** Exports from before each contact's parts were written on one line escaped line breaks too: they still read. */
const CONTACT_UNESCAPES: Record<string, string> = { '\\': '\\', '|': '|', n: '\n', r: '\r' };

/**
 * One contact a line, `Name | Role | email | phone`: each part one line within its limit, empty ones at the end
 * left out.
 */
function contactsCell(contacts: Contact[]): string {
  return contacts
    .map((contact) => {
      const parts = CONTACT_PARTS.map((key) =>
        singleLine(contact[key], CONTACT_PART_LIMITS[key]).replace(
          /[\\|]/g,
          (character) => CONTACT_ESCAPES[character] ?? character,
        ),
      );
      while (parts.length > 1 && parts.at(-1) === '') parts.pop();
      return parts.join(CONTACT_SEPARATOR);
    })
    .join('\n');
}

const dateOnly = (iso: string | null) => iso?.slice(0, 10) ?? '';

const line = (row: CsvApplication, field: Exclude<TextField, 'description' | 'notes'>) =>
  singleLine(row[field], TEXT_FIELDS[field].max);
const block = (row: CsvApplication, field: 'description' | 'notes') =>
  textBlock(row[field], TEXT_FIELDS[field].max);

/**
 * The applications as CSV (RFC 4180) with a header of field labels, as the import reads it back. Every field is
 * quoted, every text cleaned by the shared helper within its limit (no control character; a line break inside a
 * cell is one line feed), and a formula at the start of a cell, or after a `;` or a tab inside it, neutralised.
 */
export function applicationsToCsv(rows: CsvApplication[]): string {
  const cells = (row: CsvApplication): Record<ImportField, string> => ({
    title: line(row, 'title'),
    company: line(row, 'company'),
    stage: STAGE_LABELS[row.stage],
    location: line(row, 'location'),
    salary: line(row, 'salary'),
    url: singleLine(row.url ?? '', JOB_URL_MAX_LENGTH),
    description: block(row, 'description'),
    notes: block(row, 'notes'),
    nextStep: line(row, 'nextStep'),
    nextStepDue: row.nextStepDue ?? '',
    appliedAt: dateOnly(row.appliedAt),
    createdAt: dateOnly(row.createdAt),
    contacts: contactsCell(row.contacts),
  });
  return Papa.unparse(
    {
      fields: IMPORT_FIELDS.map((field) => IMPORT_FIELD_LABELS[field]),
      data: rows.map((row) => {
        const byField = cells(row);
        return IMPORT_FIELDS.map((field) => escapeFormula(byField[field]));
      }),
    },
    { newline: '\r\n', quotes: true },
  );
}

/** A header as compared: lower case, letters and digits only ("Job Title:" and "job_title" are one). */
const normalized = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * What real trackers and spreadsheets call each field (Huntr, Teal, JobSync, Simplify, LinkedIn's exports, home-made
 * sheets), best first. A header equal to one of these matches it; failing that, one starting or ending with one.
 */
const HEADER_SYNONYMS: Record<ImportField, string[]> = {
  title: ['Job title', 'Title', 'Position', 'Job position', 'Role', 'Job', 'Job name', 'Position title'],
  company: ['Company', 'Company name', 'Employer', 'Organization', 'Organisation', 'Firm'],
  stage: ['Stage', 'Status', 'Job status', 'Application status', 'List', 'Column', 'Pipeline stage'],
  location: ['Location', 'Job location', 'City', 'Place', 'Office'],
  salary: ['Salary', 'Compensation', 'Pay', 'Salary range', 'Max salary', 'Min salary', 'Comp', 'Rate'],
  url: ['Job link', 'URL', 'Link', 'Job URL', 'Posting', 'Posting URL', 'Job posting', 'Application link'],
  description: ['Description', 'Job description', 'Details', 'Summary'],
  notes: ['Notes', 'Note', 'Comments', 'Comment', 'Remarks'],
  nextStep: ['Next step', 'Follow up', 'Next action', 'To do', 'Action'],
  nextStepDue: [
    'Next step due',
    'Follow up date',
    'Due',
    'Due date',
    'Deadline',
    'Next step date',
    'Follow up on',
    'Reminder',
  ],
  appliedAt: ['Date applied', 'Applied on', 'Application date', 'Applied', 'Applied date', 'Submitted'],
  createdAt: ['Date saved', 'Date added', 'Created', 'Saved', 'Saved date', 'Added', 'Created at', 'Date'],
  contacts: ['Contacts', 'Contact', 'Recruiter', 'Contact email', 'Hiring manager', 'Contact name', 'People'],
};

const SYNONYMS = IMPORT_FIELDS.flatMap((field) =>
  HEADER_SYNONYMS[field].map((synonym, rank) => ({ field, synonym: normalized(synonym), rank })),
);

/** How well a header names a field: higher is better, 0 not at all. */
function headerScore(header: string, synonym: string, rank: number): number {
  if (header === synonym) return 1_000 - rank;
  if (synonym.length >= 4 && (header.startsWith(synonym) || header.endsWith(synonym)))
    return 500 + synonym.length - rank;
  return 0;
}

/** The field each column fills, by header: the best pairs first, each column and each field used once. */
function matchHeaders(headers: string[]): (ImportField | null)[] {
  const candidates = headers.flatMap((header, column) => {
    const key = normalized(header);
    return SYNONYMS.map(({ field, synonym, rank }) => ({
      column,
      field,
      score: headerScore(key, synonym, rank),
    })).filter((candidate) => candidate.score > 0);
  });
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);
  const fields: (ImportField | null)[] = headers.map(() => null);
  const taken = new Set<ImportField>();
  for (const { column, field } of candidates) {
    if (fields[column] !== null || taken.has(field)) continue;
    fields[column] = field;
    taken.add(field);
  }
  return fields;
}

/** The stage words of trackers and spreadsheets. */
const STAGE_WORDS: Record<ApplicationStage, string[]> = {
  saved: ['Saved', 'Wishlist', 'Wish list', 'Bookmarked', 'Interested', 'To apply', 'Not applied', 'Draft'],
  applied: ['Applied', 'Submitted', 'No response', 'Application sent', 'Sent', 'Waiting', 'Pending'],
  screening: ['Screening', 'Phone screen', 'Recruiter call', 'Screen', 'Recruiter screen', 'HR call'],
  interviewing: ['Interviewing', 'Interview', 'Interviews', 'Onsite', 'On-site', 'Technical', 'Final round'],
  offer: ['Offer', 'Negotiating', 'Negotiation', 'Accepted', 'Offer received', 'Hired'],
  rejected: ['Rejected', 'Declined', 'Not selected', 'Closed', 'Rejection', 'Turned down', 'No offer'],
  // Ghosted: the user stopped waiting; it is closed on their side, as a withdrawal is, not a refusal.
  withdrawn: ['Withdrawn', 'I withdrew', 'Withdrew', 'Archived', 'Ghosted', 'Not interested', 'Passed'],
};

const STAGE_BY_WORD = new Map(
  Object.entries(STAGE_WORDS).flatMap(([stage, words]) =>
    words.map((word) => [normalized(word), stage as ApplicationStage] as const),
  ),
);

/** Splits an exported contact line at its unescaped separators, undoing the escapes. */
function splitContactLine(line: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index] ?? '';
    if (character === '\\' && index + 1 < line.length) {
      const next = line[index + 1] ?? '';
      current += CONTACT_UNESCAPES[next] ?? `\\${next}`;
      index += 1;
    } else if (character === '|') {
      parts.push(current);
      current = '';
    } else current += character;
  }
  parts.push(current);
  return parts.map((part) => part.trim());
}

const EMAIL_TOKEN = /^[^\s@]+@[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{7,}$/;
const BRACKETS = /[<>()[\]"]/g;
const PUNCTUATION = /[,;:]/g;

/** A contact written by hand ("Jane Doe <jane@acme.com>", "Jane Doe, Recruiter, +1 555 0100"): guessed by shape. */
function guessContact(line: string): string[] {
  const tokens = line.split(/\s+/).map((token) => token.replace(BRACKETS, ''));
  const emailToken = tokens.find((token) => EMAIL_TOKEN.test(token.replace(PUNCTUATION, '')));
  const email = emailToken?.replace(PUNCTUATION, '') ?? '';
  const rest = tokens
    .filter((token) => token !== emailToken)
    .join(' ')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== '-');
  const phone = rest.find((part) => PHONE.test(part)) ?? '';
  const [name = email, role = ''] = rest.filter((part) => part !== phone);
  return [name, role, email, phone];
}

/** Whether the numeric dates of these columns put the day first (31/12/2026) or the month (12/31/2026). */
function readsDayFirst(rows: string[][], dateColumns: number[], delimiter: string): boolean {
  let dayFirst = false;
  let monthFirst = false;
  for (const row of rows)
    for (const column of dateColumns) {
      const numbers = /^(\d{1,2})[/-](\d{1,2})[/-]\d{2,4}/.exec((row[column] ?? '').trim());
      if (!numbers) continue;
      if (Number(numbers[1]) > 12) dayFirst = true;
      if (Number(numbers[2]) > 12) monthFirst = true;
    }
  if (dayFirst !== monthFirst) return dayFirst;
  // No evidence either way: a semicolon-separated file comes from a European spreadsheet, which puts the day first.
  return delimiter === ';';
}

const isBlank = (row: string[]) => row.every((cell) => cell.trim() === '');

/**
 * At most the text's first `max` UTF-16 units, never half a character: PostgreSQL refuses an unpaired surrogate in
 * JSON, as a cut inside an emoji leaves one.
 */
function firstUnits(text: string, max: number): string {
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last < 0xdc00 ? cut.slice(0, -1) : cut;
}

/** A row's readers, with the problems they find noted against its line. */
class RowReader {
  readonly problems: CsvProblem[] = [];

  private readonly line: number;
  private readonly dayFirst: boolean;

  constructor(line: number, dayFirst: boolean) {
    this.line = line;
    this.dayFirst = dayFirst;
  }

  note(message: string, skipped = false) {
    this.problems.push({ line: this.line, message: `Row ${this.line}: ${message}`, skipped });
  }

  text(field: TextField, value: string): string {
    const { max, name } = TEXT_FIELDS[field];
    if (value.length <= max) return value;
    this.note(`the ${name} was longer than ${formatCount(max)} characters and was cut.`);
    return firstUnits(value, max).trimEnd();
  }

  stage(value: string, applied: boolean): ApplicationStage {
    if (value === '') return applied ? 'applied' : 'saved';
    const stage = STAGE_BY_WORD.get(normalized(value));
    if (stage) return stage;
    this.note(`the stage “${value.slice(0, 50)}” is not one we know, so it was added as Saved.`);
    return 'saved';
  }

  url(value: string): string | null {
    if (value === '') return null;
    const candidate = value.toLowerCase().startsWith('www.') ? `https://${value}` : value;
    if (applicationFieldsSchema.shape.url.safeParse(candidate).success) return candidate;
    this.note('the job link is not a web address starting with http:// or https://, so it was left out.');
    return null;
  }

  date(value: string, label: string): ReturnType<typeof readCsvDate> {
    if (value === '') return null;
    const date = readCsvDate(value, this.dayFirst);
    if (!date)
      this.note(`the ${label} “${value.slice(0, 50)}” is not a date we can read, so it was left out.`);
    return date;
  }

  contacts(value: string): Contact[] {
    const lines = value.split('\n').filter((line) => line.trim() !== '');
    if (lines.length > TRACKER_LIMITS.contacts)
      this.note(`only the first ${TRACKER_LIMITS.contacts} contacts were kept.`);
    return lines.slice(0, TRACKER_LIMITS.contacts).map((line) => this.contact(line.replace(/\r$/, '')));
  }

  private contact(line: string): Contact {
    const parts = line.includes('|') || line.includes('\\') ? splitContactLine(line) : guessContact(line);
    const [name = '', role = '', email = '', phone = ''] = parts.map((part, index) => {
      const key = CONTACT_PARTS[index];
      if (!key || part.length <= CONTACT_PART_LIMITS[key]) return part;
      this.note(`a contact’s ${key} was longer than ${CONTACT_PART_LIMITS[key]} characters and was cut.`);
      return firstUnits(part, CONTACT_PART_LIMITS[key]).trimEnd();
    });
    return { name: name || email || phone || role, role, email, phone };
  }
}

/** The cell of each field in a row, unescaped and trimmed ('' for a field no column fills). */
function cellsOf(row: string[], mapping: (ImportField | null)[]): Record<ImportField, string> {
  const cells = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, ''])) as Record<ImportField, string>;
  mapping.forEach((field, column) => {
    if (field) cells[field] = unescapeFormula(row[column] ?? '').trim();
  });
  return cells;
}

function readRow(
  cells: Record<ImportField, string>,
  reader: RowReader,
  line: number,
): ImportedApplication | undefined {
  const missing = [cells.title ? null : 'job title', cells.company ? null : 'company'].filter(Boolean);
  if (missing.length > 0) {
    reader.note(`there is no ${missing.join(' and no ')}, so this row was not imported.`, true);
    return undefined;
  }
  const applied = reader.date(cells.appliedAt, 'date applied');
  const due = reader.date(cells.nextStepDue, 'next step’s due date');
  const created = reader.date(cells.createdAt, 'date saved');
  return {
    line,
    stage: reader.stage(cells.stage, applied !== null),
    title: reader.text('title', cells.title),
    company: reader.text('company', cells.company),
    location: reader.text('location', cells.location),
    salary: reader.text('salary', cells.salary),
    url: reader.url(cells.url),
    description: reader.text('description', cells.description),
    notes: reader.text('notes', cells.notes),
    nextStep: reader.text('nextStep', cells.nextStep),
    nextStepDue: due?.date ?? null,
    appliedAt: applied?.at ?? null,
    createdAt: created?.at ?? null,
    contacts: reader.contacts(cells.contacts),
  };
}

const NOT_CSV =
  'This is not a CSV file. In Excel, Numbers or Google Sheets, save or download the sheet as CSV and try again.';

function parse(csv: string): { rows: string[][]; delimiter: string } {
  if (csv.length > TRACKER_LIMITS.csv)
    throw new CsvImportError(`A CSV file can be at most ${formatCount(TRACKER_LIMITS.csv)} characters.`);
  if (csv.includes('\u0000') || csv.startsWith('%PDF') || csv.startsWith('PK\u0003\u0004'))
    throw new CsvImportError(NOT_CSV);
  const { data, meta } = Papa.parse<string[]>(csv, { delimitersToGuess: [',', ';', '\t'] });
  return { rows: data, delimiter: meta.delimiter };
}

function checkedMapping(
  mapping: (ImportField | null)[] | undefined,
  headers: string[],
): (ImportField | null)[] {
  if (!mapping) return matchHeaders(headers);
  if (mapping.length !== headers.length)
    throw new CsvImportError(
      `The file has ${headers.length} columns but ${mapping.length} were mapped. Map each column, or leave it out.`,
    );
  const chosen = mapping.filter((field) => field !== null);
  const twice = chosen.find((field, index) => chosen.indexOf(field) !== index);
  if (twice)
    throw new CsvImportError(
      `Choose one column for ${IMPORT_FIELD_LABELS[twice]}: it is mapped more than once.`,
    );
  return mapping;
}

/** A problem on the header row when a column every row needs was not found: no row could be imported. */
function missingColumns(mapping: (ImportField | null)[]): CsvProblem[] {
  return (['title', 'company'] as const)
    .filter((field) => !mapping.includes(field))
    .map((field) => ({
      line: 1,
      message: `No column holds the ${TEXT_FIELDS[field].name}. Choose the column that does, then import again.`,
      skipped: true,
    }));
}

/**
 * Reads applications from a CSV file as trackers, spreadsheets and our export write them: the delimiter and the
 * columns recognised (or as `mapping` says, column by column), each row read as far as it can be, with a problem
 * noted for what was left out, cut or guessed, and for each row skipped. Blank rows are passed over. A file that
 * cannot be read at all throws a CsvImportError.
 */
export function readApplicationsCsv(csv: string, mapping?: (ImportField | null)[]): CsvReading {
  const { rows, delimiter } = parse(csv);
  const headerIndex = rows.findIndex((row) => !isBlank(row));
  const headerRow = rows[headerIndex];
  if (!headerRow)
    throw new CsvImportError('The file has no header row. Its first row should name the columns.');
  if (headerRow.length > TRACKER_LIMITS.importColumns)
    throw new CsvImportError(
      `The file has ${headerRow.length} columns; at most ${TRACKER_LIMITS.importColumns} can be imported. Delete the columns you do not need and try again.`,
    );
  const headers = headerRow.map((header) => header.trim());
  const fields = checkedMapping(mapping, headers);
  const dataRows = rows
    .map((row, index) => ({ row, line: index + 1 }))
    .slice(headerIndex + 1)
    .filter(({ row }) => !isBlank(row));
  if (dataRows.length > TRACKER_LIMITS.importRows)
    throw new CsvImportError(
      `The file has ${formatCount(dataRows.length)} rows; at most ${formatCount(TRACKER_LIMITS.importRows)} can be imported at once. Split it and import each part.`,
    );
  const columns = headers.map((header, column) => ({ header, field: fields[column] ?? null }));
  const missing = missingColumns(fields);
  if (missing.length > 0) return { columns, rows: dataRows.length, records: [], problems: missing };

  const dateColumns = fields.flatMap((field, column) =>
    field === 'appliedAt' || field === 'createdAt' || field === 'nextStepDue' ? [column] : [],
  );
  const dayFirst = readsDayFirst(
    dataRows.map(({ row }) => row),
    dateColumns,
    delimiter,
  );
  const records: ImportedApplication[] = [];
  const problems: CsvProblem[] = [];
  for (const { row, line } of dataRows) {
    const reader = new RowReader(line, dayFirst);
    const record = readRow(cellsOf(row, fields), reader, line);
    if (record) records.push(record);
    problems.push(...reader.problems);
  }
  return { columns, rows: dataRows.length, records, problems };
}
