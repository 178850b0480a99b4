import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { SuiteResult } from '../report.ts';

/**
 * The role of one real resume as a careful recruiter reads it (eval/README.md): the title the person holds, every title
 * a recruiter would accept for it, and its SOC 2018 code(s).
 */
const roleFields = {
  title: z.string().min(1),
  accepted: z.array(z.string().min(1)).min(1),
  soc: z.array(z.string().regex(/^\d{2}-\d{4}$/)).min(1),
  /** Held-out labels are never looked at while tuning: the suite prints no failure of theirs. */
  part: z.enum(['tuning', 'held-out']),
  note: z.string().optional(),
};

/** The role of one resume of `../shared/corpus/resumes/`, by the corpus file's name: 'accountant-10554236'. */
const roleLabelSchema = z.strictObject({ file: z.string().regex(/^[a-z-]+-\d+$/), ...roleFields });
/**
 * The role of one distinct resume text of `../shared/corpus/resume-texts/`, by the data row it first occurs in
 * ('row-0'): the file repeats most of its texts.
 */
const textRoleLabelSchema = z.strictObject({ text: z.string().regex(/^row-\d+$/), ...roleFields });

const roleLabelsSchema = z.strictObject({ about: z.string(), labels: z.array(roleLabelSchema) });
const textRoleLabelsSchema = z.strictObject({ about: z.string(), labels: z.array(textRoleLabelSchema) });

export type RoleLabel = z.infer<typeof roleLabelSchema>;
export type TextRoleLabel = z.infer<typeof textRoleLabelSchema>;

/** The labels of a file of eval/real, checked against its schema: a file that does not match stops the run. */
export async function readLabels<Label>(
  file: string,
  schema: z.ZodType<{ labels: Label[] }>,
): Promise<Label[]> {
  return schema.parse(JSON.parse(await readFile(join(import.meta.dirname, file), 'utf8'))).labels;
}

export const loadRoleLabels = (): Promise<RoleLabel[]> => readLabels('roles.json', roleLabelsSchema);
export const loadTextRoleLabels = (): Promise<TextRoleLabel[]> =>
  readLabels('text-roles.json', textRoleLabelsSchema);

/** The corpus beside the checkout (`../shared/corpus`), or where CORPUS_DIR says. */
export const CORPUS_DIR =
  process.env.CORPUS_DIR ?? join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus');

/** A label's category: its file name without the id ('business-development'). */
export const categoryOf = (label: RoleLabel) => label.file.replace(/-\d+$/, '');

/** A real suite's result where the corpus folder it reads is absent: skipped, with a line saying so. */
export function skippedWithoutCorpus(suite: string, folder: string): SuiteResult | undefined {
  if (existsSync(join(CORPUS_DIR, folder))) return undefined;
  console.log(`${suite}: skipped, no corpus at ${CORPUS_DIR} (set CORPUS_DIR to measure on real documents)`);
  return { suite: `${suite} (skipped: no corpus)`, metrics: [], failures: [] };
}

type Part = 'tuning' | 'held-out';

/** Each label read in turn (one that cannot be read is left out), split into the tuning and the held-out part. */
export async function readingsByPart<Label extends { part: Part }, Reading extends { label: Label }>(
  labels: Label[],
  read: (label: Label) => Promise<Reading | undefined>,
): Promise<{ readings: Reading[]; tuning: Reading[]; heldOut: Reading[] }> {
  const readings: Reading[] = [];
  for (const label of labels) {
    const reading = await read(label);
    if (reading) readings.push(reading);
  }
  return {
    readings,
    tuning: readings.filter((reading) => reading.label.part === 'tuning'),
    heldOut: readings.filter((reading) => reading.label.part === 'held-out'),
  };
}
