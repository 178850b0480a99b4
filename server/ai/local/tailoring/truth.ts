import { skillsNamedIn, skillsShownBy, titleMentions } from '#server/knowledge/index.ts';
import { LICENCES } from '#server/knowledge/licences.ts';
import { createPhraseMatcher } from '#server/knowledge/phrase-matcher.ts';
import { numberOfWord, trimEdges } from '#server/knowledge/text.ts';

/**
 * What a rewritten bullet claims beyond the resume: skills, figures, names, job titles, degrees and certifications
 * the resume does not show anywhere. Every pass over the text is a single scan, so a long resume checks quickly.
 */

/** What the resume shows, read once and reused for every rewrite checked against it. */
export type ResumeEvidence = {
  /** Canonical names of the skills the resume names, and of the broader skills those show. */
  skills: ReadonlySet<string>;
  /** Figures as normalised keys: '40%', '1200', '1200000'. */
  figures: ReadonlySet<string>;
  /** Every word of the resume, lower case. */
  words: ReadonlySet<string>;
  /** The resume in lower case with runs of whitespace as one space, for phrases. */
  flatText: string;
  /** Degrees and certifications as normalised keys: 'mba', 'bachelors', 'pmp'. */
  qualifications: ReadonlySet<string>;
};

/** A visible invitation to the user such as '[how many?]' or '[by how much?]': never a claim. */
const PLACEHOLDER = /\[[^\]\n]{0,40}\]/g;

const flat = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

// ---------------------------------------------------------------------------------------------------------------
// Figures

const SCALES: Record<string, number> = {
  hundred: 1e2,
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  billion: 1e9,
  b: 1e9,
  bn: 1e9,
};

/**
 * A figure written in digits: '1,200', '$1.2M', '40 %', '3.5 million', '80K'. One word of scale or percent may
 * follow after a space; a letter of scale only right after the digits. 'One' is left out of the words: it is
 * more often 'one of' than a count.
 */
const DIGIT_FIGURE =
  /(?<![\p{L}\p{N}.,])[$€£₹]?\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(%|percent\b|per cent\b|hundred\b|thousand\b|million\b|billion\b|mn\b|bn\b)|(k|m|mm|b)\b)?/giu;
const WORD_FIGURE =
  /\b(zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|dozen)(?:[-\s](one|two|three|four|five|six|seven|eight|nine)\b)?(?:\s(%|percent\b|per cent\b|hundred\b|thousand\b|million\b|billion\b))?/giu;

export type Figure = { key: string; written: string };

/** A value as a key, free of floating-point noise: 1.2 × 10⁶ is '1200000'. */
const valueKey = (value: number, percent: boolean) => `${Number(value.toPrecision(12))}${percent ? '%' : ''}`;

function scaled(value: number, suffix: string | undefined): Figure['key'] {
  const word = (suffix ?? '').toLowerCase().replace(/\s+/g, ' ');
  const percent = word === '%' || word === 'percent' || word === 'per cent';
  return valueKey(value * (SCALES[word] ?? 1), percent);
}

/** Every figure in a text, normalised so that '40 %', '40%' and 'forty percent' are one; placeholders aside. */
export function figuresIn(text: string): Figure[] {
  const clean = text.replace(PLACEHOLDER, ' ');
  const figures: Figure[] = [];
  for (const match of clean.matchAll(DIGIT_FIGURE)) {
    const value = Number(`${(match[1] ?? '').replace(/,/g, '')}${match[2] ?? ''}`);
    figures.push({ key: scaled(value, match[3] ?? match[4]), written: match[0].trim() });
  }
  for (const match of clean.matchAll(WORD_FIGURE)) {
    const tens = numberOfWord(match[1] ?? '') ?? 0;
    const units = numberOfWord(match[2] ?? '') ?? 0;
    figures.push({ key: scaled(tens + units, match[3]), written: match[0].trim() });
  }
  return figures;
}

/** The figures a bullet states that its rewrite no longer does: a rewrite must keep every one. */
export function figuresDropped(before: string, after: string): string[] {
  const kept = new Set(figuresIn(after).map((figure) => figure.key));
  return figuresIn(before)
    .filter((figure) => !kept.has(figure.key))
    .map((figure) => figure.written);
}

// ---------------------------------------------------------------------------------------------------------------
// Degrees and certifications

/** Degrees by how people write them; the key is the spelling without dots, spaces, apostrophes or a final 's'. */
const DEGREE =
  /\b(?:(?:bachelor|master)(?:['’]?s\b|\s(?:of|in|degree)\b)|doctorate|ph\.?\s?d|mba|b\.\s?sc|m\.\s?sc|bsc|msc|b\.a\.|m\.a\.|b\.s\.|m\.s\.|b\.tech|m\.tech|btech|mtech|associate['’]?s degree|diploma)(?![\p{L}])/giu;
const CERTIFIED = /\b(?:certified|certification|certificate|licensed|license|licence|accredited)\b/giu;
const licenceNames = createPhraseMatcher(LICENCES.flatMap((licence) => licence.names));

const qualificationKey = (written: string) =>
  written
    .toLowerCase()
    .replace(/['’.\s]/g, '')
    .replace(/s$/, '');

type Qualification = { key: string; written: string; kind: 'degree' | 'certification' };

/**
 * The degrees and certifications a text names. Degrees are read with the skills' names blanked out (`skillPassages`),
 * since 'Scrum Master' is no master's degree; words of certification are read in the whole text ('Certified Scrum
 * Master' is one).
 */
function qualificationsIn(text: string, skillPassages: Iterable<string>): Qualification[] {
  const clean = text.replace(PLACEHOLDER, ' ');
  return [
    ...[...without(clean, skillPassages).matchAll(DEGREE)].map((match) => ({
      key: qualificationKey(match[0]),
      written: match[0],
      kind: 'degree' as const,
    })),
    // Any word of certification counts as the resume showing one; the exact credential is checked by name.
    ...[...clean.matchAll(CERTIFIED)].map((match) => ({
      key: 'certified',
      written: match[0],
      kind: 'certification' as const,
    })),
    ...licenceNames(clean).map(({ match }) => ({
      key: qualificationKey(match),
      written: match,
      kind: 'certification' as const,
    })),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Names and titles

/** Where a new sentence or list item starts, and so where a capital letter says nothing. */
const SEGMENT_BREAK = /(?<=[.!?:;|•·—–])\s+|\s{1,8}[-–—|•·]\s{1,8}|\n/;
/** Longer 'words' are no one's name, and are not worth trimming. */
const MAX_NAME_WORD = 60;
const CAPITALISED = /^\p{Lu}/u;
const isPunctuation = (character: string) => !/[\p{L}\p{N}]/u.test(character);
/** Capitalised in any text: the pronoun. */
const ALWAYS_ALLOWED = new Set(['i']);

/** The text with the given passages blanked out, longest first so that 'DFMEA' goes before 'FMEA' can split it. */
function without(text: string, passages: Iterable<string>): string {
  let rest = text;
  const longestFirst = [...new Set(passages)].sort((a, b) => b.length - a.length);
  for (const passage of longestFirst) if (passage !== '') rest = rest.replaceAll(passage, ' ');
  return rest;
}

/** Runs of capitalised words that do not open a sentence or a segment: names of people, employers and places. */
function capitalisedNames(text: string): string[] {
  const names: string[] = [];
  for (const segment of text.split(SEGMENT_BREAK)) {
    let run: string[] = [];
    const words = segment.trim().split(/\s+/);
    words.forEach((raw, position) => {
      const word = raw.length > MAX_NAME_WORD ? '' : trimEdges(raw, isPunctuation);
      const isName = position > 0 && CAPITALISED.test(word) && !ALWAYS_ALLOWED.has(word.toLowerCase());
      if (isName) run.push(word);
      // A name ends where a word ends in punctuation or a lower-case word follows.
      if (!isName || /[^\p{L}\p{N}]$/u.test(raw)) {
        if (run.length > 0) names.push(run.join(' '));
        run = [];
      }
    });
    if (run.length > 0) names.push(run.join(' '));
  }
  return names;
}

// ---------------------------------------------------------------------------------------------------------------

/** What a resume shows, for checking many rewrites against it. */
export function resumeEvidence(resumeText: string): ResumeEvidence {
  const shown = skillsShownBy(resumeText);
  return {
    skills: new Set(shown.keys()),
    figures: new Set(figuresIn(resumeText).map((figure) => figure.key)),
    words: new Set(wordsOf(resumeText)),
    flatText: flat(resumeText),
    qualifications: new Set(
      qualificationsIn(resumeText, [...shown.values()].flat()).map((found) => found.key),
    ),
  };
}

/** Each item once, in order. */
const unique = (items: string[]) => [...new Set(items)];

/** Everything `text` claims that the evidence does not show, readably: 'the skill Kubernetes', 'the number 40%'. */
export function claimsBeyond(evidence: ResumeEvidence, text: string): string[] {
  const clean = text.replace(PLACEHOLDER, ' ');
  const named = skillsNamedIn(clean);
  const skills = [...named.keys()]
    .filter((skill) => !evidence.skills.has(skill))
    .map((skill) => `the skill ${skill}`);
  const figures = figuresIn(clean)
    .filter((figure) => !evidence.figures.has(figure.key))
    .map((figure) => `the number ${figure.written}`);
  const skillPassages = [...named.values()].flat();
  const qualifications = qualificationsIn(clean, skillPassages);
  const unshownQualifications = qualifications
    .filter((found) => !evidence.qualifications.has(found.key))
    .map((found) => `the ${found.kind} ${found.written}`);
  const titles = titleMentions(without(clean, skillPassages));
  const unshownTitles = titles
    .filter(({ match }) => !evidence.flatText.includes(flat(match)))
    .map(({ match }) => `the title ${match}`);
  const rest = without(clean, [
    ...skillPassages,
    ...titles.map(({ match }) => match),
    ...qualifications.map((found) => found.written),
  ]);
  const names = capitalisedNames(rest)
    .filter((name) => !wordsOf(name).every((word) => evidence.words.has(word)))
    .map((name) => `the name ${name}`);
  return unique([...skills, ...figures, ...unshownQualifications, ...unshownTitles, ...names]);
}

/**
 * Everything a rewrite of a bullet claims that the resume does not show anywhere: skills (a broader skill shown
 * through a narrower one counts as shown), figures, names of employers and people, job titles, degrees and
 * certifications. The bullet as it was is not evidence of its own: only what the resume holds is.
 */
export function unsupportedClaims(resumeText: string, _before: string, after: string): string[] {
  return claimsBeyond(resumeEvidence(resumeText), after);
}
