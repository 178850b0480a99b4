import { findSkill, SKILLS, type Skill, skillsNamedIn } from '#server/knowledge/index.ts';
import { LICENCES } from '#server/knowledge/licences.ts';
import { trimEdges } from '#server/knowledge/text.ts';

/**
 * A keyword of a posting: one skill, or alternatives the posting accepts any of ('Power BI or Tableau', 'an ERP such
 * as SAP or Oracle', 'SolidWorks or another CAD system'), in the posting's own words.
 */
export type Keyword = {
  /** The posting's words, from the first skill named to the last (and 'or similar' when it says so). */
  text: string;
  /** Canonical names, the first the one the posting leads with; a language has its own name. */
  skills: string[];
  kind: 'hard' | 'soft';
  /** 'or similar', 'or equivalent': any skill of the kind and category of the last one named will do. */
  similarAccepted: boolean;
  /** What kind of evidence makes it credible on a resume. */
  evidence: 'tool' | 'practice' | 'credential' | 'language' | 'soft';
};

const byName = new Map(SKILLS.map((skill) => [skill.name, skill]));

/** Languages a posting asks a person to speak; not skills of the knowledge base. */
export const LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Dutch',
  'Polish',
  'Russian',
  'Ukrainian',
  'Arabic',
  'Hebrew',
  'Turkish',
  'Mandarin',
  'Cantonese',
  'Chinese',
  'Japanese',
  'Korean',
  'Hindi',
  'Urdu',
  'Bengali',
  'Tamil',
  'Telugu',
  'Marathi',
  'Gujarati',
  'Punjabi',
  'Vietnamese',
  'Thai',
  'Indonesian',
  'Malay',
  'Tagalog',
  'Swahili',
  'Swedish',
  'Norwegian',
  'Danish',
  'Finnish',
  'Greek',
  'Czech',
  'Romanian',
  'Hungarian',
];
const LANGUAGE_WORD = new RegExp(`\\b(?:${LANGUAGES.join('|')})\\b`, 'g');
/** A clause that asks for languages, not for a market or a culture ('the German market'). */
const LANGUAGE_CONTEXT =
  /\b(?:fluent|fluency|speak|spoken|written and spoken|language|bilingual|multilingual|native|proficien|business[- ]level|[ABC][12]\b)/i;
const languageSet = new Set(LANGUAGES);

type Mention = { name: string; start: number; end: number };

/** A licence keyword is named after the licence: 'registered nurse licence (RN)'. */
export const licenceName = (label: string) => label.replace(/^an? /, '');
const LICENCE_NAMES = LICENCES.map((licence) => ({
  name: licenceName(licence.label),
  pattern: new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${licence.names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:\\s(?:licen[cs]e|certification|certificate))?(?![\\p{L}\\p{N}])`,
    'gu',
  ),
}));
export const LICENCE_KEYWORDS = new Set(LICENCE_NAMES.map((licence) => licence.name));

const CONJUNCTION = /\s(?:and|or|&|\/)\s/;

/**
 * Where each named skill, licence and language stands in the text, in order, without overlaps. A posting names a
 * language only where it asks for one ('fluent German'); a resume lists them anywhere (`anyLanguage`).
 */
export function mentionsIn(text: string, { anyLanguage = false } = {}): Mention[] {
  const mentions: Mention[] = [];
  for (const [name, passages] of skillsNamedIn(text)) {
    let from = 0;
    for (const passage of passages) {
      const start = text.indexOf(passage, from);
      if (start < 0) continue;
      mentions.push({ name, start, end: start + passage.length });
      from = start + passage.length;
    }
  }
  for (const { name, pattern } of LICENCE_NAMES)
    for (const match of text.matchAll(pattern))
      mentions.push({ name, start: match.index, end: match.index + match[0].length });
  if (anyLanguage || LANGUAGE_CONTEXT.test(text)) {
    for (const match of text.matchAll(LANGUAGE_WORD))
      mentions.push({ name: match[0], start: match.index, end: match.index + match[0].length });
  }
  return withoutOverlaps(
    mentions.sort((a, b) => a.start - b.start || b.end - a.end),
    text,
  );
}

/**
 * 'Agile and Waterfall methodologies' names Agile over the whole coordination: its mention is cut back to before the
 * conjunction so that Waterfall stands on its own; a mention inside another is dropped.
 */
function withoutOverlaps(sorted: Mention[], text: string): Mention[] {
  const kept: Mention[] = [];
  for (const mention of sorted) {
    const previous = kept.at(-1);
    if (previous && mention.start < previous.end) {
      const conjunction = text.slice(previous.start, previous.end).search(CONJUNCTION);
      if (conjunction < 0 || previous.start + conjunction > mention.start) continue;
      previous.end = previous.start + conjunction;
    }
    kept.push({ ...mention });
  }
  return kept;
}

/** Between two skills, words that make them alternatives: 'or', 'or another', '/', 'and/or'. */
const OR_GAP =
  /^\s{0,3},?\s{0,3}(?:or|and\/or|\/)\s{0,3}(?:an?other\s|other\s|any\s|an?\s|equivalent\s)?\s{0,3}$/i;
/** Before examples of the skill just named: 'such as', 'e.g.', 'like', an opening bracket. */
const EXAMPLES_GAP =
  /^\s{0,3}(?:,\s{0,3})?(?:\([^()]{0,40}|(?:such as|e\.g\.?|eg|like|including|for example|i\.e\.)[\s:,(]{0,4})$/i;
const LIST_GAP = /^\s{0,3},\s{0,3}$/;
/** 'or similar', 'or another message queue': the posting names an example; the words are kept with it. */
const ALTERNATIVE_TAIL =
  /^\s{0,3},?\s{0,3}(?:or (?:a )?similar(?: [\p{L}-]{1,20}){0,2}|or equivalent|or comparable|or (?:an?)?other(?: [\p{L}-]{1,20}){1,3}|or the like|etc\.?)/iu;
/** Only these accept any skill like the example; 'or another message queue' names a kind the knowledge cannot check. */
const SIMILAR_TAIL = /similar|equivalent|comparable|the like|etc/i;

function kindOf(name: string): 'hard' | 'soft' {
  return byName.get(name)?.kind === 'soft' ? 'soft' : 'hard';
}

/** How a skill is made credible: a tool used, a practice done, a credential held, a language spoken, or just said. */
export function evidenceOf(name: string): Keyword['evidence'] {
  if (languageSet.has(name)) return 'language';
  const skill = byName.get(name);
  if (!skill) return 'practice';
  if (skill.kind === 'soft') return 'soft';
  if (skill.category === 'certification' || /\b(?:certif|licen[cs]e|registered|chartered)/i.test(skill.name))
    return 'credential';
  // A language one writes code or queries in is listed like a tool: Python, SQL.
  return skill.kind === 'tool' || skill.category === 'programming-language' ? 'tool' : 'practice';
}

/** How far after a modifier its shared noun may come: 'written and verbal communication skills'. */
const SHARED_NOUN_REACH = 60;

/**
 * 'oral' of 'oral and written communication skills', 'organizational' of 'organizational and time management skills':
 * one word that modifies the noun of a coordination reads as a skill only with that noun, which is added to it.
 */
function withSharedNoun(text: string, mention: Mention): string {
  const passage = text.slice(mention.start, mention.end);
  const head = (byName.get(mention.name)?.name ?? mention.name).split(' ').at(-1)?.toLowerCase() ?? '';
  if (/\s/.test(passage) || head === '' || passage.toLowerCase() === head) return passage;
  const after = text.slice(mention.end, mention.end + SHARED_NOUN_REACH).toLowerCase();
  const clauseEnd = after.search(/[.;:()]/);
  const reach = clauseEnd < 0 ? after : after.slice(0, clauseEnd);
  const coordinated = /^\s{0,3}(?:,|and\b|or\b|&|\/)/.test(reach);
  return coordinated && reach.includes(` ${head}`) ? `${passage} ${head}` : passage;
}

function keywordOf(text: string, group: Mention[], end: number, similarAccepted: boolean): Keyword {
  const first = group[0] as Mention;
  const names = [...new Set(group.map((mention) => mention.name))];
  const words =
    group.length === 1 && end === first.end ? withSharedNoun(text, first) : text.slice(first.start, end);
  return {
    text: trimEdges(words, (character) => /[\s,(]/.test(character)),
    skills: names,
    kind: kindOf(first.name),
    similarAccepted,
    evidence: evidenceOf(first.name),
  };
}

/**
 * A lower-case word that is only a synonym of a longer skill's name, used as a verb, names no skill: 'a portfolio
 * showing your process' is not about property showings. In prose about the work ('analyses on promotions, pricing and
 * customer behaviour') such a word never does.
 */
function isBareWord(mention: Mention, text: string, prose: boolean): boolean {
  const passage = text.slice(mention.start, mention.end);
  const skill = byName.get(mention.name);
  if (prose) return skill !== undefined && /^\p{Ll}+$/u.test(passage) && /\s/.test(skill.name);
  const usedAsVerb = /^\s{1,3}(?:your|the|a|an|our|their|its|this|that|these|those|how|what)\b/i.test(
    text.slice(mention.end),
  );
  return skill !== undefined && /^\p{Ll}+$/u.test(passage) && /\s/.test(skill.name) && usedAsVerb;
}

/**
 * The keywords of one clause of a posting, alternatives grouped: skills joined by 'or', examples after 'such as' or in
 * brackets after the skill they illustrate, and a comma list that ends in 'or' ('Java, Go or Python').
 */
export function keywordsInClause(text: string, { prose = false } = {}): Keyword[] {
  const mentions = mentionsIn(text).filter((mention) => !isBareWord(mention, text, prose));
  const keywords: Keyword[] = [];
  let group: Mention[] = [];
  let inBrackets = false;
  const close = (end: number) => {
    if (group.length === 0) return;
    const tail = text.slice(end).match(ALTERNATIVE_TAIL)?.[0] ?? '';
    const closingBracket =
      inBrackets && /^[^()]{0,60}\)/.test(text.slice(end)) ? text.slice(end).indexOf(')') + 1 : 0;
    keywords.push(
      keywordOf(text, group, end + Math.max(tail.length, closingBracket), SIMILAR_TAIL.test(tail)),
    );
    group = [];
    inBrackets = false;
  };
  mentions.forEach((mention, index) => {
    const previous = group.at(-1);
    if (previous) {
      const gap = text.slice(previous.end, mention.start);
      const next = mentions[index + 1];
      const listEndsInOr =
        LIST_GAP.test(gap) && next !== undefined && OR_GAP.test(text.slice(mention.end, next.start));
      if (EXAMPLES_GAP.test(gap)) inBrackets ||= gap.includes('(');
      const joins =
        OR_GAP.test(gap) || EXAMPLES_GAP.test(gap) || listEndsInOr || (inBrackets && LIST_GAP.test(gap));
      if (!joins) close(previous.end);
    }
    group.push(mention);
  });
  const last = group.at(-1);
  if (last) close(last.end);
  return keywords;
}

/**
 * The skills a keyword names, read back from its words (the user may have edited them): its alternatives in order, a
 * whole-term synonym, or nothing when the knowledge base does not know it (it is then compared word for word).
 */
export function readKeyword(text: string): Keyword {
  const trimmed = text.trim();
  if (languageSet.has(trimmed))
    return { text, skills: [trimmed], kind: 'hard', similarAccepted: false, evidence: 'language' };
  const found = keywordsInClause(trimmed);
  if (found.length === 1) return { ...(found[0] as Keyword), text };
  const whole = findSkill(trimmed);
  if (whole)
    return {
      text,
      skills: [whole.name],
      kind: kindOf(whole.name),
      similarAccepted: false,
      evidence: evidenceOf(whole.name),
    };
  const [lead] = found;
  if (lead) return { ...lead, text, skills: [...new Set(found.flatMap((keyword) => keyword.skills))] };
  return { text, skills: [], kind: 'hard', similarAccepted: false, evidence: 'practice' };
}

export function skillNamed(name: string): Skill | undefined {
  return byName.get(name);
}
