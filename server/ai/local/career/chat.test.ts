import { describe, expect, it } from 'vitest';
import type { CareerChatContext } from '#server/ai/provider.ts';
import { careerChatReply } from './chat.ts';

const empty: CareerChatContext = {
  careerProfile: null,
  resume: null,
  interviews: { sessions: 0, answered: 0, averageScore: null, weakestArea: null, lastRole: null },
  matches: { total: 0, applied: 0, top: [], salaries: [] },
  linkedin: null,
};

const priya: CareerChatContext = {
  careerProfile: {
    currentRole: 'Data Analyst',
    targetRole: 'Data Scientist',
    industry: 'technology',
    experience: 4,
    skills: ['Python', 'SQL'],
    goals: ['Lead a modelling project'],
    workType: 'remote',
    location: 'Austin, TX',
  },
  resume: {
    fileName: 'priya.pdf',
    score: 72,
    atsCompatibility: 88,
    keywordOptimization: 60,
    contentQuality: 70,
    topSuggestion: 'Add a number to “Built dashboards”: how many, how much, how fast, or by what percentage?',
    missingKeywords: ['Machine Learning', 'Statistics'],
    skills: ['Python', 'SQL', 'Tableau'],
  },
  interviews: {
    sessions: 2,
    answered: 5,
    averageScore: 64,
    weakestArea: 'specificity',
    lastRole: 'Data Scientist',
  },
  matches: {
    total: 12,
    applied: 1,
    top: [
      {
        title: 'Data Scientist',
        company: 'Bluepeak Analytics',
        matchScore: 91,
        salary: '$120,000 – $150,000',
      },
    ],
    salaries: [
      { min: 110_000, max: 140_000 },
      { min: 120_000, max: 150_000 },
      { min: 100_000, max: 130_000 },
    ],
  },
  linkedin: { score: 58, headline: 'Data Analyst' },
};

const reply = (
  message: string,
  context = priya,
  history: { sender: 'user' | 'ai'; content: string }[] = [],
) => careerChatReply({ message, history, context });

describe('careerChatReply', () => {
  it('names the user’s own target role when asked about it', () => {
    expect(reply('What is my target role?')).toMatch(/Your target role is Data Scientist/);
  });

  it('gives the latest resume score and the change worth most', () => {
    const answer = reply('How is my resume doing?');
    expect(answer).toContain('72/100');
    expect(answer).toContain('priya.pdf');
    expect(answer).toContain('Add a number to');
  });

  it('lists the skills to learn for the target role, not ones the user has', () => {
    const answer = reply('Which skills should I learn next?');
    expect(answer).toMatch(/For Data Scientist/);
    expect(answer).not.toMatch(/\bPython\b/);
  });

  it('grounds salary advice in the user’s matches', () => {
    expect(reply('How should I negotiate my salary?')).toMatch(/\$110k–\$140k/);
  });

  it('reports interview practice and the weakest area', () => {
    const answer = reply('How are my interviews going?');
    expect(answer).toContain('averaging 64/100');
    expect(answer).toContain('specificity');
  });

  it('summarises the job search from the matches', () => {
    expect(reply('Any good jobs for me?')).toContain('Data Scientist at Bluepeak Analytics (91% match');
  });

  it('plans a career change from the roles’ skills', () => {
    expect(reply('How do I switch into data science?')).toMatch(
      /From Data Analyst to Data Scientist is a move within the same field/,
    );
  });

  it('continues the last topic on a short follow-up', () => {
    const history = [
      { sender: 'user' as const, content: 'How is my resume?' },
      { sender: 'ai' as const, content: '...' },
    ];
    expect(reply('tell me more', priya, history)).toContain('72/100');
  });

  it('says plainly what it does not know yet and how to fix that', () => {
    expect(reply('How is my resume doing?', empty)).toMatch(/not analysed a resume yet/);
    expect(reply('What is my target role?', empty)).toMatch(/haven't saved a career profile/);
    expect(reply('asdfgh', empty)).toMatch(/saving your career profile/);
  });
});

describe('the skill-gap answer', () => {
  // It used to say 'the gap between your skills and the role's core': the engine cannot know what a person has,
  // only what the role asks for and what their resume and profile do not show (issue 18).
  it('reads as one sentence listing what the role asks for that the resume does not show, then tools', () => {
    expect(careerChatReply({ message: 'What should I learn?', history: [], context: priya })).toMatch(
      /^For Data Scientist, the role asks for [^.]+, plus the tools [^.]+, which your resume and profile do not show yet\. Start with /,
    );
  });
});
