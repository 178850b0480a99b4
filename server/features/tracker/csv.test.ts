import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, TRACKER_LIMITS } from '#common/tracker.ts';
import { applicationsToCsv, type CsvApplication, CsvImportError, readApplicationsCsv } from './csv.ts';
import { readCsvDate } from './csv-dates.ts';

const application = (overrides: Partial<CsvApplication> = {}): CsvApplication => ({
  title: 'Data Analyst',
  company: 'Acme',
  stage: 'applied',
  location: 'Berlin, Germany',
  salary: '€60,000 – €70,000',
  url: 'https://jobs.acme.example/42?ref=a,b',
  description: 'Build dashboards.\nOwn the "metrics" layer; talk to people.',
  notes: '',
  nextStep: 'Send portfolio',
  nextStepDue: '2026-12-01',
  appliedAt: '2026-11-20T12:00:00.000Z',
  createdAt: '2026-11-18T12:00:00.000Z',
  contacts: [],
  ...overrides,
});

/** What the reader gives back for an exported application (dates as the export writes them: the day). */
const asImported = (row: CsvApplication, line: number) => ({
  line,
  stage: row.stage,
  title: row.title,
  company: row.company,
  location: row.location,
  salary: row.salary,
  url: row.url,
  description: row.description,
  notes: row.notes,
  nextStep: row.nextStep,
  nextStepDue: row.nextStepDue,
  appliedAt: row.appliedAt ? new Date(`${row.appliedAt.slice(0, 10)}T12:00:00Z`) : null,
  createdAt: new Date(`${row.createdAt.slice(0, 10)}T12:00:00Z`),
  contacts: row.contacts,
});

const read = (csv: string) => readApplicationsCsv(csv);

describe('the CSV export', () => {
  it('writes a header of field labels, the stage as its label and dates as days', () => {
    const csv = applicationsToCsv([application()]);
    const [header, row] = Papa.parse<string[]>(csv).data;
    expect(header).toEqual(IMPORT_FIELDS.map((field) => IMPORT_FIELD_LABELS[field]));
    expect(row).toEqual([
      'Data Analyst',
      'Acme',
      'Applied',
      'Berlin, Germany',
      '€60,000 – €70,000',
      'https://jobs.acme.example/42?ref=a,b',
      'Build dashboards.\nOwn the "metrics" layer; talk to people.',
      '',
      'Send portfolio',
      '2026-12-01',
      '2026-11-20',
      '2026-11-18',
      '',
    ]);
    expect(csv).toContain('\r\n');
  });

  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    const csv = applicationsToCsv([
      application({ title: '=HYPERLINK("http://evil.example","x")', company: '+1 Corp', notes: '@SUM(A1)' }),
    ]);
    const row = Papa.parse<string[]>(csv).data[1] ?? [];
    expect(row[0]).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(row[1]).toBe("'+1 Corp");
    expect(row[7]).toBe("'@SUM(A1)");
  });

  it('quotes every field, the header too', () => {
    const [header, row] = applicationsToCsv([application({ notes: 'Plain' })]).split('\r\n');
    expect(header).toBe(IMPORT_FIELDS.map((field) => `"${IMPORT_FIELD_LABELS[field]}"`).join(','));
    expect(row?.startsWith('"Data Analyst","Acme","Applied","Berlin, Germany",')).toBe(true);
    expect(row?.endsWith(',"Plain","Send portfolio","2026-12-01","2026-11-20","2026-11-18",""')).toBe(true);
  });

  it('puts an apostrophe before a formula after a semicolon or a tab inside a cell, where Excel may split', () => {
    const csv = applicationsToCsv([
      application({
        title: 'Analyst;=HYPERLINK("http://evil.example")',
        company: 'Acme;=1+1',
        location: 'Berlin; +49',
        salary: '60k;-1',
        notes: "a;@SUM(A1)\nb; '=2",
        contacts: [{ name: 'Jane;=cmd', role: '', email: '', phone: '' }],
      }),
    ]);
    const row = Papa.parse<string[]>(csv).data[1] ?? [];
    expect(row.slice(0, 5)).toEqual([
      'Analyst;\'=HYPERLINK("http://evil.example")',
      "Acme;'=1+1",
      'Applied',
      "Berlin; '+49",
      "60k;'-1",
    ]);
    expect(row[7]).toBe("a;'@SUM(A1)\nb; ''=2");
    expect(row[12]).toBe("Jane;'=cmd");
    // As Excel with ';' as its list separator reads the file: a new cell at every ';' or tab, quotes or not.
    const cellsThere = csv.split(/\r\n|[;\t]/).map((cell) => cell.replace(/^[\s"]+/, ''));
    expect(cellsThere.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it('cleans every text with the shared helper: no control or format character, one line feed a line break', () => {
    const csv = applicationsToCsv([
      application({
        title: 'Role\rX-INJECTED',
        company: 'Acme\u202e Corp\u0000',
        description: 'a\r\nb\rc\u2028d\te',
        notes: 'tab\there\u0007',
        contacts: [{ name: 'Jane\nDoe', role: 'Lead\u200b', email: '', phone: '' }],
      }),
    ]);
    expect(csv).not.toMatch(/\r(?!\n)|[^\P{Cc}\n\r]|[^\P{Cf}\u200d]/u);
    const [record] = read(csv).records;
    expect(record).toMatchObject({
      title: 'Role X-INJECTED',
      company: 'Acme Corp',
      description: 'a\nb\nc\nd e',
      notes: 'tab here',
      contacts: [{ name: 'Jane Doe', role: 'Lead', email: '', phone: '' }],
    });
  });

  it('writes contacts one a line, as Name | Role | email | phone', () => {
    const csv = applicationsToCsv([
      application({
        contacts: [
          { name: 'Jane Doe', role: 'Recruiter', email: 'jane@acme.example', phone: '+1 555 0100' },
          { name: 'Raj', role: '', email: '', phone: '' },
        ],
      }),
    ]);
    expect(Papa.parse<string[]>(csv).data[1]?.[12]).toBe(
      'Jane Doe | Recruiter | jane@acme.example | +1 555 0100\nRaj',
    );
  });
});

describe('the CSV round trip', () => {
  it('reads back every field of every application as it was written', () => {
    const rows = [
      application({
        contacts: [
          { name: 'Jane | "JD" Doe', role: 'Recruiter, EMEA', email: 'jane@acme.example', phone: '' },
          { name: 'Back\\slash\\n, no new line', role: '', email: '', phone: '+49 30 1234' },
          { name: 'Jane; =cmd', role: "'@lead", email: '', phone: '' },
          { name: 'Only phone', role: '', email: '', phone: '-12' },
        ],
      }),
      application({
        title: '=1+1',
        company: "'=already quoted",
        stage: 'saved',
        location: '',
        salary: '-',
        url: null,
        description: 'Ünïcödé 日本語 🚀\nnext line, "quotes", commas; semicolons;=1+1; +2; -3',
        notes: "-5 and @mentions\n\n+ bullet; @here;'=already quoted; -spaced",
        nextStep: '',
        nextStepDue: null,
        appliedAt: null,
        contacts: [],
      }),
      application({
        company: 'Acme;=1+1',
        salary: '€60k; +bonus',
        location: 'Berlin;@HQ',
        nextStep: 'Call; =2',
      }),
      ...(['screening', 'interviewing', 'offer', 'rejected', 'withdrawn'] as const).map((stage) =>
        application({ stage, title: `Role in ${stage}` }),
      ),
    ];
    const reading = read(applicationsToCsv(rows));
    expect(reading.problems).toEqual([]);
    expect(reading.rows).toBe(rows.length);
    expect(reading.columns).toEqual(
      IMPORT_FIELDS.map((field) => ({ header: IMPORT_FIELD_LABELS[field], field })),
    );
    expect(reading.records).toEqual(rows.map((row, index) => asImported(row, index + 2)));
  });

  it('reads back an empty export: a header and no rows', () => {
    expect(read(applicationsToCsv([]))).toMatchObject({ rows: 0, records: [], problems: [] });
  });
});

describe('reading files from other trackers and spreadsheets', () => {
  it('reads a Huntr-like export: its board list as the stage, US dates', () => {
    const csv = [
      'Job Title,Company,List,Location,URL,Salary,Date Added,Date Applied,Notes',
      'Product Designer,Initech,Wishlist,Remote,https://initech.example/jobs/1,,11/03/2026,,Looks fun',
      'UX Writer,Globex,Applied,"Austin, TX",https://globex.example/9,$90k,10/28/2026,11/02/2026,',
      'Researcher,Hooli,Phone Screen,,,,"Oct 20, 2026",10/25/2026,',
    ].join('\n');
    const reading = read(csv);
    expect(reading.columns.map((column) => column.field)).toEqual([
      'title',
      'company',
      'stage',
      'location',
      'url',
      'salary',
      'createdAt',
      'appliedAt',
      'notes',
    ]);
    expect(reading.problems).toEqual([]);
    expect(reading.records.map(({ title, stage }) => ({ title, stage }))).toEqual([
      { title: 'Product Designer', stage: 'saved' },
      { title: 'UX Writer', stage: 'applied' },
      { title: 'Researcher', stage: 'screening' },
    ]);
    expect(reading.records[1]?.appliedAt).toEqual(new Date('2026-11-02T12:00:00Z'));
    expect(reading.records[2]?.createdAt).toEqual(new Date('2026-10-20T12:00:00Z'));
  });

  it('reads a Teal-like export: Job Position, Status words, Follow Up and its date, extra columns left out', () => {
    const csv = [
      'Company,Job Position,Status,Excitement,Date Saved,Date Applied,Follow Up,Follow Up Date,Job URL,Min Salary,Max Salary,Notes',
      'Acme,Data Analyst,Interviewing,5,2026-11-01,2026-11-03,Thank-you note,2026-11-26,https://acme.example/42,60000,70000,"Panel on Tuesday, bring laptop"',
      'Umbrella,BI Developer,Bookmarked,3,2026-11-05,,,,www.umbrella.example/jobs/7,,,',
      'Stark,Analyst,Offer,4,2026-10-01,2026-10-02,Negotiate,"December 1, 2026",https://stark.example,,,',
      'Wayne,Analyst,I withdrew,1,2026-09-01,2026-09-02,,,,,,',
    ].join('\r\n');
    const reading = read(csv);
    expect(reading.columns).toEqual([
      { header: 'Company', field: 'company' },
      { header: 'Job Position', field: 'title' },
      { header: 'Status', field: 'stage' },
      { header: 'Excitement', field: null },
      { header: 'Date Saved', field: 'createdAt' },
      { header: 'Date Applied', field: 'appliedAt' },
      { header: 'Follow Up', field: 'nextStep' },
      { header: 'Follow Up Date', field: 'nextStepDue' },
      { header: 'Job URL', field: 'url' },
      { header: 'Min Salary', field: null },
      { header: 'Max Salary', field: 'salary' },
      { header: 'Notes', field: 'notes' },
    ]);
    expect(reading.problems).toEqual([]);
    expect(reading.records).toMatchObject([
      {
        line: 2,
        company: 'Acme',
        title: 'Data Analyst',
        stage: 'interviewing',
        nextStep: 'Thank-you note',
        nextStepDue: '2026-11-26',
        notes: 'Panel on Tuesday, bring laptop',
        salary: '70000',
      },
      { line: 3, stage: 'saved', url: 'https://www.umbrella.example/jobs/7', appliedAt: null },
      { line: 4, stage: 'offer', nextStepDue: '2026-12-01' },
      { line: 5, stage: 'withdrawn' },
    ]);
  });

  it('reads a semicolon-separated European Excel file with a BOM and day-first dates', () => {
    const csv =
      '\ufeffTitel;Firma;Status;Date Applied;Salary;Comments\r\n' +
      'Datenanalyst;Müller GmbH;Applied;05/11/2026;55.000 €;"Gespräch\r\nim Büro"\r\n' +
      'Entwickler;Schmidt AG;;24/10/2026;;\r\n';
    const reading = read(csv);
    expect(reading.columns.map((column) => column.field)).toEqual([
      null,
      'company',
      'stage',
      'appliedAt',
      'salary',
      'notes',
    ]);
    // No column of job titles is recognised ("Titel"): nothing is imported until the user maps it.
    expect(reading.problems).toEqual([
      {
        line: 1,
        message: 'No column holds the job title. Choose the column that does, then import again.',
        skipped: true,
      },
    ]);
    const mapped = readApplicationsCsv(csv, ['title', 'company', 'stage', 'appliedAt', 'salary', 'notes']);
    expect(mapped.problems).toEqual([]);
    expect(mapped.records).toMatchObject([
      {
        title: 'Datenanalyst',
        company: 'Müller GmbH',
        appliedAt: new Date('2026-11-05T12:00:00Z'),
        salary: '55.000 €',
        notes: 'Gespräch\r\nim Büro',
      },
      // No stage but a date applied: Applied.
      { title: 'Entwickler', stage: 'applied', appliedAt: new Date('2026-10-24T12:00:00Z') },
    ]);
  });

  it('reads a sheet with extra columns, blank rows and a missing company, naming the lines', () => {
    const csv = [
      'Position,Employer,Priority,Stage,Posting,Recruiter,Applied On',
      'Analyst,Acme,High,Rejected,ftp://acme.example/job,"Jane Doe <jane@acme.example>",2026-11-01',
      ',,,,,,',
      '',
      'Engineer,,Low,Applied,,,2026-11-02',
      'Manager,Globex,Low,Maybe later,,"Raj Patel, Hiring manager, +44 20 7946 0000",someday',
      '   ',
      'Designer,Initech,,Ghosted,,,1 Nov 2026',
    ].join('\n');
    const reading = read(csv);
    expect(reading.rows).toBe(4);
    expect(reading.columns.map((column) => column.field)).toEqual([
      'title',
      'company',
      null,
      'stage',
      'url',
      'contacts',
      'appliedAt',
    ]);
    expect(reading.records).toMatchObject([
      {
        line: 2,
        stage: 'rejected',
        url: null,
        contacts: [{ name: 'Jane Doe', role: '', email: 'jane@acme.example', phone: '' }],
      },
      {
        line: 6,
        stage: 'saved',
        appliedAt: null,
        contacts: [{ name: 'Raj Patel', role: 'Hiring manager', email: '', phone: '+44 20 7946 0000' }],
      },
      { line: 8, stage: 'withdrawn', appliedAt: new Date('2026-11-01T12:00:00Z') },
    ]);
    expect(reading.problems).toEqual([
      {
        line: 2,
        message:
          'Row 2: the job link is not a web address starting with http:// or https://, so it was left out.',
        skipped: false,
      },
      { line: 5, message: 'Row 5: there is no company, so this row was not imported.', skipped: true },
      {
        line: 6,
        message: 'Row 6: the date applied “someday” is not a date we can read, so it was left out.',
        skipped: false,
      },
      {
        line: 6,
        message: 'Row 6: the stage “Maybe later” is not one we know, so it was added as Saved.',
        skipped: false,
      },
    ]);
  });

  it('reads a tab-separated file, and LinkedIn’s export of applications', () => {
    const linkedIn = [
      'Application Date,Contact Email,Contact Phone Number,Company Name,Job Title,Job Url,Resume Name',
      '11/20/26,talent@acme.example,,Acme,Data Analyst,https://www.linkedin.com/jobs/view/1,cv.pdf',
    ].join('\n');
    expect(read(linkedIn).records).toEqual([
      expect.objectContaining({
        title: 'Data Analyst',
        company: 'Acme',
        stage: 'applied',
        url: 'https://www.linkedin.com/jobs/view/1',
        appliedAt: new Date('2026-11-20T12:00:00Z'),
        contacts: [{ name: 'talent@acme.example', role: '', email: 'talent@acme.example', phone: '' }],
      }),
    ]);
    const tabs = 'Title\tCompany\tStatus\nAnalyst\tAcme, Inc.\tOnsite\n';
    expect(read(tabs).records).toMatchObject([
      { title: 'Analyst', company: 'Acme, Inc.', stage: 'interviewing' },
    ]);
  });

  it('cuts values longer than the limits, noting each', () => {
    const csv = Papa.unparse([
      ['Title', 'Company', 'Salary', 'Contacts'],
      [
        'T'.repeat(250),
        'Acme',
        '9'.repeat(101),
        Array.from({ length: 22 }, (_, i) => `Person ${i}`).join('\n'),
      ],
    ]);
    const reading = read(csv);
    expect(reading.records[0]?.title).toHaveLength(200);
    expect(reading.records[0]?.salary).toHaveLength(TRACKER_LIMITS.salary);
    expect(reading.records[0]?.contacts).toHaveLength(TRACKER_LIMITS.contacts);
    expect(reading.problems.map((problem) => problem.message)).toEqual([
      'Row 2: the job title was longer than 200 characters and was cut.',
      'Row 2: the salary was longer than 100 characters and was cut.',
      'Row 2: only the first 20 contacts were kept.',
    ]);
  });
});

describe('mapping columns by hand', () => {
  const csv = 'A,B,C\nAnalyst,Acme,Remote\n';

  it('fills the fields the mapping names and leaves out the columns mapped to nothing', () => {
    const reading = readApplicationsCsv(csv, ['title', 'company', null]);
    expect(reading.columns).toEqual([
      { header: 'A', field: 'title' },
      { header: 'B', field: 'company' },
      { header: 'C', field: null },
    ]);
    expect(reading.records).toMatchObject([{ title: 'Analyst', company: 'Acme', location: '' }]);
  });

  it('overrides what the headers say', () => {
    const reading = readApplicationsCsv('Company,Title\nAcme,Analyst\n', ['title', 'company']);
    expect(reading.records).toMatchObject([{ title: 'Acme', company: 'Analyst' }]);
  });

  it('refuses a mapping of another length, or one field twice', () => {
    expect(() => readApplicationsCsv(csv, ['title', 'company'])).toThrow(
      new CsvImportError('The file has 3 columns but 2 were mapped. Map each column, or leave it out.'),
    );
    expect(() => readApplicationsCsv(csv, ['title', 'title', 'company'])).toThrow(/Job title/);
  });
});

describe('files that cannot be imported', () => {
  it('refuses more rows or columns than the limits', () => {
    const rows = `Title,Company\n${'Analyst,Acme\n'.repeat(TRACKER_LIMITS.importRows + 1)}`;
    expect(() => read(rows)).toThrow(CsvImportError);
    expect(() => read(rows)).toThrow(/at most 2,000 can be imported at once/);
    expect(read(`Title,Company\n${'Analyst,Acme\n'.repeat(TRACKER_LIMITS.importRows)}`).records).toHaveLength(
      TRACKER_LIMITS.importRows,
    );
    const wide = Array.from({ length: TRACKER_LIMITS.importColumns + 1 }, (_, i) => `C${i}`).join(',');
    expect(() => read(`${wide}\n`)).toThrow(/61 columns; at most 60/);
  });

  it('refuses a file with no header row, and a file that is not text', () => {
    expect(() => read('\n\n ,, \n')).toThrow(/no header row/);
    expect(() => read('PK\u0003\u0004\u0014\u0000binary')).toThrow(/not a CSV file/);
    expect(() => read('%PDF-1.7\n...')).toThrow(/not a CSV file/);
  });

  it('reads a large file in one pass', () => {
    const row = `Analyst,Acme,Applied,2026-11-01,"${'x'.repeat(900)}"\n`;
    const csv = `Title,Company,Stage,Date applied,Notes\n${row.repeat(TRACKER_LIMITS.importRows)}`;
    expect(csv.length).toBeGreaterThan(1_800_000);
    const started = performance.now();
    expect(read(csv).records).toHaveLength(TRACKER_LIMITS.importRows);
    // Generous: only quadratic work would come near it.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('dates in spreadsheets', () => {
  it.each([
    ['2026-12-01', false, '2026-12-01'],
    ['2026/12/01', false, '2026-12-01'],
    ['12/01/2026', false, '2026-12-01'],
    ['12/01/2026', true, '2026-01-12'],
    ['13/01/2026', false, '2026-01-13'],
    ['01.12.2026', false, '2026-12-01'],
    ['12/1/26', false, '2026-12-01'],
    ['1 Dec 2026', false, '2026-12-01'],
    ['Dec 1, 2026', false, '2026-12-01'],
    ['December 1 2026', false, '2026-12-01'],
    ['Tue, 1st December, 2026', false, '2026-12-01'],
    ['12/01/2026 14:30', false, '2026-12-01'],
    ['46357', false, '2026-12-01'],
    ['46357.5', false, '2026-12-01'],
  ])('reads %s (day first: %s)', (text, dayFirst, date) => {
    expect(readCsvDate(text, dayFirst)?.date).toBe(date);
  });

  it('keeps the moment of an ISO date and time with its offset', () => {
    expect(readCsvDate('2026-12-01T09:30:00+01:00', false)).toEqual({
      date: '2026-12-01',
      at: new Date('2026-12-01T08:30:00Z'),
    });
  });

  it.each(['2026-02-30', '31/31/2026', 'soon', '5', '123456', 'Dec 2026', 'Smarch 1 2026', '1 2 3'])(
    'does not read %s',
    (text) => {
      expect(readCsvDate(text, false)).toBeNull();
    },
  );
});
