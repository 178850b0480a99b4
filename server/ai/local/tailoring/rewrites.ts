import type { BulletRewrite, TargetJob } from '#common/api/tailoring.ts';
import type { Bullet, ExperienceEntry, ResumeFacts, SectionKind } from '#server/ai/local/resume/parse.ts';
import { currentJob } from '#server/ai/local/resume/read-role.ts';
import type { BulletToRewrite } from '#server/ai/provider.ts';
import { findSkill, skillsNamedIn, skillsShownBy, weakPhrasesIn } from '#server/knowledge/index.ts';
import { contentStems } from '#server/knowledge/text.ts';
import { sentenceFaults } from '../grammar/grammar.ts';
import { inJobTerms, type JobTerms, jobTermsOf, wholeOccurrences } from './job-terms.ts';
import { numberForward } from './number-forward.ts';
import { strongerOpening, type Tense } from './openings.ts';
import { claimsBeyond, figuresDropped, figuresIn, resumeEvidence } from './truth.ts';
import { verbOfPast, verbOfPresent } from './verb-forms.ts';

type RewriteChange = BulletRewrite['changes'][number];

/** How many bullets a tailoring rewrites: enough to cover a job, few enough to read. */
export const MAX_BULLETS = 8;

const REWRITABLE_SECTIONS: ReadonlySet<SectionKind> = new Set(['experience', 'projects', 'volunteering']);

/** A bullet's id: its line among the resume's non-blank lines, stable for the same resume. */
const bulletId = (bullet: Bullet) => `b${bullet.line}`;

const DEFAULT_HEADINGS: Partial<Record<SectionKind, string>> = {
  experience: 'Experience',
  projects: 'Projects',
  volunteering: 'Volunteering',
};

function headingOf(facts: ResumeFacts, bullet: Bullet): string {
  const section = facts.sections.find((candidate) => candidate.lines.includes(bullet.line));
  return section?.heading || DEFAULT_HEADINGS[bullet.section] || 'Experience';
}

/** The job's skills by canonical name, and the stems of its title and listed skills. */
function jobVocabulary(job: TargetJob) {
  const skills = new Set(skillsShownBy(job.description).keys());
  for (const term of [...job.requiredSkills, ...job.preferredSkills]) {
    const skill = findSkill(term)?.name;
    if (skill) skills.add(skill);
  }
  const stems = new Set(contentStems([job.title, ...job.requiredSkills, ...job.preferredSkills].join(' ')));
  return { skills, stems };
}

/**
 * The bullets that matter to this job, in the resume's order: those that show the job's skills or share its terms
 * first (most shared first), then the most recent job's; at most `MAX_BULLETS`.
 */
export function chooseBullets(facts: ResumeFacts, job: TargetJob): BulletToRewrite[] {
  const { skills, stems } = jobVocabulary(job);
  const candidates = facts.bullets.filter((bullet) => REWRITABLE_SECTIONS.has(bullet.section));
  const relevance = (bullet: Bullet) => {
    const sharedSkills = [...skillsShownBy(bullet.text).keys()].filter((skill) => skills.has(skill)).length;
    const sharedStems = new Set(contentStems(bullet.text).filter((stem) => stems.has(stem))).size;
    return sharedSkills * 10 + sharedStems;
  };
  const relevant = candidates
    .map((bullet) => ({ bullet, score: relevance(bullet) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.bullet.line - b.bullet.line)
    .map(({ bullet }) => bullet);
  const recent = currentJob(facts)?.bullets ?? [];
  const chosen = [...new Set([...relevant, ...recent])].slice(0, MAX_BULLETS);
  return chosen
    .sort((a, b) => a.line - b.line)
    .map((bullet) => ({ id: bulletId(bullet), section: headingOf(facts, bullet), text: bullet.text }));
}

/** A current job's bullets are in the present tense when most of them open with a present-tense verb. */
function tenseOf(entry: ExperienceEntry | undefined): Tense {
  if (entry?.end !== 'present') return 'past';
  let present = 0;
  let past = 0;
  for (const bullet of entry.bullets) {
    const opening = bullet.text.match(/^[\p{L}-]{2,30}/u)?.[0] ?? '';
    if (verbOfPast(opening)) past += 1;
    else if (verbOfPresent(opening)) present += 1;
  }
  return present > past ? 'present' : 'past';
}

// Each step returns the bullet changed and why, or undefined when it has nothing honest to offer.
type Step = (text: string, tense: Tense) => { text: string; changes: RewriteChange[] } | undefined;

const openingStep: Step = (text, tense) => {
  const opening = strongerOpening(text, tense);
  if (!opening) return undefined;
  const detail = `Replaced the duty phrase ‘${opening.weak}’ with what you did (${opening.strong.toLowerCase()}).`;
  return { text: opening.text, changes: [{ kind: 'verb', detail }] };
};

/** Words that add length but no meaning, and what reads the same without them. */
const WORDY: readonly { pattern: RegExp; replacement: string; detail: string }[] = [
  {
    pattern: /(?<!\S)[Ss]uccessfully\s{1,3}/,
    replacement: '',
    detail: 'Dropped ‘successfully’: the result shows it.',
  },
  { pattern: /\bin\s{1,3}order\s{1,3}to\b/, replacement: 'to', detail: 'Shortened ‘in order to’ to ‘to’.' },
  {
    pattern: /\b[Uu]tili[sz](e|ed|es|ing)\b/,
    replacement: 'us$1',
    detail: 'Wrote ‘use’ for ‘utilize’: plainer, same meaning.',
  },
];

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const conciseStep: Step = (text) => {
  let result = text;
  const changes: RewriteChange[] = [];
  for (const wordy of WORDY) {
    if (!wordy.pattern.test(result)) continue;
    result = result.replace(wordy.pattern, wordy.replacement);
    changes.push({ kind: 'concise', detail: wordy.detail });
  }
  return changes.length > 0 ? { text: capitalise(result), changes } : undefined;
};

const numberStep: Step = (text, tense) => {
  const moved = numberForward(text, tense);
  if (!moved) return undefined;
  const detail = `Moved the result you already state (${moved.figure}) to the front, where a reader skimming sees it.`;
  return { text: moved.text, changes: [{ kind: 'number-forward', detail }] };
};

/** The job's terms, adding each broader skill the resume nowhere names once across the bullets at most. */
function termsStep(terms: JobTerms, resumeText: string): Step {
  const namedInResume = new Set(skillsNamedIn(resumeText).keys());
  const added = new Set<string>();
  return (text) => {
    const changed = inJobTerms(text, terms, (skill) => !namedInResume.has(skill) && !added.has(skill));
    if (!changed) return undefined;
    for (const skill of changed.added) added.add(skill);
    return {
      text: changed.text,
      changes: changed.details.map((detail) => ({ kind: 'job-term' as const, detail })),
    };
  };
}

/** Verbs of a change in size ('Reduced', 'Grew'), which a figure for how much would show. */
const SCALE_VERBS = new Set([
  'reduce',
  'increase',
  'improve',
  'cut',
  'grow',
  'boost',
  'accelerate',
  'raise',
  'save',
  'lower',
  'shorten',
  'expand',
  'generate',
  'maximize',
  'minimize',
  'speed',
]);
/** Verbs of work with people or items, which a count would show ('Trained new hires'). */
const COUNT_VERBS = new Set([
  'lead',
  'manage',
  'supervise',
  'train',
  'mentor',
  'coach',
  'hire',
  'onboard',
  'recruit',
  'teach',
  'tutor',
  'interview',
  'serve',
  'process',
  'resolve',
  'answer',
  'screen',
]);
/** Where the 'how much' of a change ends: before the means or the next clause. */
const AFTER_THE_CHANGE = /\s(?:by|through|via|using|with|across)\s|[,;]\s|\s[-–—]\s/;
const TEAM = /^(?:(?:a|the|my|our)\s{1,3})?(?:\p{Ll}{2,20}\s{1,3}){0,2}team\b(\s{1,3}of\b)?/u;
/** Words that open a phrase that is not a countable object: 'the budget', 'on the team', 'across sites'. */
const NOT_AN_OBJECT = new Set(
  (
    'the a an our their my his her its all this that these those on in at for with to from of as across during by ' +
    'into over under within between through via and or'
  ).split(' '),
);
/** Plurals that are not counted: 'Managed secondary sales'. */
const UNCOUNTED = new Set([
  'sales',
  'operations',
  'logistics',
  'analytics',
  'finances',
  'communications',
  'relations',
]);
const isCountedPlural = (word: string) => /^\p{Ll}{2,20}[^su]s$/u.test(word) && !UNCOUNTED.has(word);

/** Whether the verb is followed by a plural it could count, with at most two words before it: 'new hires'. */
function opensWithCountedObject(rest: string): boolean {
  const words = rest.split(/\s+/).slice(0, 3);
  if (NOT_AN_OBJECT.has(words[0]?.toLowerCase() ?? '')) return false;
  for (const word of words) {
    const bare = word.replace(/[.,;:]$/, '');
    if (!/^[\p{Ll}-]+$/u.test(bare)) return false;
    if (isCountedPlural(bare)) return true;
    if (bare !== word) return false;
  }
  return false;
}

/** Where a second action starts ('… and wrote tests'), so that 'by how much' stays with the first. */
function nextAction(text: string): number | undefined {
  for (const match of text.matchAll(/\s(?:and|or)\s([\p{L}-]{2,30})/gu)) {
    const word = match[1] ?? '';
    if (verbOfPast(word) || verbOfPresent(word)) return match.index;
  }
  return undefined;
}

const PLACEHOLDER_DETAIL =
  'A number would show the scale: replace the placeholder with the real figure, or delete it if you do not know it.';

const placeholderStep: Step = (text) => {
  if (figuresIn(text).length > 0) return undefined;
  const opening = text.match(/^([\p{L}-]{2,30})\s{1,3}/u);
  const verb = verbOfPast(opening?.[1] ?? '') ?? verbOfPresent(opening?.[1] ?? '');
  if (!opening || !verb) return undefined;
  const head = opening[0];
  const rest = text.slice(head.length);
  if (SCALE_VERBS.has(verb.present)) {
    const end = Math.min(
      rest.match(AFTER_THE_CHANGE)?.index ?? Number.POSITIVE_INFINITY,
      nextAction(rest) ?? Number.POSITIVE_INFINITY,
      rest.replace(/[.!]$/, '').length,
    );
    const withPlaceholder = `${head}${rest.slice(0, end)} [by how much?]${rest.slice(end)}`;
    return { text: withPlaceholder, changes: [{ kind: 'placeholder', detail: PLACEHOLDER_DETAIL }] };
  }
  if (!COUNT_VERBS.has(verb.present)) return undefined;
  const team = rest.match(TEAM);
  // 'a team of 8' already says how many.
  if (team && !team[1]) {
    const withPlaceholder = `${head}${team[0]} of [how many?]${rest.slice(team[0].length)}`;
    return { text: withPlaceholder, changes: [{ kind: 'placeholder', detail: PLACEHOLDER_DETAIL }] };
  }
  if (!opensWithCountedObject(rest)) return undefined;
  return {
    text: `${head}[how many?] ${rest}`,
    changes: [{ kind: 'placeholder', detail: PLACEHOLDER_DETAIL }],
  };
};

/** One line: a word hyphenated over a line break joined again ('up-\ngrades'), other breaks as spaces. */
const squash = (text: string) =>
  text
    .replace(/(?<=\p{Ll})-\n\s{0,20}(?=\p{Ll})/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Where a bullet's main clause ends: a figure before it is a result that leads, one a skimming reader sees. */
const AFTER_THE_MAIN_CLAUSE = /[,;]\s|\s(?:by|through|via)\s/;

/**
 * The engine's own checks of one bullet, in points: it opens with what was done, has no duty phrase and no padding,
 * states a figure (a placeholder inviting one counts for less) in its main clause, writes the job's own terms, and
 * reads as English. A rewrite is offered only where it scores higher than the bullet.
 */
export function bulletStrength(text: string, terms: JobTerms): number {
  const opening = text.match(/^[\p{L}-]{2,30}/u)?.[0] ?? '';
  const opensWithAction = verbOfPast(opening) !== undefined || verbOfPresent(opening) !== undefined;
  const figures = figuresIn(text).filter((figure) => !/^(?:19|20)\d\d$/.test(figure.key));
  const clauseEnd = text.search(AFTER_THE_MAIN_CLAUSE);
  const mainClause = clauseEnd < 0 ? text : text.slice(0, clauseEnd);
  const resultLeads = figures.some((figure) => mainClause.includes(figure.written));
  const lower = text.toLowerCase();
  const jobTermsWritten = [...terms.values()].filter(
    ({ term }) => wholeOccurrences(lower, term.toLowerCase()).length > 0,
  ).length;
  return (
    (opensWithAction ? 2 : 0) +
    (weakPhrasesIn(text).length === 0 ? 2 : 0) +
    (WORDY.some((wordy) => wordy.pattern.test(text)) ? 0 : 1) +
    (figures.length > 0 ? 2 : text.includes('[') ? 1 : 0) +
    (resultLeads ? 1 : 0) +
    jobTermsWritten -
    2 * sentenceFaults(text).length
  );
}

/**
 * A step's result as the rewrite may take it: opening with a capital where the bullet did, keeping every figure the
 * text stated, and with no fault of grammar the text did not have; else undefined, and the step is skipped.
 */
function soundStep(before: string, after: string): string | undefined {
  const capitalised = /^\p{Lu}/u.test(before) ? capitalise(after) : after;
  const faultsBefore = new Set(sentenceFaults(before));
  const newFault = sentenceFaults(capitalised).some((fault) => !faultsBefore.has(fault));
  return figuresDropped(before, capitalised).length === 0 && !newFault ? capitalised : undefined;
}

function entryOfLine(facts: ResumeFacts): Map<number, ExperienceEntry> {
  const entries = new Map<number, ExperienceEntry>();
  for (const entry of facts.entries) for (const bullet of entry.bullets) entries.set(bullet.line, entry);
  return entries;
}

/**
 * Each bullet rewritten for the job where an honest change helps: a stronger opening verb, plainer words, a result
 * the bullet states moved forward, the job's own term for a skill the bullet shows, and a visible placeholder where
 * a figure would help. A step that would drop a figure or break the grammar is skipped, and a rewrite is offered
 * only where `bulletStrength` scores it higher than the bullet; a bullet with nothing to improve is left out. These are drafts: `rewriteBulletsLocally`
 * keeps only those that claim nothing the resume does not show (by construction, all of them).
 */
export function draftRewrites(
  facts: ResumeFacts,
  job: TargetJob,
  bullets: BulletToRewrite[],
): BulletRewrite[] {
  const terms = jobTermsOf(job);
  const steps = [openingStep, conciseStep, numberStep, termsStep(terms, facts.text), placeholderStep];
  const entries = entryOfLine(facts);
  return bullets.flatMap((bullet) => {
    const line = Number(bullet.id.match(/^b(\d{1,6})$/)?.[1] ?? -1);
    const tense = tenseOf(entries.get(line));
    const original = squash(bullet.text);
    let text = original;
    const changes: RewriteChange[] = [];
    for (const step of steps) {
      const changed = step(text, tense);
      const sound = changed && soundStep(text, changed.text);
      if (!changed || !sound) continue;
      text = sound;
      changes.push(...changed.changes);
    }
    const stronger = bulletStrength(text, terms) > bulletStrength(original, terms);
    if (changes.length === 0 || text === original || !stronger) return [];
    return [{ id: bullet.id, section: bullet.section, before: bullet.text, after: text, changes }];
  });
}

/** The built-in engine's rewrites of the bullets for the job, none claiming what the resume does not show. */
export function rewriteBulletsLocally(
  facts: ResumeFacts,
  job: TargetJob,
  bullets: BulletToRewrite[],
): BulletRewrite[] {
  const evidence = resumeEvidence(facts.text);
  return draftRewrites(facts, job, bullets).filter(
    (rewrite) => claimsBeyond(evidence, rewrite.after).length === 0,
  );
}
