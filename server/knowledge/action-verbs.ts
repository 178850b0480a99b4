import { ACTION_VERBS_FILE } from './catalogue.ts';
import type { ActionVerb } from './types.ts';

/** Strong verbs to open resume bullets with, grouped by what they show (`data/action-verbs.json`). */
export const ACTION_VERBS: readonly ActionVerb[] = ACTION_VERBS_FILE.verbs;
