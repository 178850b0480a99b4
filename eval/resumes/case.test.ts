import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadResumeCases } from './case.ts';

const labels = {
  description: 'A thin resume with one dated job.',
  profession: 'retail',
  quality: 'weak',
  name: 'Ana Lima',
  contact: {
    email: null,
    phone: null,
    linkedin: null,
    github: null,
    website: null,
    location: 'Porto, Portugal',
  },
  sections: [{ kind: 'experience', heading: 'Experience' }],
  jobs: [{ title: 'Cashier', company: 'Pingo Doce', start: '2021-03', end: 'present' }],
  role: 'Retail Sales Associate',
  skills: ['Cash Handling'],
};

describe('resume cases', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'eval-cases-'));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('loads labels with the text beside them, applying the defaults', async () => {
    await writeFile(join(directory, 'x1.json'), JSON.stringify(labels));
    await writeFile(
      join(directory, 'x1.txt'),
      'Ana Lima\nExperience\nCashier, Pingo Doce, Mar 2021 – Present',
    );
    const [loaded] = await loadResumeCases(directory);
    expect(loaded).toMatchObject({ id: 'x1', format: 'pdf', twoColumns: false, pageCount: 1 });
    expect(loaded?.text).toContain('Pingo Doce');
  });

  it('stops on a label that breaks the schema, naming the case', async () => {
    await writeFile(
      join(directory, 'x2.json'),
      JSON.stringify({ ...labels, jobs: [{ ...labels.jobs[0], end: 'now' }] }),
    );
    await writeFile(join(directory, 'x2.txt'), 'text');
    await expect(loadResumeCases(directory)).rejects.toThrow(/x2\.json/);
  });

  it('stops on labels without a resume beside them', async () => {
    await writeFile(join(directory, 'x3.json'), JSON.stringify(labels));
    await expect(loadResumeCases(directory)).rejects.toThrow(/x3\.json has no/);
  });
});
