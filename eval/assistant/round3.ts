import type { AssistantCase } from './case.ts';

/**
 * The third round: new questions written after the second round's fixes and measured once before any further change
 * (50% on topic with and without a profile). Two classes were then fixed (a greeting before the real question, a role
 * the knowledge base does not know); two failures are left standing: 'excel' in lower case is not read as the skill
 * (the skill list matches Excel only as written, since 'excel' is also a verb), and 'marketing jobs' names no role.
 */
export const ROUND3: AssistantCase[] = [
  {
    id: 'r3-dental-hygienist',
    message: 'how to become a dental hygienist',
    profile: 'nurse',
    covers: [['hygien', 'dental']],
    never: ["Tell me the role you're aiming for first"],
  },
  {
    id: 'r3-excel-interview',
    message:
      'they said there will be an excel test in the interview for the accounting clerk job, how do i prep',
    profile: 'accountant',
    covers: [['Excel'], ['Bookkeeper', 'Accounting Clerk', 'practi']],
  },
  {
    id: 'r3-counter-nurse',
    message: 'hospital offered 38/hr, i was hoping for 42, how do i counter without losing it',
    profile: 'nurse',
    covers: [['counter'], ['number', 'range', 'value']],
  },
  {
    id: 'r3-multi-lines',
    message:
      'Hi\nI am a chef with 10 years experience\nI want to do something with less night shifts\nwhat are my options',
    profile: 'sales',
    covers: [['Restaurant Manager', 'Event Planner', 'Hotel Manager', 'Corporate Trainer']],
    never: ['Ask me about any of them'],
  },
  {
    id: 'r3-posting-teacher',
    message: `Math Teacher (Grade 8) - start August\nWe are hiring a certified middle school math teacher.\nResponsibilities: plan and deliver lessons aligned to state standards, differentiate instruction, assess student progress, communicate with families.\nRequirements: state teaching license in mathematics, 2+ years classroom experience, experience with Google Classroom.`,
    profile: 'teacher',
    covers: [['Teacher'], ['licen', 'Google Classroom', 'Differentiated']],
    withProfile: [
      ['resume shows', 'profile shows'],
      ['do not show', 'show none'],
    ],
    withoutProfile: [['upload', 'career profile']],
  },
  {
    id: 'r3-burnout',
    message: 'nursing is burning me out, what else could i do with an RN',
    profile: 'nurse',
    covers: [
      [
        'Nurse Practitioner',
        'Healthcare Administrator',
        'Medical Coder',
        'Physician Assistant',
        'Medical Assistant',
      ],
    ],
    never: ['Ask me about any of them'],
  },
  {
    id: 'r3-salary-question-interview',
    message: 'what do i say when they ask my salary expectations',
    profile: 'developer',
    covers: [['range']],
    never: ['You have not practised'],
  },
  {
    id: 'r3-lowercase-role-skills',
    message: 'do i need python for business analyst',
    profile: 'accountant',
    covers: [['Business Analyst'], ['Python']],
  },
  {
    id: 'r3-followup-which-first',
    message: 'which one first',
    history: [
      { sender: 'user', content: 'what tools do UX designers use' },
      { sender: 'ai', content: '...' },
    ],
    profile: 'developer',
    covers: [['UX Designer'], ['Start with', 'first']],
  },
  {
    id: 'r3-networking-shy',
    message:
      'i hate networking but everyone says i have to, any advice for introverts looking for marketing jobs',
    profile: 'teacher',
    covers: [['connect', 'conversation', 'message'], ['Marketing']],
  },
];
