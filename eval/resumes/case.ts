import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { extractText } from '#server/files/extract.ts';
import { RESUME_FORMATS } from '#server/files/file-type.ts';

export const SECTION_KINDS = [
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'certifications',
  'awards',
  'volunteering',
  'publications',
  'languages',
  'interests',
  'references',
  'contact',
] as const;

/** A month or a year: '2018-08' or '2018'. */
export const YEAR_MONTH = /^(?:19|20)\d{2}(?:-(?:0[1-9]|1[0-2]))?$/;

/** The gold labels of one resume: what a careful human reader finds in it (eval/README.md explains each field). */
export const resumeLabelsSchema = z.strictObject({
  description: z.string().min(10),
  profession: z.string(),
  quality: z.enum(['strong', 'medium', 'weak']),
  shape: z.array(z.string()).default([]),
  /** For a .txt case, the file the text stands for; a .pdf or .docx case is read from the file itself. */
  format: z.enum(RESUME_FORMATS).default('pdf'),
  pageCount: z.number().int().min(1).default(1),
  twoColumns: z.boolean().default(false),
  name: z.string().nullable(),
  contact: z.strictObject({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    linkedin: z.string().nullable(),
    github: z.string().nullable(),
    website: z.string().nullable(),
    location: z.string().nullable(),
  }),
  /** Every standard section, with its heading exactly as written. Unusual sections (kind 'other') are left out. */
  sections: z.array(z.strictObject({ kind: z.enum(SECTION_KINDS), heading: z.string().min(1) })),
  /** Every dated position under an experience or volunteering heading, newest first as written. */
  jobs: z.array(
    z.strictObject({
      title: z.string(),
      company: z.string().nullable(),
      start: z.string().regex(YEAR_MONTH),
      end: z.union([z.string().regex(YEAR_MONTH), z.literal('present')]),
    }),
  ),
  /** The knowledge base's role the resume is about (its current title and summary first); several when any is right. */
  role: z.union([z.string(), z.array(z.string()).min(1), z.null()]),
  /** Skills the text shows, named as the knowledge base or the resume names them. */
  skills: z.array(z.string()),
});

export type ResumeLabels = z.infer<typeof resumeLabelsSchema>;
/** A case as the engine meets it: the labels, the text, and for a real file what extraction read of its layout. */
export type ResumeCase = ResumeLabels & {
  id: string;
  text: string;
  extracted?: { pageCount: number; twoColumns: boolean };
};

const CASES_DIRECTORY = join(import.meta.dirname, 'cases');
const FILE_KINDS = ['.txt', '.pdf', '.docx'] as const;

type CaseFile = { text: string; format?: 'pdf' | 'docx'; extracted?: ResumeCase['extracted'] };

async function caseText(directory: string, id: string, files: Set<string>): Promise<CaseFile> {
  if (files.has(`${id}.txt`)) return { text: await readFile(join(directory, `${id}.txt`), 'utf8') };
  for (const format of ['pdf', 'docx'] as const) {
    if (!files.has(`${id}.${format}`)) continue;
    const extraction = await extractText(format, await readFile(join(directory, `${id}.${format}`)));
    if (!extraction.ok) throw new Error(`${id}.${format} could not be read: ${extraction.reason}`);
    const { text, pageCount, twoColumns } = extraction;
    return { text, format, extracted: { pageCount, twoColumns } };
  }
  throw new Error(`${id}.json has no ${FILE_KINDS.join(', ')} file beside it`);
}

/** Every case in eval/resumes/cases: `<id>.json` labels beside `<id>.txt` (text as extracted) or a real file. */
export async function loadResumeCases(directory = CASES_DIRECTORY): Promise<ResumeCase[]> {
  const files = new Set(await readdir(directory));
  const ids = [...files]
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
  return Promise.all(
    ids.map(async (id) => {
      const raw = JSON.parse(await readFile(join(directory, `${id}.json`), 'utf8'));
      const parsed = resumeLabelsSchema.safeParse(raw);
      if (!parsed.success) throw new Error(`${id}.json: ${z.prettifyError(parsed.error)}`);
      const { text, format, extracted } = await caseText(directory, id, files);
      return { ...parsed.data, ...(format ? { format } : {}), id, text, extracted };
    }),
  );
}
