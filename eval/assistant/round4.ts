import type { AssistantCase } from './case.ts';

/**
 * The fourth round (issue 47): pay asked for a place and a level, a career change next to a resume analysis that calls
 * skills missing, and questions that name the topic of a skill to learn. Labelled before the engine answered them;
 * the held-out part (`round4-held-out.ts`) is counted but never printed.
 */
export const ROUND4: AssistantCase[] = [
  {
    id: 'r4-pay-senior-in-city',
    message: 'What salary should I ask for as a senior marketing manager in Chicago?',
    profile: 'marketer',
    covers: [['Chicago']],
    withProfile: [
      ['2 ', 'two '],
      ['$130k', '$130,000'],
    ],
    withoutProfile: [['no figure', 'no pay figure', "don't have", 'do not have']],
    never: ['typical range is'],
  },
  {
    id: 'r4-pay-remote',
    message: 'how much do remote marketing managers make',
    profile: 'marketer',
    covers: [['remote']],
    withProfile: [
      ['2 ', 'two '],
      ['$90k', '$90,000'],
    ],
    withoutProfile: [['no figure', 'no pay figure', "don't have", 'do not have']],
  },
  {
    id: 'r4-pay-city-without-postings',
    message: 'what do marketing managers earn in Denver',
    profile: 'marketer',
    covers: [['Denver'], ['no figure', 'no pay figure', "don't have", 'do not have', 'none of your']],
    never: ['typical range is'],
  },
  {
    id: 'r4-pay-next-role',
    message: 'What should my salary ask be for my next role?',
    profile: 'marketer',
    covers: [['range', 'number']],
    withProfile: [['6 ', 'six ']],
    withoutProfile: [['career profile']],
  },
  {
    id: 'r4-pay-other-role-in-city',
    message: 'salary for a brand manager in chicago?',
    profile: 'marketer',
    covers: [['Chicago']],
    withProfile: [
      ['1 ', 'one '],
      ['$95k', '$95,000'],
    ],
    withoutProfile: [['no figure', 'no pay figure', "don't have", 'do not have']],
  },
  {
    id: 'r4-change-into-product',
    message: 'How do I move into product management?',
    profile: 'switcher',
    covers: [['Product Manager', 'product management']],
    withProfile: [['Go-to-Market'], ['Market Research', 'A/B Testing', 'Agile', 'Product Roadmapping']],
    neverCredits: ['Market Research', 'A/B Testing', 'Agile', 'Product Roadmapping'],
  },
  {
    id: 'r4-what-carries-over',
    message: 'what skills carry over if i switch to product manager',
    profile: 'switcher',
    covers: [['Product Manager']],
    withProfile: [['Go-to-Market']],
    neverCredits: ['Market Research', 'A/B Testing', 'Agile', 'Product Roadmapping'],
  },
  {
    id: 'r4-sql-topics',
    message: 'Which SQL topics should I learn first to become a data analyst?',
    profile: 'analyst',
    covers: [['join'], ['GROUP BY', 'aggregat'], ['window function', 'subquer', 'CTE']],
  },
  {
    id: 'r4-excel-for-accountants',
    message: 'what excel skills do accountants actually need',
    profile: 'accountant',
    covers: [['pivot'], ['XLOOKUP', 'VLOOKUP', 'INDEX']],
  },
  {
    id: 'r4-python-start',
    message: 'where do I start with Python for data science',
    profile: 'analyst',
    covers: [['pandas'], ['NumPy', 'Matplotlib', 'scikit']],
  },
  {
    id: 'r4-nclex-study',
    message: 'what should I study for the NCLEX',
    profile: 'nurse',
    covers: [['pharmacolog'], ['safety', 'infection', 'prioriti', 'delegat']],
  },
  {
    id: 'r4-react-parts',
    message: 'which parts of React should I learn first',
    profile: 'developer',
    covers: [['component'], ['state', 'hook', 'props']],
  },
];
