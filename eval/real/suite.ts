import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { analyzeResumeText } from '#server/ai/local/resume/analyze.ts';
import { extractText } from '#server/files/extract.ts';
import { findRole, titleWords } from '#server/knowledge/index.ts';
import { count, type SuiteResult, share } from '../report.ts';
import { CORPUS_DIR, categoryOf, loadRoleLabels, type RoleLabel, skippedWithoutCorpus } from './labels.ts';

const MIN_CATEGORY_LABELS = 5;
/** The issue whose goals these are: printed against them, held by the baseline, not yet required. */
const OPEN_ISSUE = 46;
const sameTitle = (a: string, b: string) => titleWords(a).join(' ') === titleWords(b).join(' ');
const majorGroup = (soc: string) => soc.slice(0, 2);

type Reading = { label: RoleLabel; title?: string; known: boolean; soc?: string };

async function readResume(label: RoleLabel): Promise<Reading> {
  const bytes = await readFile(join(CORPUS_DIR, 'resumes', `${label.file}.pdf`));
  const extraction = await extractText('pdf', bytes);
  if (!extraction.ok) return { label, known: false };
  const { targetRole } = analyzeResumeText({
    text: extraction.text,
    format: 'pdf',
    pageCount: extraction.pageCount,
    twoColumns: extraction.twoColumns,
  });
  if (!targetRole) return { label, known: false };
  const known = targetRole.known !== false;
  return { label, title: targetRole.title, known, soc: known ? findRole(targetRole.title)?.soc : undefined };
}

/** Right when the occupation read has a labelled SOC code, or the title read is one a recruiter accepts. */
const isRight = ({ label, title, soc }: Reading) =>
  (soc !== undefined && label.soc.includes(soc)) ||
  (title !== undefined && label.accepted.some((accepted) => sameTitle(accepted, title)));

/** The person's title is one the catalogue knows: then the occupation read must at least be of its major group. */
const titleInCatalogue = (label: RoleLabel) => findRole(label.title) !== undefined;

function describe({ label, title, known }: Reading): string {
  const read = title === undefined ? 'no role' : `${JSON.stringify(title)}${known ? '' : ' (kept, unknown)'}`;
  return `${label.file}: read ${read}, is ${JSON.stringify(label.title)} (${label.soc.join(' or ')})`;
}

function categoryFigure(readings: Reading[]) {
  const byCategory = Map.groupBy(readings, (reading) => categoryOf(reading.label));
  let worst = { name: 'none', right: 1, over: 1 };
  for (const [name, group] of byCategory) {
    if (group.length < MIN_CATEGORY_LABELS) continue;
    const right = group.filter(isRight).length;
    if (right / group.length < worst.right / worst.over) worst = { name, right, over: group.length };
  }
  return {
    metric: share(
      'role right, worst category of five or more labels (both parts)',
      worst.right,
      worst.over,
      0.75,
    ),
    worst: worst.name,
  };
}

/**
 * Real resumes nobody here wrote (`../shared/corpus/resumes`, read from their PDF as an upload is), labelled with the
 * role a recruiter reads (eval/real/roles.json). Skipped, with a line saying so, where the corpus is absent.
 */
export async function evaluateReal(): Promise<SuiteResult> {
  const skipped = skippedWithoutCorpus('real', 'resumes');
  if (skipped) return skipped;
  const labels = await loadRoleLabels();
  const readings: Reading[] = [];
  for (const label of labels) readings.push(await readResume(label));
  const part = (name: RoleLabel['part']) => readings.filter((reading) => reading.label.part === name);
  const tuning = part('tuning');
  const heldOut = part('held-out');
  const otherGroup = readings.filter(
    (reading) =>
      titleInCatalogue(reading.label) &&
      !isRight(reading) &&
      reading.soc !== undefined &&
      !reading.label.soc.some((soc) => majorGroup(soc) === majorGroup(reading.soc as string)),
  );
  // A title the catalogue does not know is kept as written, or read as an occupation a recruiter accepts for it:
  // never replaced by another occupation, nor dropped.
  const unknownTitles = readings.filter((reading) => !titleInCatalogue(reading.label));
  const kept = unknownTitles.filter(isRight);
  const failures = tuning.filter((reading) => !isRight(reading)).map(describe);
  const category = categoryFigure(readings);
  failures.unshift(`the worst category is ${category.worst}`);
  const heldOutWrong = heldOut.filter((reading) => !isRight(reading)).length;
  if (heldOutWrong > 0)
    failures.push(`and ${heldOutWrong} held-out resumes, not listed: they are kept out of tuning`);
  return {
    suite: `real (${readings.length})`,
    metrics: [
      share('role right, tuning part', tuning.filter(isRight).length, tuning.length),
      share('role right, held-out part', heldOut.filter(isRight).length, heldOut.length, 0.9),
      category.metric,
      count('role of another SOC major group, title in the catalogue', otherGroup.length, readings.length, 0),
      share('title not in the catalogue kept as written or read right', kept.length, unknownTitles.length, 1),
    ].map((metric) => ({ ...metric, openIssue: OPEN_ISSUE })),
    failures,
  };
}
