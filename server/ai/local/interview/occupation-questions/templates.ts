import type { Seniority } from '#server/knowledge/seniority.ts';
import type { ToolKind } from './phrasing.ts';

/** What of an occupation's data a template asks about. */
export type TemplateSource = 'skill' | 'tool' | 'licence' | 'impact';

/**
 * One way to ask about an occupation's skill, tool, licence or measure of success. Placeholders in braces are filled
 * from the occupation's data, written as running text writes them (`phrasing.ts`):
 * - `{skill}`: the hard skill ('dental prophylaxis', 'the National Electrical Code'); `{skillSkills}` the same as a
 *   thing one has ('skills in dental prophylaxis', 'menu knowledge'); `{skillAlso}` with a synonym ('forklift
 *   operation or forklift driving'); `{related}` another hard skill of the occupation, next in importance or of the
 *   same kind; `{toolBare}` a tool of the occupation the catalogue says shows the skill;
 * - `{tool}` a tool with its article where it needs one ('a farm tractor', 'ultrasonic scalers', 'Dentrix'),
 *   `{theTool}` the one in use ('the farm tractor'), `{toolBare}` without an article; `{skillOfTool}` the hard skill
 *   of the occupation the catalogue says it shows;
 * - `{licence}` as the catalogue names it ('CDL Class A'); `{impact}` a measure of the work ('recall retention');
 * - `{leadTitle}` the occupation's lead or manager rung ('a lead dental hygienist'), else 'a team lead'.
 *
 * A key point may list alternatives, the first the occupation can fill being used; one it cannot fill at all is left
 * out. Every template keeps at least three.
 */
export type QuestionTemplate = {
  /**
   * Permanent: the last part of the ids of the questions it writes ('occ-forklift-operator-tool-reach-trucks-fails'),
   * which saved sessions keep. A new wording takes a new key; a key is never reused for another wording.
   */
  key: string;
  source: TemplateSource;
  kind: 'technical' | 'situational';
  seniority: Seniority[];
  /** For a tool: only equipment ('a reach truck') or only software ('Dentrix'); both when not given. */
  toolKind?: ToolKind;
  /**
   * For a hard skill: whether it also reads for a skill named as a body of knowledge ('Wine Knowledge', 'Presentation
   * Skills'), which one has but does not do, explain or cut corners on.
   */
  anySkill?: true;
  text: string;
  keyPoints: (string | string[])[];
};

export const OCCUPATION_TEMPLATES: readonly QuestionTemplate[] = [
  // A hard skill: an activity ('dental prophylaxis'), a field ('litigation') or a document ('bill of quantities').
  {
    key: 'recent-work',
    source: 'skill',
    kind: 'technical',
    seniority: ['entry', 'mid', 'senior'],
    anySkill: true,
    text: 'Walk me through a recent piece of work where your {skillSkills} mattered most.',
    keyPoints: [
      '{skillAlso} in a real task',
      'prepare and plan before starting',
      ['use {toolBare} correctly', 'use the right tools and equipment'],
      'check the result against the standard',
      'the effect on {impact}',
    ],
  },
  {
    key: 'hardest-part',
    source: 'skill',
    kind: 'technical',
    seniority: ['mid', 'senior'],
    text: 'What is the hardest part of {skill} to get right, and how do you make sure you do?',
    keyPoints: [
      'the step that is easy to get wrong',
      'why it goes wrong',
      'a check that prevents mistakes',
      'how it affects {related}',
    ],
  },
  {
    key: 'explain',
    source: 'skill',
    kind: 'technical',
    seniority: ['entry', 'mid'],
    text: 'How would you explain {skill} to someone who has just joined the team?',
    keyPoints: [
      'what {skill} is for',
      'the steps in order',
      'the safety and quality rules',
      'a common mistake to avoid',
    ],
  },
  {
    key: 'team-standard',
    source: 'skill',
    kind: 'technical',
    seniority: ['senior'],
    anySkill: true,
    text: "As {leadTitle}, how would you keep everyone's {skillSkills} up to standard?",
    keyPoints: [
      'a clear standard or checklist for {skill}',
      'train and coach the team',
      'check work regularly and give feedback',
      'track {impact}',
    ],
  },
  {
    key: 'cut-corners',
    source: 'skill',
    kind: 'situational',
    seniority: ['entry', 'mid', 'senior'],
    text: 'A colleague asks you to cut corners on {skill} to save time. How do you respond?',
    keyPoints: [
      'refuse to compromise safety or quality',
      'explain the risk to the colleague',
      'suggest a faster way that is still safe',
      'escalate if it keeps happening',
    ],
  },
  {
    key: 'earlier-error',
    source: 'skill',
    kind: 'situational',
    seniority: ['mid', 'senior'],
    text: 'Partway through a job, you find that earlier work involving {skill} was done wrong. What do you do?',
    keyPoints: [
      'stop and assess the impact',
      'fix it or escalate to the right person',
      'tell the people affected',
      'record it and prevent a repeat',
    ],
  },

  // A tool: equipment ('a reach truck', 'ultrasonic scalers') or a product ('Dentrix').
  {
    key: 'learn',
    source: 'tool',
    kind: 'technical',
    seniority: ['entry', 'mid'],
    text: 'How did you learn to use {tool}, and what mistakes do beginners make?',
    keyPoints: [
      'training or practice with {toolBare}',
      'build confidence step by step',
      'a common beginner mistake',
      'the checks that prevent it',
    ],
  },
  {
    key: 'best-results',
    source: 'tool',
    kind: 'technical',
    seniority: ['mid', 'senior'],
    toolKind: 'equipment',
    text: 'How do you get the best results from {tool}?',
    keyPoints: [
      'set up {toolBare} correctly',
      ['use it for {skillOfTool}', 'choose the right settings for the task'],
      'routine checks and maintenance',
      'a result such as time saved or fewer errors',
    ],
  },
  {
    key: 'checks',
    source: 'tool',
    kind: 'technical',
    seniority: ['entry', 'mid', 'senior'],
    toolKind: 'equipment',
    text: 'What do you check before you rely on {theTool} for a job?',
    keyPoints: [
      'condition and settings of {toolBare}',
      'safety checks before use',
      'what you do if a check fails',
      'record the check',
    ],
  },
  {
    key: 'features',
    source: 'tool',
    kind: 'technical',
    seniority: ['entry', 'mid', 'senior'],
    toolKind: 'software',
    text: 'Which features of {tool} save you the most time, and which do people overlook?',
    keyPoints: [
      'features of {toolBare} you use every day',
      'a shortcut, template or report that saves time',
      'a feature people overlook and why it helps',
      'keep the records accurate and complete',
    ],
  },
  {
    key: 'train',
    source: 'tool',
    kind: 'technical',
    seniority: ['senior'],
    toolKind: 'equipment',
    text: 'As {leadTitle}, how would you train a new starter to use {tool} well and safely?',
    keyPoints: [
      'show first, then watch them practise',
      'the safety rules and checks for {toolBare}',
      'sign them off when they are competent',
      'follow up and give feedback',
    ],
  },
  {
    key: 'train-software',
    source: 'tool',
    kind: 'technical',
    seniority: ['senior'],
    toolKind: 'software',
    text: 'As {leadTitle}, how would you get a new starter working confidently in {tool}?',
    keyPoints: [
      'show the everyday tasks in {toolBare} first',
      'practice on real but low-risk work',
      'a checklist or guide to refer back to',
      'check their records and give feedback',
    ],
  },
  {
    key: 'fails',
    source: 'tool',
    kind: 'situational',
    seniority: ['entry', 'mid', 'senior'],
    toolKind: 'equipment',
    text: 'Something goes wrong with {theTool} in the middle of a busy day. What do you do?',
    keyPoints: [
      'stop and make the situation safe',
      'report the fault',
      'use a backup or a workaround',
      'keep people informed about delays',
      'protect {impact}',
    ],
  },
  {
    key: 'lost-access',
    source: 'tool',
    kind: 'situational',
    seniority: ['entry', 'mid', 'senior'],
    toolKind: 'software',
    text: 'In the middle of a busy day, you lose access to {tool}. What do you do?',
    keyPoints: [
      "check whether the problem is yours or everyone else's",
      'report it to IT support or the supplier',
      'switch to a backup or a paper process',
      'keep people informed about delays',
      'update the records once it is back',
    ],
  },
  {
    key: 'misuse',
    source: 'tool',
    kind: 'situational',
    seniority: ['mid', 'senior'],
    text: 'You notice a colleague using {theTool} the wrong way. What do you do?',
    keyPoints: [
      'step in at once if people, data or equipment are at risk',
      'speak to them privately',
      'show the right way and explain why it matters',
      'report it if it continues',
    ],
  },

  // A licence or certification, as named: 'CDL Class A', 'RDH'.
  {
    key: 'keep-current',
    source: 'licence',
    kind: 'technical',
    seniority: ['entry', 'mid', 'senior'],
    text: 'Which of your licences and certifications, such as {licence}, matter most in this work, and how do you keep them current?',
    keyPoints: [
      '{licence} and what it covers',
      'renewal dates and requirements',
      'continuing education or training',
      'the work you may and may not do under it',
    ],
  },

  // A measure of the work: 'recall retention', 'on-time delivery', 'patient satisfaction'.
  {
    key: 'on-track',
    source: 'impact',
    kind: 'technical',
    seniority: ['mid', 'senior'],
    text: 'How do you keep track of {impact}, and what do you do when the figures fall behind?',
    keyPoints: [
      'the figures you track for {impact}',
      'how often you review them',
      '{skill} done right first time',
      'an action you took when the figures slipped',
    ],
  },
  {
    key: 'day-to-day',
    source: 'impact',
    kind: 'technical',
    seniority: ['entry', 'mid'],
    text: 'What can you do day to day to improve your figures for {impact}?',
    keyPoints: [
      '{skill} done right first time',
      'small habits that make a difference',
      'check your own results',
      'share ideas with the team',
    ],
  },
  {
    key: 'lead-improve',
    source: 'impact',
    kind: 'technical',
    seniority: ['senior'],
    text: "As {leadTitle}, what would you change first to improve the team's figures for {impact}?",
    keyPoints: [
      'look at the current figures',
      'find the main causes',
      'involve the team in the plan',
      'set a target and review progress',
    ],
  },
  {
    key: 'slipped',
    source: 'impact',
    kind: 'situational',
    seniority: ['mid', 'senior'],
    text: 'The figures for {impact} have slipped two months in a row. What do you do?',
    keyPoints: [
      'look at the data to find the cause',
      'talk to the people involved',
      'agree actions and owners',
      'check whether the figures recover',
    ],
  },
  {
    key: 'below-target',
    source: 'impact',
    kind: 'situational',
    seniority: ['entry'],
    text: 'This month your team is below target on {impact}. What would you change in your own work?',
    keyPoints: [
      'find out where the figures fall short',
      'ask for feedback from a senior colleague',
      '{skill} done right first time',
      'check your results again next month',
    ],
  },
];
