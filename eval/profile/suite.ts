import { optimizeProfile } from '#server/ai/local/profile/optimize.ts';
import { count, type SuiteResult, share } from '../report.ts';
import { PROFILE_CASES } from './cases.ts';
import { PASTED_PROFILE_CASES } from './pasted-cases.ts';
import { evaluateRewrites } from './rewrites.ts';

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The rewrite's lines and bullets, without their bullet marks. */
const piecesOf = (summary: string) =>
  summary
    .split('\n')
    .map((line) => normalised(line.replace(/^\s*[•*-]\s*/, '')))
    .filter(Boolean);

/** A piece that is only part of one of the person's sentences: a sentence cut at a line break. */
const isFragment = (piece: string, sentences: string[]) =>
  sentences.some((sentence) => sentence !== piece && sentence.includes(piece));

/** Whether a title stands in a list of skills: after 'with', ':', ',' or 'and', or before ',' or 'and'. */
function inList(text: string, title: string): boolean {
  const index = text.indexOf(title);
  if (index < 0) return false;
  const before = text.slice(0, index).trimEnd();
  const after = text.slice(index + title.length).trimStart();
  return /(?:\bwith|[:,|]|\band)$/.test(before) || /^(?:,|and\b|\|)/.test(after);
}

export function evaluateProfiles(): SuiteResult {
  const failures: string[] = [];
  let countedExactly = 0;
  let aims = 0;
  let aimsKept = 0;
  let fragments = 0;
  let splicedTitles = 0;
  for (const profileCase of PROFILE_CASES) {
    const { id, request, summarySentences, headlineSkills, statedAim, notSkills = [] } = profileCase;
    const result = optimizeProfile(request);
    const sentences = summarySentences.map(normalised);

    const detail = result.checks.find((check) => check.id === 'headline-skills')?.detail ?? '';
    const counted = Number(detail.match(/^\d+/)?.[0] ?? Number.NaN);
    if (counted === headlineSkills.length) countedExactly += 1;
    else failures.push(`${id}: headline names ${headlineSkills.length} skills, judged '${detail}'`);

    if (statedAim !== undefined) {
      aims += 1;
      if (piecesOf(result.summary).some((piece) => piece.includes(normalised(statedAim)))) aimsKept += 1;
      else failures.push(`${id}: the stated aim is dropped: '${statedAim}'`);
    }

    for (const piece of piecesOf(result.summary).filter((line) => isFragment(line, sentences))) {
      fragments += 1;
      failures.push(`${id}: a broken line made a sentence: '${piece}'`);
    }

    const composed = [
      ...result.headline.split('|').slice(1),
      ...piecesOf(result.summary).filter(
        (piece) => ![...sentences, ...request.experience].some((own) => normalised(own).includes(piece)),
      ),
    ];
    for (const title of notSkills) {
      const spliced = composed.find((part) => inList(part, title));
      if (spliced === undefined) continue;
      splicedTitles += 1;
      failures.push(`${id}: '${title}' spliced in as a skill: '${normalised(spliced)}'`);
    }
  }
  const cases = PROFILE_CASES.length;
  const rewrites = evaluateRewrites(
    [...PROFILE_CASES, ...PASTED_PROFILE_CASES.filter((profileCase) => !profileCase.heldOut)],
    PASTED_PROFILE_CASES.filter((profileCase) => profileCase.heldOut),
  );
  return {
    suite: 'profile',
    metrics: [
      share('headline skills counted exactly', countedExactly, cases, 0.9),
      share('stated aim kept in the rewrite', aimsKept, aims, 1),
      count('sentences made of a broken line', fragments, cases, 0),
      count('titles or fragments spliced in as skills', splicedTitles, cases, 0),
      ...rewrites.metrics,
    ],
    failures: [...failures, ...rewrites.failures],
  };
}
