import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * A small grammar check for the sentences the engine composes or rewrites: each rule is a single pass over the words,
 * so a long text checks in linear time. It catches the faults a rewrite can introduce, not every fault of English.
 */

const grammarWordsSchema = z.strictObject({
  about: z.string(),
  danglingEnds: z.array(z.string()),
  fragmentOpenings: z.array(z.string()),
  nounsAfterAName: z.array(z.string()),
  mayRepeat: z.array(z.string()),
});

const GRAMMAR_WORDS = grammarWordsSchema.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, 'grammar-words.json'), 'utf8')),
);
const DANGLING_ENDS = new Set(GRAMMAR_WORDS.danglingEnds);
const FRAGMENT_OPENINGS = new Set(GRAMMAR_WORDS.fragmentOpenings);
const NOUNS_AFTER_A_NAME = new Set(GRAMMAR_WORDS.nounsAfterAName);
const MAY_REPEAT = new Set(GRAMMAR_WORDS.mayRepeat);

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu) ?? [];
const isCapitalised = (word: string) => /^\p{Lu}/u.test(word);
/** A fragment opens in lower case; 'iOS' and 'eBay' open with a brand's lower-case letter. */
const opensInLowerCase = (text: string) => /^\p{Ll}(?!\p{Lu})/u.test(text.trimStart());

/**
 * Whether what is left of a sentence after words were cut from its start opens as the rest of a phrase ('of value
 * creation', 'who loves a good QBR'), not as a sentence.
 */
export function opensMidPhrase(text: string): boolean {
  return FRAGMENT_OPENINGS.has(wordsOf(text)[0]?.toLowerCase() ?? '');
}

function endsOnAFunctionWord(text: string): string | undefined {
  const last = wordsOf(text).at(-1)?.toLowerCase();
  return last !== undefined && DANGLING_ENDS.has(last) ? `ends on '${last}'` : undefined;
}

function repeatedWord(text: string): string | undefined {
  const found = wordsOf(text);
  for (let index = 1; index < found.length; index += 1) {
    const word = found[index]?.toLowerCase() ?? '';
    if (word === found[index - 1]?.toLowerCase() && /\p{L}/u.test(word) && !MAY_REPEAT.has(word))
      return `'${word}' twice`;
  }
  return undefined;
}

/** A company's name used as an adjective: 'about Marketing Manager at Brightwave Software work'. */
function nameAsModifier(text: string): string | undefined {
  const found = wordsOf(text);
  for (let index = 0; index < found.length; index += 1) {
    if (found[index] !== 'at' || !isCapitalised(found[index + 1] ?? '')) continue;
    let next = index + 1;
    while (isCapitalised(found[next] ?? '')) next += 1;
    const noun = found[next]?.toLowerCase() ?? '';
    if (NOUNS_AFTER_A_NAME.has(noun)) return `'at ${found.slice(index + 1, next).join(' ')} ${noun}'`;
  }
  return undefined;
}

/** A run of three words said twice in one sentence: 'Core Course (Trauma Nursing Core Course'. */
function repeatedPhrase(text: string): string | undefined {
  const found = wordsOf(text).map((word) => word.toLowerCase());
  const seen = new Set<string>();
  for (let index = 2; index < found.length; index += 1) {
    const phrase = found.slice(index - 2, index + 1).join(' ');
    if (seen.has(phrase)) return `'${phrase}' twice`;
    seen.add(phrase);
  }
  return undefined;
}

/** A bracket inside a bracket: '(Go, PostgreSQL (SQL), Kafka)'. */
function nestedBrackets(text: string): string | undefined {
  let depth = 0;
  for (const character of text) {
    if (character === '(') depth += 1;
    else if (character === ')') depth = Math.max(0, depth - 1);
    if (depth > 1) return 'a bracket inside a bracket';
  }
  return undefined;
}

/** Punctuation left where a word was taken out: ', ,', ': .', '( )'. */
function emptySlot(text: string): string | undefined {
  const marks = text.replace(/[\s"'’”“]+/g, '');
  for (let index = 1; index < marks.length; index += 1) {
    const pair = `${marks[index - 1]}${marks[index]}`;
    if (/^[,;:][.,;:!?]$|^\(\)$/.test(pair)) return `'${pair}' with nothing between`;
  }
  return undefined;
}

/** What is wrong with a sentence or a headline segment, as short phrases; empty when the check finds nothing. */
export function sentenceFaults(sentence: string): string[] {
  return [
    opensInLowerCase(sentence) ? 'opens in lower case' : undefined,
    endsOnAFunctionWord(sentence),
    repeatedWord(sentence),
    repeatedPhrase(sentence),
    nestedBrackets(sentence),
    nameAsModifier(sentence),
    emptySlot(sentence),
  ].filter((fault): fault is string => fault !== undefined);
}
