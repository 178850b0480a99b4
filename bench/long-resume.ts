import { loadResumeCases, type ResumeCase } from '../eval/resumes/case.ts';
import { dataScientist, type ResumeContent } from '../scripts/fixtures/index.ts';
import { bullet, paragraph, type SectionItem } from '../scripts/fixtures/model.ts';
import { createResumeDocument } from '../scripts/fixtures/pdf-layout.ts';
import { isWindows1252 } from '../scripts/fixtures/windows-1252.ts';

/** A list marker opening an extracted line: the line is a bullet. */
const BULLET_MARKER = /^[•●▪◦‣∙·*►➢✓■□–—-]\s+/u;

/** The lines under a case's experience heading, up to the next heading its labels name. */
function experienceLines(resume: ResumeCase): string[] {
  const headings = new Set(resume.sections.map((section) => section.heading));
  const experienceHeading = resume.sections.find((section) => section.kind === 'experience')?.heading;
  const lines = resume.text.split('\n').map((line) => line.trim());
  const start = lines.indexOf(experienceHeading ?? '');
  if (experienceHeading === undefined || start === -1) return [];
  const end = lines.findIndex((line, index) => index > start && headings.has(line));
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** Job headers and bullets as the fixture model draws them; lines Helvetica (WinAnsi) cannot draw are left out. */
function asItems(lines: string[]): SectionItem[] {
  return lines
    .map((line) => line.replaceAll('\t', ' '))
    .filter((line) => line !== '' && isWindows1252(line))
    .map((line) => (BULLET_MARKER.test(line) ? bullet(line.replace(BULLET_MARKER, '')) : paragraph(line)));
}

/** The data scientist's strong resume with `experience` as its experience section's items. */
function withExperience(experience: SectionItem[]): ResumeContent {
  const base = dataScientist.strong;
  return {
    ...base,
    sections: base.sections.map((section) =>
      section.kind === 'experience' ? { ...section, items: experience } : section,
    ),
  };
}

export type LongResume = { pages: number; pdf: Uint8Array };

/**
 * Resumes of each page count asked for, as PDFs, each as full as that many pages hold: a fixture resume whose
 * experience section goes on, after its own jobs, with the experience sections of the evaluation corpus's resumes
 * (real-looking jobs and bullets of many people).
 */
export async function longResumes(pageCounts: readonly number[]): Promise<LongResume[]> {
  const ownJobs = dataScientist.strong.sections.find((section) => section.kind === 'experience')?.items ?? [];
  const corpusJobs = (await loadResumeCases()).flatMap((resume) => asItems(experienceLines(resume)));
  const experience = [...ownJobs, ...corpusJobs];
  const render = (items: number) =>
    createResumeDocument(withExperience(experience.slice(0, items)), 'single-column');
  /** The most items that still fit in `pages` (a binary search: more items never take fewer pages). */
  async function mostItemsIn(pages: number): Promise<number> {
    let [fits, overflows] = [0, experience.length + 1];
    while (overflows - fits > 1) {
      const middle = Math.floor((fits + overflows) / 2);
      if ((await render(middle)).getPageCount() <= pages) fits = middle;
      else overflows = middle;
    }
    return fits;
  }
  return Promise.all(
    pageCounts.map(async (pages) => {
      const document = await render(await mostItemsIn(pages));
      if (document.getPageCount() !== pages)
        throw new Error(`the corpus's experience sections do not fill ${pages} pages`);
      return { pages, pdf: await document.save() };
    }),
  );
}
