import type { CareerChatRequest } from '#server/ai/provider.ts';
import { industriesNamed, type RoleMention, rolesNamed, skillsNamed } from './mentions.ts';
import { readJobPosting } from './posting.ts';
import {
  type Ask,
  alternativesReply,
  careerChangeReply,
  fallback,
  firstDaysReply,
  greeting,
  interviewReply,
  jobsReply,
  networkingReply,
  postingReply,
  profileReply,
  type Reply,
  resumeReply,
  salaryReply,
  searchTroubleReply,
  skillsReply,
  thanksReply,
  unknownRoleReply,
} from './replies.ts';

type Topic =
  | 'greeting'
  | 'profile'
  | 'resume'
  | 'interview'
  | 'salary'
  | 'skills'
  | 'jobs'
  | 'search-trouble'
  | 'career-change'
  | 'alternatives'
  | 'first-days'
  | 'networking'
  | 'thanks';

/**
 * Topics in order of precedence: the first whose pattern matches a clause wins. A stem such as 'negotiat' needs no
 * closing \b: the rest of its word always follows.
 */
const TOPICS: { topic: Topic; pattern: RegExp }[] = [
  {
    topic: 'first-days',
    pattern:
      /\b30[\s/-]{0,3}60[\s/-]{0,3}90\b|\bfirst (?:90|ninety|30|thirty|60|sixty) days\b|\bnew (?:job|role|position)\b|\bstart(?:ing)? (?:my |a )?(?:new )?(?:job|role|position)\b/i,
  },
  {
    topic: 'salary',
    pattern:
      /\b(?:salar(?:y|ies)|pay|paid|compensation|raise|offer|offered|wage|counter)\b|\b(?:negotiat|earn)|\bhow much (?:do|does|can|will|would) (?:an? )?[\w ]{1,40}\bmake\b/i,
  },
  {
    topic: 'alternatives',
    pattern:
      /\b(?:other|different|alternative) (?:jobs|roles|careers|options)\b|\bbesides\b|\bwhat (?:jobs|roles|careers) (?:can|could|should) i\b|\bwith my skills\b|\bwhat else (?:can|could|should) i do\b|\bmy options\b/i,
  },
  {
    topic: 'interview',
    pattern:
      /\bhow (?:do|should|would|can) i answer\b|\bin (?:an|the|my) interviews?\b|\binterview questions?\b/i,
  },
  { topic: 'career-change', pattern: /\b(?:carry over|carries over|transferable|transfer over)\b/i },
  {
    topic: 'skills',
    pattern:
      /\b(?:skills?|study|improve my|tools?|topics?|language|need to know|requirements|qualifications)\b|\b(?:learn|course|certif|upskill)/i,
  },
  {
    topic: 'career-change',
    pattern:
      /\b(?:career change|change careers?|move into|break into|become|becoming|get into|getting into|out of|leaving|leave)\b|\b(?:switch|transition|pivot|retrain|requalif)|\bmov(?:e|ing) from\b/i,
  },
  {
    topic: 'search-trouble',
    pattern:
      /\bno (?:interviews?|responses?|replies|callbacks?|luck)\b|\bnot hearing back\b|\bghosted\b|\brejections?\b/i,
  },
  { topic: 'resume', pattern: /\b(resume|résumé|cv|ats|cover letter)\b/i },
  { topic: 'networking', pattern: /\binformational interview|\b(?:coffee chat|headline|referrals?)\b/i },
  { topic: 'interview', pattern: /\b(?:star method|practice|mock|weakness|about yourself)\b|\binterview/i },
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

const REPLIES: Record<Topic, Reply> = {
  greeting,
  profile: profileReply,
  resume: resumeReply,
  interview: interviewReply,
  salary: salaryReply,
  skills: skillsReply,
  jobs: jobsReply,
  'search-trouble': searchTroubleReply,
  'career-change': careerChangeReply,
  alternatives: alternativesReply,
  'first-days': firstDaysReply,
  networking: networkingReply,
  thanks: thanksReply,
};

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

/** Where one question ends and the next begins: a question mark, a semicolon, a line break or 'and also'. */
const CLAUSE_BREAK = /[?;\n]|\band also\b/i;
/** 'and how…', 'also what…': a new question joined to the last; marked as a break before splitting. */
const JOINED_QUESTION = /\b(?:and|also|plus) ((?:how|what|which|should|can|do|is|where|when|why|any)\b)/gi;
const MAX_TOPICS = 2;

/** The words topics are recognised by, so that a word one slip away ('resme', 'intervew', 'salery') still counts. */
const TOPIC_WORDS = [
  'resume',
  'interview',
  'interviews',
  'salary',
  'negotiate',
  'linkedin',
  'career',
  'skills',
  'certification',
  'referral',
  'recruiter',
  'application',
  'promotion',
];
const MIN_TYPO_LENGTH = 5;

/** True when one insertion, deletion, substitution or swap of neighbours turns one word into the other. */
function oneSlipApart(word: string, target: string): boolean {
  if (Math.abs(word.length - target.length) > 1 || word === target) return false;
  let start = 0;
  while (start < word.length && word[start] === target[start]) start += 1;
  const rest = (text: string, from: number) => text.slice(from);
  return (
    rest(word, start + 1) === rest(target, start + 1) ||
    rest(word, start) === rest(target, start + 1) ||
    rest(word, start + 1) === rest(target, start) ||
    (word[start] === target[start + 1] &&
      word[start + 1] === target[start] &&
      rest(word, start + 2) === rest(target, start + 2))
  );
}

function withTyposMended(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    if (word.length < MIN_TYPO_LENGTH) return word;
    const lower = word.toLowerCase();
    return TOPIC_WORDS.find((target) => oneSlipApart(lower, target)) ?? word;
  });
}

function topicOf(text: string): Topic | undefined {
  const mended = withTyposMended(text);
  return TOPICS.find(({ pattern }) => pattern.test(mended))?.topic;
}

/** The distinct topics of the message's questions, in the order asked (at most two), each with its clause. */
function topicsOf(message: string): { topic: Topic; text: string }[] {
  const found: { topic: Topic; text: string }[] = [];
  for (const clause of message.replace(JOINED_QUESTION, '? $1').split(CLAUSE_BREAK)) {
    const topic = topicOf(clause);
    if (topic && !found.some((entry) => entry.topic === topic)) found.push({ topic, text: clause });
  }
  // A greeting or thanks that opens a real question is not a topic of its own.
  const substantive = found.filter(({ topic }) => topic !== 'greeting' && topic !== 'thanks');
  return (substantive.length ? substantive : found).slice(0, MAX_TOPICS);
}

/** The user's earlier messages, latest first, read only as far back as the caller looks. */
function* earlierUserMessages(history: CareerChatRequest['history']): Generator<string> {
  for (let at = history.length - 1; at >= 0; at -= 1) {
    const entry = history[at];
    if (entry?.sender === 'user') yield entry.content;
  }
}

function previousTopic(history: CareerChatRequest['history']): Topic | undefined {
  for (const content of earlierUserMessages(history)) {
    if (!isFollowUp(content)) return topicOf(content);
  }
  return undefined;
}

const distinct = (mentions: RoleMention[]) =>
  mentions.filter((mention, at) => mentions.findIndex((other) => other.role.id === mention.role.id) === at);

const FROM_BEFORE = /\b(?:from|out of|leaving|leave)\s+(?:an?\s+|my\s+|the\s+)?$/i;
const LOOK_BEHIND = 24;

/**
 * The roles a message is about: the last one named is the one asked about ('can an accountant become a data
 * analyst'); the first, when several are named or it follows 'from', is where a change starts.
 */
function rolesOf(message: string): Pick<Ask, 'role' | 'from'> {
  const mentions = distinct(rolesNamed(message));
  const first = mentions[0];
  const last = mentions.at(-1);
  if (!first || !last) return { role: undefined, from: undefined };
  if (mentions.length > 1) return { role: last.role, from: first.role };
  const before = message.slice(Math.max(0, first.index - LOOK_BEHIND), first.index);
  return FROM_BEFORE.test(before)
    ? { role: undefined, from: first.role }
    : { role: first.role, from: undefined };
}

/** A job the message names after 'become a' or 'work as a' that the knowledge base may not know: up to four words. */
const UNKNOWN_ROLE_CUE =
  /\b(?:become|becoming|work as|working as|job as|career as|retrain as|train as) (?:an? )?/i;
const ROLE_PHRASE_STOP = new Set(
  'in at for with and or but because after before if when so from by without is was'.split(' '),
);
const MAX_ROLE_WORDS = 4;

function unknownRoleOf(message: string, known: boolean): string | undefined {
  const cue = known ? null : UNKNOWN_ROLE_CUE.exec(message);
  if (!cue) return undefined;
  const words: string[] = [];
  for (const word of message.slice(cue.index + cue[0].length, cue.index + cue[0].length + 80).split(/\s+/)) {
    const bare = /^[\p{L}-]+/u.exec(word)?.[0] ?? '';
    if (!bare || ROLE_PHRASE_STOP.has(bare.toLowerCase()) || words.length === MAX_ROLE_WORDS) break;
    words.push(bare);
    if (bare !== word) break;
  }
  return words.length ? words.join(' ') : undefined;
}

/** The roles of the latest earlier message that names one. */
function latestRolesNamed(history: CareerChatRequest['history']): Pick<Ask, 'role' | 'from'> | undefined {
  for (const content of earlierUserMessages(history)) {
    const roles = rolesOf(content);
    if (roles.role || roles.from) return roles;
  }
  return undefined;
}

/** What the message asks about; a message that names no role continues the role of the conversation so far. */
function readAsk(message: string, history: CareerChatRequest['history']): Omit<Ask, 'text'> {
  const named = rolesOf(message);
  const unknownRole = unknownRoleOf(message, Boolean(named.role || named.from));
  const earlier = named.role || named.from ? undefined : latestRolesNamed(history);
  return {
    ...(earlier ?? named),
    unknownRole: earlier ? undefined : unknownRole,
    skills: skillsNamed(message),
    industries: industriesNamed(message),
  };
}

/**
 * The built-in assistant: recognises a pasted job posting, else the topics of the message's questions (or continues
 * the last topic), and answers from the user's data and the roles, skills and industries the message names.
 */
export function careerChatReply({ message, history, context }: CareerChatRequest): string {
  const posting = readJobPosting(message);
  if (posting) return postingReply(context, posting);
  const ask = readAsk(message, history);
  if (ask.unknownRole && !ask.role) return unknownRoleReply(ask.unknownRole);
  const asked = isFollowUp(message) ? [] : topicsOf(message);
  if (asked.length === 0) {
    // A message that only names roles asks what a move between them takes ('customer service to customer success'),
    // or what the one role takes ('data analyst?').
    const named = ask.from && ask.role ? 'career-change' : ask.role ? 'skills' : undefined;
    const topic = previousTopic(history) ?? named;
    return topic ? REPLIES[topic](context, { ...ask, text: message }) : fallback(context);
  }
  return asked.map(({ topic, text }) => REPLIES[topic](context, { ...ask, text })).join('\n\n');
}
