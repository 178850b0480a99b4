import type { Skill } from './types.ts';

type Token = { key: string; original: string; start: number; end: number };

/**
 * Words, numbers and technology names such as C++, C#, .NET, Node.js or ASP.NET as single tokens; '&' and '/' as
 * tokens of their own (so CI/CD and A/B stay recognisable); hyphens and other punctuation separate words. A leading
 * dot belongs to the token only where it starts a word (.NET), not right after a letter, digit or dot.
 */
const TOKEN = /\.?[\p{L}\p{N}]+(?:(?:[.'’]|-\n)[\p{L}\p{N}]+)*[+#]*|[&/]/gu;
/** A word broken over two lines by a hyphen ('train-\ning') is one word. */
const LINE_BREAK_HYPHEN = /-\n/g;
const GLUES_TO_A_DOT = /[\p{L}\p{N}.]/u;

/** Printable ASCII: nothing to decompose, no accent to drop, no curly apostrophe. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/** Case, accents and a plural 's' do not change which skill a word names. */
function tokenKey(word: string): string {
  const folded = PLAIN_ASCII.test(word)
    ? word.toLowerCase()
    : word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'");
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

/** inContext: a bare word that names the skill only where the text names another skill of its category. */
type Term = { skill: Skill; written: string[]; matchCase: boolean; inContext: boolean };
type TrieNode = { children: Map<string, TrieNode>; terms: Term[] };

const newNode = (): TrieNode => ({ children: new Map(), terms: [] });

/** Characters that glue a case-sensitive name to its neighbours, as in R&D, I'm or Go-to. */
const GLUE = /[\p{L}\p{N}&'’_-]/u;

function standsAlone(text: string, start: number, end: number): boolean {
  const before = text[start - 1] ?? ' ';
  const after = text[end] ?? ' ';
  const afterIsSentenceEnd = after === '.' && /^\s|^$/.test(text[end + 1] ?? '');
  return !GLUE.test(before) && (afterIsSentenceEnd || (after !== '.' && !GLUE.test(after)));
}

function accepts(term: Term, tokens: Token[], from: number, to: number, text: string): boolean {
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
  /** What the text names plus the broader skills those show, each attributed to the passages that show it. */
  shown(text: string): Map<string, string[]>;
  /** The skill a term names as a whole, by canonical name or any synonym. */
  lookup(term: string): Skill | undefined;
};

export type SkillRelations = {
  /** Canonical name → the broader skills naming it shows. */
  shows?: Readonly<Record<string, readonly string[]>>;
  /** Canonical name → bare words that name it only beside another skill of its category. */
  wordsInContext?: Readonly<Record<string, readonly string[]>>;
};

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

export function createSkillMatcher(skills: readonly Skill[], relations: SkillRelations = {}): SkillMatcher {
  const root = newNode();
  const wholeTerms = new Map<string, Term[]>();
  const byName = new Map(skills.map((skill) => [skill.name, skill]));
  const spellings = (skill: Skill) => [
    ...[skill.name, ...skill.synonyms].map((spelling) => ({ spelling, inContext: false })),
    ...(relations.wordsInContext?.[skill.name] ?? []).map((spelling) => ({ spelling, inContext: true })),
  ];
  for (const skill of skills) {
    for (const { spelling, inContext } of spellings(skill)) {
      const tokens = tokenize(spelling);
      if (tokens.length === 0) continue;
      const term: Term = {
        skill,
        written: tokens.map((token) => token.original),
        // An ordinary word alone needs its exact case; beside another word ('MS Excel') it is a name in any case.
        matchCase: skill.matchCase === true && tokens.length === 1,
        inContext,
      };
      let node = root;
      for (const token of tokens) {
        let child = node.children.get(token.key);
        if (!child) {
          child = newNode();
          node.children.set(token.key, child);
        }
        node = child;
      }
      node.terms.push(term);
      if (inContext) continue;
      const key = tokens.map((token) => token.key).join(' ');
      wholeTerms.set(key, [...(wholeTerms.get(key) ?? []), term]);
    }
  }

  function named(text: string): Map<string, string[]> {
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
    const longest = (start: TrieNode, from: number, fits: (term: Term, cursor: number) => boolean) => {
      let node: TrieNode | undefined = start;
      let best: { term: Term; last: number } | undefined;
      for (let cursor = from; cursor < tokens.length && node; cursor += 1) {
        node = node.children.get(tokens[cursor]?.key ?? '');
        const term = node?.terms.find((candidate) => fits(candidate, cursor));
        if (term) best = { term, last: cursor };
      }
      return best;
    };
    /** Words skipped in a coordination stay within one phrase: no comma, stop or line break among them. */
    const onePhrase = (from: number, to: number) =>
      !/[,;.\n]/.test(text.slice(tokens[from]?.end, tokens[to]?.start));
    let index = 0;
    while (index < tokens.length) {
      const best = longest(root, index, (term, cursor) => accepts(term, tokens, index, cursor, text));
      // 'Risk and issue logs' also names risk logs: the first word shared by both halves of a coordination.
      const shared = root.children.get(tokens[index]?.key ?? '');
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
      index = best.last + 1;
    }
    keepWordsInContext(found, byName);
    return new Map([...found].map(([name, entry]) => [name, entry.passages] as const));
  }

  return {
    named,
    shown: (text) => withShownSkills(named(text), relations.shows),
    lookup(term) {
      const tokens = tokenize(term.trim());
      const candidates = wholeTerms.get(tokens.map((token) => token.key).join(' ')) ?? [];
      return candidates.find((candidate) => accepts(candidate, tokens, 0, tokens.length - 1, term.trim()))
        ?.skill;
    },
  };
}
