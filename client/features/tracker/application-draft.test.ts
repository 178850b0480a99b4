import { describe, expect, it } from 'vitest';
import type { Application } from '#common/api/tracker.ts';
import { changedFields, contactDraft, draftOf, hasChanges, withResume } from './application-draft.ts';

const application: Application = {
  id: 3,
  stage: 'applied',
  title: 'Data Analyst',
  company: 'Acme',
  location: 'Lyon',
  salary: '€50k',
  url: 'https://jobs.example/1',
  nextStep: 'Call back',
  nextStepDue: '2026-12-01',
  jobId: null,
  appliedAt: '2026-11-20T10:00:00.000Z',
  stageChangedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  roundCount: 0,
  nextRoundAt: null,
  description: 'Analyse data.',
  notes: '',
  contacts: [{ name: 'Ann Lee', role: 'Recruiter', email: 'ann@acme.example', phone: '' }],
  resume: { id: 5, fileName: 'cv.pdf' },
  tailoring: { id: 9, title: 'Data Analyst', matchRate: 71 },
  history: [],
  rounds: [],
};

describe('draftOf', () => {
  it('holds every field as the inputs show it: an empty text for no link and no due date', () => {
    const draft = draftOf({ ...application, url: null, nextStepDue: null, resume: null, tailoring: null });
    expect(draft).toMatchObject({ url: '', nextStepDue: '', resumeId: null, tailoringId: null });
  });
});

describe('changedFields', () => {
  it('is empty for an untouched draft', () => {
    const saved = draftOf(application);
    expect(changedFields(saved, { ...saved })).toEqual({});
    expect(hasChanges(saved, { ...saved })).toBe(false);
  });

  it('sends only the fields that changed', () => {
    const saved = draftOf(application);
    expect(changedFields(saved, { ...saved, title: 'Senior Data Analyst', notes: 'Met at a fair' })).toEqual({
      title: 'Senior Data Analyst',
      notes: 'Met at a fair',
    });
  });

  it('clears a link and a due date with null', () => {
    const saved = draftOf(application);
    expect(changedFields(saved, { ...saved, url: '  ', nextStepDue: '' })).toEqual({
      url: null,
      nextStepDue: null,
    });
  });

  it('sends the whole contact list, without the keys, when one contact changed, was added or removed', () => {
    const saved = draftOf(application);
    const [ann] = saved.contacts;
    if (!ann) throw new Error('the draft has the contact');
    const edited = { ...saved, contacts: [{ ...ann, phone: '555 0100' }] };
    expect(changedFields(saved, edited).contacts).toEqual([
      { name: 'Ann Lee', role: 'Recruiter', email: 'ann@acme.example', phone: '555 0100' },
    ]);
    const added = { ...saved, contacts: [...saved.contacts, contactDraft()] };
    expect(changedFields(saved, added).contacts).toHaveLength(2);
    expect(changedFields(saved, { ...saved, contacts: [] })).toEqual({ contacts: [] });
  });

  it('does not count new keys for the same contacts as a change', () => {
    expect(changedFields(draftOf(application), draftOf(application))).toEqual({});
  });

  it('sends the resume and the tailoring chosen, null for none', () => {
    const saved = draftOf(application);
    expect(changedFields(saved, withResume(saved, 6))).toEqual({ resumeId: 6, tailoringId: null });
    expect(changedFields(saved, { ...saved, tailoringId: 10 })).toEqual({ tailoringId: 10 });
  });
});

describe('withResume', () => {
  it('keeps the tailoring when the resume stays the same', () => {
    const draft = draftOf(application);
    expect(withResume(draft, 5)).toBe(draft);
  });

  it('clears the tailoring of the resume left', () => {
    expect(withResume(draftOf(application), null)).toMatchObject({ resumeId: null, tailoringId: null });
  });
});
