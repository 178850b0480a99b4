import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { PostingLine } from './posting-lines.ts';

/**
 * The employer's own text in a job posting, which asks nothing of a candidate: equal-opportunity and legal statements,
 * pay and benefits, physical demands, and what the company says about itself. No keyword, degree or year is read from
 * it. The phrases are data (`data/posting-boilerplate.json`).
 */

const phrases = z.array(z.string().min(1));
const boilerplateSchema = z.object({
  equalOpportunity: phrases,
  employerTerms: phrases,
  physicalDemands: phrases,
  benefitLeads: phrases,
  benefitTerms: phrases,
  companyMarkers: phrases,
  candidateWords: phrases,
  candidatePronouns: phrases,
  askingPhrases: phrases,
});
const BOILERPLATE = boilerplateSchema.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, 'data', 'posting-boilerplate.json'), 'utf8')),
);

const escaped = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any of the phrases at the start of a word (`atStart`: of the text); `whole`: only as whole words. */
function phrasePattern(list: string[], { whole = false, atStart = false, flags = 'iu' } = {}): RegExp {
  const before = atStart ? '^' : '(?<![\\p{L}\\p{N}])';
  const after = whole ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}(?:${list.map(escaped).join('|')})${after}`, flags);
}

const EQUAL_OPPORTUNITY = phrasePattern(BOILERPLATE.equalOpportunity);
const EMPLOYER_TERMS = phrasePattern(BOILERPLATE.employerTerms);
const PHYSICAL_DEMANDS = phrasePattern(BOILERPLATE.physicalDemands);
const BENEFIT_LEAD = phrasePattern(BOILERPLATE.benefitLeads, { whole: true, atStart: true });
const BENEFIT_TERMS = phrasePattern(BOILERPLATE.benefitTerms, { whole: true, flags: 'giu' });
const COMPANY_MARKERS = phrasePattern(BOILERPLATE.companyMarkers, { whole: true });
const CANDIDATE_WORDS = phrasePattern(BOILERPLATE.candidateWords);
const CANDIDATE_PRONOUNS = phrasePattern(BOILERPLATE.candidatePronouns, { whole: true });
const ASKING = phrasePattern(BOILERPLATE.askingPhrases);
/** '#LI-Remote #BI-Hybrid': a board's tags. */
const BOARD_TAGS = /^(?:#[\p{L}\p{N}_-]{1,40}\s{0,3}){1,10}$/u;

/** An equal-opportunity, accommodation or anti-discrimination statement. */
export const isEqualOpportunityStatement = (text: string) =>
  EQUAL_OPPORTUNITY.test(text) && !ASKING.test(text);

/**
 * 'Our claims and risk engineering services are recognized…': the company speaking of itself, not of the candidate.
 * A bullet is left alone: bulleted lines are the posting's lists of duties and requirements.
 */
const isCompanyTalk = (line: PostingLine) =>
  !line.bulleted &&
  COMPANY_MARKERS.test(line.text) &&
  !CANDIDATE_WORDS.test(line.text) &&
  !CANDIDATE_PRONOUNS.test(line.text);

/** Whether a line is the employer's text; a line that asks for knowledge ('Knowledge of EEO and FMLA') never is. */
export function isBoilerplate(line: PostingLine): boolean {
  const { text } = line;
  if (ASKING.test(text)) return false;
  return (
    isEqualOpportunityStatement(text) ||
    EMPLOYER_TERMS.test(text) ||
    PHYSICAL_DEMANDS.test(text) ||
    BENEFIT_LEAD.test(text) ||
    (text.match(BENEFIT_TERMS)?.length ?? 0) >= 2 ||
    BOARD_TAGS.test(text) ||
    isCompanyTalk(line)
  );
}
