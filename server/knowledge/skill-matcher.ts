import type { Skill } from './types.ts';

export type Token = { key: string; original: string; start: number; end: number };

/**
 * Words, numbers and technology names such as C++, C#, .NET, Node.js or ASP.NET as single tokens; '&' and '/' as
 * tokens of their own (so CI/CD and A/B stay recognisable); hyphens and other punctuation separate words. A leading
 * dot belongs to the token only where it starts a word (.NET), not right after a letter, digit or dot.
 */
const TOKEN = /\.?[\p{L}\p{N}]+(?:(?:[.'’]|-\n)[\p{L}\p{N}]+)*[+#]*|[&/]/gu;
/** A word broken over two lines by a hyphen ('train-\ning') is one word. */
const LINE_BREAK_HYPHEN = /-\n/g;
const GLUES_TO_A_DOT = /[\p{L}\p{N}.]/u;
const HYPHEN = 0x2d;

/** Printable ASCII: nothing to decompose, no accent to drop, no curly apostrophe. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Case, accents, a possessive ('children's') and a plural 's' do not change which skill a word names. */
function tokenKey(word: string): string {
  const lower = PLAIN_ASCII.test(word)
    ? word.toLowerCase()
    : word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'");
  const folded = lower.endsWith("'s") ? lower.slice(0, -2) : lower;
  return folded.length > 3 && /[^su]s$/.test(folded) && !/is$/.test(folded) ? folded.slice(0, -1) : folded;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const dotEndsWord = match[0].startsWith('.') && GLUES_TO_A_DOT.test(text[match.index - 1] ?? '');
    const original = dotEndsWord ? match[0].slice(1) : match[0];
    const end = match.index + match[0].length;
    const word = original.includes('-\n') ? original.replace(LINE_BREAK_HYPHEN, '') : original;
    tokens.push({ key: tokenKey(word), original, start: end - original.length, end });
  }
  return tokens;
}

/**
 * inContext: a bare word that names the skill only where the text names another skill of its category. phrasing: a
 * plain-language way of saying it ('managed projects'), after which the words it names are read again.
 */
type Term = { skill: Skill; written: string[]; matchCase: boolean; inContext: boolean; phrasing: boolean };
/**
 * Most nodes are leaves of one term: their map and list are made only when needed. fillersFollow: the node of a verb
 * that opens phrasings, after which 'the', 'with the' … may stand before the object ('managed the inventory').
 */
type TrieNode = { children?: Map<string, TrieNode>; terms?: Term[]; fillersFollow?: boolean };

const newNode = (): TrieNode => ({});

/** Characters that glue a case-sensitive name to its neighbours, as in R&D, I'm or Go-to. */
const GLUE = /[\p{L}\p{N}&'’_-]/u;

function standsAlone(text: string, start: number, end: number): boolean {
  const before = text[start - 1] ?? ' ';
  const after = text[end] ?? ' ';
  const afterIsSentenceEnd = after === '.' && /^\s|^$/.test(text[end + 1] ?? '');
  return !GLUE.test(before) && (afterIsSentenceEnd || (after !== '.' && !GLUE.test(after)));
}

/** A token joined by a hyphen to its neighbour on one side ('to' in 'MQL-to-SQL', either way). */
function hyphenatedOnwards(tokens: Token[], index: number, text: string, step: -1 | 1): boolean {
  const token = tokens[index];
  const neighbour = tokens[index + step];
  if (!token || !neighbour) return false;
  const [left, right] = step === 1 ? [token, neighbour] : [neighbour, token];
  return right.start - left.end === 1 && text.charCodeAt(left.end) === HYPHEN;
}

/**
 * A term read inside a longer hyphenated compound does not name its skill: the SQL of 'MQL-to-SQL' is a sales stage.
 * A compound of two ('SQL-based', 'Excel-driven') still names it.
 */
function insideCompound(tokens: Token[], from: number, to: number, text: string): boolean {
  return (
    (hyphenatedOnwards(tokens, from, text, -1) && hyphenatedOnwards(tokens, from - 1, text, -1)) ||
    (hyphenatedOnwards(tokens, to, text, 1) && hyphenatedOnwards(tokens, to + 1, text, 1))
  );
}

/** A break between words that no phrase of plain words runs across: a comma, a stop, a colon or a line break. */
const PHRASE_BREAK = /[,;:.\n]/;

function accepts(term: Term, tokens: Token[], from: number, to: number, text: string): boolean {
  if (insideCompound(tokens, from, to, text)) return false;
  if (term.phrasing && PHRASE_BREAK.test(text.slice(tokens[from]?.end, tokens[to]?.start))) return false;
  if (!term.matchCase) return true;
  const startToken = tokens[from];
  const endToken = tokens[to];
  if (!startToken || !endToken) return false;
  const sameCase = term.written.every((word, offset) => tokens[from + offset]?.original === word);
  return sameCase && standsAlone(text, startToken.start, endToken.end);
}

const CONJUNCTIONS = new Set(['and', 'or', '&', '/']);
/** How many words the second half of a coordination may have: 'Individual and small-group counseling'. */
const MAX_COORDINATED_WORDS = 3;

export type SkillMatcher = {
  /** Every skill the text names: canonical name → the exact passages that named it, in order. */
  named(text: string): Map<string, string[]>;
  /**
   * What the text names or says in plain words ('managed projects') or, where one was given, in its own words, plus
   * the broader skills those show, each attributed to the passages that show it.
   */
  shown(text: string): Map<string, string[]>;
  /**
   * The same, and apart from it what the text shows in the catalogue's words (names, synonyms, phrasings), without
   * its own: the skills a search for those words finds.
   */
  shownApart(text: string): { shown: Map<string, string[]>; inCatalogueWords: Map<string, string[]> };
  /** The skill a term names as a whole, by canonical name or any synonym. */
  lookup(term: string): Skill | undefined;
};

export type SkillRelations = {
  /** Canonical name → the broader skills naming it shows. */
  shows?: Readonly<Record<string, readonly string[]>>;
  /** Canonical name → bare words that name it only beside another skill of its category. */
  wordsInContext?: Readonly<Record<string, readonly string[]>>;
  /**
   * Canonical name → plain-language ways of saying one does it ('kept discipline in class'): they show the skill but
   * do not name it, so a posting that says them asks for no keyword.
   */
  phrasings?: Readonly<Record<string, readonly string[]>>;
  /**
   * A noun of action that ends a skill's name ('management') → the verb forms that say the same ('managed'): then
   * 'managed projects' and 'management of projects' show Project Management.
   */
  headVerbs?: Readonly<Record<string, readonly string[]>>;
  /** Canonical name of a suite → the products it shows without naming them ('Microsoft Office' → Microsoft Excel). */
  includes?: Readonly<Record<string, readonly string[]>>;
};

/** Words that may stand between the verb and what it acts on: 'managed the inventory', 'communicated with parents'. */
const PHRASING_FILLERS = ['the', 'all', 'with', 'with the', 'for', 'for the', 'to', 'our', 'their']
  .map((filler) => tokenize(filler).map((token) => token.key))
  .sort((a, b) => b.length - a.length);
/** The longest object a phrasing is made for: 'Food Cost Control' → 'controlled food costs'. */
const MAX_OBJECT_WORDS = 3;

/**
 * The plain-language ways of writing a skill whose name ends in a noun of action: the verb with its object
 * ('reconciled accounts' for Account Reconciliation) and the object after 'of' ('reconciliation of accounts').
 */
function verbPhrasingsOf(spelling: string, headVerbs: SkillRelations['headVerbs']): string[] {
  const words = spelling.split(/\s+/);
  const head = words.at(-1)?.toLowerCase() ?? '';
  const verbs = headVerbs?.[head];
  const object = words.slice(0, -1).join(' ');
  if (!verbs || words.length < 2 || words.length - 1 > MAX_OBJECT_WORDS) return [];
  // The fillers between a verb and its object are skipped while reading (fillersAfter), not spelled out here.
  return [
    ...verbs.map((verb) => `${verb} ${object}`),
    ...['', 'the', 'all'].map((filler) => [head, 'of', filler, object].filter(Boolean).join(' ')),
  ];
}

type Found = Map<string, { passages: string[]; inContextOnly: boolean }>;

/** Drops what bare words alone named, unless another skill of the same category stands beside them. */
function keepWordsInContext(found: Found, byName: Map<string, Skill>) {
  const categoriesShown = new Set(
    [...found].filter(([, entry]) => !entry.inContextOnly).map(([name]) => byName.get(name)?.category),
  );
  for (const [name, entry] of found) {
    if (entry.inContextOnly && !categoriesShown.has(byName.get(name)?.category)) found.delete(name);
  }
}

/** Adds the broader skills the named ones show, each with the passages of the skill that showed it. */
function withShownSkills(
  named: Map<string, string[]>,
  shows: SkillRelations['shows'],
): Map<string, string[]> {
  const result = new Map(named);
  for (const [name, passages] of named) {
    for (const broader of shows?.[name] ?? []) {
      if (!named.has(broader)) result.set(broader, [...(result.get(broader) ?? []), ...passages]);
    }
  }
  return result;
}

type Spelling = { spelling: string; inContext: boolean; phrasing: boolean };

/** A skill's names and synonyms, then the bare words that name it in context. */
function writtenSpellings(skill: Skill, relations: SkillRelations): Spelling[] {
  return [
    ...[skill.name, ...skill.synonyms].map((spelling) => ({ spelling, inContext: false, phrasing: false })),
    ...(relations.wordsInContext?.[skill.name] ?? []).map((spelling) => ({
      spelling,
      inContext: true,
      phrasing: false,
    })),
  ];
}

/**
 * The plain-language ways of saying a skill: the data's, and the verb forms of its name where that ends in a noun of
 * action. A synonym's are not made: 'Freight Management' is Transportation Management, 'managed freight' is not.
 */
function phrasingSpellings(skill: Skill, relations: SkillRelations): Spelling[] {
  const generated = skill.matchCase ? [] : verbPhrasingsOf(skill.name, relations.headVerbs);
  return [...(relations.phrasings?.[skill.name] ?? []), ...generated].map((spelling) => ({
    spelling,
    inContext: false,
    phrasing: true,
  }));
}

/** Skills a text says in its own words, beyond the matcher's terms: canonical name → the passages that say them. */
export type OwnWordsReader = (text: string) => Map<string, string[]>;

/** The skills found, then those `more` found that they lack. */
function withMore(found: Map<string, string[]>, more: Map<string, string[]>): Map<string, string[]> {
  const result = new Map(found);
  for (const [name, passages] of more) if (!result.has(name)) result.set(name, passages);
  return result;
}

export function createSkillMatcher(
  skills: readonly Skill[],
  relations: SkillRelations = {},
  ownWords?: OwnWordsReader,
): SkillMatcher {
  const root = newNode();
  const wholeTerms = new Map<string, Term[]>();
  const byName = new Map(skills.map((skill) => [skill.name, skill]));
  const insert = (skill: Skill, { spelling, inContext, phrasing }: Spelling) => {
    const tokens = tokenize(spelling);
    if (tokens.length === 0) return;
    const term: Term = {
      skill,
      written: tokens.map((token) => token.original),
      // An ordinary word alone needs its exact case; beside another word ('MS Excel') it is a name in any case.
      matchCase: skill.matchCase === true && tokens.length === 1,
      inContext,
      phrasing,
    };
    let node = root;
    for (const token of tokens) {
      node.children ??= new Map();
      let child = node.children.get(token.key);
      if (!child) {
        child = newNode();
        node.children.set(token.key, child);
      }
      node = child;
    }
    // Where a phrasing spells a skill's own name ('design systems'), the name wins.
    if (phrasing && node.terms !== undefined) return;
    node.terms ??= [];
    node.terms.push(term);
    if (inContext || phrasing) return;
    const key = tokens.map((token) => token.key).join(' ');
    wholeTerms.set(key, [...(wholeTerms.get(key) ?? []), term]);
  };
  for (const skill of skills)
    for (const spelling of writtenSpellings(skill, relations)) insert(skill, spelling);
  for (const skill of skills)
    for (const spelling of phrasingSpellings(skill, relations)) insert(skill, spelling);
  for (const verb of Object.values(relations.headVerbs ?? {}).flat()) {
    const node = root.children?.get(tokenize(verb)[0]?.key ?? '');
    if (node) node.fillersFollow = true;
  }
  /** How many tokens from `at` on are a filler between a verb and its object, where the trie has no word of theirs. */
  const fillerLength = (node: TrieNode, tokens: Token[], at: number) => {
    if (!node.fillersFollow || node.children?.has(tokens[at]?.key ?? '')) return 0;
    return (
      PHRASING_FILLERS.find((filler) => filler.every((key, offset) => tokens[at + offset]?.key === key))
        ?.length ?? 0
    );
  };

  function scan(text: string, withPhrasings: boolean): Map<string, string[]> {
    const tokens = tokenize(text);
    const found: Found = new Map();
    const record = (term: Term, first: number, last: number) => {
      const passage = text.slice(tokens[first]?.start, tokens[last]?.end);
      const entry = found.get(term.skill.name) ?? { passages: [], inContextOnly: true };
      entry.passages.push(passage);
      entry.inContextOnly &&= term.inContext;
      found.set(term.skill.name, entry);
    };
    /** The longest term that `fits`, read from `start` on over the tokens from `from`. */
    const longest = (
      start: TrieNode,
      from: number,
      fits: (term: Term, cursor: number) => boolean,
      phrasings = withPhrasings,
    ) => {
      let node: TrieNode | undefined = start;
      let best: { term: Term; last: number } | undefined;
      for (let cursor = from; cursor < tokens.length && node; cursor += 1) {
        node = node.children?.get(tokens[cursor]?.key ?? '');
        const term = node?.terms?.find(
          (candidate) => (phrasings || !candidate.phrasing) && fits(candidate, cursor),
        );
        if (term) best = { term, last: cursor };
        if (node && phrasings) cursor += fillerLength(node, tokens, cursor + 1);
      }
      return best;
    };
    /** Words skipped in a coordination stay within one phrase: no comma, stop or line break among them. */
    const onePhrase = (from: number, to: number) =>
      !/[,;.\n]/.test(text.slice(tokens[from]?.end, tokens[to]?.start));
    let index = 0;
    while (index < tokens.length) {
      const fits = (term: Term, cursor: number) => accepts(term, tokens, index, cursor, text);
      const best = longest(root, index, fits);
      // A phrasing read from a word that is also a name of its own ('forecasting sales') leaves that name read too.
      const written = best?.term.phrasing ? longest(root, index, fits, false) : undefined;
      if (written) record(written.term, index, written.last);
      // 'Risk and issue logs' also names risk logs: the first word shared by both halves of a coordination.
      const shared = root.children?.get(tokens[index]?.key ?? '');
      if (shared && CONJUNCTIONS.has(tokens[index + 1]?.key ?? '')) {
        for (let skip = 1; skip <= MAX_COORDINATED_WORDS; skip += 1) {
          const from = index + 2 + skip;
          if (from >= tokens.length || !onePhrase(index + 1, from)) break;
          const coordinated = longest(shared, from, (term) => !term.matchCase && !term.inContext);
          if (coordinated) {
            record(coordinated.term, index, coordinated.last);
            break;
          }
        }
      }
      if (!best) {
        index += 1;
        continue;
      }
      record(best.term, index, best.last);
      // What a phrasing acts on may begin a term of its own: 'managed inventory control' also names inventory control.
      index = best.term.phrasing ? index + 1 : best.last + 1;
    }
    keepWordsInContext(found, byName);
    return new Map([...found].map(([name, entry]) => [name, entry.passages] as const));
  }

  const shownFrom = (scanned: Map<string, string[]>, text: string) =>
    withShownSkills(
      withShownSkills(withMore(scanned, ownWords?.(text) ?? new Map()), relations.includes),
      relations.shows,
    );

  return {
    named: (text) => scan(text, false),
    shown: (text) => shownFrom(scan(text, true), text),
    shownApart(text) {
      const scanned = scan(text, true);
      return { shown: shownFrom(scanned, text), inCatalogueWords: withShownSkills(scanned, relations.shows) };
    },
    lookup(term) {
      const tokens = tokenize(term.trim());
      const candidates = wholeTerms.get(tokens.map((token) => token.key).join(' ')) ?? [];
      return candidates.find((candidate) => accepts(candidate, tokens, 0, tokens.length - 1, term.trim()))
        ?.skill;
    },
  };
}
