import { describe, expect, it } from 'vitest';
import type { TargetJob } from '#common/api/tailoring.ts';
import { draftFromReadJob, EMPTY_DRAFT, requestFromDraft } from './new-application.ts';

describe('requestFromDraft', () => {
  it('asks for the title and the company, each under its field', async () => {
    expect(await requestFromDraft(EMPTY_DRAFT)).toEqual({
      errors: { title: 'Enter the job title', company: 'Enter the company' },
    });
  });

  it('names a wrong link and a wrong date under their fields', async () => {
    const checked = await requestFromDraft({
      ...EMPTY_DRAFT,
      title: 'Data Analyst',
      company: 'Acme',
      url: 'ftp://acme.example/job',
      nextStepDue: '2026-13-40',
    });
    expect(checked).toEqual({
      errors: {
        url: 'Enter a web address that starts with http:// or https://',
        nextStepDue: 'Enter a date such as 2026-12-01',
      },
    });
  });

  it('sends what was typed, no due date as none', async () => {
    const draft = { ...EMPTY_DRAFT, title: 'Data Analyst', company: 'Acme', stage: 'applied' as const };
    expect(await requestFromDraft(draft)).toEqual({ request: { ...draft, nextStepDue: null } });
  });
});

describe('draftFromReadJob', () => {
  const job = {
    title: 'Data Analyst',
    company: 'Acme',
    description: 'Analyse data.',
    url: null,
  } as TargetJob;

  it('fills the title, company, description and the link typed beside the paste', () => {
    expect(draftFromReadJob(job, ' https://acme.example/jobs/1 ')).toEqual({
      ...EMPTY_DRAFT,
      title: 'Data Analyst',
      company: 'Acme',
      description: 'Analyse data.',
      url: 'https://acme.example/jobs/1',
    });
  });

  it('prefers the link the job was read from', () => {
    expect(draftFromReadJob({ ...job, url: 'https://acme.example/read' }, '').url).toBe(
      'https://acme.example/read',
    );
  });
});
