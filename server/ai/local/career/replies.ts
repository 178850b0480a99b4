import { counted } from '#common/format-count.ts';
import type { Industry } from '#common/industries.ts';
import type { CareerChatContext } from '#server/ai/provider.ts';
import {
  findRole,
  findSkill,
  ROLE_FAMILIES,
  ROLES,
  type Role,
  rolesInIndustry,
} from '#server/knowledge/index.ts';
import { listPhrase } from '#server/knowledge/quotes.ts';
import { familiesForRole } from '../interview/question-bank/index.ts';
import { LEARNING_PATHS } from './learning-paths.ts';
import { payFromMatches } from './pay.ts';
import type { JobPosting } from './posting.ts';

/** What the reply is about, read from the message (and the conversation before it). */
export type Ask = {
  /** The clause of the message being answered. */
  text: string;
  /** The role the question is about: named in the message, else earlier in the conversation. */
  role: Role | undefined;
  /** The role a career change starts from, when the message names it. */
  from: Role | undefined;
  skills: { name: string; asWritten: string }[];
  industries: Industry[];
  /** A job the message names that the knowledge base does not know, as written. */
  unknownRole?: string | undefined;
};

type Reply = (context: CareerChatContext, ask: Ask) => string;

const sentences = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' ');
/** 'an' before a vowel sound: an Accountant, an Urban Planner, an SEO Specialist; but a UX Designer, a User researcher. */
function article(title: string): string {
  const first = title.split(/[\s/-]/)[0] ?? '';
  if (/^[A-Z]{2,}$/.test(first)) return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  return /^(?:[aeio]|u[^aeiou\s][^aeiou])/i.test(first) ? 'an' : 'a';
}
const withArticle = (title: string) => `${article(title)} ${title}`;

export const noProfileYet = () =>
  'Save your career profile on this page (your current role, target role and skills) so I can tailor this to you.';

const savedTarget = (context: CareerChatContext) =>
  context.careerProfile ? findRole(context.careerProfile.targetRole) : undefined;
const savedCurrent = (context: CareerChatContext) =>
  context.careerProfile ? findRole(context.careerProfile.currentRole) : undefined;

const canonical = (skill: string) => findSkill(skill)?.name ?? skill;

/** The skills the user's resume analysis calls missing for their target role, under their canonical names. */
const analysisMissing = (context: CareerChatContext) =>
  new Set((context.resume?.missingKeywords ?? []).map(canonical));

/**
 * The canonical names of the skills the user's profile lists and their resume shows: what they show, not what they
 * have. A skill the resume analysis calls missing is not shown, whatever the profile lists, so that no answer
 * contradicts the analysis.
 */
function shownSkills(context: CareerChatContext): Set<string> {
  const missing = analysisMissing(context);
  return new Set(
    [...(context.careerProfile?.skills ?? []).map(canonical), ...(context.resume?.skills ?? [])].filter(
      (skill) => !missing.has(skill),
    ),
  );
}

const roleCore = (role: Role) => [...role.hardSkills, ...role.tools];

export function greeting(context: CareerChatContext): string {
  const target = context.careerProfile?.targetRole;
  return sentences(
    target ? `Hi! You're working towards ${target}.` : 'Hi!',
    'I can help with your resume, interview practice, salary negotiation, the skills to learn next, your job search, changing careers and networking.',
    'You can also paste a job posting and I will compare it with your resume.',
    'What would you like to work on?',
  );
}

export function profileReply({ careerProfile }: CareerChatContext): string {
  if (!careerProfile) return `You haven't saved a career profile yet. ${noProfileYet()}`;
  const { currentRole, targetRole, experience, skills, goals, workType, location } = careerProfile;
  return sentences(
    `Your target role is ${targetRole}; today you're a ${currentRole} with ${experience} ${experience === 1 ? 'year' : 'years'} of experience.`,
    skills.length
      ? `You listed ${counted(skills.length, 'skill')}${skills.length === 1 ? ':' : ', led by'} ${listPhrase(skills.slice(0, 3))}.`
      : 'You have not listed skills yet; adding them sharpens your matches.',
    goals.length > 0 && `Your goals: ${listPhrase(goals.slice(0, 3))}.`,
    `You prefer ${workType} work${location ? ` around ${location}` : ''}.`,
  );
}

const GAP = /\bgaps?\b|\bcareer break\b|\btime off\b/i;
const GAP_ADVICE =
  "Explain a gap briefly and honestly on its own line, such as 'Career break, 2022–2024: family care', add anything you kept up (courses, volunteering), and in interviews say it in one sentence and move on to why you're ready now.";

/** Advice on a resume question by what it asks about, each a general rule of resume writing. */
const RESUME_ADVICE: { pattern: RegExp; advice: string }[] = [
  {
    pattern: /\bpages?\b|\bhow long should\b|\blength\b/i,
    advice:
      'Length: one page suits up to about ten years of experience; beyond that two pages is normal. Keep recent, relevant roles in detail and cut older ones to a line each.',
  },
  {
    pattern: /\bats\b|\bapplicant tracking\b|\bfilters?\b|\bbots?\b/i,
    advice:
      "To get past ATS filters: standard headings (Experience, Education, Skills), a single-column layout without tables or text boxes, a date range on every job, and the posting's own keywords for the skills you have.",
  },
  {
    pattern: /\bcover letters?\b/i,
    advice:
      'A cover letter is worth sending when the posting asks for one or when you have something to explain (a career change, a gap, a move). Tailor each to the specific posting: why this role, and two results that match its requirements.',
  },
  {
    pattern: GAP,
    advice: GAP_ADVICE,
  },
];

export function resumeReply(context: CareerChatContext, ask: Ask): string {
  const { resume } = context;
  const advice = RESUME_ADVICE.filter(({ pattern }) => pattern.test(ask.text)).map(({ advice }) => advice);
  const roleAdvice =
    ask.role &&
    `For ${withArticle(ask.role.title)} resume, lead with what it is read for: ${listPhrase(ask.role.hardSkills.slice(0, 4))}, each shown in a bullet with a result (${listPhrase(ask.role.impactAreas.slice(0, 2))}).`;
  const status = resume
    ? sentences(
        `Your latest resume, ${resume.fileName}, scored ${resume.score}/100: ATS compatibility ${resume.atsCompatibility}%, keywords ${resume.keywordOptimization}%, content ${resume.contentQuality}%.`,
        resume.topSuggestion
          ? `The change worth the most points: ${resume.topSuggestion}`
          : 'It has no major weaknesses left.',
        resume.missingKeywords.length > 0 &&
          `Skills your target role asks for that your resume does not show: ${listPhrase(resume.missingKeywords.slice(0, 5))}. Add the ones you truly have, in your bullets.`,
      )
    : 'You have not analysed a resume yet. Upload it on the Resume AI page and I will tell you its score and the changes that would lift it most.';
  return sentences(...advice, roleAdvice, status);
}

const AREA_ADVICE: Record<string, string> = {
  relevance: 'cover the points the question is really about; name them before you tell the story',
  structure: 'use STAR: a sentence of situation, your task, what you did, and the result',
  specificity: 'put numbers and named tools in every answer: how many, how much, how fast',
  clarity: 'aim for one to two minutes and cut filler words',
};

/** Advice on an interview question by what it asks about. */
const INTERVIEW_ADVICE: { pattern: RegExp; advice: (role: Role | undefined) => string }[] = [
  {
    pattern: /\babout yourself\b|\bintroduce yourself\b|\bwalk me through your\b/i,
    advice: (role) =>
      `For 'Tell me about yourself', answer in about a minute in three parts: present (your role and one result with a number), past (how you got here) and future (why this role${role ? ` as ${withArticle(role.title)}` : ''}).`,
  },
  {
    pattern:
      /\bwhy (?:are|did|do) you (?:want to )?leav|\bwhy (?:are|did) you (?:quit|go)\b|\breason for leaving\b/i,
    advice: () =>
      "For 'Why are you leaving?': keep it short, positive and forward-looking: what you are looking for that this role offers (growth, scope, a new field), never criticism of your employer.",
  },
  { pattern: GAP, advice: () => GAP_ADVICE },
  {
    pattern: /\bweakness/i,
    advice: () =>
      'For your biggest weakness: name a real one that is not central to the role, the steps you are taking to improve it, and evidence that it is working. Avoid disguised strengths such as perfectionism.',
  },
  {
    pattern: /\bstar\b|\bbehaviou?ral\b/i,
    advice: () =>
      'STAR: Situation (the context, in a sentence), Task (what you were responsible for), Action (what you did; most of the answer) and Result (the outcome, with a number).',
  },
  {
    pattern:
      /\bquestions? (?:to|should i|can i|do i|i should) ask\b|\bask (?:the |my )?interviewers?\b|\bat the end\b/i,
    advice: () =>
      'Ask two or three questions of your own: what success looks like in the first 90 days, the biggest challenge the team faces now, and how the team works together.',
  },
  {
    pattern: /\bfollow[ -]?up\b|\bthank[- ]you\b|\bno (?:reply|response|answer|news)\b|\bhaven'?t heard\b/i,
    advice: () =>
      'Send a short thank-you email within a day, naming one thing you discussed. If there is no reply a week after the date they gave, follow up once with a brief note asking about the timeline, then keep applying elsewhere.',
  },
  {
    pattern: /\bnervous\b|\banxious\b|\btomorrow\b|\bprepare\b|\bprep\b/i,
    advice: (role) =>
      `To prepare${role ? ` for ${withArticle(role.title)} interview` : ''}: read up on the employer, ready three stories in STAR form with numbers, and practise them out loud; nerves fall with repetition.`,
  },
];

function practiceStatus(context: CareerChatContext, role: string | undefined): string {
  const { interviews, careerProfile } = context;
  const family = role ? familiesForRole(careerProfile?.industry ?? '', role)[0] : undefined;
  const familyName = ROLE_FAMILIES.find((candidate) => candidate.id === family)?.name;
  if (interviews.answered === 0) {
    return sentences(
      interviews.sessions > 0
        ? `You have started ${interviews.sessions} practice ${interviews.sessions === 1 ? 'session' : 'sessions'} but not answered a question yet.`
        : 'You have not practised an interview yet.',
      `Start a session on the Interview Prep page${role ? ` for ${role}` : ''}; you'll get questions${familyName ? ` from ${familyName}` : ''} and a score with feedback on every answer.`,
    );
  }
  return sentences(
    `You've answered ${interviews.answered} practice interview ${interviews.answered === 1 ? 'question' : 'questions'} across ${interviews.sessions} ${interviews.sessions === 1 ? 'session' : 'sessions'}, averaging ${interviews.averageScore}/100.`,
    interviews.weakestArea &&
      `Your weakest area is ${interviews.weakestArea}: ${AREA_ADVICE[interviews.weakestArea] ?? 'practise it deliberately'}.`,
    role &&
      `Keep practising for ${role} on the Interview Prep page; a new session avoids the questions you have already seen.`,
  );
}

const SKILL_TEST = /\b(?:tests?|assessments?|exercises?|take-home|exams?)\b/i;

/** For a test of a named skill in an interview, what of that skill to practise, first things first. */
function skillTestLine(ask: Ask): string | undefined {
  if (!SKILL_TEST.test(ask.text)) return undefined;
  const named = ask.skills.find((skill) => LEARNING_PATHS.has(skill.name));
  const topics = named && LEARNING_PATHS.get(named.name);
  return (
    named &&
    topics &&
    `For the ${named.name} test, practise ${listPhrase(topics.slice(0, 4))}, against the clock.`
  );
}

export function interviewReply(context: CareerChatContext, ask: Ask): string {
  const role =
    ask.role?.title ?? context.careerProfile?.targetRole ?? context.interviews.lastRole ?? undefined;
  const advice = INTERVIEW_ADVICE.filter(({ pattern }) => pattern.test(ask.text)).map(({ advice }) =>
    advice(ask.role),
  );
  return sentences(...advice, skillTestLine(ask), practiceStatus(context, role));
}

const NEGOTIATION =
  'To negotiate: let them name a number first if you can; answer with a range whose bottom is your real target; anchor on the value you bring (a result with a number); and negotiate the whole package: base, bonus, equity, flexibility and start date.';

const SALARY_ADVICE: { pattern: RegExp; advice: string }[] = [
  {
    pattern: /\boffer(?:ed|s)?\b|\bcounter/i,
    advice:
      'On an offer: thank them, ask for a day to consider it, then counter once with a specific number a little above your target, backed by the value you bring; most employers expect it.',
  },
  {
    pattern: /\braise\b|\bpay rise\b|\bpromotion\b/i,
    advice:
      'To ask for a raise: book a meeting for it, bring your results since your last review with numbers (revenue, savings, time saved, scope you took on), show what the role pays elsewhere, and ask for a specific figure.',
  },
];

export function salaryReply(context: CareerChatContext, ask: Ask): string {
  const advice = SALARY_ADVICE.filter(({ pattern }) => pattern.test(ask.text)).map(({ advice }) => advice);
  return sentences(
    payFromMatches(context, {
      text: ask.text,
      role: ask.role ?? savedTarget(context),
      titleText: ask.role ? ask.text : (context.careerProfile?.targetRole ?? ''),
    }),
    ...advice,
    NEGOTIATION,
    'Always get the final offer in writing.',
  );
}

/**
 * What the message says about the skills it names: part of the role's core or not, and, when it names several, which
 * the role lists first (the knowledge base lists a role's skills most important first).
 */
function namedSkillsLine(role: Role, skills: Ask['skills']): string | undefined {
  if (skills.length === 0) return undefined;
  const core = roleCore(role);
  const inCore = skills
    .filter((skill) => core.includes(skill.name))
    .sort((a, b) => core.indexOf(a.name) - core.indexOf(b.name));
  const outside = skills.filter((skill) => !core.includes(skill.name));
  return sentences(
    inCore.length > 0 &&
      `${listPhrase(inCore.map((skill) => skill.name))} ${inCore.length === 1 ? 'is' : 'are'} part of the core of ${withArticle(role.title)} role.`,
    inCore.length > 1 && `Of those, ${inCore[0]?.name} comes first in what the role asks for.`,
    outside.length > 0 &&
      `${listPhrase(outside.map((skill) => skill.name))} ${outside.length === 1 ? 'is' : 'are'} not among the skills ${withArticle(role.title)} role is usually hired for.`,
  );
}

const CERTIFICATION_QUESTION = /\bcertif|\blicen[cs]e|\bcredential/i;

/** The certifications a role lists, for a question about them; said plainly when the knowledge base lists none. */
function certificationsLine(role: Role, text: string): string | undefined {
  if (!CERTIFICATION_QUESTION.test(text)) return undefined;
  const listed = roleCore(role).filter((skill) => findSkill(skill)?.category === 'certification');
  return listed.length
    ? `The certifications ${withArticle(role.title)} role lists: ${listPhrase(listed)}. A certification helps most next to experience you can show with it.`
    : `I don't know of a certification that ${withArticle(role.title)} role requires; projects and results you can show count for more.`;
}

const HOW_LONG = /\bhow long\b|\bhow many (?:months|weeks|years)\b|\bhow fast\b/i;

/** What to learn first of the first skill the message names that has a learning path, in order. */
function learningPathLine(ask: Ask): string | undefined {
  const named = ask.skills.find((skill) => LEARNING_PATHS.has(skill.name));
  const topics = named && LEARNING_PATHS.get(named.name);
  if (!named || !topics) return undefined;
  return `${named.name}, in the order to learn it: ${topics.map((topic, at) => `${at + 1}) ${topic}`).join('; ')}. Practise each on a small project of your own before the next.`;
}

/** A named skill's topics first, when it has a learning path; then the role's skills beside what the user shows. */
export function skillsReply(context: CareerChatContext, ask: Ask): string {
  const path = learningPathLine(ask);
  if (path && !ask.role && !savedTarget(context)) return path;
  return sentences(path, roleSkillsReply(context, ask));
}

function roleSkillsReply(context: CareerChatContext, ask: Ask): string {
  const target = ask.role ?? savedTarget(context);
  if (!target) {
    if (!context.careerProfile) return `Tell me the role you're aiming for first. ${noProfileYet()}`;
    return `I don't know the role ${context.careerProfile.targetRole} well enough to list its skills. Try a common title for it, such as Data Analyst or Project Manager.`;
  }
  const shown = shownSkills(context);
  const missingHard = target.hardSkills.filter((skill) => !shown.has(skill));
  const missingTools = target.tools.filter((skill) => !shown.has(skill));
  const namedInCore = ask.skills.find((skill) => roleCore(target).includes(skill.name));
  const timing =
    HOW_LONG.test(ask.text) &&
    'How long depends on where you start: plan on months of steady practice, one portfolio project per core skill, rather than weeks.';
  const certifications = certificationsLine(target, ask.text);
  if (shown.size === 0) {
    return sentences(
      certifications,
      namedSkillsLine(target, ask.skills),
      `The core of ${withArticle(target.title)} role: ${listPhrase(target.hardSkills.slice(0, 5))}, with the tools ${listPhrase(target.tools.slice(0, 4))}.`,
      `Start with ${namedInCore?.name ?? target.hardSkills[0]}: learn it through one small project you can show, then add it to your resume with what you built.`,
      timing,
      'Save your career profile or upload your resume and I will tell you which of these your resume does not show yet.',
    );
  }
  if (missingHard.length + missingTools.length === 0) {
    return sentences(
      certifications,
      namedSkillsLine(target, ask.skills),
      `Your resume and profile already show the core skills and tools of ${withArticle(target.title)}. Now prove them: a project or result with a number for each of ${listPhrase(target.hardSkills.slice(0, 3))}.`,
      timing,
    );
  }
  const gaps = [
    missingHard.length ? listPhrase(missingHard.slice(0, 4)) : undefined,
    missingTools.length ? `the tools ${listPhrase(missingTools.slice(0, 3))}` : undefined,
  ].filter(Boolean);
  return sentences(
    certifications,
    `For ${target.title}, the role asks for ${gaps.join(', plus ')}, which your resume and profile do not show yet.`,
    namedSkillsLine(target, ask.skills),
    `Start with ${namedInCore && !shown.has(namedInCore.name) ? namedInCore.name : (missingHard[0] ?? missingTools[0])}: learn it through one small project you can show, then add it to your resume and profile with what you built.`,
    timing,
  );
}

const WORK_TYPE = /\b(remote|hybrid|on-?site|in[- ]office)\b/i;

export function jobsReply(context: CareerChatContext, ask: Ask): string {
  const { matches, careerProfile } = context;
  const workType = WORK_TYPE.exec(ask.text)?.[1]?.toLowerCase();
  const industry = ask.industries[0];
  const plan =
    'A steady plan: apply to three strong matches a week, tailor your resume to each posting’s requirements, and follow up after a week with a short note.';
  const industryLine =
    industry &&
    `In ${industry} the job catalogue has roles such as ${listPhrase(
      rolesInIndustry(industry)
        .sort((a, b) => Number(b.industry === industry) - Number(a.industry === industry))
        .slice(0, 5)
        .map((role) => role.title),
    )}; the ones whose skills you show are your best matches.`;
  const asked = ask.role;
  const aboutTarget = !asked || (careerProfile && findRole(careerProfile.targetRole)?.id === asked.id);
  if (!careerProfile) {
    return sentences(
      industryLine,
      `Save your career profile${asked ? ` with ${asked.title} as your target role` : ''}${workType ? ` and ${workType} as your work type` : ''} and I'll match you against the job catalogue.`,
      plan,
    );
  }
  if (!aboutTarget && asked) {
    return sentences(
      `Your matches are ranked for ${careerProfile.targetRole}. To see ${workType ? `${workType} ` : ''}${asked.title} postings, make ${asked.title} your target role${workType ? ` and ${workType} your work type` : ''} in your career profile.`,
      industryLine,
      plan,
    );
  }
  if (matches.total === 0) {
    return sentences(
      `No postings match ${careerProfile.targetRole} yet. Try a more common title for the role, or add more of your skills.`,
      industryLine,
    );
  }
  const [best] = matches.top;
  return sentences(
    `You have ${counted(matches.total, 'match', 'matches')} for ${careerProfile.targetRole}${matches.applied ? ` and have applied to ${matches.applied}` : ''}.`,
    best &&
      `The best is ${best.title} at ${best.company} (${best.matchScore}% match${best.salary ? `, ${best.salary}` : ''}).`,
    industryLine,
    plan,
  );
}

export function searchTroubleReply(context: CareerChatContext): string {
  return sentences(
    'When many applications bring no interviews, the resume is usually the filter.',
    "Tailor it to each posting, using the posting's own keywords for the skills you have; keep a single-column layout with standard headings so ATS software reads it; and put a number in your strongest bullets.",
    context.resume
      ? `Your latest resume scored ${context.resume.score}/100; its top fix: ${context.resume.topSuggestion ?? 'none left'}`
      : 'Upload your resume on the Resume AI page to see what holds it back.',
    'Apply to fewer, stronger matches, and ask for a referral where you know someone.',
  );
}

/** The role a change starts from and the one it heads to: from the message first, else the saved profile. */
function changeEnds(context: CareerChatContext, ask: Ask): { from: Role | undefined; to: Role | undefined } {
  const to = ask.role ?? savedTarget(context);
  const from = ask.from ?? savedCurrent(context);
  return { from: from?.id === to?.id ? undefined : from, to };
}

/**
 * What carries over into the new role and what to build. With a resume or profile saved, only what they show carries
 * over, and the skills the analysis calls missing come first among those to build; with nothing saved, what the old
 * role usually brings.
 */
function changeSkills(
  context: CareerChatContext,
  from: Role | undefined,
  to: Role,
): { transferable: string[]; toLearn: string[] } {
  const shown = shownSkills(context);
  const missing = analysisMissing(context);
  const fromSkills = from ? [...from.hardSkills, ...from.tools, ...from.softSkills] : [];
  const carried = shown.size > 0 ? shown : new Set(fromSkills);
  const transferable = [...to.hardSkills, ...to.tools, ...to.softSkills].filter(
    (skill) => carried.has(skill) && !missing.has(skill),
  );
  const notShown = to.hardSkills.filter((skill) => !carried.has(skill) || missing.has(skill));
  const toLearn = [
    ...notShown.filter((skill) => missing.has(skill)),
    ...notShown.filter((skill) => !missing.has(skill)),
  ];
  return { transferable, toLearn };
}

export function careerChangeReply(context: CareerChatContext, ask: Ask): string {
  const { from, to } = changeEnds(context, ask);
  const profile = context.careerProfile;
  if (!to) {
    return profile
      ? `Moving from ${profile.currentRole} to ${profile.targetRole}: list the results you delivered that the new role also values, learn its core tools through one visible project, and talk to three people already doing it.`
      : `To plan a career change I need to know where you are and where you're heading. ${noProfileYet()}`;
  }
  const { transferable, toLearn } = changeSkills(context, from, to);
  return sentences(
    from
      ? `From ${from.title} to ${to.title}${from.family === to.family ? ' is a move within the same field' : ' is a change of field'}.`
      : `To move into ${withArticle(to.title)} role, the core is ${listPhrase(to.hardSkills.slice(0, 4))}.`,
    transferable.length
      ? `Skills that carry over: ${listPhrase(transferable.slice(0, 4))}; lead with them.`
      : 'Few skills carry over directly, so lead with your results and your ability to learn.',
    toLearn.length > 0 &&
      `Build up ${listPhrase(toLearn.slice(0, 3))}${to.tools.length ? ` and the tools ${listPhrase(to.tools.slice(0, 2))}` : ''}, ideally in a project you can show.`,
    HOW_LONG.test(ask.text) &&
      'Expect months rather than weeks: a portfolio project or two and a few conversations with people in the role.',
    `Rewrite your headline towards ${to.title}, and ask people in the role for 20-minute conversations.`,
  );
}

export function networkingReply(context: CareerChatContext, ask: Ask): string {
  const role = ask.role ?? savedTarget(context);
  const target = role?.title ?? context.careerProfile?.targetRole ?? 'the role you want';
  return sentences(
    /\bheadline\b/i.test(ask.text) &&
      `A headline that works names your role (${target}), two specialties you can show${role ? `, such as ${listPhrase(role.hardSkills.slice(0, 2))},` : ''} and who you help or a result; recruiters search by those words.`,
    /\binformational\b|\bcoffee chat\b|\breach out\b|\bmessage (?:someone|people|a|them)\b|\bcold message\b/i.test(
      ask.text,
    ) &&
      'Keep the message short and specific: who you are in a line, what you admire in their work, and a request for a 20-minute conversation at a time that suits them. Come with three questions, and never ask for a job in the first message.',
    context.linkedin
      ? `Your LinkedIn profile scored ${context.linkedin.score}/100 in the optimiser${context.linkedin.score < 80 ? '; its recommendations are the quickest win' : ''}.`
      : 'Run your LinkedIn profile through the optimiser first: a clear headline makes every connection request work harder.',
    `Each week: connect with five people working as ${target} (with a note on what you admire in their work), comment with substance on two posts, and ask one person for a 20-minute conversation.`,
    'Ask former colleagues for referrals to specific postings; a referral is the strongest application you can make.',
  );
}

const MOVE_STAGES = (role: Role | undefined) =>
  sentences(
    `First 30 days, learn: meet your manager, your team and the key stakeholders, find out how success is measured${role ? ` (for ${withArticle(role.title)}, usually ${listPhrase(role.impactAreas.slice(0, 2))})` : ''}, and learn the tools${role ? ` (${listPhrase(role.tools.slice(0, 2))})` : ''}.`,
    'Days 31 to 60, contribute: take on regular work and deliver one visible quick win.',
    'Days 61 to 90, own: lead one improvement with a measurable goal and agree your next goals with your manager.',
  );

export function firstDaysReply(context: CareerChatContext, ask: Ask): string {
  const role = ask.role ?? savedTarget(context);
  return sentences(
    `A 30-60-90-day plan${role ? ` for ${withArticle(role.title)}` : ''}:`,
    MOVE_STAGES(role),
    /\binterview/i.test(ask.text) &&
      "For an interview, put it on one page and tie each stage to what the posting asks for; it shows you've thought about the job, not just getting it.",
  );
}

const MAX_ALTERNATIVES = 5;

/** Roles that share the most skills with the user's own, for 'what else could I do'. */
export function alternativesReply(context: CareerChatContext, ask: Ask): string {
  const base = ask.role ?? savedCurrent(context);
  if (!base)
    return `Tell me your current role and I'll list the roles your skills carry over to. ${noProfileYet()}`;
  const own = [...roleCore(base), ...base.softSkills];
  // A shared hard skill or tool says more about fit than a shared soft skill, and at least one is needed.
  // Other work, not the same work elsewhere: a teacher's alternatives are not teachers of other grades.
  const ranked = ROLES.filter((role) => role.family !== base.family)
    .map((role) => {
      const sharedCore = roleCore(role).filter((skill) => own.includes(skill));
      const sharedSoft = role.softSkills.filter((skill) => own.includes(skill));
      return {
        role,
        shared: [...sharedCore, ...sharedSoft],
        weight: 2 * sharedCore.length + sharedSoft.length,
      };
    })
    .filter(({ shared, weight }) => weight > shared.length && shared.length > 1)
    .sort((a, b) => b.weight - a.weight)
    // One role of a family: five kinds of work, not five versions of one.
    .filter(({ role }, index, all) => all.findIndex((other) => other.role.family === role.family) === index)
    .slice(0, MAX_ALTERNATIVES);
  if (ranked.length === 0)
    return `I don't see roles that share several skills with ${base.title} in what I know.`;
  return sentences(
    `Roles that share the most skills with ${withArticle(base.title)}: ${ranked.map(({ role, shared }) => `${role.title} (${listPhrase(shared.slice(0, 2))})`).join('; ')}.`,
    'Check which need further study or a licence, and ask me how to move into any of them.',
  );
}

export function postingReply(context: CareerChatContext, posting: JobPosting): string {
  const shown = shownSkills(context);
  const asked = posting.skills;
  const showsAny = (skill: JobPosting['skills'][number]) =>
    skill.alternatives.some((name) => shown.has(name));
  const has = asked.filter(showsAny).map((skill) => skill.asWritten);
  const lacks = asked.filter((skill) => !showsAny(skill)).map((skill) => skill.asWritten);
  const experience = context.careerProfile?.experience;
  return sentences(
    posting.role
      ? `This reads as ${withArticle(posting.role.title)} posting.`
      : 'This reads as a job posting.',
    asked.length > 0 && `It asks for ${listPhrase(asked.slice(0, 8).map((skill) => skill.asWritten))}.`,
    posting.requirements.length > 0 &&
      `Requirements it states: ${posting.requirements.map((line) => `“${line}”`).join('; ')}.`,
    shown.size === 0
      ? 'Upload your resume on the Resume AI page or save your career profile, and I will compare them with what this posting asks for.'
      : sentences(
          has.length
            ? `Your resume or profile shows ${listPhrase(has.slice(0, 6))}.`
            : 'Your resume and profile show none of the skills it names.',
          lacks.length > 0 &&
            `They do not show ${listPhrase(lacks.slice(0, 6))}: if you have them, add them with an example of where you used them; if not, they are the gap to close or to address in a cover letter.`,
          posting.years !== undefined &&
            experience !== undefined &&
            `It asks for ${posting.years}+ years; your profile says ${experience}.`,
        ),
    "Tailor your resume to it: use the posting's own words for the skills you do have, in your bullets.",
  );
}

/** Said plainly rather than answered for another role: the steps that work for any role. */
export function unknownRoleReply(role: string): string {
  return sentences(
    `I don't know the ${role} role well enough to list its skills, so I won't guess.`,
    `A way in that works for any role: read five ${role} postings and list what they all ask for (licences, certifications, tools, years), check which a course or licence must cover, and talk to two people doing the job.`,
    'Then paste one of those postings here and I will compare it with your resume.',
  );
}

export const thanksReply = () =>
  'Glad to help. Anything else: your resume, interviews, salary, skills, jobs or networking?';

export function fallback(context: CareerChatContext): string {
  const next = !context.careerProfile
    ? 'saving your career profile on this page'
    : !context.resume
      ? 'uploading your resume for an analysis'
      : context.interviews.answered === 0
        ? 'a practice interview'
        : 'applying to your best job matches';
  return `I can help with your resume, interviews, salary negotiation, skill gaps, your job search, career changes and networking, and compare a pasted job posting with your resume. Ask me about any of them. A good next step for you: ${next}.`;
}

export type { Reply };
