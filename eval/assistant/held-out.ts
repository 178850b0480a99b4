import type { AssistantCase } from './case.ts';

const ASK_ROLE = "Tell me the role you're aiming for first";
const MENU = 'Ask me about any of them';
const NO_PRACTICE = 'You have not practised an interview yet';

/**
 * The second round: written after the first fixes and measured once before any further change (50% on topic with
 * and without a profile), then fixed by the classes they showed (a role-only question, 'retrain', interview
 * questions about leaving or a gap, a field named by a long title's first words, a topic word with a typo).
 * A third round of new questions is the honest check of those fixes.
 */
export const HELD_OUT_CASES: AssistantCase[] = [
  {
    id: 'heldout-paralegal-skills',
    message: 'what do paralegals need to know? thinking about it',
    profile: 'teacher',
    covers: [['Paralegal'], ['Legal Research', 'Document', 'Litigation', 'Case Management', 'Drafting']],
    never: [ASK_ROLE],
  },
  {
    id: 'heldout-electrician-change',
    message: 'im 35 and work in a warehouse, can i retrain as an electrician',
    profile: 'sales',
    covers: [['Electrician'], ['Electrical', 'Wiring', 'NEC', 'Code', 'Conduit', 'Blueprint']],
    never: [MENU],
  },
  {
    id: 'heldout-sre-learning',
    message: 'learning path for site reliability engineering please',
    profile: 'developer',
    covers: [
      ['Site Reliability Engineer'],
      ['Kubernetes', 'Monitoring', 'Incident', 'Linux', 'Observability', 'Terraform'],
    ],
    never: [ASK_ROLE],
  },
  {
    id: 'heldout-pharmacy-tech-pay',
    message: 'pharmacy tech salary is it worth it',
    profile: 'nurse',
    covers: [['Pharmacy Technician'], ['pay', 'salary', 'range']],
  },
  {
    id: 'heldout-first-weeks-pm',
    message: 'just got hired as a project manager, what should my first 30 days look like',
    profile: 'sales',
    covers: [['30'], ['stakeholder', 'team', 'manager']],
    never: [NO_PRACTICE, MENU],
  },
  {
    id: 'heldout-why-leave',
    message: 'how do I answer why are you leaving your current job in an interview',
    profile: 'accountant',
    covers: [
      ['leav', 'moving on', 'reason'],
      ['positive', 'growth', 'forward', 'looking for'],
    ],
  },
  {
    id: 'heldout-posting-sysadmin',
    message: `Could you check this against my resume
Systems Administrator (Linux)
Responsibilities: maintain 300 Linux servers, automate with Ansible and Bash, manage backups and patching, on-call rotation.
Requirements: 3+ years Linux administration, Bash scripting, Ansible, VMware, networking fundamentals (DNS, DHCP).`,
    profile: 'developer',
    covers: [['Systems Administrator'], ['Linux', 'Ansible', 'Bash', 'VMware']],
    withProfile: [
      ['resume shows', 'profile shows', 'show none'],
      ['do not show', 'does not show'],
    ],
    withoutProfile: [['upload', 'save your', 'career profile']],
    never: [MENU],
  },
  {
    id: 'heldout-two-questions',
    message: 'what is a good linkedin headline for a data scientist and how do I get referrals',
    profile: 'analyst',
    covers: [['headline'], ['Data Scientist'], ['referr']],
  },
  {
    id: 'heldout-followup-certs',
    message: 'which certifications for that',
    history: [
      { sender: 'user', content: 'how do i become a financial advisor' },
      { sender: 'ai', content: 'Financial Advisor work centres on planning and client relationships.' },
    ],
    profile: 'developer',
    covers: [['Financial Advisor'], ['Certified Financial Planner', 'CFP', 'Series', 'certif']],
  },
  {
    id: 'heldout-marketing-other-roles',
    message: 'i do social media marketing, what other roles could i move to',
    profile: 'teacher',
    covers: [
      [
        'Digital Marketing Manager',
        'Content Writer',
        'Marketing Manager',
        'SEO Specialist',
        'Communications Manager',
      ],
    ],
    never: [MENU],
  },
  {
    id: 'heldout-typo-resume',
    message: 'how can i make my resme better for teaching jobs',
    profile: 'teacher',
    covers: [['Teacher'], ['Lesson Planning', 'Classroom Management', 'student']],
  },
  {
    id: 'heldout-gap-interview',
    message: 'they will ask about my 3 year gap raising kids, what do i say in the interview',
    profile: 'accountant',
    covers: [
      ['gap', 'career break'],
      ['honest', 'brief', 'sentence', 'ready'],
    ],
  },
];
