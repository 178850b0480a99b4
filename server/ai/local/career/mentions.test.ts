import { describe, expect, it } from 'vitest';
import { industriesNamed, rolesNamed, skillsNamed, stem } from './mentions.ts';

const titles = (text: string) => rolesNamed(text).map((mention) => mention.role.title);

describe('stem', () => {
  it('gives a field and its worker one stem', () => {
    expect(stem('teaching')).toBe(stem('teacher'));
    expect(stem('science')).toBe(stem('scientist'));
    expect(stem('accounting')).toBe(stem('accountant'));
    expect(stem('nursing')).toBe(stem('nurse'));
    expect(stem('engineering')).toBe(stem('engineer'));
  });
});

describe('rolesNamed', () => {
  it('finds titles whatever their case, in order', () => {
    expect(titles('Can an accountant become a data analyst?')).toEqual(['Accountant', 'Data Analyst']);
  });

  it('reads a field as the role that works in it', () => {
    expect(titles('How do I move from teaching into instructional design?')).toEqual([
      'Teacher',
      'Instructional Designer',
    ]);
    expect(titles('pivot into data science')).toEqual(['Data Scientist']);
  });

  it('reads a lone word that only one role is named by', () => {
    expect(titles('salary tips for nurses')).toEqual(['Registered Nurse']);
    expect(titles('switch to HR')).toEqual(['HR Generalist']);
  });

  it('reads a long title without its head noun as its field', () => {
    expect(titles('i do social media marketing')).toEqual(['Social Media Manager']);
  });

  it('does not take ordinary words for titles', () => {
    expect(titles('how should I answer tell me about yourself')).toEqual([]);
    expect(titles('Full time, manage patients, document in Epic, hospital setting')).toEqual([]);
    expect(titles('I was telling my manager; the principal thing is pay')).toEqual([]);
    expect(titles('I report to the Principal')).toEqual(['Principal']);
  });
});

describe('skillsNamed and industriesNamed', () => {
  it('names skills canonically, with the words used', () => {
    expect(skillsNamed('Which SQL topics and power bi?')).toEqual([
      { name: 'SQL', asWritten: 'SQL' },
      { name: 'Microsoft Power BI', asWritten: 'power bi' },
    ]);
  });

  it('finds industries', () => {
    expect(industriesNamed('where should i look for jobs in healthcare')).toEqual(['healthcare']);
  });
});

describe('skillsNamed, a lower-case word before a skill noun', () => {
  it('reads the word as the skill it names', () => {
    expect(skillsNamed('what excel skills do accountants need').map((skill) => skill.name)).toContain(
      'Microsoft Excel',
    );
    expect(skillsNamed('she will excel in the role').map((skill) => skill.name)).not.toContain(
      'Microsoft Excel',
    );
  });
});
