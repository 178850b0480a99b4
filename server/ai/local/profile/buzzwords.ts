import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CLICHES } from '#server/knowledge/index.ts';
import { createPhraseMatcher, type PhraseSpan } from '#server/knowledge/phrase-matcher.ts';

const profileBuzzwordsSchema = z.strictObject({ about: z.string(), buzzwords: z.array(z.string()) });

const PROFILE_BUZZWORDS = profileBuzzwordsSchema.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, 'profile-buzzwords.json'), 'utf8')),
).buzzwords;

/** Longest first, so that 'passionate about' is found whole rather than as 'passionate'. */
const findBuzzwords = createPhraseMatcher(
  [...CLICHES.map((cliche) => cliche.phrase), ...PROFILE_BUZZWORDS].sort((a, b) => b.length - a.length),
);

/** The empty buzzwords of a profile's text: the resume clichés and the words LinkedIn finds overused. */
export function buzzwordsIn(text: string): PhraseSpan[] {
  return findBuzzwords(text);
}
