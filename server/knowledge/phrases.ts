import { PHRASES_FILE } from './catalogue.ts';
import type { Cliche, WeakPhrase } from './types.ts';

/**
 * Wording that hides what the candidate did (`data/phrases.json`). The advice is shown right after a quotation of the
 * user's own words, so it uses no quotation marks except single quotes around an example rewrite.
 */
export const WEAK_PHRASES: readonly WeakPhrase[] = PHRASES_FILE.weakPhrases;

/** Empty claims recruiters skip, better shown with evidence (`data/phrases.json`). */
export const CLICHES: readonly Cliche[] = PHRASES_FILE.cliches;
