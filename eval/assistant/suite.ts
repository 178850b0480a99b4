import { careerChatReply } from '#server/ai/local/career/chat.ts';
import type { CareerChatContext } from '#server/ai/provider.ts';
import { type SuiteResult, share } from '../report.ts';
import { type AssistantCase, EMPTY_CONTEXT, PROFILES } from './case.ts';
import { ASSISTANT_CASES } from './cases.ts';
import { HELD_OUT_CASES } from './held-out.ts';
import { ROUND3 } from './round3.ts';
import { ROUND4 } from './round4.ts';
import { ROUND4_HELD_OUT } from './round4-held-out.ts';

const CASES = [...ASSISTANT_CASES, ...HELD_OUT_CASES, ...ROUND3];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label word found in a reply: case-insensitive, starting at a word start when it starts with a letter or digit. */
function mentions(reply: string, word: string): boolean {
  const start = /^[\p{L}\p{N}]/u.test(word) ? '(?<![\\p{L}\\p{N}])' : '';
  return new RegExp(`${start}${escapeRegExp(word)}`, 'iu').test(reply);
}

/** Words by which a sentence credits a skill to the person rather than naming it as a gap. */
const CREDITING = ['carry over', 'transferable', 'you already', 'you have', 'you show', 'shows', 'lead with'];

/** The sentences of a reply that credit one of the skills to the person. */
function credited(reply: string, skills: string[]): string[] {
  return skills.filter((skill) =>
    reply
      .split(/(?<=[.!?])\s+/)
      .some((sentence) => mentions(sentence, skill) && CREDITING.some((cue) => mentions(sentence, cue))),
  );
}

/** What a reply misses of its case's labels: each unmet group, each forbidden phrase and each skill wrongly credited. */
function misses(testCase: AssistantCase, reply: string, saved: boolean): string[] {
  const groups = [...testCase.covers, ...((saved ? testCase.withProfile : testCase.withoutProfile) ?? [])];
  return [
    ...groups
      .filter((group) => !group.some((word) => mentions(reply, word)))
      .map((group) => `covers none of ${group.join(' / ')}`),
    ...(testCase.never ?? [])
      .filter((phrase) => reply.toLowerCase().includes(phrase.toLowerCase()))
      .map((phrase) => `says '${phrase}'`),
    ...credited(reply, testCase.neverCredits ?? []).map(
      (skill) => `credits ${skill}, which the analysis calls missing`,
    ),
  ];
}

function ask(testCase: AssistantCase, context: CareerChatContext): string {
  return careerChatReply({ message: testCase.message, history: testCase.history ?? [], context });
}

/** The issue whose goal the held-out part is measured against: a miss there is reported, not yet failed on. */
const HELD_OUT_ISSUE = 47;

type Run = { onTopic: { saved: number; empty: number }; failures: string[] };

/** Each case asked with its saved profile and with nothing saved. */
function run(cases: AssistantCase[]): Run {
  const failures: string[] = [];
  const onTopic = { saved: 0, empty: 0 };
  for (const testCase of cases) {
    for (const saved of [true, false]) {
      const reply = ask(testCase, saved ? PROFILES[testCase.profile] : EMPTY_CONTEXT);
      const missed = misses(testCase, reply, saved);
      if (missed.length === 0) onTopic[saved ? 'saved' : 'empty'] += 1;
      else
        failures.push(
          `${testCase.id} (${saved ? 'with profile' : 'no profile'}): ${missed.join('; ')} — "${reply.slice(0, 160)}"`,
        );
    }
  }
  return { onTopic, failures };
}

/**
 * The career assistant on job seekers' questions, each asked with a saved profile and with nothing saved: the first
 * three rounds, the fourth round's tuning part, and its held-out part, whose failures are counted and never printed.
 */
export function evaluateAssistant(): SuiteResult {
  const earlier = run(CASES);
  const round4 = run(ROUND4);
  const heldOut = run(ROUND4_HELD_OUT);
  return {
    suite: 'assistant',
    metrics: [
      share('answers on the asked topic, with a profile', earlier.onTopic.saved, CASES.length, 0.9),
      share('answers on the asked topic, no profile', earlier.onTopic.empty, CASES.length, 0.9),
      share(
        'round 4 (pay by place, the analysis, named topics), with a profile',
        round4.onTopic.saved,
        ROUND4.length,
        0.9,
      ),
      share('round 4, no profile', round4.onTopic.empty, ROUND4.length, 0.9),
      ...[
        share('round 4 held-out, with a profile', heldOut.onTopic.saved, ROUND4_HELD_OUT.length, 0.9),
        share('round 4 held-out, no profile', heldOut.onTopic.empty, ROUND4_HELD_OUT.length, 0.9),
      ].map((metric) => ({ ...metric, openIssue: HELD_OUT_ISSUE })),
    ],
    failures: [
      ...earlier.failures,
      ...round4.failures,
      ...(heldOut.failures.length > 0
        ? [`round 4 held-out: ${heldOut.failures.length} failing answers (not listed)`]
        : []),
    ],
  };
}
