import type { ProfileCheck, ProfileTargetRole } from '#common/api/linkedin.ts';
import { counted } from '#common/format-count.ts';
import { HEADLINE_MAX_LENGTH, SUMMARY_MAX_LENGTH } from '#common/linkedin.ts';
import type { ProfileOptimizationRequest, ProfileOptimizationResult } from '#server/ai/provider.ts';
import {
  findRole,
  inferRole,
  ROLE_FAMILIES,
  type Role,
  skillsNamedIn,
  skillsShownBy,
} from '#server/knowledge/index.ts';
import { ownTitle } from '#server/knowledge/own-title.ts';
import { listPhrase } from '#server/knowledge/quotes.ts';
import { sentences, words } from '#server/knowledge/text.ts';
import { sentenceFaults } from '../grammar/grammar.ts';
import { weightedCheck } from '../weighted-check.ts';
import { buzzwordsIn } from './buzzwords.ts';
import { carriesFacts, ownSentence } from './without-buzzwords.ts';

const SUMMARY_BAND = { min: 600, max: 2000 } as const;
const HEADLINE_MIN_LENGTH = 40;
const SKILLS_WANTED = 10;
const MAX_KEYWORDS = 10;

const VALUE_STATEMENT =
  /\b(?:help(?:s|ing)?|turn(?:s|ing)?|driv(?:e|es|ing)|build(?:s|ing)?|deliver(?:s|ing)?|grow(?:s|ing)?|reduc(?:e|es|ing)|improv(?:e|es|ing)|transform(?:s|ing)?|enabl(?:e|es|ing)|creat(?:e|es|ing)|solv(?:e|es|ing)|protect(?:s|ing)?|lead(?:s|ing)?|caring for|making)\b/i;
const CALL_TO_ACTION =
  /\b(?:reach out|connect with me|let'?s connect|get in touch|contact me|message me|email me|let'?s talk|open to|looking for|feel free)\b/i;
/** A career changer stating where they are heading: 'moving into', 'seeking to transition', 'my goal is'. */
const STATED_AIM =
  /\b(?:transition(?:ing)? (?:in)?to|seeking to|mov(?:e|ing) into|pivot(?:ing)? (?:in)?to|looking (?:for|to)|aim(?:ing)? (?:to|for)|my goal is|i want to|i hope to|aspiring)\b/i;
/** The last word of a job title: 'Sales & Marketing Head', 'HR Manager' are titles, not skills. */
const TITLE_WORD =
  /^(?:manager|head|director|lead|leader|officer|executive|specialist|coordinator|consultant|analyst|engineer|developer|designer|accountant|nurse|teacher|chef|captain|associate|assistant|intern|partner|representative|administrator|supervisor|president)s?$/i;
/**
 * A bullet, an emoji or a number opening a line: a list item, a line of its own whether or not it ends in a full
 * stop.
 */
const LIST_ITEM = /^\s*(?:[•·▪◦*–\-➤►▶→✓✔◆■●]|\p{Extended_Pictographic}\uFE0F?|\d{1,2}[.)])\s*/u;
const ENDS_SENTENCE = /[.!?:;]["'”’)]?$/;
/** A line this short that ends without punctuation is a heading, not a sentence wrapped onto the next line. */
const HEADING_WORDS = 4;
const NUMBER = /\d[\d,.]*\s*(?:%|\+|k\b|m\b|x\b)?|\$\s?\d[\d,.]*\s*(?:k|m|million|billion)?/gi;

type Facts = {
  request: ProfileOptimizationRequest;
  role: Role | undefined;
  /** The role measured against as the review reports it: a title the catalogue does not know is `known: false`. */
  targetRole: ProfileTargetRole | undefined;
  roleSkills: string[];
  profileText: string;
  shown: Map<string, string[]>;
  skillsListed: Map<string, string>;
};

function roleTitlesIn(text: string, role: Role | undefined): string | undefined {
  if (!role) return undefined;
  const lower = text.toLowerCase();
  const title = [role.title, ...role.aliases]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => lower.includes(candidate.toLowerCase()));
  if (!title) return undefined;
  const start = lower.indexOf(title.toLowerCase());
  const written = text.slice(start, start + title.length);
  // Running text ('a project manager role') writes the title in lower case; a headline needs it as a title.
  return written === written.toLowerCase() ? title : written;
}

/** The headline's first segment as the user wrote it ('Senior Data Analyst'), when it names the role. */
function headlineTitle(headline: string, role: Role | undefined): string | undefined {
  const [first] = headline.split(/[|•·,]|\s[-–—]\s/);
  const segment = first?.trim();
  return segment && role && findRole(segment)?.id === role.id ? segment : undefined;
}

const isJobTitle = (text: string) => TITLE_WORD.test(words(text).at(-1) ?? '');

/** Whether a passage is a word of a job title in the text, as 'Performance Marketing' in 'Performance Marketing Manager'. */
function partOfTitle(text: string, passage: string): boolean {
  const after = text.slice(text.indexOf(passage) + passage.length);
  const [nextWord = ''] = /^[ \t]*\p{L}+/u.exec(after) ?? [];
  return isJobTitle(passage) || TITLE_WORD.test(nextWord.trim());
}

/** Where a phrase stands in the text as whole words, ignoring case, or -1. */
function wholeWordIndex(text: string, phrase: string): number {
  const index = text.toLowerCase().indexOf(phrase.toLowerCase());
  const isWordCharacter = (character = '') => /[\p{L}\p{N}]/u.test(character);
  if (index < 0 || isWordCharacter(text[index - 1]) || isWordCharacter(text[index + phrase.length]))
    return -1;
  return index;
}

/**
 * Every skill the headline names, however many: those the knowledge base knows and those of the person's own skills
 * list, but not the words of their job title.
 */
function headlineSkills(headline: string, listedSkills: string[]): string[] {
  const known = [...skillsNamedIn(headline).entries()].filter(([, passages]) =>
    passages.some((passage) => !partOfTitle(headline, passage)),
  );
  const passages = known.flatMap(([, found]) => found.map((passage) => passage.toLowerCase()));
  const listed = listedSkills.filter((skill) => {
    const lower = skill.trim().toLowerCase();
    return (
      lower !== '' &&
      !isJobTitle(skill) &&
      wholeWordIndex(headline, skill.trim()) >= 0 &&
      !passages.some((passage) => passage.includes(lower) || lower.includes(passage))
    );
  });
  return [...known.map(([name]) => name), ...listed.map((skill) => skill.trim())];
}

/**
 * Lines joined where a soft line break wrapped a sentence: a break ends a sentence only after sentence punctuation,
 * around a list item, after a short heading, or at a blank line.
 */
function unwrapped(text: string): string {
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    const previous = lines.at(-1)?.trimEnd();
    const wrapped =
      previous !== undefined &&
      previous !== '' &&
      line.trim() !== '' &&
      !ENDS_SENTENCE.test(previous) &&
      !LIST_ITEM.test(previous) &&
      !LIST_ITEM.test(line) &&
      words(previous).length > HEADING_WORDS;
    if (wrapped) lines[lines.length - 1] = `${previous} ${line.trim()}`;
    else lines.push(line);
  }
  return lines.join('\n');
}

/** The sentences and list items of a text someone pasted, each whole, without its bullet. */
function sentencesOf(text: string): string[] {
  return sentences(unwrapped(text))
    .map((sentence) => sentence.replace(LIST_ITEM, ''))
    .filter((sentence) => words(sentence).length > 0);
}

function headlineChecks({ request, role }: Facts, headline: string): ProfileCheck[] {
  const inHeadline = headlineSkills(headline, request.skills);
  const buzzwords = buzzwordsIn(headline);
  return [
    weightedCheck(
      'headline',
      'headline-length',
      `Uses the room LinkedIn gives (${HEADLINE_MIN_LENGTH}–${HEADLINE_MAX_LENGTH} characters)`,
      8,
      headline.length / HEADLINE_MIN_LENGTH,
      `${headline.length} characters.`,
    ),
    weightedCheck(
      'headline',
      'headline-role',
      'Names the role you want',
      10,
      roleTitlesIn(headline, role) ? 1 : 0,
      role ? `Looked for ${role.title} or a close title.` : 'No target role could be read from the profile.',
    ),
    weightedCheck(
      'headline',
      'headline-skills',
      'Names two or more skills',
      8,
      inHeadline.length / 2,
      inHeadline.length === 0
        ? '0 skills named.'
        : `${inHeadline.length} ${inHeadline.length === 1 ? 'skill' : 'skills'} named: ${listPhrase(inHeadline)}.`,
    ),
    weightedCheck(
      'headline',
      'headline-value',
      'Says what value you bring',
      6,
      VALUE_STATEMENT.test(headline) ? 1 : 0,
      VALUE_STATEMENT.test(headline) ? 'A value statement is there.' : 'No statement of what you deliver.',
    ),
    weightedCheck(
      'headline',
      'headline-buzzwords',
      'No empty buzzwords',
      3,
      buzzwords.length === 0 ? 1 : 0,
      buzzwordsDetail(buzzwords, 'headline'),
    ),
  ];
}

function buzzwordsDetail(found: { match: string }[], where: string): string {
  return found.length === 0
    ? `None in the ${where}.`
    : `Found ${listPhrase([...new Set(found.map(({ match }) => match))])} in the ${where}.`;
}

function summaryChecks({ roleSkills }: Facts, summary: string): ProfileCheck[] {
  const buzzwords = buzzwordsIn(summary);
  const length = summary.length;
  const lengthFraction =
    length < SUMMARY_BAND.min ? length / SUMMARY_BAND.min : Math.min(1, SUMMARY_BAND.max / length);
  const [opening = ''] = sentencesOf(summary);
  const openingWords = words(opening).length;
  const hook =
    openingWords > 0 &&
    openingWords <= 30 &&
    buzzwordsIn(opening).length === 0 &&
    !/^i am an? /i.test(opening);
  const numbers = summary.match(NUMBER) ?? [];
  const keywords = [...skillsNamedIn(summary).keys()].filter((skill) => roleSkills.includes(skill));
  return [
    weightedCheck(
      'summary',
      'summary-length',
      `About section of ${SUMMARY_BAND.min}–${SUMMARY_BAND.max} characters`,
      10,
      lengthFraction,
      `${length} characters.`,
    ),
    weightedCheck(
      'summary',
      'summary-hook',
      'Opens with a short, specific hook',
      8,
      hook ? 1 : 0,
      hook ? 'The first sentence is a hook.' : 'The first sentence does not grab attention.',
    ),
    weightedCheck(
      'summary',
      'summary-achievements',
      'Backs claims with numbers',
      10,
      numbers.length / 2,
      `${numbers.length} numbers found.`,
    ),
    weightedCheck(
      'summary',
      'summary-keywords',
      'Works in the keywords of the role',
      7,
      keywords.length / 3,
      `${keywords.length} role keywords.`,
    ),
    weightedCheck(
      'summary',
      'summary-call-to-action',
      'Ends with a call to action',
      5,
      CALL_TO_ACTION.test(summary) ? 1 : 0,
      CALL_TO_ACTION.test(summary)
        ? 'Invites readers to get in touch.'
        : 'Does not say how or why to get in touch.',
    ),
    weightedCheck(
      'summary',
      'summary-buzzwords',
      'No empty buzzwords in the About section',
      3,
      buzzwords.length === 0 ? 1 : 0,
      buzzwordsDetail(buzzwords, 'About section'),
    ),
  ];
}

function skillsChecks({ request, roleSkills, skillsListed }: Facts): ProfileCheck[] {
  const relevant = [...skillsListed.keys()].filter((skill) => roleSkills.includes(skill));
  const topThree = request.skills.slice(0, 3).map((skill) => findCanonical(skill));
  const topRelevant = topThree.filter((skill) => skill && roleSkills.includes(skill)).length;
  return [
    weightedCheck(
      'skills',
      'skills-count',
      `Lists at least ${SKILLS_WANTED} skills`,
      8,
      request.skills.length / SKILLS_WANTED,
      `${counted(request.skills.length, 'skill')}.`,
    ),
    weightedCheck(
      'skills',
      'skills-relevance',
      'Skills fit the target role',
      10,
      request.skills.length === 0 ? 0 : relevant.length / Math.min(request.skills.length, 8),
      `${relevant.length} of ${counted(request.skills.length, 'skill')} ${relevant.length === 1 ? 'belongs' : 'belong'} to the role.`,
      0.75,
    ),
    weightedCheck(
      'skills',
      'skills-order',
      'Puts the role’s key skills first',
      7,
      topRelevant / 3,
      `${topRelevant} of the first 3 are key skills.`,
    ),
  ];
}

function findCanonical(term: string): string | undefined {
  const [first] = skillsNamedIn(term).keys();
  return first;
}

/**
 * A figure other than a year or a digit inside a name ('B2B', 'GA4'): '340', '45 Cr', '38%'. A date range alone
 * makes a job header, not an achievement.
 */
const hasFigure = (sentence: string) =>
  (sentence.match(/(?<![\p{L}\d])\d+/gu) ?? []).some((digits) => !/^(?:19|20)\d\d$/.test(digits));

/** The user's sentences that carry a figure: their achievements, in their own words. */
function achievementSentences(text: string): string[] {
  return sentencesOf(text).filter((sentence) => hasFigure(sentence) && buzzwordsIn(sentence).length === 0);
}

/** The summary's sentences as a rewrite may use them: without buzzwords, or as written where they carry facts. */
function ownSentencesOf(summary: string): string[] {
  return sentencesOf(summary).flatMap((sentence) => ownSentence(sentence) ?? []);
}

/** The summary's list items as a rewrite may use them: they stay together, in the person's order. */
function listItemsOf(summary: string): string[] {
  return sentences(unwrapped(summary))
    .filter((sentence) => LIST_ITEM.test(sentence))
    .flatMap((sentence) => ownSentence(sentence.replace(LIST_ITEM, '')) ?? []);
}

/** The headline's segments as written: between pipes, bullets or a spaced dash. */
const segmentsOf = (headline: string) =>
  headline
    .split(/[|•·]|\s[-–—]\s/)
    .map((segment) => segment.trim())
    .filter(Boolean);

/**
 * A sentence of the summary that states value and can stand as a headline segment: short, not in the first person
 * ('I build…' cut to 'build…' would be a fragment), and reading as English.
 */
function valueFromSummary(summarySentences: string[]): string | undefined {
  const value = summarySentences
    .find((sentence) => VALUE_STATEMENT.test(sentence) && sentence.length <= 90 && !/^I\b/.test(sentence))
    ?.replace(/(?<![.!])[.!]+$/, '')
    .trim();
  return value && sentenceFaults(value).length === 0 ? value : undefined;
}

function orderedSkills({ request, roleSkills }: Facts): string[] {
  const cleaned = request.skills.map((skill) => skill.trim()).filter((skill) => skill && !isJobTitle(skill));
  const isRelevant = (skill: string) => {
    const canonical = findCanonical(skill);
    return canonical !== undefined && roleSkills.includes(canonical);
  };
  return [...cleaned.filter(isRelevant), ...cleaned.filter((skill) => !isRelevant(skill))];
}

/**
 * The user's headline with what it lacks added from their own material: every segment they wrote (without its
 * buzzwords), their title first when no segment names it, their skills when it names fewer than two, and a value
 * statement of their summary when it has none.
 */
function optimisedHeadline(facts: Facts, title: string | undefined, summarySentences: string[]): string {
  const { request, role } = facts;
  const own = segmentsOf(request.headline).flatMap((segment) => ownSentence(segment) ?? []);
  const joined = own.join(' | ');
  const titled =
    title === undefined ||
    roleTitlesIn(joined, role) !== undefined ||
    joined.toLowerCase().includes(title.toLowerCase());
  const skills =
    headlineSkills(joined, request.skills).length >= 2
      ? []
      : orderedSkills(facts)
          .filter((skill) => wholeWordIndex(joined, skill) < 0)
          .slice(0, 3);
  const lead = titled ? own.slice(0, 1) : [title.replace(/^[^\p{L}\p{N}]+/u, '')];
  const segments = [
    ...lead,
    skills.length > 0 ? skills.join(', ') : undefined,
    ...(titled ? own.slice(1) : own),
    VALUE_STATEMENT.test(joined) ? undefined : valueFromSummary(summarySentences),
  ].filter((segment): segment is string => segment !== undefined && segment !== '');
  let headline = '';
  for (const segment of segments) {
    const next = headline ? `${headline} | ${segment}` : segment;
    if (next.length <= HEADLINE_MAX_LENGTH) headline = next;
  }
  return headline || request.headline.slice(0, HEADLINE_MAX_LENGTH);
}

/**
 * An About section rebuilt from the user's own material: an opening that names their title and strongest skills,
 * every sentence they wrote (without buzzwords; one that carries a fact is kept even with them), their achievement
 * sentences as bullets, their skills, and their own invitation to connect. It adds connecting words only, never a
 * fact, and no stock line: an invitation they did not write would tell their employer they are looking.
 */
function optimisedSummary(facts: Facts, title: string | undefined): string {
  const { request } = facts;
  const summarySentences = ownSentencesOf(request.summary);
  const ownInvitation = summarySentences.find((sentence) => CALL_TO_ACTION.test(sentence));
  const aim = summarySentences.find((sentence) => STATED_AIM.test(sentence) && sentence !== ownInvitation);
  const ownHeading = summarySentences.find((sentence) => sentence.endsWith(':') && carriesFacts(sentence));
  // The person's own first sentence introduces them: it stays first unless they state an aim to lead with.
  const [first] = summarySentences;
  const introduction =
    first !== undefined &&
    first !== ownInvitation &&
    !first.endsWith(':') &&
    words(first).length <= 30 &&
    !/^i am an? /i.test(first)
      ? first
      : undefined;
  const listItems = listItemsOf(request.summary);
  const fromSummary = summarySentences.filter(
    (sentence) =>
      (hasFigure(sentence) || listItems.includes(sentence)) &&
      sentence !== aim &&
      sentence !== introduction &&
      sentence !== ownInvitation &&
      !sentence.endsWith(':'),
  );
  // Under the person's own heading ('At Acme:') only their own list belongs.
  const fromExperience = ownHeading
    ? []
    : achievementSentences(request.experience.join('\n\n')).filter(
        (sentence) => !fromSummary.includes(sentence),
      );
  const achievements = [...fromSummary, ...fromExperience.slice(0, Math.max(0, 4 - fromSummary.length))];
  const others = summarySentences.filter(
    (sentence) =>
      !achievements.includes(sentence) &&
      sentence !== ownInvitation &&
      sentence !== aim &&
      !sentence.endsWith(':'),
  );
  const skills = orderedSkills(facts);
  const opening =
    aim ??
    introduction ??
    others.find((sentence) => words(sentence).length <= 30 && !/^i am an? /i.test(sentence));
  const plainTitle = title?.replace(/^[^\p{L}\p{N}]+/u, '');
  const openingLine =
    opening ??
    (plainTitle && skills.length > 0
      ? `${plainTitle} working with ${listPhrase(skills.slice(0, 3))}.`
      : skills.length > 0
        ? `I work with ${listPhrase(skills.slice(0, 3))}.`
        : undefined);
  const skillsLine = skills.length > 0 ? `Skills: ${skills.slice(0, 12).join(', ')}.` : undefined;
  const parts = (withSkills: boolean) =>
    [
      openingLine,
      ...others.filter((sentence) => sentence !== opening),
      opening === aim ? undefined : aim,
      achievements.length > 0
        ? `${ownHeading ?? 'Highlights:'}\n${achievements.map((sentence) => `• ${sentence}`).join('\n')}`
        : undefined,
      withSkills ? skillsLine : undefined,
      ownInvitation,
    ]
      .filter((part): part is string => part !== undefined && part !== '')
      .join('\n\n');
  // The skills line goes first when the section is too long: it repeats the skills section.
  const summary = parts(true).length <= SUMMARY_MAX_LENGTH ? parts(true) : parts(false);
  return summary.length <= SUMMARY_MAX_LENGTH
    ? summary
    : summary.slice(0, summary.lastIndexOf('\n', SUMMARY_MAX_LENGTH));
}

const earnedOf = (checks: ProfileCheck[]) => checks.reduce((total, check) => total + check.earned, 0);

type Offered = { text: string; keptBecause?: string };

/**
 * The rewrite where the engine's own checks score it higher than what the person wrote; else their text, with a
 * tip saying why it was kept.
 */
function offeredIfHigher(
  part: string,
  own: { text: string; checks: ProfileCheck[] },
  rewrite: string,
  checksOf: (text: string) => ProfileCheck[],
): Offered {
  if (earnedOf(checksOf(rewrite)) > earnedOf(own.checks)) return { text: rewrite };
  const unmet = own.checks.filter((check) => !check.passed).map((check) => `‘${check.label}’`);
  const keptBecause =
    unmet.length === 0
      ? `Your ${part} is kept as you wrote it: it passes every check.`
      : `Your ${part} is kept as you wrote it: a rewrite from your own words scored no higher. Checks it does not pass yet: ${listPhrase(unmet)}.`;
  return { text: own.text, keptBecause };
}

function keywordSuggestions({ role, shown }: Facts): string[] {
  if (!role) return [];
  return [...role.hardSkills, ...role.tools].filter((skill) => !shown.has(skill)).slice(0, MAX_KEYWORDS);
}

function contentTips(facts: Facts, keywords: string[]): string[] {
  const { role } = facts;
  const field = role ? role.title : 'your field';
  const impact = role?.impactAreas ?? ['results'];
  const [firstSkill] = orderedSkills(facts);
  return [
    `Each month, post a short story of one result you delivered (${impact[0]} is a good place to start): the problem, what you did, and the number that changed.`,
    `Share what you are learning${keywords[0] ? `, for instance a small project using ${keywords[0]}` : ''}; it shows ${field} hiring managers the skills your profile lists.`,
    `Add your best work to the Featured section: ${impact.slice(1, 3).length ? `evidence of ${listPhrase(impact.slice(1, 3))}` : 'a project, a case study or a talk'}.`,
    firstSkill
      ? `Ask two former colleagues for recommendations that mention your ${firstSkill} work by name.`
      : 'Ask two former colleagues for recommendations that name a specific result you delivered.',
  ];
}

function networkingAdvice({ role, targetRole }: Facts): string[] {
  if (targetRole?.known === false) {
    const { title } = targetRole;
    return [
      `Connect with people working as ${title} at companies you would like to join, with a note saying what you admire in their work.`,
      `Find the groups where ${title} professionals talk shop, and comment on two posts a week with an insight from your own work.`,
      `Ask for 20-minute informational conversations with people a step ahead of you as ${title}; come with two specific questions.`,
    ];
  }
  if (!role) {
    return [
      'Save your target role in the Career Guide to get networking advice for it.',
      'Connect with people you have worked with, adding a line on where you met.',
      'Comment on two posts a week in your field with a specific insight from your own work.',
    ];
  }
  const family = ROLE_FAMILIES.find((candidate) => candidate.id === role.family);
  return [
    `Connect with ${role.title} and ${family?.name ?? role.title} professionals at companies you would like to join, with a note saying what you admire in their work.`,
    `Join ${family?.name ?? role.title} groups and comment on two posts a week with a concrete insight from your own experience.`,
    `Reach out to recruiters who hire for ${role.title} roles in ${role.industry}; name the role you want and your strongest skill.`,
    `Ask for 20-minute informational conversations with people a step ahead of you as ${role.title}s; come with two specific questions.`,
  ];
}

type ProfileTarget = { role?: Role; targetRole: ProfileTargetRole };

/**
 * The role a profile is measured against: the career profile's target role, kept as written when the catalogue does
 * not know it (no other occupation is put in its place), else the role the headline or the profile's words name.
 */
function resolveRole(request: ProfileOptimizationRequest, text: string): ProfileTarget | undefined {
  const saved = request.targetRole?.trim();
  if (saved) {
    const role = findRole(saved);
    return role
      ? { role, targetRole: { title: role.title, source: 'career-profile' } }
      : { targetRole: { title: ownTitle(saved), source: 'career-profile', known: false } };
  }
  const inferred = findRole(request.headline.split(/[|•·,]/)[0] ?? '') ?? inferRole(text);
  return inferred ? { role: inferred, targetRole: { title: inferred.title, source: 'inferred' } } : undefined;
}

/** The built-in engine's profile review: explicit checks, rewrites from the user's own facts, and advice for the role. */
export function optimizeProfile(request: ProfileOptimizationRequest): ProfileOptimizationResult {
  const profileText = [
    request.headline,
    request.summary,
    ...request.experience,
    request.skills.join(', '),
  ].join('\n');
  const target = resolveRole(request, profileText);
  const role = target?.role;
  const facts: Facts = {
    request,
    role,
    targetRole: target?.targetRole,
    roleSkills: role ? [...role.hardSkills, ...role.tools, ...role.softSkills] : [],
    profileText,
    shown: skillsShownBy(profileText),
    skillsListed: new Map(
      request.skills.flatMap((skill) =>
        [...skillsNamedIn(skill).keys()].map((name) => [name, skill] as const),
      ),
    ),
  };
  const ownHeadline = { text: request.headline, checks: headlineChecks(facts, request.headline) };
  const ownSummary = { text: unwrapped(request.summary), checks: summaryChecks(facts, request.summary) };
  const checks = [...ownHeadline.checks, ...ownSummary.checks, ...skillsChecks(facts)];
  const weight = checks.reduce((total, item) => total + item.weight, 0);
  const earned = earnedOf(checks);
  const title =
    headlineTitle(request.headline, role) ??
    roleTitlesIn(profileText, role) ??
    (target?.targetRole.source === 'career-profile' ? target.targetRole.title : undefined);
  const headline = offeredIfHigher(
    'headline',
    ownHeadline,
    optimisedHeadline(facts, title, ownSentencesOf(request.summary)),
    (text) => headlineChecks(facts, text),
  );
  const summary = offeredIfHigher('About section', ownSummary, optimisedSummary(facts, title), (text) =>
    summaryChecks(facts, text),
  );
  const keywords = keywordSuggestions(facts);
  const keptBecause = [headline.keptBecause, summary.keptBecause].filter(
    (tip): tip is string => tip !== undefined,
  );
  return {
    profileScore: Math.round((100 * earned) / weight),
    headline: headline.text,
    summary: summary.text,
    keywordSuggestions: keywords,
    contentTips: [...keptBecause, ...contentTips(facts, keywords)],
    networkingAdvice: networkingAdvice(facts),
    checks,
    targetRole: target?.targetRole ?? null,
  };
}
