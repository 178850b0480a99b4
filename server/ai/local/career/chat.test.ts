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

const dataScientistIn = (places: string[]) => ({
  title: 'Data Scientist',
  places,
  workType: places.includes('Remote') ? 'remote' : 'hybrid',
  seniority: 'mid',
});

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
      { min: 110_000, max: 140_000, ...dataScientistIn(['Austin, TX']) },
      { min: 120_000, max: 150_000, ...dataScientistIn(['Remote']) },
      { min: 100_000, max: 130_000, ...dataScientistIn(['Round Rock, TX']) },
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

  it('names the topics of a skill the question names, in the order to learn them, with or without a profile', () => {
    for (const context of [priya, empty]) {
      const answer = reply('Which SQL topics should I learn first to become a data analyst?', context);
      expect(answer).toMatch(/^SQL, in the order to learn it: 1\) SELECT/);
      expect(answer).toMatch(/joins.*GROUP BY.*window functions/);
    }
  });

  it('says what to practise for a test of a named skill in an interview', () => {
    expect(reply('there is an excel test in my interview, how do i prep', empty)).toMatch(
      /For the Microsoft Excel test, practise .*pivot tables/,
    );
  });

  it('never credits in a career change a skill the resume analysis calls missing, and puts it first to build', () => {
    const analysed: CareerChatContext = {
      ...priya,
      careerProfile: {
        ...(priya.careerProfile as NonNullable<CareerChatContext['careerProfile']>),
        skills: ['Python', 'SQL', 'Statistics'],
      },
    };
    const answer = reply('How do I move into data science?', analysed);
    const carried = /Skills that carry over: ([^;]*);/.exec(answer)?.[1] ?? '';
    expect(carried).toContain('Python');
    expect(carried).not.toMatch(/Statistic|Machine Learning/);
    expect(answer).toMatch(/Build up (?:Statistics|Machine Learning)/);
  });

  it('reports interview practice and the weakest area', () => {
    const answer = reply('How are my interviews going?');
    expect(answer).toContain('averaging 64/100');
    expect(answer).toContain('specificity');
  });

  it('summarises the job search from the matches', () => {
    expect(reply('Any good jobs for me?')).toContain('Data Scientist at Bluepeak Analytics (91% match');
  });

  it('says one skill and one match in the singular', () => {
    const single: CareerChatContext = {
      ...priya,
      careerProfile: {
        ...(priya.careerProfile as NonNullable<CareerChatContext['careerProfile']>),
        skills: ['Python'],
      },
      matches: { ...priya.matches, total: 1 },
    };
    expect(reply('What is my target role?', single)).toContain('You listed 1 skill: Python.');
    expect(reply('Any good jobs for me?', single)).toMatch(/^You have 1 match for Data Scientist/);
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

describe('what the message names', () => {
  it('uses the role and skill a question names before any profile exists', () => {
    const answer = reply('Which SQL topics should I learn first to become a data analyst?', empty);
    expect(answer).not.toMatch(/Tell me the role/);
    expect(answer).toMatch(/SQL is part of the core of a Data Analyst role/);
  });

  it('plans the change the message names, even with another goal saved', () => {
    const answer = reply('How do I move from teaching into instructional design?');
    expect(answer).toMatch(/^From Teacher to Instructional Designer is a change of field/);
  });

  it('keeps the role of the conversation for a follow-up that names none', () => {
    const history = [
      { sender: 'user' as const, content: 'What skills do I need to become a data engineer?' },
      { sender: 'ai' as const, content: '...' },
    ];
    expect(reply('and what about salary for that', empty, history)).toMatch(/Data Engineer/);
  });

  it('answers each of several questions in one message', () => {
    const answer = reply('how do I negotiate salary and what skills should I learn for data analyst', empty);
    expect(answer).toMatch(/To negotiate/);
    expect(answer).toMatch(/Data Analyst role/);
  });
});

describe('a pasted job posting', () => {
  const posting = `Data Analyst
About the role: you will build dashboards for our sales team.
Requirements
- 2+ years of experience with SQL and Tableau
- Experience with Looker is a plus
- Strong stakeholder communication and Excel skills`;

  it('is compared with what the resume and profile show, never claiming the rest', () => {
    const answer = reply(posting);
    expect(answer).toMatch(/This reads as a Data Analyst posting/);
    expect(answer).toMatch(/Your resume or profile shows SQL and Tableau/);
    expect(answer).toMatch(/They do not show [^.]*Looker/);
  });

  it('without a resume or profile, asks for one to compare', () => {
    expect(reply(posting, empty)).toMatch(/Upload your resume/);
  });
});

describe('questions that are not interview practice', () => {
  it('answers a 30-60-90-day plan with the plan', () => {
    const answer = reply('Can you help me write a 30-60-90 day plan for a sales manager interview', empty);
    expect(answer).toMatch(/^A 30-60-90-day plan for a Sales Manager/);
    expect(answer).not.toMatch(/not practised an interview/);
  });

  it('gives the advice an interview question asks for', () => {
    expect(reply('how to use STAR method', empty)).toMatch(/Situation .* Task .* Action .* Result/);
  });

  it('lists the roles that share most skills for "what else could I do"', () => {
    expect(reply('what other jobs can i do with my skills as a teacher', empty)).toMatch(
      /^Roles that share the most skills with a Teacher: /,
    );
  });
});

describe('messages in the shapes people type', () => {
  it('reads a topic word with a slip in it', () => {
    expect(reply('how can i make my resme better for teaching jobs', empty)).toMatch(/^For a Teacher resume/);
  });

  it('answers an interview question about leaving as interview advice, not a career change', () => {
    expect(reply('how do I answer why are you leaving your current job in an interview', empty)).toMatch(
      /^For 'Why are you leaving\?'/,
    );
  });

  it('reads two roles and nothing else as a move between them', () => {
    expect(reply('retail sales associate to customer success', empty)).toMatch(
      /^From Retail Sales Associate to Customer Success Manager/,
    );
  });

  it('reads a message that only names a role as a question about what it takes', () => {
    expect(reply('paralegal?', empty)).toMatch(/^The core of a Paralegal role/);
  });
});

describe('what the assistant does not know', () => {
  it('says so for a role it does not know rather than answering for the saved one', () => {
    // The occupation catalogue knows dental hygienists, solicitors and quantity surveyors: a made-up title is unknown.
    const answer = reply('how to become a dragon whisperer');
    expect(answer).toMatch(/^I don't know the dragon whisperer role well enough/);
    expect(answer).not.toMatch(/Data Scientist/);
  });

  it('answers the question after a greeting', () => {
    expect(reply('Hi\nI am a chef with 10 years experience\nwhat are my options', empty)).toMatch(
      /^Roles that share the most skills with a Chef/,
    );
  });
});
