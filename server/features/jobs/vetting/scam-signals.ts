import type { SalaryRange } from '#common/api/jobs.ts';
import { formatSalaryRange } from '#common/salary.ts';
import { ROLES } from '#server/knowledge/index.ts';
import type { Seniority } from '#server/knowledge/seniority.ts';
import { payBandsFor } from '../catalogue/salaries.ts';
import { clauseAround, clauseFrom, evidenceAround, leadBefore, sentenceAround } from './passages.ts';

export type ScamSignalKind = 'fee-requested' | 'messaging-app-contact' | 'personal-email' | 'pay-above-range';

/** `evidence` is the passage (at most about 120 characters) the signal rests on, quoted to the user. */
export type ScamSignal = { kind: ScamSignalKind; evidence: string };

export type ScannedPosting = {
  title: string;
  descriptionText: string;
  salary: SalaryRange | null;
  roleId: string | null;
  seniority: Seniority;
};

/**
 * What a rule sees of one match: the clause and sentence around it, what leads up to it in its sentence, and the
 * rest of its clause from it on.
 */
type Context = { clause: string; sentence: string; lead: string; rest: string };

/**
 * A rule: a pattern that finds a candidate passage, and a test of its clause and sentence that keeps it. Each pattern
 * is global, runs once over the text, and has only bounded repetition, so a rule costs one linear pass plus a
 * bounded look around each candidate.
 */
type Rule = { kind: ScamSignalKind; pattern: RegExp; keeps: (context: Context) => boolean };

/**
 * Words that deny a passage, read in what leads up to it in its sentence and in the rest of its clause: 'we never
 * charge a fee', 'there is no registration fee', 'application fee waived'.
 */
const NEGATION = /\b(?:never|not|no|none|without|waived?|zero)\b|n['’]t\b/i;
/** The sentence warns about scams rather than making one: 'Beware of anyone asking you to message them on Telegram'. */
const SCAM_WARNING =
  /\b(?:scams?|scammers?|fraud|fraudulent|phishing|beware|impersonat\w{0,6}|suspicious)\b/i;
/** 'No experience needed' says nothing about fees or contacts, so it does not deny what follows it. */
const NO_EXPERIENCE =
  /\b(?:no (?:prior |previous |relevant |work |professional )?(?:experience|skills|degree|resume|qualifications)(?: (?:is |are )?(?:needed|necessary|required))?|without (?:any )?experience|anyone can|experience (?:is )?not (?:required|needed|necessary))\b/gi;
const statesNoExperience = (text: string) => text.search(NO_EXPERIENCE) !== -1;

const isDenied = ({ lead, rest }: Context) =>
  NEGATION.test(lead.replace(NO_EXPERIENCE, ' ')) || NEGATION.test(rest);
const isPlainStatement = (context: Context) => !isDenied(context) && !SCAM_WARNING.test(context.sentence);

/** Who pays a named fee or cost: signs that the applicant does. */
const APPLICANT_PAYS =
  /\b(?:pay|paying|payable|purchase|buy|send|wire|due|charged?|upfront|up-front|one-time|refundable|non-refundable|required|mandatory|responsible for)\b|[$£€] ?\d|\d ?(?:usd|dollars)\b/i;
/** Signs that the employer pays: a benefit, not a demand. */
const EMPLOYER_PAYS =
  /\b(?:covered|reimburs\w{0,5}|(?:paid|sponsored) by (?:us|our|the (?:company|firm|employer|organi[sz]ation|hospital|school|district|agency))|(?:company|employer|firm)[- ](?:paid|covered|sponsored|provided)|at no (?:cost|charge)|free of charge|at our expense|on us|we (?:will )?(?:pay|cover|provide)|stipend|allowance|budget)\b/i;
/** A demand that no promise of reimbursement excuses: 'you must first pay', 'an upfront fee'. */
const FIRM_DEMAND =
  /\b(?:you|applicants?|candidates?) (?:must|will need to|need to|have to|are required to|will be required to|are responsible for)(?: first)? (?:pay|purchase|buy|send|cover|deposit)\b|\b(?:upfront|up-front|non-refundable)\b/i;

/** A fee or charge named as such: 'training fee', 'starter kit', '$99 registration fee', 'pay a small deposit'. */
const NAMED_FEE =
  /\b(?:(?:training|registration|application|onboarding|enrol?l?ment|certification|background[- ]check|screening|placement|uniform|admin|administrative|administration|activation|starter[- ]kit|kit|equipment|materials?|verification|sign[- ]up|joining|refundable|security|interview) (?:fees?|charges?|deposits?)|starter[- ]kits?|fees? of [$£€]|[$£€] ?\d[\d,.]{0,9} (?:one[- ]time |non[- ]refundable |refundable )?(?:[a-z-]{1,20} )?fee|pay (?:(?:a|an|the|small|one[- ]time|refundable|non[- ]refundable|nominal|[$£€]?\d[\d,.]{0,9}) ){0,3}(?:fees?|deposits?)|(?:fees?|deposits?) (?:is |are )?(?:required|payable|due))\b/gi;

/** Money sent on: the overpayment and money-mule patterns. */
const SEND_MONEY =
  /\b(?:send|wire|forward|transfer) (?:(?:back|the|any|all|your|us|me|remaining|excess|extra|leftover|rest|of|a) ){0,3}(?:money|funds|balance|difference|remainder|amount|rest)\b/gi;
const SEND_MONEY_TO_SOMEONE =
  /\b(?:you|your|back|remaining|excess|leftover|difference|personal|gift ?cards?|bitcoin|crypto\w{0,8}|zelle|venmo|cash ?app|western union|moneygram)\b/i;

/** Checks paid in: the fake-check pattern. */
const CASH_CHECKS =
  /\b(?:(?:cash|deposit) (?:(?:the|a|our|these|this|any|client|company|customer|cashier['’]?s|certified|business) ){0,2}(?:checks?|cheques?|money orders?)|(?:send|mail) you (?:a |the )?(?:checks?|cheques?)|(?:checks?|cheques?|money orders?)(?: [\w'’-]{1,20}){0,6} (?:cash|deposit)(?:ed|ing)? (?:it|them))\b/gi;
const CHECK_FOR_SOMEONE_ELSE =
  /\b(?:(?:your|personal|own) (?:[\w-]{1,20} ){0,2}account|remaining|excess|leftover|forward|send (?:back|the)|keep (?:\d{1,2} ?%|a (?:portion|percentage|commission)|the rest)|gift ?cards?|vendor|supplier)\b/i;

const GIFT_CARDS =
  /\b(?:buy(?:ing)?|purchas(?:e|ing)|get(?:ting)?|pick(?:ing)? up|load(?:ing)?) (?:[\w$,.-]{1,20} ){0,3}gift ?cards?\b/gi;

/** Equipment or training the applicant is told to buy: 'you must purchase equipment from our approved vendor'. */
const PURCHASE =
  /\b(?:purchase|buy|order|pay for) (?:[\w'-]{1,20} ){0,4}(?:equipment|software|laptops?|computers?|devices?|starter kits?|training materials|training courses?|courses?|background checks?)\b/gi;
const PURCHASE_REQUIRED =
  /\b(?:must|required|requires|need to|needs to|have to|has to|responsible for|expected to)\b/i;
const PURCHASE_BY_EMPLOYER =
  /\b(?:stipend|allowance|budget|provided|provides?|company[- ](?:provided|issued)|at no cost|free|we (?:will )?(?:pay|cover|buy|purchase|ship|send|provide)|on us|purchas\w{0,3} orders?)\b/i;

/** 'Contact us on WhatsApp', 'reach our recruiter via Telegram': a person to reach, then the app. */
const CONTACT_ON_APP =
  /\b(?:contact|reach(?: out to)?|message|text|chat with|connect with|get in touch with|speak (?:to|with)|talk (?:to|with)|add|dm|write to|ping) (?:us|me|our (?:[\w-]{1,20} ){0,2}(?:recruiter|team|hr|manager|agent|coordinator|representative|supervisor)|the (?:[\w-]{1,20} ){0,2}(?:recruiter|hr|manager|interviewer|coordinator|supervisor|agent|representative)|(?:hr|recruiter|mrs?|ms|dr))(?: [\w.'-]{1,20}){0,3} (?:on|via|through|over|using|at) (?:the )?(?:whats ?app|telegram|signal app|signal messenger|signal|wechat|google hangouts?|hangouts?|google chat|wickr(?: me)?|kik|viber)\b/gi;

/** 'The interview will be conducted on Telegram', 'a WhatsApp interview'. */
const INTERVIEW_ON_APP =
  /\b(?:interview(?:s|ed)? (?:(?:will|is|are|shall|would) (?:be )?)?(?:(?:conducted|held|done|scheduled|carried out|take place|takes place|happen) )?(?:on|via|through|over|using) (?:the )?(?:whats ?app|telegram|signal app|signal messenger|signal|wechat|google hangouts?|hangouts?|google chat|wickr(?: me)?|kik|viber)|(?:whats ?app|telegram|signal app|wechat|google hangouts?|hangouts?|google chat|wickr|kik|viber) (?:chat |video |text |instant messaging )?interviews?)\b/gi;

/** 'Apply via WhatsApp', 'send your CV on Telegram'. */
const APPLY_ON_APP =
  /\b(?:apply(?: now| today| directly)?|(?:send|submit|forward)(?: us| me| in)? (?:your |a |an |the )?(?:updated |current )?(?:resume|cv|résumé|application)s?(?: [\w'-]{1,20}){0,3}) (?:on|via|through|over|using|to) (?:the |our |my )?(?:whats ?app|telegram|signal app|signal messenger|signal|wechat|google hangouts?|hangouts?|google chat|wickr(?: me)?|kik|viber)\b/gi;

/** An app with a handle or a number after it: 'Telegram: @hr_desk', 'WhatsApp +1 555 010 2030'. */
const APP_HANDLE =
  /\b(?:whats ?app|telegram|signal|wechat|wickr(?: me)?|kik|viber)(?: (?:id|handle|username|user name|number|no|contact|account))?(?: ?:| is| at| on)? ?(?:@[\w.]{2,32}|\+ ?\d|\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4})/gi;

/** 'Text (555) 010-2030 to schedule your interview': a phone number to text, in a sentence about the interview. */
const TEXT_A_NUMBER =
  /\btext(?:ing)? (?:us |me |the recruiter |our recruiter |the hiring manager |hr )?(?:['"‘“][\w ]{1,20}['"’”] )?(?:at |to |on )?(?:\+?1[ .-]?)?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}\b/gi;
const ABOUT_AN_INTERVIEW = /\binterview/i;

const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){0,8}\.[a-z]{2,24}/gi;

/** Free mail services whose addresses anyone can open: exact domains. */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'ymail.com',
  'rocketmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'pm.me',
  'protonmail.com',
  'protonmail.ch',
  'mail.ru',
  'inbox.ru',
  'list.ru',
  'bk.ru',
  'zoho.com',
  'zohomail.com',
  'mail.com',
  'email.com',
  'usa.com',
  'tutanota.com',
  'tuta.io',
  'qq.com',
  '163.com',
  '126.com',
  'rediffmail.com',
  'web.de',
  't-online.de',
  'hushmail.com',
  'lycos.com',
]);
/** Free mail services with a domain per country: 'yahoo.co.uk', 'hotmail.fr', 'gmx.de', 'yandex.ru'. */
const FREE_MAIL_BRANDS = new Set(['yahoo', 'hotmail', 'gmx', 'yandex', 'outlook', 'live', 'aol']);
/** A country or generic ending: 'com', 'de', 'co.uk', 'com.br'. */
const COUNTRY_ENDING = /^[a-z]{2,3}(?:\.[a-z]{2})?$/;

export function isFreeMailDomain(domain: string): boolean {
  const lower = domain.toLowerCase();
  if (FREE_MAIL_DOMAINS.has(lower)) return true;
  const dot = lower.indexOf('.');
  return dot > 0 && FREE_MAIL_BRANDS.has(lower.slice(0, dot)) && COUNTRY_ENDING.test(lower.slice(dot + 1));
}

const isFreeMailAddress = (address: string) => isFreeMailDomain(address.slice(address.indexOf('@') + 1));

const RULES: readonly Rule[] = [
  {
    kind: 'fee-requested',
    pattern: NAMED_FEE,
    keeps: (context) =>
      isPlainStatement(context) &&
      APPLICANT_PAYS.test(context.clause) &&
      (!EMPLOYER_PAYS.test(context.clause) || FIRM_DEMAND.test(context.clause)),
  },
  {
    kind: 'fee-requested',
    pattern: SEND_MONEY,
    keeps: (context) => isPlainStatement(context) && SEND_MONEY_TO_SOMEONE.test(context.sentence),
  },
  {
    kind: 'fee-requested',
    pattern: CASH_CHECKS,
    keeps: (context) => isPlainStatement(context) && CHECK_FOR_SOMEONE_ELSE.test(context.sentence),
  },
  { kind: 'fee-requested', pattern: GIFT_CARDS, keeps: isPlainStatement },
  {
    kind: 'fee-requested',
    pattern: PURCHASE,
    keeps: (context) =>
      isPlainStatement(context) &&
      PURCHASE_REQUIRED.test(context.sentence) &&
      !PURCHASE_BY_EMPLOYER.test(context.sentence),
  },
  { kind: 'messaging-app-contact', pattern: CONTACT_ON_APP, keeps: isPlainStatement },
  { kind: 'messaging-app-contact', pattern: INTERVIEW_ON_APP, keeps: isPlainStatement },
  { kind: 'messaging-app-contact', pattern: APPLY_ON_APP, keeps: isPlainStatement },
  { kind: 'messaging-app-contact', pattern: APP_HANDLE, keeps: isPlainStatement },
  {
    kind: 'messaging-app-contact',
    pattern: TEXT_A_NUMBER,
    keeps: (context) => isPlainStatement(context) && ABOUT_AN_INTERVIEW.test(context.sentence),
  },
];

const contextOf = (text: string, start: number, end: number): Context => ({
  clause: clauseAround(text, start, end),
  sentence: sentenceAround(text, start, end),
  lead: leadBefore(text, start),
  rest: clauseFrom(text, start, end),
});

/** The first passage of `text` a rule keeps, as evidence. */
function firstEvidence(text: string, rule: Rule): string | undefined {
  for (const match of text.matchAll(rule.pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    const context = contextOf(text, start, end);
    if (rule.keeps(context)) return evidenceAround(text, start, end);
  }
  return undefined;
}

function personalEmailEvidence(text: string): string | undefined {
  for (const match of text.matchAll(EMAIL)) {
    if (!isFreeMailAddress(match[0])) continue;
    const start = match.index;
    const end = start + match[0].length;
    const context = contextOf(text, start, end);
    if (isPlainStatement(context)) return evidenceAround(text, start, end);
  }
  return undefined;
}

const HOURS_A_YEAR = 2080;
const PERIODS_A_YEAR: Readonly<Record<NonNullable<SalaryRange['period']>, number>> = {
  year: 1,
  month: 12,
  week: 52,
  day: 260,
  hour: HOURS_A_YEAR,
};

/** A posting's pay more than this many times the top of its role's band is not believable. */
const IMPLAUSIBLE_BAND_MULTIPLE = 2;
/** Without a known role: $2,000 a week, a year of it, is more than any job open to people with no experience pays. */
const IMPLAUSIBLE_NO_EXPERIENCE_YEARLY = 2000 * 52;

const rolesById = new Map(ROLES.map((role) => [role.id, role]));

const isDollars = (salary: SalaryRange) => salary.currency === null || salary.currency === 'USD';

/** The lowest yearly pay a salary promises: its minimum, or its single figure when only a maximum is given. */
function yearlyFloor(salary: SalaryRange): number | undefined {
  const floor = salary.min ?? salary.max;
  if (floor === null) return undefined;
  return floor * PERIODS_A_YEAR[salary.period ?? 'year'];
}

/**
 * A promise of pay per hour, day, week or month: 'earn $3,000 per week', 'make up to $500/day'. Groups: the amount,
 * a 'k', and the period in either of its two spellings.
 */
const PAY_PROMISE =
  /\b(?:earn|earning|earns|make|making|takes? home|income of|paid)(?: (?:up to|as much as|over|more than|at least|around|about|between|from|an extra|extra|easy|guaranteed|a guaranteed)){0,2} (?:\$ ?|usd ?|us\$ ?)(\d{1,3}(?:,\d{3}){1,2}|\d{1,7})(?:\.\d{1,2})?(k)?\+?(?: usd| dollars)?(?: ?(?:-|–|to) ?\$? ?[\d,.]{1,10}k?)?(?: ?(?:\/|per|an?|each|every) ?(hour|hr|day|week|wk|month|mo)\b| (hourly|daily|weekly|monthly)\b)/gi;

const PROMISE_PERIODS_A_YEAR: Readonly<Record<string, number>> = {
  hour: HOURS_A_YEAR,
  hr: HOURS_A_YEAR,
  hourly: HOURS_A_YEAR,
  day: 260,
  daily: 260,
  week: 52,
  wk: 52,
  weekly: 52,
  month: 12,
  mo: 12,
  monthly: 12,
};

function promisedYearly(match: RegExpMatchArray): number {
  const [, amount = '0', thousands, period = '', periodWord = ''] = match;
  const figure = Number(amount.replaceAll(',', '')) * (thousands ? 1000 : 1);
  return figure * (PROMISE_PERIODS_A_YEAR[(period || periodWord).toLowerCase()] ?? 0);
}

/** Pay far above what the role pays at its level, or a no-experience job promising more than $2,000 a week. */
function payAboveRangeEvidence(posting: ScannedPosting, text: string): string | undefined {
  const role = posting.roleId === null ? undefined : rolesById.get(posting.roleId);
  const salary = posting.salary && isDollars(posting.salary) ? posting.salary : null;
  const floor = salary ? yearlyFloor(salary) : undefined;
  const band = role ? payBandsFor(role)[posting.seniority] : undefined;
  if (band && salary && floor !== undefined) {
    const usualTop = band[1] * 1000;
    if (floor > IMPLAUSIBLE_BAND_MULTIPLE * usualTop) {
      return formatSalaryRange(salary) ?? undefined;
    }
  }
  const noExperience = statesNoExperience(text);
  if (!noExperience && posting.seniority !== 'entry') return undefined;
  for (const match of text.matchAll(PAY_PROMISE)) {
    if (promisedYearly(match) > IMPLAUSIBLE_NO_EXPERIENCE_YEARLY) {
      return evidenceAround(text, match.index, match.index + match[0].length);
    }
  }
  if (!role && salary && noExperience && floor !== undefined && floor > IMPLAUSIBLE_NO_EXPERIENCE_YEARLY) {
    return formatSalaryRange(salary) ?? undefined;
  }
  return undefined;
}

/** The scam signals of a posting, at most one of each kind, each with the passage it rests on. */
export function scamSignalsIn(posting: ScannedPosting): ScamSignal[] {
  const text = `${posting.title}.\n${posting.descriptionText}`.replace(/\s+/g, ' ');
  const signals: ScamSignal[] = [];
  const found = new Set<ScamSignalKind>();
  for (const rule of RULES) {
    if (found.has(rule.kind)) continue;
    const evidence = firstEvidence(text, rule);
    if (evidence === undefined) continue;
    signals.push({ kind: rule.kind, evidence });
    found.add(rule.kind);
  }
  const emailEvidence = personalEmailEvidence(text);
  if (emailEvidence !== undefined) signals.push({ kind: 'personal-email', evidence: emailEvidence });
  const payEvidence = payAboveRangeEvidence(posting, text);
  if (payEvidence !== undefined) signals.push({ kind: 'pay-above-range', evidence: payEvidence });
  return signals;
}
