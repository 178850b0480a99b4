import { type AST, RegExpParser, visitRegExpAST } from '@eslint-community/regexpp';
import { check } from 'recheck';

export type Proof = { linear: true } | { linear: false; reason: string };

/**
 * Past this, recheck's automaton gives up on a pattern: it is reported, not taken as safe. The slowest proof takes
 * 4 s alone on two cores, and five times that when the test workers and other processes share them.
 */
const CHECK_TIMEOUT_MS = 60_000;

const parser = new RegExpParser({ ecmaVersion: 2025 });

/** A class matching exactly the characters `element` does not (one character wide, no strings). */
function complementOf(element: AST.Element, flags: string): string | undefined {
  switch (element.type) {
    case 'CharacterClass':
      if (element.unicodeSets) return undefined;
      return element.negate ? `[${element.raw.slice(2)}` : `[^${element.raw.slice(1)}`;
    case 'CharacterSet':
      if (element.kind === 'any') return flags.includes('s') ? '[^\\s\\S]' : '[\\n\\r\\u2028\\u2029]';
      return `[^${element.raw}]`;
    case 'Character':
      return `[^${element.raw}]`;
    default:
      return undefined;
  }
}

type Rewrite = { start: number; end: number; text: string };

/**
 * recheck's automaton has no lookaround. One that looks at a single character, before a top-level alternative
 * (a lookbehind) or after one (a lookahead), is the same as reading that character: `(?<![X])` becomes `(?:^|[^X])`,
 * `(?![X])` becomes `(?:$|[^X])`. Each attempt then starts one character earlier or ends one later, and passes
 * or fails exactly where the original does, so the backtracking is the same. Any other lookaround is refused.
 */
function lookaroundRewrite(node: AST.LookaroundAssertion, flags: string): Rewrite | string {
  const where = `${node.kind === 'lookbehind' ? 'lookbehind' : 'lookahead'} ${node.raw}`;
  const alternative = node.parent;
  const onTheEdge =
    alternative.type === 'Alternative' &&
    alternative.parent.type === 'Pattern' &&
    (node.kind === 'lookbehind' ? alternative.elements[0] === node : alternative.elements.at(-1) === node);
  if (!onTheEdge) return `${where} is not at the start (lookbehind) or end (lookahead) of the pattern`;
  const [body, ...more] = node.alternatives.length === 1 ? (node.alternatives[0]?.elements ?? []) : [];
  const complement = body && more.length === 0 ? complementOf(body, flags) : undefined;
  if (!body || complement === undefined) return `${where} does not look at exactly one character`;
  if (!node.negate) return { start: node.start, end: node.end, text: `(?:${body.raw})` };
  if (flags.includes('m')) return `${where} cannot be checked together with the m flag`;
  const edge = node.kind === 'lookbehind' ? '^' : '$';
  return { start: node.start, end: node.end, text: `(?:${edge}|${complement})` };
}

/** The pattern in a form recheck's automaton takes, or why there is none. */
function checkable(pattern: string, flags: string): string | { reason: string } {
  let ast: AST.Pattern;
  try {
    ast = parser.parsePattern(pattern, 0, pattern.length, {
      unicode: flags.includes('u'),
      unicodeSets: flags.includes('v'),
    });
  } catch (error) {
    return { reason: `does not parse: ${(error as Error).message}` };
  }
  const rewrites: Rewrite[] = [];
  const problems: string[] = [];
  visitRegExpAST(ast, {
    onBackreferenceEnter: (node) => {
      problems.push(`back-reference ${node.raw} cannot be checked`);
    },
    onAssertionEnter: (node) => {
      if (node.kind !== 'lookahead' && node.kind !== 'lookbehind') return;
      const rewrite = lookaroundRewrite(node, flags);
      if (typeof rewrite === 'string') problems.push(rewrite);
      else rewrites.push(rewrite);
    },
  });
  if (problems.length > 0) return { reason: problems.join('; ') };
  return rewrites
    .sort((a, b) => b.start - a.start)
    .reduce(
      (text, { start, end, text: replacement }) => text.slice(0, start) + replacement + text.slice(end),
      pattern,
    );
}

/**
 * Whether matching `pattern` takes time linear in the input, whatever the input: proved by recheck's automaton
 * checker (which is sound for what it accepts), never by its fuzzer, which only samples.
 */
export async function proveLinear(pattern: string, flags: string): Promise<Proof> {
  const source = checkable(pattern, flags);
  if (typeof source !== 'string') return { linear: false, reason: source.reason };
  const result = await check(source, flags.replace(/[gdy]/g, ''), {
    checker: 'automaton',
    timeout: CHECK_TIMEOUT_MS,
  });
  switch (result.status) {
    case 'safe':
      return { linear: true };
    case 'vulnerable':
      return {
        linear: false,
        reason: `${result.complexity.summary} backtracking, e.g. on ${result.attack.pattern}`,
      };
    case 'unknown':
      return {
        linear: false,
        reason: `could not be proved (${result.error.kind}${'message' in result.error ? `: ${result.error.message}` : ''})`,
      };
  }
}
