import type { ResumeAnalysis } from '#common/api/resume.ts';
import { analyzeResumeText } from '#server/ai/local/resume/analyze.ts';
import { parseResume, type ResumeFacts } from '#server/ai/local/resume/parse.ts';
import { findSkill, ROLES, skillsShownBy } from '#server/knowledge/index.ts';
import { quotedPassages } from '#server/knowledge/quotes.ts';
import { count, type SuiteResult, share } from '../report.ts';
import { loadResumeCases, type ResumeCase } from './case.ts';

const CONTACT_FIELDS = ['email', 'phone', 'linkedin', 'github', 'website', 'location'] as const;
const QUALITY_RANK = { weak: 0, medium: 1, strong: 2 } as const;

type Reading = {
  resume: ResumeCase;
  facts: ResumeFacts;
  inferred: ResumeAnalysis;
  targeted?: ResumeAnalysis;
};

const lower = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
/** A phone's digits, reading OCR's letter-for-digit confusions ('0l62', 'O1') as the digits they stand for. */
const digits = (text: string) => text.replace(/[lI|]/g, '1').replace(/[oO]/g, '0').replace(/\D/g, '');
const link = (text: string) =>
  lower(text)
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
const place = (text: string) => lower(text).replace(/[^\p{L}\p{N}, ]/gu, '');

function contactMatches(field: (typeof CONTACT_FIELDS)[number], gold: string, read: string): boolean {
  switch (field) {
    case 'email':
      return lower(gold) === lower(read);
    case 'phone':
      return digits(gold) === digits(read);
    case 'location': {
      // A label may give a whole street address; reading its town, or the town and region, is right.
      const goldPlace = place(gold);
      const readTown = place(read).split(',')[0]?.trim() ?? '';
      const goldTown = goldPlace.split(',')[0]?.trim() ?? '';
      return readTown !== '' && (goldPlace.includes(readTown) || place(read).includes(goldTown));
    }
    default:
      return link(gold) === link(read);
  }
}

const roleTitles = (role: ResumeCase['role']) =>
  role === null ? [] : typeof role === 'string' ? [role] : role;

/** A canonical skill name, or the label itself when the knowledge base does not know it (then it cannot be missing). */
const canonicalSkill = (name: string) => findSkill(name)?.name ?? name;

/** Lines a suggestion must never quote: headings, contact details, the name, and job header or date lines. */
function isStructuralLine(resume: ResumeCase, line: string): boolean {
  const text = lower(line);
  if (resume.sections.some((section) => lower(section.heading).replace(/:$/, '') === text.replace(/:$/, '')))
    return true;
  if (resume.name && text === lower(resume.name)) return true;
  // Not the location: a town is named in bullets too ('opened the Singapore office').
  const { location: _location, ...reachable } = resume.contact;
  const contact = Object.values(reachable).filter((value): value is string => value !== null);
  if (contact.some((value) => text.includes(lower(value)))) return true;
  if (
    resume.jobs.some(
      (job) => job.company && text.includes(lower(job.company)) && text.split(' ').length <= 14,
    )
  )
    return true;
  return /\b(?:19|20)\d{2}\b/.test(text) && text.split(' ').length <= 8;
}

function linesQuoting(resume: ResumeCase, passage: string): string[] {
  return resume.text.split('\n').filter((line) => passage !== '' && line.includes(passage));
}

const knownRoles = new Set(ROLES.map((role) => lower(role.title)));

function readCase(resume: ResumeCase): Reading {
  const layout = {
    format: resume.format,
    pageCount: resume.extracted?.pageCount ?? resume.pageCount,
    twoColumns: resume.extracted?.twoColumns ?? resume.twoColumns,
  };
  const [goldRole] = roleTitles(resume.role);
  return {
    resume,
    facts: parseResume(resume.text),
    inferred: analyzeResumeText({ text: resume.text, ...layout }),
    targeted: goldRole
      ? analyzeResumeText({ text: resume.text, ...layout, targetRole: goldRole })
      : undefined,
  };
}

/**
 * A block of contact lines is the header's business, whatever it is called ('Personal details' holds an address in
 * one country and a father's name in another), so sections are measured without it.
 */
const isMeasuredSection = (kind: string): boolean => kind !== 'other' && kind !== 'contact';

function measureSections(readings: Reading[], failures: string[]) {
  let shared = 0;
  let union = 0;
  for (const { resume, facts } of readings) {
    const gold = new Set<string>(resume.sections.map((section) => section.kind).filter(isMeasuredSection));
    const found = new Set<string>(facts.sections.map((section) => section.kind).filter(isMeasuredSection));
    const both = [...gold].filter((kind) => found.has(kind));
    shared += both.length;
    union += new Set([...gold, ...found]).size;
    const missed = [...gold].filter((kind) => !found.has(kind));
    const extra = [...found].filter((kind) => !gold.has(kind));
    if (missed.length + extra.length > 0)
      failures.push(`${resume.id}: sections missed [${missed.join(', ')}], extra [${extra.join(', ')}]`);
  }
  return share('sections found (shared / union of kinds)', shared, union, 0.97);
}

function measureContact(readings: Reading[], failures: string[]) {
  let right = 0;
  let fields = 0;
  let namesRight = 0;
  for (const { resume, facts } of readings) {
    for (const field of CONTACT_FIELDS) {
      const gold = resume.contact[field];
      const read = facts.contact[field];
      const ok = gold === null ? read === undefined : read !== undefined && contactMatches(field, gold, read);
      fields += 1;
      if (ok) right += 1;
      else
        failures.push(
          `${resume.id}: ${field} read ${JSON.stringify(read ?? null)}, is ${JSON.stringify(gold)}`,
        );
    }
    const nameOk =
      resume.name === null ? facts.name === undefined : lower(facts.name ?? '') === lower(resume.name);
    if (nameOk) namesRight += 1;
    else
      failures.push(
        `${resume.id}: name read ${JSON.stringify(facts.name ?? null)}, is ${JSON.stringify(resume.name)}`,
      );
  }
  return [
    share('contact fields right (empty when absent)', right, fields, 0.97),
    share('name right', namesRight, readings.length),
  ];
}

const sameBound = (gold: string, read: string | undefined) => read === gold;

const headerText = (part: string | null | undefined) =>
  (part ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
/** A title or employer is right when it is the one written, give or take case and spacing. */
const sameHeaderPart = (gold: string | null, read: string | undefined) =>
  headerText(gold) === headerText(read);

function measureJobs(readings: Reading[], failures: string[]) {
  const headers = { right: 0, counted: 0 };
  let found = 0;
  let counted = 0;
  for (const { resume, facts } of readings) {
    const entries = facts.entries.filter(
      (entry) => entry.section === 'experience' || entry.section === 'volunteering',
    );
    const unmatched = new Set(entries);
    for (const job of resume.jobs) {
      const entry = [...unmatched].find(
        (candidate) => sameBound(job.start, candidate.start) && sameBound(job.end, candidate.end),
      );
      counted += 1;
      if (entry) {
        unmatched.delete(entry);
        found += 1;
        headers.counted += 1;
        if (sameHeaderPart(job.title, entry.title) && sameHeaderPart(job.company, entry.company))
          headers.right += 1;
        else
          failures.push(
            `${resume.id}: job ${job.start} read as ${JSON.stringify([entry.title, entry.company])}, is ${JSON.stringify([job.title, job.company])}`,
          );
      } else failures.push(`${resume.id}: no job read as ${job.start} – ${job.end} (${job.title})`);
    }
    for (const extra of unmatched) {
      counted += 1;
      failures.push(
        `${resume.id}: read a job that is not there: ${JSON.stringify(extra.header)} ${extra.dates}`,
      );
    }
  }
  return [
    share('job date ranges right', found, counted, 0.95),
    share('job title and employer right, of the jobs found', headers.right, headers.counted, 0.95),
  ];
}

function measureRole(readings: Reading[], failures: string[]) {
  let right = 0;
  for (const { resume, inferred } of readings) {
    const gold = roleTitles(resume.role).map(lower);
    const read = inferred.targetRole?.title;
    const ok = gold.length === 0 ? read === undefined : read !== undefined && gold.includes(lower(read));
    const unknown = roleTitles(resume.role).filter((title) => !knownRoles.has(lower(title)));
    const lacking = unknown.length > 0 ? ` (the knowledge base lacks ${unknown.join(', ')})` : '';
    if (ok) right += 1;
    else
      failures.push(
        `${resume.id}: role read ${JSON.stringify(read ?? null)}, is ${JSON.stringify(resume.role)}${lacking}`,
      );
  }
  return share('role right', right, readings.length, 0.9);
}

function measureSkills(readings: Reading[], failures: string[]) {
  let falselyMissing = 0;
  let shown = 0;
  let seen = 0;
  for (const { resume, facts, inferred, targeted } of readings) {
    const gold = new Set(resume.skills.map(canonicalSkill));
    const mentioned = new Set(skillsShownBy(facts.text).keys());
    for (const skill of gold) {
      seen += 1;
      if (mentioned.has(skill)) shown += 1;
      else failures.push(`${resume.id}: skill ${JSON.stringify(skill)} not read`);
    }
    for (const analysis of [inferred, targeted]) {
      for (const keyword of analysis?.keywords ?? []) {
        if (!gold.has(canonicalSkill(keyword))) continue;
        falselyMissing += 1;
        failures.push(`${resume.id}: ${JSON.stringify(keyword)} reported missing, but the resume shows it`);
      }
    }
  }
  return [
    count('skills reported missing that the text shows', falselyMissing, readings.length, 0),
    share('skills the text shows that are read', shown, seen),
  ];
}

function measureAdvice(readings: Reading[], failures: string[]) {
  let structuralQuotes = 0;
  let contradictions = 0;
  let claims = 0;
  for (const { resume, inferred, targeted } of readings) {
    for (const analysis of [inferred, targeted]) {
      if (!analysis) continue;
      for (const suggestion of analysis.suggestions) {
        for (const passage of quotedPassages(suggestion)) {
          const lines = linesQuoting(resume, passage);
          if (lines.length > 0 && lines.every((line) => isStructuralLine(resume, line))) {
            structuralQuotes += 1;
            failures.push(
              `${resume.id}: a suggestion quotes a heading, contact, date or job-header line: ${suggestion}`,
            );
          }
        }
        if (/\byou have\b/i.test(suggestion)) {
          claims += 1;
          failures.push(`${resume.id}: a suggestion claims to know what the person has: ${suggestion}`);
        }
      }
      const praised = new Set(analysis.strengths.flatMap(quotedPassages));
      for (const suggestion of analysis.suggestions) {
        const contradicted = quotedPassages(suggestion).find(
          (passage) => praised.has(passage) && passage.split(' ').length > 3,
        );
        if (!contradicted) continue;
        contradictions += 1;
        failures.push(
          `${resume.id}: ${JSON.stringify(contradicted)} is praised and criticised in one analysis`,
        );
      }
    }
  }
  return [
    count(
      'suggestions quoting a heading, date, contact or job-header line',
      structuralQuotes,
      readings.length,
      0,
    ),
    count('suggestions contradicting a strength', contradictions, readings.length, 0),
    count('suggestions claiming what the person has', claims, readings.length, 0),
  ];
}

type Pairing = (better: ResumeCase, worse: ResumeCase) => boolean;
const anyBetterQuality: Pairing = (better, worse) =>
  QUALITY_RANK[better.quality] > QUALITY_RANK[worse.quality];
const strongOverWeak: Pairing = (better, worse) => better.quality === 'strong' && worse.quality === 'weak';

/** The pairs `pairing` picks, and how many of them `score` orders as their quality is (a tie counts against). */
function orderedPairs(readings: Reading[], score: (reading: Reading) => number, pairing: Pairing) {
  let ordered = 0;
  let pairs = 0;
  const misordered: string[] = [];
  for (const better of readings) {
    for (const worse of readings) {
      if (!pairing(better.resume, worse.resume)) continue;
      pairs += 1;
      if (score(better) > score(worse)) ordered += 1;
      else misordered.push(`${better.resume.id} (${score(better)}) ≤ ${worse.resume.id} (${score(worse)})`);
    }
  }
  return { ordered, pairs, misordered };
}

function measureScores(readings: Reading[], failures: string[]) {
  const overall = orderedPairs(readings, (reading) => reading.inferred.overallScore, anyBetterQuality);
  const content = orderedPairs(readings, (reading) => reading.inferred.contentQuality, strongOverWeak);
  failures.push(...overall.misordered.slice(0, 20).map((pair) => `overall score misordered: ${pair}`));
  failures.push(...content.misordered.map((pair) => `content score misordered (strong vs weak): ${pair}`));
  return [
    share('pairs ordered by quality (overall score)', overall.ordered, overall.pairs, 0.95),
    share('strong above weak on content', content.ordered, content.pairs, 1),
  ];
}

function measureLayout(readings: Reading[], failures: string[]) {
  const files = readings.filter((reading) => reading.resume.extracted);
  let right = 0;
  for (const { resume } of files) {
    if (resume.extracted?.twoColumns === resume.twoColumns) right += 1;
    else
      failures.push(
        `${resume.id}: two columns read as ${resume.extracted?.twoColumns}, is ${resume.twoColumns}`,
      );
  }
  return share('two-column layout read right (real files)', right, files.length, 0.95);
}

/** The resume corpus: reading (sections, contact, jobs), role, skills, advice and scores against the gold labels. */
export async function evaluateResumes(): Promise<SuiteResult> {
  const readings = (await loadResumeCases()).map(readCase);
  const failures: string[] = [];
  return {
    suite: `resumes (${readings.length})`,
    metrics: [
      measureSections(readings, failures),
      ...measureContact(readings, failures),
      ...measureJobs(readings, failures),
      measureRole(readings, failures),
      ...measureSkills(readings, failures),
      ...measureAdvice(readings, failures),
      ...measureScores(readings, failures),
      measureLayout(readings, failures),
    ],
    failures,
  };
}
