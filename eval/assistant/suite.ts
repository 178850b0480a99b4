import { careerChatReply } from '#server/ai/local/career/chat.ts';
import type { CareerChatContext } from '#server/ai/provider.ts';
import { type SuiteResult, share } from '../report.ts';
import { type AssistantCase, EMPTY_CONTEXT, PROFILES } from './case.ts';
import { ASSISTANT_CASES } from './cases.ts';
import { HELD_OUT_CASES } from './held-out.ts';
import { ROUND3 } from './round3.ts';

const CASES = [...ASSISTANT_CASES, ...HELD_OUT_CASES, ...ROUND3];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A label word found in a reply: case-insensitive, starting at a word start when it starts with a letter or digit. */
function mentions(reply: string, word: string): boolean {
  const start = /^[\p{L}\p{N}]/u.test(word) ? '(?<![\\p{L}\\p{N}])' : '';
  return new RegExp(`${start}${escapeRegExp(word)}`, 'iu').test(reply);
}

/** What a reply misses of its case's labels: each unmet group and each forbidden phrase it contains. */
function misses(testCase: AssistantCase, reply: string, saved: boolean): string[] {
  const groups = [...testCase.covers, ...((saved ? testCase.withProfile : testCase.withoutProfile) ?? [])];
  return [
    ...groups
      .filter((group) => !group.some((word) => mentions(reply, word)))
      .map((group) => `covers none of ${group.join(' / ')}`),
    ...(testCase.never ?? [])
      .filter((phrase) => reply.toLowerCase().includes(phrase.toLowerCase()))
      .map((phrase) => `says '${phrase}'`),
  ];
}

function ask(testCase: AssistantCase, context: CareerChatContext): string {
  return careerChatReply({ message: testCase.message, history: testCase.history ?? [], context });
}

/** The career assistant on job seekers' questions, each asked with a saved profile and with nothing saved. */
export function evaluateAssistant(): SuiteResult {
  const failures: string[] = [];
  const onTopic = { saved: 0, empty: 0 };
  for (const testCase of CASES) {
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
  const total = CASES.length;
  return {
    suite: 'assistant',
    metrics: [
      share('answers on the asked topic, with a profile', onTopic.saved, total, 0.9),
      share('answers on the asked topic, no profile', onTopic.empty, total, 0.9),
    ],
    failures,
  };
}
