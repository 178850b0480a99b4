import { describe, expect, it } from 'vitest';
import type { CareerChatContext } from '#server/ai/provider.ts';
import { findRole } from '#server/knowledge/index.ts';
import { askedPlace, payFromMatches } from './pay.ts';

type PaidMatch = CareerChatContext['matches']['salaries'][number];

const paid = (title: string, place: string, seniority: string, min: number, max: number): PaidMatch => ({
  title,
  places: [place],
  workType: place === 'Remote' ? 'remote' : 'hybrid',
  seniority,
  min,
  max,
});

const marketer = (salaries: PaidMatch[]): CareerChatContext => ({
  careerProfile: {
    currentRole: 'Marketing Manager',
    targetRole: 'Marketing Manager',
    industry: 'technology',
    experience: 8,
    skills: [],
    goals: [],
    workType: 'hybrid',
    location: 'Chicago, IL',
  },
  resume: null,
  interviews: { sessions: 0, answered: 0, averageScore: null, weakestArea: null, lastRole: null },
  matches: { total: salaries.length, applied: 0, top: [], salaries },
  linkedin: null,
});

const postings = [
  paid('Senior Marketing Manager', 'Chicago, IL', 'senior', 130_000, 165_000),
  paid('Marketing Manager', 'Evanston, IL', 'mid', 105_000, 130_000),
  paid('Senior Marketing Manager', 'Remote', 'senior', 115_000, 145_000),
  paid('Senior Marketing Manager', 'New York, NY', 'senior', 150_000, 185_000),
  paid('Brand Manager', 'Chicago, IL', 'mid', 95_000, 120_000),
];

const marketingManager = findRole('Marketing Manager');
const ask = (text: string, context = marketer(postings)) =>
  payFromMatches(context, { text, role: marketingManager, titleText: text });

describe('askedPlace', () => {
  it('reads a known place after in, near or around, in any case', () => {
    expect(askedPlace('salary in chicago?')).toMatchObject({ kind: 'known', name: 'Chicago' });
    expect(askedPlace('pay near San Francisco for a designer')).toMatchObject({ name: 'San Francisco' });
    expect(askedPlace('what do nurses make in Texas')).toMatchObject({ kind: 'known', name: 'Texas' });
  });

  it('keeps a capitalised place it does not know as written, and reads remote work', () => {
    expect(askedPlace('what do developers earn in Berlin')).toEqual({ kind: 'written', name: 'Berlin' });
    expect(askedPlace('how much do remote designers make')).toEqual({ kind: 'remote' });
  });

  it('takes no everyday lower-case words for a place', () => {
    expect(askedPlace('what should I ask for in my next role')).toBeUndefined();
  });
});

describe('payFromMatches', () => {
  it('quotes the postings of the role and level in or near the place asked, with their count', () => {
    const answer = ask('What salary should I ask for as a senior marketing manager in Chicago?');
    expect(answer).toMatch(/^1 of your matched postings in or near Chicago states pay/);
    expect(answer).toContain('$130k–$165k');
    expect(answer).not.toMatch(/\$150k|\$115k|\$95k/);
  });

  it('counts postings near the city and says their level when none is at the level asked', () => {
    const answer = ask('what do junior marketing managers make in Chicago');
    expect(answer).toMatch(/^2 of your matched postings in or near Chicago/);
    expect(answer).toContain('None of them is at entry level');
  });

  it('answers remote pay from remote postings', () => {
    expect(ask('how much do remote marketing managers make')).toMatch(
      /^1 of your matched postings for remote work states pay.*\$115k–\$145k/,
    );
  });

  it('takes the postings of a title the question names, not every posting of its role', () => {
    const answer = ask('salary for a brand manager in chicago?');
    expect(answer).toContain('for Brand Manager: $95k–$120k');
    expect(answer).not.toContain('$130k');
  });

  it('says it has no figure for a place without postings, never a figure from elsewhere', () => {
    const answer = ask('what do marketing managers earn in Denver');
    expect(answer).toContain('no pay figure for it in Denver');
    expect(answer).not.toMatch(/\$\d/);
  });

  it('gives the spread and the median range of many postings', () => {
    const answer = ask('what should my salary ask be', marketer(postings.slice(0, 4)));
    expect(answer).toMatch(/^4 of your matched postings state pay/);
    expect(answer).toContain('from $105k to $185k a year, the median range $130k–$165k');
  });

  it('without a saved profile, says it has no figure rather than inventing one', () => {
    const none = { ...marketer([]), careerProfile: null };
    expect(ask('pay for a marketing manager in Chicago', none)).toMatch(
      /^I have no pay figure for Marketing Manager in or near Chicago/,
    );
  });
});
