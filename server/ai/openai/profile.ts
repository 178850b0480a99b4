import { z } from 'zod';
import { HEADLINE_MAX_LENGTH, SUMMARY_MAX_LENGTH } from '#common/linkedin.ts';
import type { ProfileOptimizationRequest, ProfileOptimizationResult } from '../provider.ts';
import { addsNothing, curlyQuotes, distinct, quotesAreFrom } from './grounding.ts';
import type { StructuredClient } from './structured.ts';

const recommendationsSchema = z.object({
  headline: z.string().describe(`a rewritten headline, at most ${HEADLINE_MAX_LENGTH} characters`),
  summary: z.string().describe('a rewritten About section in the first person, 3 short paragraphs at most'),
  contentTips: z.array(z.string()).describe('3 to 6 tips for the profile’s content'),
  networkingAdvice: z.array(z.string()).describe('3 to 6 pieces of networking advice for the target role'),
});

const INSTRUCTIONS = `You are a LinkedIn profile coach. Rewrite the headline and the About section for the target role,
and give content tips and networking advice.
Rules:
- Rewrites use only the facts the user gave: never add employers, titles, figures, dates or achievements they did
  not state. Say what they gave better; do not add to it.
- The measured checks are facts; the rewrites should make the failed ones pass.
- Quote the user only with their exact words, inside “ and ”.`;

/**
 * The built-in engine scores the profile and picks the keywords; the model rewrites and advises. A rewrite that
 * adds a figure or a name the user never gave is replaced by the engine's own; misquoting tips are dropped.
 */
export async function rewriteProfile(
  client: StructuredClient,
  request: ProfileOptimizationRequest,
  measured: ProfileOptimizationResult,
): Promise<ProfileOptimizationResult> {
  const written = await client.complete({
    name: 'profile_rewrite',
    schema: recommendationsSchema,
    instructions: INSTRUCTIONS,
    input: JSON.stringify({
      targetRole: measured.targetRole?.title ?? null,
      profile: {
        headline: request.headline,
        summary: request.summary,
        experience: request.experience,
        skills: request.skills,
      },
      profileScore: measured.profileScore,
      checks: measured.checks.map(({ label, passed, detail }) => ({ label, passed, detail })),
      keywordSuggestions: measured.keywordSuggestions,
    }),
  });
  const source = [
    request.headline,
    request.summary,
    ...request.experience,
    ...request.skills,
    measured.targetRole?.title ?? '',
    ...measured.keywordSuggestions,
  ].join('\n');
  const headline = written.headline.trim();
  const summary = written.summary.trim();
  const advice = (items: string[]) =>
    distinct(
      items.filter((item) => quotesAreFrom(item, source)),
      6,
    ).map(curlyQuotes);
  const contentTips = advice(written.contentTips);
  const networkingAdvice = advice(written.networkingAdvice);
  return {
    ...measured,
    headline:
      headline !== '' && headline.length <= HEADLINE_MAX_LENGTH && addsNothing(headline, source)
        ? headline
        : measured.headline,
    summary:
      summary !== '' && summary.length <= SUMMARY_MAX_LENGTH && addsNothing(summary, source)
        ? summary
        : measured.summary,
    contentTips: contentTips.length > 0 ? contentTips : measured.contentTips,
    networkingAdvice: networkingAdvice.length > 0 ? networkingAdvice : measured.networkingAdvice,
  };
}
