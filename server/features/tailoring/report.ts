import type { Color } from 'pdf-lib';
import type {
  BulletRewrite,
  KeywordGap,
  KeywordHit,
  MatchPart,
  ParsePreview,
  RejectedRewrite,
  Tailoring,
  TargetJob,
} from '#common/api/tailoring.ts';
import {
  type EducationLevel,
  JOB_COMPANY_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  JOB_URL_MAX_LENGTH,
} from '#common/tailoring.ts';
import { singleLine } from '#server/generated/text.ts';
import { COLORS, ReportWriter } from './report-writer.ts';

const SIZES = { title: 19, heading: 13, subheading: 10.5, body: 10, small: 8.5 } as const;
const HEADING_KEEP = 3 * SIZES.body * 1.4;
const INDENT = 14;

const FIT_LABELS: Record<Tailoring['fit'], string> = {
  good: 'Good fit',
  stretch: 'A stretch',
  poor: 'Poor fit',
};

const SENIORITY_LABELS: Record<NonNullable<TargetJob['seniority']>, string> = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
};

const EDUCATION_LABELS: Record<EducationLevel, string> = {
  'high-school': 'High school',
  associate: 'Associate degree',
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
};

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** A resume's file name as the report shows it: longer than any a file system keeps is cut. */
const FILE_NAME_MAX_LENGTH = 255;

const fileNameOf = (tailoring: Tailoring) => singleLine(tailoring.resumeFileName, FILE_NAME_MAX_LENGTH);

/** The report's title, also its PDF title: one line, as the job's title and company are at most. */
export function reportTitle(job: Pick<TargetJob, 'title' | 'company'>): string {
  const title = singleLine(job.title, JOB_TITLE_MAX_LENGTH);
  const company = singleLine(job.company, JOB_COMPANY_MAX_LENGTH);
  return company === '' ? `Tailoring report: ${title}` : `Tailoring report: ${title} at ${company}`;
}

function creationDate(tailoring: Tailoring): Date {
  const date = new Date(tailoring.createdAt);
  if (Number.isNaN(date.getTime()))
    throw new TypeError(`The tailoring's creation date is not a date: '${tailoring.createdAt}'`);
  return date;
}

function scoreColor(score: number): Color {
  if (score >= 70) return COLORS.good;
  if (score >= 45) return COLORS.warning;
  return COLORS.poor;
}

function heading(writer: ReportWriter, text: string): void {
  writer.text(text, {
    size: SIZES.heading,
    weight: 'bold',
    color: COLORS.accent,
    before: 16,
    keepWithNext: HEADING_KEEP,
  });
  writer.space(2);
}

function note(writer: ReportWriter, text: string, indent = 0): void {
  writer.text(text, { size: SIZES.body, color: COLORS.muted, indent, before: 2 });
}

function labelled(writer: ReportWriter, label: string, text: string, indent: number, color?: Color): void {
  writer.paragraph(
    [
      { text: label, font: 'bold' },
      { text, font: 'regular' },
    ],
    { size: SIZES.body, indent, before: 3, color },
  );
}

function writeHeader(writer: ReportWriter, tailoring: Tailoring, date: Date): void {
  writer.text(reportTitle(tailoring.job), { size: SIZES.title, weight: 'bold' });
  note(writer, `Resume: ${fileNameOf(tailoring)} · Made ${DATE_FORMAT.format(date)}`);
  writer.space(10);
  writer.paragraph(
    [
      { text: `Match rate ${tailoring.matchRate}/100`, font: 'bold' },
      { text: `· ${FIT_LABELS[tailoring.fit]}`, font: 'regular' },
    ],
    { size: 15, color: scoreColor(tailoring.matchRate) },
  );
  writer.scoreBar(tailoring.matchRate, scoreColor(tailoring.matchRate));
  if (tailoring.fallbackNotice) note(writer, tailoring.fallbackNotice);
}

function jobFacts(job: TargetJob): string[] {
  const company = singleLine(job.company, JOB_COMPANY_MAX_LENGTH);
  const facts = [
    company === '' ? '' : `Company: ${company}`,
    job.seniority ? `Seniority: ${SENIORITY_LABELS[job.seniority]}` : '',
    job.years === null ? '' : `Experience: ${job.years}+ years`,
    job.education ? `Education: ${EDUCATION_LABELS[job.education]}` : '',
  ];
  return facts.filter((fact) => fact !== '');
}

function writeJob(writer: ReportWriter, job: TargetJob): void {
  heading(writer, 'The job');
  writer.text(singleLine(job.title, JOB_TITLE_MAX_LENGTH), { size: SIZES.subheading, weight: 'bold' });
  const facts = jobFacts(job);
  if (facts.length > 0) writer.text(facts.join(' · '), { size: SIZES.body, before: 2 });
  if (job.requiredSkills.length > 0) labelled(writer, 'Required skills:', job.requiredSkills.join(', '), 0);
  if (job.preferredSkills.length > 0)
    labelled(writer, 'Preferred skills:', job.preferredSkills.join(', '), 0);
  if (job.url) note(writer, singleLine(job.url, JOB_URL_MAX_LENGTH));
}

function writePart(writer: ReportWriter, part: MatchPart): void {
  writer.paragraph(
    [
      { text: `${part.label}: ${part.score}/100`, font: 'bold' },
      { text: `(${part.weight}% of the match rate)`, font: 'regular' },
    ],
    { size: SIZES.subheading, before: 8, keepWithNext: 2 * SIZES.body * 1.4 },
  );
  writer.scoreBar(part.score, scoreColor(part.score));
  writer.text(part.detail, { size: SIZES.body, before: 2 });
}

async function writeParts(writer: ReportWriter, parts: MatchPart[]): Promise<void> {
  heading(writer, 'How the match rate is made');
  for (const part of parts) {
    writePart(writer, part);
    await writer.breathe();
  }
}

function keywordGroups<Keyword extends KeywordHit | KeywordGap>(keywords: Keyword[]): [string, Keyword[]][] {
  const groups: [string, Keyword[]][] = [
    ['Required hard skills', keywords.filter((keyword) => keyword.required && keyword.kind === 'hard')],
    ['Required soft skills', keywords.filter((keyword) => keyword.required && keyword.kind === 'soft')],
    ['Preferred hard skills', keywords.filter((keyword) => !keyword.required && keyword.kind === 'hard')],
    ['Preferred soft skills', keywords.filter((keyword) => !keyword.required && keyword.kind === 'soft')],
  ];
  return groups.filter(([, members]) => members.length > 0);
}

function writeMatched(writer: ReportWriter, matched: KeywordHit[]): void {
  heading(writer, `Keywords your resume shows (${matched.length})`);
  if (matched.length === 0) {
    note(writer, 'The resume shows none of the keywords the posting asks for.');
    return;
  }
  for (const [label, keywords] of keywordGroups(matched)) {
    labelled(writer, `${label}:`, keywords.map((keyword) => keyword.keyword).join(', '), 0);
  }
}

function describeKeyword(keyword: KeywordGap): string {
  return `${keyword.required ? 'required' : 'preferred'} ${keyword.kind} skill`;
}

function writeGap(writer: ReportWriter, gap: KeywordGap): void {
  writer.paragraph(
    [
      { text: `• ${gap.keyword}`, font: 'bold' },
      { text: `— ${describeKeyword(gap)}`, font: 'regular' },
    ],
    { size: SIZES.body, before: 6, keepWithNext: SIZES.body * 1.4 },
  );
  const place = gap.placement.bullet
    ? `${gap.placement.section}, next to “${gap.placement.bullet}”`
    : gap.placement.section;
  labelled(writer, 'Would belong in:', place, INDENT);
  if (gap.evidenceNote) labelled(writer, 'Note:', gap.evidenceNote, INDENT, COLORS.warning);
}

async function writeMissing(writer: ReportWriter, missing: KeywordGap[]): Promise<void> {
  heading(writer, `Keywords the posting asks for that your resume does not show (${missing.length})`);
  if (missing.length === 0) {
    note(writer, 'The resume shows every keyword the posting asks for.');
    return;
  }
  note(writer, 'Add a keyword only where it is true of you, in the place suggested.');
  const required = missing.filter((gap) => gap.required);
  const preferred = missing.filter((gap) => !gap.required);
  for (const gap of [...required, ...preferred]) {
    writeGap(writer, gap);
    await writer.breathe();
  }
}

function previewSummary(preview: ParsePreview): string {
  const contact = (['name', 'email', 'phone', 'location'] as const).filter((field) => preview.contact[field]);
  const read = [
    contact.length > 0 ? `contact details (${contact.join(', ')})` : 'no contact details',
    `${preview.sections.length} section${preview.sections.length === 1 ? '' : 's'}`,
    `${preview.jobs.length} job${preview.jobs.length === 1 ? '' : 's'}`,
    `${preview.skills.length} skill${preview.skills.length === 1 ? '' : 's'}`,
  ];
  return `An applicant tracking system reads ${read.join(', ')}.`;
}

async function writePreview(writer: ReportWriter, preview: ParsePreview): Promise<void> {
  heading(writer, 'What an applicant tracking system reads');
  writer.text(previewSummary(preview), { size: SIZES.body });
  if (preview.warnings.length === 0) {
    note(writer, 'Nothing in the resume is likely to trip a parser.');
    return;
  }
  for (const warning of preview.warnings) {
    writer.text(`• ${warning.label}`, {
      size: SIZES.body,
      weight: 'bold',
      before: 6,
      keepWithNext: SIZES.body * 1.4,
    });
    writer.text(warning.detail, { size: SIZES.body, indent: INDENT, before: 2 });
    labelled(writer, 'Fix:', warning.fix, INDENT);
    await writer.breathe();
  }
}

function writeRewrite(writer: ReportWriter, rewrite: BulletRewrite, accepted: boolean): void {
  writer.paragraph(
    [
      { text: rewrite.section, font: 'bold' },
      { text: accepted ? '· Accepted' : '', font: 'regular' },
    ],
    {
      size: SIZES.subheading,
      before: 10,
      color: accepted ? COLORS.good : COLORS.text,
      keepWithNext: 2 * SIZES.body * 1.4,
    },
  );
  labelled(writer, 'Before:', rewrite.before, INDENT, COLORS.muted);
  labelled(writer, 'After:', rewrite.after, INDENT);
  for (const change of rewrite.changes) {
    writer.text(`• ${change.detail}`, {
      size: SIZES.small,
      indent: 2 * INDENT,
      before: 2,
      color: COLORS.muted,
    });
  }
}

async function writeRewrites(writer: ReportWriter, tailoring: Tailoring): Promise<void> {
  const accepted = new Set(tailoring.accepted);
  const acceptedCount = tailoring.rewrites.filter((rewrite) => accepted.has(rewrite.id)).length;
  heading(writer, `Bullet rewrites (${tailoring.rewrites.length}, ${acceptedCount} accepted)`);
  if (tailoring.rewrites.length === 0) {
    note(writer, 'No bullet needed a rewrite for this job.');
    return;
  }
  note(writer, 'Each rewrite says only what the resume already shows; fill in any [placeholder] yourself.');
  for (const rewrite of tailoring.rewrites) {
    writeRewrite(writer, rewrite, accepted.has(rewrite.id));
    await writer.breathe();
  }
}

async function writeRejected(writer: ReportWriter, rejected: RejectedRewrite[]): Promise<void> {
  if (rejected.length === 0) return;
  heading(writer, `Rewrites left out (${rejected.length})`);
  note(writer, 'The AI model suggested these, but they claim what the resume does not show.');
  for (const rewrite of rejected) {
    labelled(writer, 'Suggested:', rewrite.after, 0);
    labelled(writer, 'Not in the resume:', rewrite.unsupported.join(', '), INDENT, COLORS.poor);
    await writer.breathe();
  }
}

function setMetadata(writer: ReportWriter, tailoring: Tailoring, date: Date): void {
  const document = writer.document;
  document.setTitle(reportTitle(tailoring.job), { showInWindowTitleBar: true });
  document.setSubject(`Match rate, missing keywords and rewrites for ${fileNameOf(tailoring)}`);
  document.setProducer('CareerPilot');
  document.setCreator('CareerPilot');
  document.setLanguage('en');
  document.setCreationDate(date);
  document.setModificationDate(date);
}

/**
 * The tailoring as an A4 PDF report: match rate and its parts, keywords found and missing (with where each would
 * belong), the parse preview's warnings and the bullet rewrites. The same tailoring always gives the same bytes.
 */
export async function tailoringReportPdf(tailoring: Tailoring): Promise<Uint8Array> {
  const date = creationDate(tailoring);
  const writer = await ReportWriter.create();
  setMetadata(writer, tailoring, date);
  writeHeader(writer, tailoring, date);
  writeJob(writer, tailoring.job);
  await writeParts(writer, tailoring.parts);
  await writeMissing(writer, tailoring.missing);
  writeMatched(writer, tailoring.matched);
  await writePreview(writer, tailoring.preview);
  await writeRewrites(writer, tailoring);
  await writeRejected(writer, tailoring.rejectedRewrites);
  return writer.finish(`CareerPilot · ${reportTitle(tailoring.job)}`);
}
