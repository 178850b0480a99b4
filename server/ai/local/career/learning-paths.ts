import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const LearningPathsFile = z.object({
  about: z.string(),
  paths: z.array(z.object({ skill: z.string().min(1), topics: z.array(z.string().min(1)).min(3) })),
});

const file = LearningPathsFile.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, 'learning-paths.json'), 'utf8')),
);

/** What to learn of each skill, first things first, by the skill's canonical name (learning-paths.json). */
export const LEARNING_PATHS: ReadonlyMap<string, readonly string[]> = new Map(
  file.paths.map(({ skill, topics }) => [skill, topics]),
);
