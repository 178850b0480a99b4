import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  ActionVerbsFile,
  MajorGroupFile,
  PhrasesFile,
  RankWordsFile,
  SharedSkillsFile,
  SkillVerbsFile,
} from './catalogue-schema.ts';

export const DATA_FOLDER = join(import.meta.dirname, 'data');
export const OCCUPATIONS_FOLDER = join(DATA_FOLDER, 'occupations');
export const SHARED_SKILLS_FOLDER = join(DATA_FOLDER, 'skills');

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** A folder's JSON files in file-name order. */
export function jsonFilesIn(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort();
}

/**
 * The knowledge base's data, read as the catalogue's tests have checked it (`catalogue-check.ts`): the schema is not
 * parsed again on every start.
 */
export const CATALOGUE_FILES: readonly MajorGroupFile[] = jsonFilesIn(OCCUPATIONS_FOLDER).map(
  (file) => readJson(join(OCCUPATIONS_FOLDER, file)) as MajorGroupFile,
);

export const SHARED_SKILL_FILES: readonly SharedSkillsFile[] = jsonFilesIn(SHARED_SKILLS_FOLDER).map(
  (file) => readJson(join(SHARED_SKILLS_FOLDER, file)) as SharedSkillsFile,
);

export const PHRASES_FILE = readJson(join(DATA_FOLDER, 'phrases.json')) as PhrasesFile;

export const ACTION_VERBS_FILE = readJson(join(DATA_FOLDER, 'action-verbs.json')) as ActionVerbsFile;

export const RANK_WORDS_FILE = readJson(join(DATA_FOLDER, 'rank-words.json')) as RankWordsFile;

export const SKILL_VERBS_FILE = readJson(join(DATA_FOLDER, 'skill-verbs.json')) as SkillVerbsFile;
