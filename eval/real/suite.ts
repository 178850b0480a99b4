import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Papa from 'papaparse';
import { analyzeResumeText } from '#server/ai/local/resume/analyze.ts';
import { extractText } from '#server/files/extract.ts';
import { findRole, titleWords } from '#server/knowledge/index.ts';
import { count, type SuiteResult, share } from '../report.ts';
import {
  CORPUS_DIR,
  categoryOf,
  loadRoleLabels,
  loadTextRoleLabels,
  type RoleLabel,
  skippedWithoutCorpus,
} from './labels.ts';

const MIN_CATEGORY_LABELS = 5;
/** The issue whose goals these are: printed against them, held by the baseline, not yet required. */
const OPEN_ISSUE = 46;
const sameTitle = (a: string, b: string) => titleWords(a).join(' ') === titleWords(b).join(' ');
const majorGroup = (soc: string) => soc.slice(0, 2);

type Labelled = Pick<RoleLabel, 'title' | 'accepted' | 'soc' | 'part'>;
/** One labelled resume as the engine read it: `name` and `category` say which, for the failures and the worst category. */
type Reading = {
  label: Labelled;
  name: string;
  category: string;
  title?: string;
  known: boolean;
  soc?: string;
};
type Read = Omit<Reading, 'label' | 'name' | 'category'>;

function roleRead(
  text: string,
  file: { format: 'pdf' | 'docx'; pageCount: number; twoColumns: boolean },
): Read {
  const { targetRole } = analyzeResumeText({ text, ...file });
  if (!targetRole) return { known: false };
  const known = targetRole.known !== false;
  return { title: targetRole.title, known, soc: known ? findRole(targetRole.title)?.soc : undefined };
}

async function readResume(label: RoleLabel): Promise<Reading> {
  const bytes = await readFile(join(CORPUS_DIR, 'resumes', `${label.file}.pdf`));
  const extraction = await extractText('pdf', bytes);
  const read = extraction.ok
    ? roleRead(extraction.text, {
        format: 'pdf',
        pageCount: extraction.pageCount,
        twoColumns: extraction.twoColumns,
      })
    : { known: false };
  return { label, name: label.file, category: categoryOf(label), ...read };
}

/** Right when the occupation read has a labelled SOC code, or the title read is one a recruiter accepts. */
const isRight = ({ label, title, soc }: Reading) =>
  (soc !== undefined && label.soc.includes(soc)) ||
  (title !== undefined && label.accepted.some((accepted) => sameTitle(accepted, title)));

/** The person's title is one the catalogue knows: then the occupation read must at least be of its major group. */
const titleInCatalogue = (label: Labelled) => findRole(label.title) !== undefined;

function describe({ label, name, title, known }: Reading): string {
  const read = title === undefined ? 'no role' : `${JSON.stringify(title)}${known ? '' : ' (kept, unknown)'}`;
  return `${name}: read ${read}, is ${JSON.stringify(label.title)} (${label.soc.join(' or ')})`;
}

function categoryFigure(readings: Reading[]) {
  const byCategory = Map.groupBy(readings, (reading) => reading.category);
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

/** The role figures of one labelled set, on its tuning part and its held-out part (whose failures are not listed). */
function roleFigures(suite: string, readings: Reading[]): SuiteResult {
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
    suite: `${suite} (${readings.length})`,
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

/**
 * Real resumes nobody here wrote (`../shared/corpus/resumes`, read from their PDF as an upload is), labelled with the
 * role a recruiter reads (eval/real/roles.json). Skipped, with a line saying so, where the corpus is absent.
 */
export async function evaluateReal(): Promise<SuiteResult> {
  const skipped = skippedWithoutCorpus('real', 'resumes');
  if (skipped) return skipped;
  const readings: Reading[] = [];
  for (const label of await loadRoleLabels()) readings.push(await readResume(label));
  return roleFigures('real', readings);
}

const TEXTS_FILE = join('resume-texts', 'alexlemelita-text-analysis-Resume.csv');
/** A page of a flattened text, for the analysis's length check only: the role does not depend on it. */
const WORDS_PER_PAGE = 500;

/** The file's distinct resume texts by the data row each first occurs in ('row-0'), with the dataset's category. */
async function distinctTexts(): Promise<Map<string, { text: string; category: string }>> {
  const csv = await readFile(join(CORPUS_DIR, TEXTS_FILE), 'utf8');
  const { data } = Papa.parse<{ Category: string; Resume: string }>(csv, {
    header: true,
    skipEmptyLines: true,
  });
  const byText = new Map<string, string>();
  const texts = new Map<string, { text: string; category: string }>();
  data.forEach(({ Category, Resume }, row) => {
    if (byText.has(Resume)) return;
    byText.set(Resume, `row-${row}`);
    texts.set(`row-${row}`, { text: Resume.replace(/\r\n?/g, '\n'), category: Category });
  });
  return texts;
}

/**
 * Real resume texts of another dataset (`../shared/corpus/resume-texts`, mostly Indian IT and engineering resumes
 * flattened to one field), each distinct text once, labelled with the role a recruiter reads
 * (eval/real/text-roles.json).
 */
export async function evaluateRealTexts(): Promise<SuiteResult> {
  const skipped = skippedWithoutCorpus('real texts', 'resume-texts');
  if (skipped) return skipped;
  const texts = await distinctTexts();
  const readings: Reading[] = [];
  for (const label of await loadTextRoleLabels()) {
    const found = texts.get(label.text);
    if (!found) throw new Error(`${label.text} is no distinct text of ${TEXTS_FILE}`);
    const pages = Math.max(1, Math.ceil(found.text.split(/\s+/).length / WORDS_PER_PAGE));
    const read = roleRead(found.text, { format: 'docx', pageCount: pages, twoColumns: false });
    readings.push({ label, name: label.text, category: found.category, ...read });
  }
  return roleFigures('real texts', readings);
}
