import type { AssistantCase } from './case.ts';

/**
 * The held-out third of the fourth round: labelled with the rest before the engine answered any of them, counted by
 * the suite and never printed, so that no fix is tuned on them.
 */
export const ROUND4_HELD_OUT: AssistantCase[] = [
  {
    id: 'r4h-nurse-pay-in-city',
    message: 'how much can a registered nurse make in Seattle',
    profile: 'nurse',
    covers: [['Seattle']],
    withProfile: [
      ['3 ', 'three '],
      ['$65k', '$70k', '$65,000', '$70,000'],
    ],
    withoutProfile: [['no figure', 'no pay figure', "don't have", 'do not have']],
  },
  {
    id: 'r4h-analyst-pay-in-city',
    message: 'what would a financial analyst earn in Chicago',
    profile: 'accountant',
    covers: [['Chicago']],
    withProfile: [['3 ', 'three ']],
    withoutProfile: [['no figure', 'no pay figure', "don't have", 'do not have']],
  },
  {
    id: 'r4h-pay-city-without-postings',
    message: 'salary for a data scientist in Boston?',
    profile: 'analyst',
    covers: [['Boston'], ['no figure', 'no pay figure', "don't have", 'do not have', 'none of your']],
    never: ['typical range is'],
  },
  {
    id: 'r4h-tableau-features',
    message: 'Which Tableau features should I learn for a data analyst job',
    profile: 'analyst',
    covers: [
      ['calculated field', 'LOD', 'level of detail'],
      ['dashboard', 'filter', 'parameter'],
    ],
  },
  {
    id: 'r4h-git-commands',
    message: 'what git commands should i know first',
    profile: 'developer',
    covers: [['commit'], ['branch', 'merge', 'pull request']],
  },
  {
    id: 'r4h-product-next-step',
    message: 'I want to become a product manager, what do I already have',
    profile: 'switcher',
    covers: [['Product Manager']],
    withProfile: [['Go-to-Market']],
    neverCredits: ['Market Research', 'A/B Testing', 'Agile', 'Product Roadmapping'],
  },
];
