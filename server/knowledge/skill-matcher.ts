import type { Skill } from './types.ts';

type Token = { key: string; original: string; start: number; end: number };

/**
 * Words, numbers and technology names such as C++, C#, .NET, Node.js or ASP.NET as single tokens; '&' and '/' as
 * tokens of their own (so CI/CD and A/B stay recognisable); hyphens and other punctuation separate words. A leading
 * dot belongs to the token only where it starts a word (.NET), not right after a letter, digit or dot.
 */
const TOKEN = /\.?[\p{L}\p{N}]+(?:[.'’][\p{L}\p{N}]+)*[+#]*|[&/]/gu;
const GLUES_TO_A_DOT = /[\p{L}\p{N}.]/u;

/** Case, accents and a plural 's' do not change which skill a word names. */
function tokenKey(word: string): string {
  const folded = word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'");
  return folded.length > 3 && /[^su]s$/.test(folded) && !/is$/.test(folded) ? folded.slice(0, -1) : folded;
}

export function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((match) => {
    const dotEndsWord = match[0].startsWith('.') && GLUES_TO_A_DOT.test(text[match.index - 1] ?? '');
    const original = dotEndsWord ? match[0].slice(1) : match[0];
    const end = match.index + match[0].length;
    return { key: tokenKey(original), original, start: end - original.length, end };
  });
}

type Term = { skill: Skill; written: string[]; matchCase: boolean };
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

export type SkillMatcher = {
  /** Every skill named in the text: canonical name → the exact passages that named it, in order. */
  findAll(text: string): Map<string, string[]>;
  /** The skill a term names as a whole, by canonical name or any synonym. */
  lookup(term: string): Skill | undefined;
};

export function createSkillMatcher(skills: readonly Skill[]): SkillMatcher {
  const root = newNode();
  const wholeTerms = new Map<string, Term[]>();
  for (const skill of skills) {
    for (const spelling of [skill.name, ...skill.synonyms]) {
      const tokens = tokenize(spelling);
      if (tokens.length === 0) continue;
      const term: Term = {
        skill,
        written: tokens.map((token) => token.original),
        matchCase: skill.matchCase === true,
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
      const key = tokens.map((token) => token.key).join(' ');
      wholeTerms.set(key, [...(wholeTerms.get(key) ?? []), term]);
    }
  }

  return {
    findAll(text) {
      const tokens = tokenize(text);
      const found = new Map<string, string[]>();
      let index = 0;
      while (index < tokens.length) {
        let node: TrieNode | undefined = root;
        let best: { term: Term; last: number } | undefined;
        for (let cursor = index; cursor < tokens.length && node; cursor += 1) {
          node = node.children.get(tokens[cursor]?.key ?? '');
          const term = node?.terms.find((candidate) => accepts(candidate, tokens, index, cursor, text));
          if (term) best = { term, last: cursor };
        }
        if (!best) {
          index += 1;
          continue;
        }
        const passage = text.slice(tokens[index]?.start, tokens[best.last]?.end);
        found.set(best.term.skill.name, [...(found.get(best.term.skill.name) ?? []), passage]);
        index = best.last + 1;
      }
      return found;
    },

    lookup(term) {
      const tokens = tokenize(term.trim());
      const candidates = wholeTerms.get(tokens.map((token) => token.key).join(' ')) ?? [];
      return candidates.find((candidate) => accepts(candidate, tokens, 0, tokens.length - 1, term.trim()))
        ?.skill;
    },
  };
}
