import { describe, expect, it } from 'vitest';
import type { TargetJob } from '#common/api/tailoring.ts';
import { JOB_DESCRIPTION_MAX_LENGTH, JOB_SKILLS_MAX } from '#common/tailoring.ts';
import {
  addSkill,
  chosenResumeId,
  descriptionStatus,
  draftFromJob,
  jobFromDraft,
  readJobRequest,
  removeSkill,
  rewritesText,
  withRewriteTaken,
} from './job-draft.ts';

const DESCRIPTION =
  'We are hiring a data scientist to build churn and pricing models in Python and SQL, run experiments with ' +
  'product teams, and deploy models on Kubernetes. You have five years of experience and a degree in statistics.';

const READ_JOB: TargetJob = {
  title: 'Data Scientist',
  company: 'Acme',
  seniority: 'mid',
  years: 5,
  education: 'bachelor',
  requiredSkills: ['Python', 'SQL', 'Kubernetes'],
  preferredSkills: ['TensorFlow'],
  description: DESCRIPTION,
  url: null,
  source: { kind: 'pasted', matchId: null },
};

const inputs = { text: '', url: '', matchId: '' };

describe('descriptionStatus', () => {
  it('counts characters and words, and says when there are too few words or too many characters', () => {
    expect(descriptionStatus('  two words ')).toEqual({
      characters: 9,
      words: 2,
      tooLong: false,
      tooShort: true,
    });
    expect(descriptionStatus(DESCRIPTION).tooShort).toBe(false);
    expect(descriptionStatus('a '.repeat(JOB_DESCRIPTION_MAX_LENGTH)).tooLong).toBe(true);
  });
});

describe('readJobRequest', () => {
  it('sends pasted text, a trimmed web address, or a match id', async () => {
    expect(await readJobRequest('text', { ...inputs, text: DESCRIPTION })).toEqual({
      request: { kind: 'text', text: DESCRIPTION },
    });
    expect(await readJobRequest('url', { ...inputs, url: ' https://boards.example.com/jobs/1 ' })).toEqual({
      request: { kind: 'url', url: 'https://boards.example.com/jobs/1' },
    });
    expect(await readJobRequest('match', { ...inputs, matchId: '17' })).toEqual({
      request: { kind: 'match', matchId: 17 },
    });
  });

  it("refuses with the contract's message: a short description, a bad address, no match chosen", async () => {
    expect(await readJobRequest('text', { ...inputs, text: 'Data Scientist' })).toEqual({
      error: 'Paste the whole job description: at least 30 words',
    });
    expect(await readJobRequest('url', { ...inputs, url: 'ftp://example.com/job' })).toEqual({
      error: 'Enter a web address that starts with http:// or https://',
    });
    expect(await readJobRequest('match', inputs)).toEqual({ error: 'Choose one of your job matches' });
  });
});

describe('jobFromDraft', () => {
  it('gives back the read job unchanged when nothing is corrected', async () => {
    expect(await jobFromDraft(READ_JOB, draftFromJob(READ_JOB))).toEqual({ job: READ_JOB });
  });

  it('applies corrections; blank years and "not stated" read as null', async () => {
    const draft = {
      ...draftFromJob(READ_JOB),
      company: ' Acme Analytics ',
      years: '',
      seniority: 'none' as const,
    };
    expect(await jobFromDraft(READ_JOB, draft)).toEqual({
      job: { ...READ_JOB, company: 'Acme Analytics', years: null, seniority: null },
    });
  });

  it('names the wrong fields', async () => {
    const draft = { ...draftFromJob(READ_JOB), title: '  ', years: '70' };
    expect(await jobFromDraft(READ_JOB, draft)).toEqual({
      errors: { title: 'Enter the job title', years: 'Enter a whole number of years from 0 to 50' },
    });
  });
});

describe('addSkill and removeSkill', () => {
  it('adds a trimmed skill once, whatever its case', () => {
    expect(addSkill(['Python'], '  Machine   learning ')).toEqual({ skills: ['Python', 'Machine learning'] });
    expect(addSkill(['Python'], 'python')).toEqual({ error: 'python is already listed' });
    expect(addSkill(['Python'], '   ')).toEqual({ error: 'Type a skill to add' });
  });

  it('keeps within the length and count limits', () => {
    expect(addSkill([], 'x'.repeat(101))).toEqual({ error: 'A skill can be at most 100 characters' });
    const full = Array.from({ length: JOB_SKILLS_MAX }, (_, index) => `Skill ${index}`);
    expect(addSkill(full, 'One more')).toEqual({ error: `List at most ${JOB_SKILLS_MAX} skills` });
  });

  it('removes only the chosen skill', () => {
    expect(removeSkill(['Python', 'SQL'], 'Python')).toEqual(['SQL']);
  });
});

describe('withRewriteTaken', () => {
  it('takes a rewrite once and undoes it', () => {
    expect(withRewriteTaken(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(withRewriteTaken(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(withRewriteTaken(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});

describe('rewritesText', () => {
  it('puts every rewrite on its own line', () => {
    expect(rewritesText([{ after: 'Led X.' }, { after: 'Cut Y by 20%.' }])).toBe('Led X.\nCut Y by 20%.');
  });
});

describe('chosenResumeId', () => {
  const resumes = [{ id: 9 }, { id: 4 }];
  it('takes the resume the address names when the user has it, else the newest', () => {
    expect(chosenResumeId(resumes, '4')).toBe(4);
    expect(chosenResumeId(resumes, '5')).toBe(9);
    expect(chosenResumeId(resumes, 'abc')).toBe(9);
    expect(chosenResumeId(resumes, null)).toBe(9);
    expect(chosenResumeId([], '4')).toBeUndefined();
  });
});
