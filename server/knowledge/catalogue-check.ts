import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { DATA_FOLDER, jsonFilesIn, OCCUPATIONS_FOLDER, SHARED_SKILLS_FOLDER } from './catalogue.ts';
import {
  actionVerbsFileSchema,
  type CatalogueSkill,
  type MajorGroupFile,
  majorGroupFileSchema,
  phrasesFileSchema,
  rankWordsFileSchema,
  type SharedSkillsFile,
  sharedSkillsFileSchema,
  skillVerbsFileSchema,
} from './catalogue-schema.ts';
import { ROLE_FAMILIES } from './families.ts';

export { OCCUPATIONS_FOLDER };

/** How titles and skill names are compared: case, spacing, hyphens and '&' do not count. */
export function comparableName(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

export type CatalogueReport = {
  errors: string[];
  warnings: string[];
  stats: { files: number; occupations: number; socCodes: number; titles: number; skills: number };
};

type Source<T> = { file: string; data: T };

/** A JSON file checked against its schema, or undefined with what is wrong in `errors`. */
function readChecked<T>(path: string, schema: z.ZodType<T>, errors: string[], shown: string): T | undefined {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    errors.push(`${shown}: not JSON (${(error as Error).message})`);
    return undefined;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues.slice(0, 20))
    errors.push(`${shown}: ${issue.path.map(String).join('.')}: ${issue.message}`);
  return undefined;
}

function readFolder<T>(folder: string, schema: z.ZodType<T>, errors: string[]): Source<T>[] {
  return jsonFilesIn(folder).flatMap((file) => {
    const data = readChecked(join(folder, file), schema, errors, file);
    return data === undefined ? [] : [{ file, data }];
  });
}

/** A map that reports a second owner of one key instead of replacing the first. */
function uniqueIndex(errors: string[], what: string) {
  const owners = new Map<string, string>();
  return (key: string, owner: string, shown = key) => {
    const first = owners.get(key);
    if (first !== undefined && first !== owner)
      errors.push(`${what} ${JSON.stringify(shown)}: ${first} and ${owner}`);
    else owners.set(key, owner);
  };
}

type Checker = {
  errors: string[];
  claimSkill: ReturnType<typeof uniqueIndex>;
  skillNames: Set<string>;
};

function defineSkills(checker: Checker, skills: readonly CatalogueSkill[], where: string) {
  for (const skill of skills) {
    checker.skillNames.add(skill.name);
    const terms = new Set([skill.name, ...skill.synonyms, ...(skill.phrasings ?? [])].map(comparableName));
    for (const term of terms) checker.claimSkill(term, `${where} ${skill.name}`, term);
  }
}

function checkRelations(checker: Checker, skills: readonly CatalogueSkill[], where: string) {
  for (const skill of skills) {
    for (const broader of skill.shows ?? [])
      if (!checker.skillNames.has(broader) || broader === skill.name)
        checker.errors.push(`${where} ${skill.name}: shows "${broader}", defined nowhere or itself`);
    for (const member of skill.includes ?? [])
      if (!checker.skillNames.has(member) || member === skill.name)
        checker.errors.push(`${where} ${skill.name}: includes "${member}", defined nowhere or itself`);
  }
}

/**
 * Everything the knowledge base's data must hold together: each file matches its schema; ids, titles and skill names
 * are each defined once across the files; every skill and family an
 * occupation names is defined somewhere; every code is in its file's major group.
 */
export function checkCatalogue(folder = OCCUPATIONS_FOLDER): CatalogueReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  const sources: Source<MajorGroupFile>[] = readFolder(folder, majorGroupFileSchema, errors);
  const shared: Source<SharedSkillsFile>[] = readFolder(SHARED_SKILLS_FOLDER, sharedSkillsFileSchema, errors);
  readChecked(join(DATA_FOLDER, 'phrases.json'), phrasesFileSchema, errors, 'phrases.json');
  readChecked(join(DATA_FOLDER, 'action-verbs.json'), actionVerbsFileSchema, errors, 'action-verbs.json');
  readChecked(join(DATA_FOLDER, 'rank-words.json'), rankWordsFileSchema, errors, 'rank-words.json');
  readChecked(join(DATA_FOLDER, 'skill-verbs.json'), skillVerbsFileSchema, errors, 'skill-verbs.json');

  const claimId = uniqueIndex(errors, 'occupation id');
  const claimTitle = uniqueIndex(errors, 'title');
  const claimFamily = uniqueIndex(errors, 'family id');
  const checker: Checker = {
    errors,
    claimSkill: uniqueIndex(errors, 'skill name or synonym'),
    skillNames: new Set(),
  };

  for (const family of ROLE_FAMILIES) claimFamily(family.id, 'families.ts');
  for (const { file, data } of shared) defineSkills(checker, data.skills, `skills/${file}`);

  const families = new Set<string>(ROLE_FAMILIES.map((family) => family.id));
  const occupationIds = new Set<string>();
  const socCodes = new Set<string>();
  let titles = 0;

  for (const { file, data } of sources) {
    if (!file.startsWith(`${data.majorGroup}-`))
      errors.push(`${file}: the name must start with "${data.majorGroup}-"`);
    for (const family of data.families) {
      claimFamily(family.id, file);
      families.add(family.id);
    }
    defineSkills(checker, data.skills, file);
    for (const occupation of data.occupations) {
      const where = `${file} ${occupation.id}`;
      claimId(occupation.id, file);
      occupationIds.add(occupation.id);
      socCodes.add(occupation.soc);
      if (!occupation.soc.startsWith(`${data.majorGroup}-`))
        errors.push(`${where}: SOC ${occupation.soc} is not in major group ${data.majorGroup}`);
      const ownTitles = [
        occupation.title,
        ...occupation.aliases,
        ...occupation.ladder.flatMap((rung) => rung.titles),
      ];
      const seen = new Set<string>();
      for (const title of ownTitles) {
        const key = comparableName(title);
        if (seen.has(key)) warnings.push(`${where}: the title ${JSON.stringify(title)} is written twice`);
        seen.add(key);
        claimTitle(key, where, title);
      }
      titles += seen.size;
      if (occupation.hardSkills.length < 8)
        warnings.push(`${where}: ${occupation.hardSkills.length} hard skills`);
      if (occupation.tools.length < 8) warnings.push(`${where}: ${occupation.tools.length} tools`);
    }
    for (const [id, extra] of Object.entries(data.titlesForOthers ?? {})) {
      for (const title of extra) claimTitle(comparableName(title), `${file} ${id}`, title);
      titles += extra.length;
    }
  }

  for (const { file, data } of shared) checkRelations(checker, data.skills, `skills/${file}`);
  for (const { file, data } of sources) {
    for (const occupation of data.occupations) {
      const where = `${file} ${occupation.id}`;
      if (!families.has(occupation.family))
        errors.push(`${where}: family "${occupation.family}" is defined nowhere`);
      for (const skill of [...occupation.hardSkills, ...occupation.tools, ...occupation.softSkills])
        if (!checker.skillNames.has(skill))
          errors.push(`${where}: skill "${skill}" is defined nowhere (names are exact)`);
    }
    checkRelations(checker, data.skills, file);
    for (const id of Object.keys(data.titlesForOthers ?? {}))
      if (!occupationIds.has(id)) errors.push(`${file}: titlesForOthers names "${id}", no occupation`);
  }

  return {
    errors,
    warnings,
    stats: {
      files: sources.length,
      occupations: occupationIds.size,
      socCodes: socCodes.size,
      titles,
      skills: checker.skillNames.size,
    },
  };
}
