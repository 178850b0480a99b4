import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The role of one real resume of `../shared/corpus/resumes/`, as a careful recruiter reads it (eval/README.md): the
 * title the person holds, every title a recruiter would accept for it, and its SOC 2018 code(s).
 */
const roleLabelSchema = z.strictObject({
  /** The corpus file's name without its extension: 'accountant-10554236'. */
  file: z.string().regex(/^[a-z-]+-\d+$/),
  title: z.string().min(1),
  accepted: z.array(z.string().min(1)).min(1),
  soc: z.array(z.string().regex(/^\d{2}-\d{4}$/)).min(1),
  /** Held-out labels are never looked at while tuning: the suite prints no failure of theirs. */
  part: z.enum(['tuning', 'held-out']),
  note: z.string().optional(),
});

const roleLabelsSchema = z.strictObject({ about: z.string(), labels: z.array(roleLabelSchema) });

export type RoleLabel = z.infer<typeof roleLabelSchema>;

export async function loadRoleLabels(): Promise<RoleLabel[]> {
  const json = JSON.parse(await readFile(join(import.meta.dirname, 'roles.json'), 'utf8'));
  return roleLabelsSchema.parse(json).labels;
}

/** The corpus beside the checkout (`../shared/corpus`), or where CORPUS_DIR says. */
export const CORPUS_DIR =
  process.env.CORPUS_DIR ?? join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus');

/** A label's category: its file name without the id ('business-development'). */
export const categoryOf = (label: RoleLabel) => label.file.replace(/-\d+$/, '');
