import { describe, expect, it } from 'vitest';
import { questionsById } from './question-bank/index.ts';
import { selectQuestions } from './select-questions.ts';

const base = {
  industry: 'technology' as const,
  role: 'Data Scientist',
  experience: 3,
  recentlySeen: new Set<string>(),
  seed: 'user-1:0',
};

describe('selectQuestions', () => {
  it('asks 5 to 10 distinct questions mixing behavioural, technical, situational and culture fit', () => {
    for (const experience of [0, 5, 12]) {
      const questions = selectQuestions({ ...base, experience });
      expect(questions.length).toBeGreaterThanOrEqual(5);
      expect(questions.length).toBeLessThanOrEqual(10);
      expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
      expect(new Set(questions.map((question) => question.kind))).toEqual(
        new Set(['behavioural', 'technical', 'situational', 'culture']),
      );
    }
  });

  it('asks technical questions of the role’s own field', () => {
    const technical = selectQuestions(base).filter(
      (question) => question.kind === 'technical' || question.kind === 'situational',
    );
    expect(technical.every((question) => question.family === 'data-analytics')).toBe(true);
  });

  it('tunes to experience: learning early in a career, leadership and strategy after eight years', () => {
    const early = selectQuestions({ ...base, experience: 1 });
    const senior = selectQuestions({ ...base, experience: 12 });
    expect(early.every((question) => question.seniority.includes('entry'))).toBe(true);
    expect(senior.filter((question) => question.kind === 'behavioural').length).toBe(3);
    expect(senior.every((question) => question.seniority.includes('senior'))).toBe(true);
  });

  it('gives a data scientist and a nurse questions that overlap in at most one', () => {
    const data = selectQuestions({ ...base, role: 'Data Scientist', industry: 'technology' }).map(
      (question) => question.id,
    );
    const nurse = selectQuestions({ ...base, role: 'Registered Nurse', industry: 'healthcare' }).map(
      (question) => question.id,
    );
    expect(data.filter((id) => nurse.includes(id)).length).toBeLessThanOrEqual(1);
    expect(nurse.some((id) => questionsById.get(id)?.family === 'nursing')).toBe(true);
  });

  it('avoids questions from recent sessions while the bank has others', () => {
    const first = selectQuestions(base);
    const second = selectQuestions({
      ...base,
      seed: 'user-1:1',
      recentlySeen: new Set(first.map((question) => question.id)),
    });
    expect(second.filter((question) => first.includes(question))).toEqual([]);
  });

  it('gives the same questions for the same seed', () => {
    expect(selectQuestions(base)).toEqual(selectQuestions(base));
  });

  it('falls back to the industry’s fields for a role it does not know', () => {
    const questions = selectQuestions({ ...base, industry: 'healthcare', role: 'Chief Happiness Wizard' });
    expect(questions.length).toBeGreaterThanOrEqual(5);
    const families = questions.flatMap((question) => (question.family ? [question.family] : []));
    expect(families.length).toBeGreaterThan(0);
  });
});
