import type { CareerChatContext, CareerChatRequest } from '#server/ai/provider.ts';
import { findRole, findSkill, ROLE_FAMILIES, type Role } from '#server/knowledge/index.ts';
import { listPhrase } from '#server/knowledge/quotes.ts';
import { familiesForRole } from '../interview/question-bank/index.ts';

type Topic =
  | 'greeting'
  | 'profile'
  | 'resume'
  | 'interview'
  | 'salary'
  | 'skills'
  | 'jobs'
  | 'career-change'
  | 'networking'
  | 'thanks';

/**
 * Topics in order of precedence: the first whose pattern matches the message wins. A stem such as 'negotiat'
 * needs no closing \b: the rest of its word always follows.
 */
const TOPICS: { topic: Topic; pattern: RegExp }[] = [
  {
    topic: 'salary',
    pattern: /\b(?:salar(?:y|ies)|pay|paid|compensation|raise|offer|wage)\b|\b(?:negotiat|earn)/i,
  },
  {
    topic: 'career-change',
    pattern: /\b(?:career change|change careers?|move into|break into)\b|\b(?:switch|transition|pivot)/i,
  },
  {
    topic: 'skills',
    pattern: /\b(?:skills?|gaps?|study|improve my)\b|\b(?:learn|course|certif|upskill)/i,
  },
  { topic: 'resume', pattern: /\b(resume|résumé|cv|ats|cover letter)\b/i },
  { topic: 'interview', pattern: /\b(?:star method|practice|mock)\b|\binterview/i },
  { topic: 'networking', pattern: /\b(?:linkedin|recruiters?)\b|\b(?:network|referr|mentor|connect)/i },
  {
    topic: 'jobs',
    pattern:
      /\b(?:jobs?|applications?|openings?|hiring|positions?|roles? (?:for|fit))\b|\b(?:apply|search|match)/i,
  },
  {
    topic: 'profile',
    pattern: /\b(my (?:target|goal|goals|profile|current role|role)|target role|who am i|about me)\b/i,
  },
  { topic: 'thanks', pattern: /^\s*(thanks?|thank you|cheers|great|perfect)\b/i },
  {
    topic: 'greeting',
    pattern: /^\s*(hi|hello|hey|good (?:morning|afternoon|evening)|help|what can you do)\b/i,
  },
];

/** Replies that ask to continue the last topic rather than start a new one, whatever their case and punctuation. */
const FOLLOW_UPS = new Set([
  'yes',
  'yeah',
  'yep',
  'sure',
  'ok',
  'okay',
  'more',
  'tell me more',
  'go on',
  'how',
  'why',
  'and',
  'what else',
]);

const isFollowUp = (message: string) =>
  FOLLOW_UPS.has(
    message
      .trim()
      .replace(/(?<![\s.!?])[\s.!?]+$/, '')
      .toLowerCase(),
  );

function topicOf(message: string): Topic | undefined {
  return TOPICS.find(({ pattern }) => pattern.test(message))?.topic;
}

function previousTopic(history: CareerChatRequest['history']): Topic | undefined {
  for (const entry of [...history].reverse()) {
    if (entry.sender === 'user' && !isFollowUp(entry.content)) return topicOf(entry.content);
  }
  return undefined;
}

const money = (value: number) => `$${Math.round(value / 1000)}k`;

function targetOf(context: CareerChatContext): Role | undefined {
  return context.careerProfile ? findRole(context.careerProfile.targetRole) : undefined;
}

function noProfileYet(): string {
  return 'Save your career profile on this page (your current role, target role and skills) so I can tailor this to you.';
}

function greeting(context: CareerChatContext): string {
  const target = context.careerProfile?.targetRole;
  return [
    target ? `Hi! You're working towards ${target}.` : 'Hi!',
    'I can help with your resume, interview practice, salary negotiation, the skills to learn next, your job search, changing careers and networking.',
    'What would you like to work on?',
  ].join(' ');
}

function profileReply({ careerProfile }: CareerChatContext): string {
  if (!careerProfile) return `You haven't saved a career profile yet. ${noProfileYet()}`;
  const { currentRole, targetRole, experience, skills, goals, workType, location } = careerProfile;
  return [
    `Your target role is ${targetRole}; today you're a ${currentRole} with ${experience} ${experience === 1 ? 'year' : 'years'} of experience.`,
    skills.length
      ? `You listed ${skills.length} skills, led by ${listPhrase(skills.slice(0, 3))}.`
      : 'You have not listed skills yet; adding them sharpens your matches.',
    goals.length ? `Your goals: ${listPhrase(goals.slice(0, 3))}.` : undefined,
    `You prefer ${workType} work${location ? ` around ${location}` : ''}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

function resumeReply(context: CareerChatContext): string {
  const { resume } = context;
  if (!resume) {
    return 'You have not analysed a resume yet. Upload it on the Resume AI page and I will tell you its score and the changes that would lift it most.';
  }
  return [
    `Your latest resume, ${resume.fileName}, scored ${resume.score}/100: ATS compatibility ${resume.atsCompatibility}%, keywords ${resume.keywordOptimization}%, content ${resume.contentQuality}%.`,
    resume.topSuggestion
      ? `The change worth the most points: ${resume.topSuggestion}`
      : 'It has no major weaknesses left.',
    resume.missingKeywords.length
      ? `Keywords it misses for your target role: ${listPhrase(resume.missingKeywords.slice(0, 5))}. Add the ones you truly have, in your bullets.`
      : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

const AREA_ADVICE: Record<string, string> = {
  relevance: 'cover the points the question is really about; name them before you tell the story',
  structure: 'use STAR: a sentence of situation, your task, what you did, and the result',
  specificity: 'put numbers and named tools in every answer: how many, how much, how fast',
  clarity: 'aim for one to two minutes and cut filler words',
};

function interviewReply(context: CareerChatContext): string {
  const { interviews, careerProfile } = context;
  const role = careerProfile?.targetRole ?? interviews.lastRole;
  const family = role ? familiesForRole(careerProfile?.industry ?? '', role)[0] : undefined;
  const familyName = ROLE_FAMILIES.find((candidate) => candidate.id === family)?.name;
  if (interviews.answered === 0) {
    return [
      interviews.sessions > 0
        ? `You have started ${interviews.sessions} practice ${interviews.sessions === 1 ? 'session' : 'sessions'} but not answered a question yet.`
        : 'You have not practised an interview yet.',
      `Start a session on the Interview Prep page${role ? ` for ${role}` : ''}; you'll get questions${familyName ? ` from ${familyName}` : ''} and a score with feedback on every answer.`,
    ].join(' ');
  }
  return [
    `You've answered ${interviews.answered} ${interviews.answered === 1 ? 'question' : 'questions'} across ${interviews.sessions} ${interviews.sessions === 1 ? 'session' : 'sessions'}, averaging ${interviews.averageScore}/100.`,
    interviews.weakestArea
      ? `Your weakest area is ${interviews.weakestArea}: ${AREA_ADVICE[interviews.weakestArea] ?? 'practise it deliberately'}.`
      : undefined,
    role
      ? `Keep practising for ${role}; a new session avoids the questions you have already seen.`
      : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

function salaryReply(context: CareerChatContext): string {
  const { salaries } = context.matches;
  const target = context.careerProfile?.targetRole;
  const evidence =
    salaries.length > 0
      ? (() => {
          const mins = salaries.map((range) => range.min).sort((a, b) => a - b);
          const maxes = salaries.map((range) => range.max).sort((a, b) => a - b);
          const middle = (values: number[]) => values[Math.floor(values.length / 2)] ?? 0;
          return `Across the ${salaries.length} matched postings that state pay${target ? ` for ${target}` : ''}, the typical range is ${money(middle(mins))}–${money(middle(maxes))} (sample postings, so treat it as a starting point and check local data).`;
        })()
      : 'Save your career profile to get job matches; I can then show the pay ranges they state.';
  return [
    evidence,
    'To negotiate: let them name a number first if you can; answer with a range whose bottom is your real target; anchor on the value you bring (a result with a number); and negotiate the whole package: base, bonus, equity, flexibility and start date.',
    'Always get the final offer in writing.',
  ].join(' ');
}

function skillsReply(context: CareerChatContext): string {
  const target = targetOf(context);
  if (!context.careerProfile) return `Tell me the role you're aiming for first. ${noProfileYet()}`;
  if (!target) {
    return `I don't know the role ${context.careerProfile.targetRole} well enough to list its skills. Try a common title for it, such as Data Analyst or Project Manager.`;
  }
  const have = new Set([
    ...context.careerProfile.skills.map((skill) => findSkill(skill)?.name ?? skill),
    ...(context.resume?.skills ?? []),
  ]);
  const missingHard = target.hardSkills.filter((skill) => !have.has(skill));
  const missingTools = target.tools.filter((skill) => !have.has(skill));
  if (missingHard.length + missingTools.length === 0) {
    return `You already show the core skills and tools of a ${target.title}. Now prove them: a project or result with a number for each of ${listPhrase(target.hardSkills.slice(0, 3))}.`;
  }
  const gaps = [
    missingHard.length ? listPhrase(missingHard.slice(0, 4)) : undefined,
    missingTools.length ? `the tools ${listPhrase(missingTools.slice(0, 3))}` : undefined,
  ].filter(Boolean);
  return [
    `For ${target.title}, the gap between your skills and the role's core is ${gaps.join(', plus ')}.`,
    `Start with ${missingHard[0] ?? missingTools[0]}: learn it through one small project you can show, then add it to your resume and profile with what you built.`,
  ].join(' ');
}

function jobsReply(context: CareerChatContext): string {
  const { matches, careerProfile } = context;
  if (!careerProfile)
    return `Save your career profile on this page and I'll match you against the job catalogue. ${noProfileYet()}`;
  if (matches.total === 0) {
    return `No postings match ${careerProfile.targetRole} yet. Try a more common title for the role, or add more of your skills.`;
  }
  const [best] = matches.top;
  return [
    `You have ${matches.total} matches for ${careerProfile.targetRole}${matches.applied ? ` and have applied to ${matches.applied}` : ''}.`,
    best
      ? `The best is ${best.title} at ${best.company} (${best.matchScore}% match${best.salary ? `, ${best.salary}` : ''}).`
      : undefined,
    'A steady plan: apply to three strong matches a week, tailor your resume to each posting’s requirements, and follow up after a week with a short note.',
  ]
    .filter(Boolean)
    .join(' ');
}

function careerChangeReply(context: CareerChatContext): string {
  const profile = context.careerProfile;
  if (!profile)
    return `To plan a career change I need to know where you are and where you're heading. ${noProfileYet()}`;
  const from = findRole(profile.currentRole);
  const to = findRole(profile.targetRole);
  if (!from || !to) {
    return `Moving from ${profile.currentRole} to ${profile.targetRole}: list the results you delivered that the new role also values, learn its core tools through one visible project, and talk to three people already doing it.`;
  }
  const transferable = [...from.hardSkills, ...from.tools, ...from.softSkills].filter((skill) =>
    [...to.hardSkills, ...to.tools, ...to.softSkills].includes(skill),
  );
  const toLearn = to.hardSkills.filter((skill) => !from.hardSkills.includes(skill));
  return [
    `From ${from.title} to ${to.title}${from.family === to.family ? ' is a move within the same field' : ' is a change of field'}.`,
    transferable.length
      ? `Skills that carry over: ${listPhrase(transferable.slice(0, 4))}; lead with them.`
      : 'Few skills carry over directly, so lead with your results and your ability to learn.',
    toLearn.length
      ? `Build up ${listPhrase(toLearn.slice(0, 3))}, ideally in a project you can show.`
      : undefined,
    `Rewrite your headline towards ${to.title}, and ask people in the role for 20-minute conversations.`,
  ]
    .filter(Boolean)
    .join(' ');
}

function networkingReply(context: CareerChatContext): string {
  const target = context.careerProfile?.targetRole ?? 'the role you want';
  return [
    context.linkedin
      ? `Your LinkedIn profile scored ${context.linkedin.score}/100 in the optimiser${context.linkedin.score < 80 ? '; its recommendations are the quickest win' : ''}.`
      : 'Run your LinkedIn profile through the optimiser first: a clear headline makes every connection request work harder.',
    `Each week: connect with five people working as ${target} (with a note on what you admire in their work), comment with substance on two posts, and ask one person for a 20-minute conversation.`,
    'Ask former colleagues for referrals to specific postings; a referral is the strongest application you can make.',
  ].join(' ');
}

const REPLIES: Record<Topic, (context: CareerChatContext) => string> = {
  greeting,
  profile: profileReply,
  resume: resumeReply,
  interview: interviewReply,
  salary: salaryReply,
  skills: skillsReply,
  jobs: jobsReply,
  'career-change': careerChangeReply,
  networking: networkingReply,
  thanks: () => 'Glad to help. Anything else: your resume, interviews, salary, skills, jobs or networking?',
};

function fallback(context: CareerChatContext): string {
  const next = !context.careerProfile
    ? 'saving your career profile on this page'
    : !context.resume
      ? 'uploading your resume for an analysis'
      : context.interviews.answered === 0
        ? 'a practice interview'
        : 'applying to your best job matches';
  return `I can help with your resume, interviews, salary negotiation, skill gaps, your job search, career changes and networking. Ask me about any of them. A good next step for you: ${next}.`;
}

/** The built-in assistant: finds the topic of the message (or continues the last one) and answers from the user's data. */
export function careerChatReply({ message, history, context }: CareerChatRequest): string {
  const topic = isFollowUp(message) ? previousTopic(history) : topicOf(message);
  return topic ? REPLIES[topic](context) : fallback(context);
}
