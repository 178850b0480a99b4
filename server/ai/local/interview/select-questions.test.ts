import { describe, expect, it } from 'vitest';
import { INTERVIEW_INDUSTRIES, type InterviewIndustry } from '#common/industries.ts';
import { findRole, isWrittenFamily, ROLES, type Role } from '#server/knowledge/index.ts';
import { templateKeyOf } from './occupation-questions/questions.ts';
import { findQuestion, questionsById } from './question-bank/index.ts';
import type { Question } from './question-bank/types.ts';
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

const isTechnical = (question: Question) => question.kind === 'technical' || question.kind === 'situational';

/** A catalogue title that reads back as its occupation, checked here so that no title is silently skipped. */
function occupation(title: string): Role {
  const role = findRole(title);
  if (!role) throw new Error(`the catalogue does not know '${title}'`);
  return role;
}

/** The interview industry a person of the occupation would pick: its own where the form offers it. */
const industryOf = (role: Role): InterviewIndustry =>
  INTERVIEW_INDUSTRIES.find((industry) => industry === role.industry) ?? 'consulting';

const sessionFor = (role: Role, title: string, experience: number, seed = 'user-7:0') =>
  selectQuestions({
    industry: industryOf(role),
    role: title,
    experience,
    recentlySeen: new Set(),
    seed,
  });

describe('selectQuestions for a catalogue occupation the bank has no family of', () => {
  const titles = [
    'Forklift Operator',
    'Dental Hygienist',
    'Plumber',
    'Sommelier',
    'Emergency Dispatcher',
    'Fire Inspector',
  ];

  it.each(titles)('asks a %s technical questions about its own skills, tools and measures', (title) => {
    const role = occupation(title);
    expect(isWrittenFamily(role.family)).toBe(false);
    for (const experience of [0, 5, 12]) {
      const questions = sessionFor(role, title, experience);
      const technical = questions.filter(isTechnical);
      expect(technical.length).toBeGreaterThanOrEqual(3);
      for (const question of technical) {
        expect(question.occupation, question.text).toBe(role.id);
        expect(question.id.startsWith(`occ-${role.id}-`)).toBe(true);
      }
      expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
    }
  });

  it('never asks another occupation’s technical questions, for any occupation outside the written families', () => {
    const problems: string[] = [];
    const outside = ROLES.filter(
      (role) =>
        !isWrittenFamily(role.family) && findRole(role.title)?.id === role.id && role.hardSkills.length >= 4,
    );
    expect(outside.length).toBeGreaterThan(100);
    for (const role of outside) {
      for (const experience of [1, 5, 10]) {
        for (const question of sessionFor(role, role.title, experience).filter(isTechnical)) {
          if (question.occupation !== role.id)
            problems.push(`${role.title}, ${experience} years: ${question.id}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('asks about each subject once a session, in varied wording', () => {
    const role = occupation('Dental Hygienist');
    for (const seed of ['a:0', 'b:1', 'c:2', 'd:3']) {
      const technical = sessionFor(role, 'Dental Hygienist', 12, seed).filter(isTechnical);
      const topics = technical.map((question) => question.topic);
      expect(new Set(topics).size).toBe(topics.length);
      const templates = technical.map(templateKeyOf);
      expect(templates.every((key) => key !== undefined && key.length > 0)).toBe(true);
      expect(new Set(templates).size).toBe(templates.length);
    }
  });

  it('gives the same questions for the same seed, and other questions for another', () => {
    const role = occupation('Plumber');
    const first = sessionFor(role, 'Plumber', 4, 'user-9:0');
    expect(sessionFor(role, 'Plumber', 4, 'user-9:0')).toEqual(first);
    const second = sessionFor(role, 'Plumber', 4, 'user-9:1');
    expect(second.filter(isTechnical).map((q) => q.id)).not.toEqual(
      first.filter(isTechnical).map((q) => q.id),
    );
  });

  it('avoids the occupation’s questions from recent sessions while it has others', () => {
    const role = occupation('Dental Hygienist');
    const seen = new Set<string>();
    for (let session = 0; session < 4; session += 1) {
      const questions = selectQuestions({
        industry: 'healthcare',
        role: 'Dental Hygienist',
        experience: 5,
        recentlySeen: seen,
        seed: `user-3:${session}`,
      });
      const technical = questions.filter(isTechnical);
      expect(technical.filter((question) => seen.has(question.id))).toEqual([]);
      for (const question of technical) expect(question.occupation).toBe(role.id);
      for (const question of questions) seen.add(question.id);
    }
  });

  it('saves questions that are found again by their ids', () => {
    const role = occupation('Sommelier');
    for (const question of sessionFor(role, 'Sommelier', 6).filter(isTechnical)) {
      expect(findQuestion(question.id)).toEqual(question);
    }
  });

  it('asks a title on a leading rung the questions of leading the work, whatever the years', () => {
    const role = occupation('Lead Dental Hygienist');
    const leading = ['a:0', 'b:1', 'c:2', 'd:3', 'e:4', 'f:5'].flatMap((seed) =>
      sessionFor(role, 'Lead Dental Hygienist', 3, seed)
        .filter(isTechnical)
        .filter((question) => question.seniority.join() === 'senior'),
    );
    expect(leading.length).toBeGreaterThan(0);
    const juniors = ['a:0', 'b:1', 'c:2', 'd:3', 'e:4', 'f:5'].flatMap((seed) =>
      sessionFor(role, 'Dental Hygienist', 3, seed)
        .filter(isTechnical)
        .filter((question) => question.seniority.join() === 'senior'),
    );
    expect(juniors).toEqual([]);
  });
});

describe('selectQuestions for a catalogue occupation of a written family', () => {
  it.each<[string, InterviewIndustry, string]>([
    ['Registered Nurse', 'healthcare', 'nursing'],
    ['Software Engineer', 'technology', 'software-engineering'],
    ['Quantity Surveyor', 'manufacturing', 'construction-management'],
    ['Solicitor', 'consulting', 'legal'],
  ])('keeps a %s to the bank’s questions of its family', (title, industry, family) => {
    expect(occupation(title).family).toBe(family);
    for (const experience of [1, 5, 12]) {
      const technical = selectQuestions({ ...base, industry, role: title, experience }).filter(isTechnical);
      expect(technical.length).toBeGreaterThan(0);
      for (const question of technical) {
        expect(question.family).toBe(family);
        expect(question.occupation).toBeUndefined();
        expect(questionsById.get(question.id)).toBe(question);
      }
    }
  });

  it('puts the occupation’s family first where the title’s words name another', () => {
    const technical = selectQuestions({
      ...base,
      industry: 'manufacturing',
      role: 'Construction Project Manager',
    }).filter(isTechnical);
    expect(occupation('Construction Project Manager').family).toBe('construction-management');
    expect(technical.every((question) => question.family === 'construction-management')).toBe(true);
  });

  it('asks the occupation’s own questions once its family’s fresh ones run out, before repeating any', () => {
    const nurse = { ...base, industry: 'healthcare' as const, role: 'Registered Nurse', experience: 5 };
    const seen = new Set<string>();
    let generated = 0;
    for (let session = 0; session < 8; session += 1) {
      const questions = selectQuestions({ ...nurse, recentlySeen: seen, seed: `user-5:${session}` });
      const technical = questions.filter(isTechnical);
      expect(technical.filter((question) => seen.has(question.id))).toEqual([]);
      for (const question of technical) {
        expect(question.family).toBe('nursing');
        if (question.occupation !== undefined) {
          expect(question.occupation).toBe('registered-nurse');
          generated += 1;
        }
      }
      for (const question of questions) seen.add(question.id);
    }
    expect(generated).toBeGreaterThan(0);
  });
});
