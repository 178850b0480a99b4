/**
 * Which defined skill a term already is, in the knowledge base's skills or any catalogue file:
 * `node scripts/find-skill.ts "Forklift" "Excel"` (a part of a name finds it too).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_SKILL_FILES } from '#server/knowledge/catalogue.ts';
import { comparableName, OCCUPATIONS_FOLDER } from '#server/knowledge/catalogue-check.ts';
import type { MajorGroupFile } from '#server/knowledge/catalogue-schema.ts';

const defined = [
  ...SHARED_SKILL_FILES.flatMap((shared) =>
    shared.skills.map((skill) => ({ ...skill, file: 'skills/*.json' })),
  ),
  ...readdirSync(OCCUPATIONS_FOLDER)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      try {
        const data = JSON.parse(readFileSync(join(OCCUPATIONS_FOLDER, file), 'utf8')) as MajorGroupFile;
        return (data.skills ?? []).map((skill) => ({ ...skill, file }));
      } catch {
        return [];
      }
    }),
];

for (const term of process.argv.slice(2)) {
  const wanted = comparableName(term);
  const found = defined.filter((skill) =>
    [skill.name, ...skill.synonyms].some((name) => comparableName(name).includes(wanted)),
  );
  console.log(`${term}: ${found.length === 0 ? 'not defined' : ''}`);
  for (const skill of found.slice(0, 12))
    console.log(
      `  ${skill.name} [${skill.kind}/${skill.category}] (${skill.file}) = ${skill.synonyms.join(' | ')}`,
    );
}
