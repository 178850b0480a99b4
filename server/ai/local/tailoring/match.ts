import type { KeywordGap, KeywordHit, MatchPart, TargetJob } from '#common/api/tailoring.ts';
import { counted } from '#common/format-count.ts';
import { stem as fieldStem, rolesNamed } from '#server/ai/local/career/mentions.ts';
import type { Bullet, ExperienceEntry, ResumeFacts } from '#server/ai/local/resume/parse.ts';
import { findRole, ROLE_FAMILIES, type Role, skillsShownBy } from '#server/knowledge/index.ts';
import { excerpt } from '#server/knowledge/quotes.ts';
import { SENIORITIES, type Seniority, seniorityFor } from '#server/knowledge/seniority.ts';
import { SKILL_SHOWS } from '#server/knowledge/skill-relations.ts';
import { contentStems } from '#server/knowledge/text.ts';
import { degreeLevels, educationLabel, levelRank } from './education.ts';
import { yearsOfExperience } from './experience.ts';
import { type Keyword, mentionsIn, readKeyword, skillNamed } from './keywords.ts';

export type ResumeLayout = { twoColumns: boolean; format: 'pdf' | 'docx' | 'doc'; pageCount: number };
export type Fit = 'good' | 'stretch' | 'poor';
export type ResumeMatch = {
  matchRate: number;
  fit: Fit;
  parts: MatchPart[];
  matched: KeywordHit[];
  missing: KeywordGap[];
};

type PartId = MatchPart['id'];
type Part = { id: PartId; label: string; score: number; detail: string; measured: boolean };

/** Each part's share of the match rate when every part can be measured. */
const BASE_WEIGHTS: Readonly<Record<PartId, number>> = {
  'hard-skills': 40,
  'soft-skills': 10,
  title: 15,
  seniority: 15,
  education: 10,
  ats: 10,
};
/** A required keyword counts this many times a preferred one. */
const REQUIRED_WEIGHT = 3;
/** A good fit shows most of what the job asks; below a stretch, most of it is missing. */
const FIT_BANDS = { good: 70, stretch: 40 } as const;
const MAX_LISTED = 4;
const QUOTE_LENGTH = 160;

/** What the resume shows: skills with their passages, licences, languages, and its words for unknown keywords. */
type Evidence = {
  facts: ResumeFacts;
  shown: Map<string, string[]>;
  stems: Set<string>;
  /** The person's titles and headline: 'Product Manager' shows product management, 'Accountant' accounting. */
  titles: string[];
};

type Judged = { keyword: Keyword; required: boolean; passage: string | undefined };

function evidenceOf(facts: ResumeFacts): Evidence {
  const shown = skillsShownBy(facts.text);
  // Licences and languages: named anywhere on the resume ('Languages: German, English'; 'BSN, RN').
  for (const mention of mentionsIn(facts.text, { anyLanguage: true })) {
    if (!shown.has(mention.name)) shown.set(mention.name, [facts.text.slice(mention.start, mention.end)]);
  }
  const { titles, headline } = titlesOf(facts);
  return { facts, shown, stems: new Set(contentStems(facts.text)), titles: [...headline, ...titles] };
}

/** The passage of the resume that shows a keyword, or undefined when it does not show it. */
function passageFor(keyword: Keyword, evidence: Evidence): string | undefined {
  for (const name of keyword.skills) {
    const passage = evidence.shown.get(name)?.[0];
    if (passage) return passage;
  }
  if (keyword.similarAccepted) {
    const lead = skillNamed(keyword.skills.at(-1) ?? '');
    for (const [name, passages] of evidence.shown) {
      const skill = skillNamed(name);
      if (lead && skill && skill.kind === lead.kind && skill.category === lead.category) return passages[0];
    }
  }
  const byTitle = keyword.skills.flatMap((name) => titleShowing(name, evidence.titles) ?? []);
  if (byTitle[0]) return byTitle[0];
  if (keyword.skills.length === 0) {
    // A keyword the knowledge base does not know is shown when all its words are: the line with most of them.
    const stems = contentStems(keyword.text);
    if (stems.length === 0 || !stems.every((stem) => evidence.stems.has(stem))) return undefined;
    const shared = (line: string) => contentStems(line).filter((stem) => stems.includes(stem)).length;
    return evidence.facts.lines.reduce((best, line) => (shared(line) > shared(best) ? line : best), '');
  }
  return undefined;
}

const fieldStems = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(fieldStem);

/** A title that names the field a skill is ('Data Scientist' for data science), when the skill is a field of work. */
function titleShowing(name: string, titles: string[]): string | undefined {
  const skill = skillNamed(name);
  if (skill?.kind !== 'hard') return undefined;
  const wanted = fieldStems(skill.name);
  return titles.find((title) => {
    const own = new Set(fieldStems(title));
    return wanted.every((stem) => own.has(stem));
  });
}

/** The resume's line that holds a passage, to quote; the passage itself when no line holds it whole. */
function quoteFor(passage: string, facts: ResumeFacts): string {
  const lower = passage.toLowerCase();
  const line = facts.lines.find((candidate) => candidate.toLowerCase().includes(lower));
  return excerpt(line?.trim() ?? passage, QUOTE_LENGTH);
}

function judge(job: TargetJob, evidence: Evidence): Judged[] {
  const judged: Judged[] = [];
  const seen = new Set<string>();
  const add = (text: string, required: boolean) => {
    const key = text.trim().toLowerCase();
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    const keyword = readKeyword(text.trim());
    judged.push({ keyword, required, passage: passageFor(keyword, evidence) });
  };
  for (const text of job.requiredSkills) add(text, true);
  for (const text of job.preferredSkills) add(text, false);
  return judged;
}

const skillLabel = (keyword: Keyword) => keyword.skills[0] ?? keyword.text;

function sectionHeading(facts: ResumeFacts, kind: string, fallback: string): string {
  return (
    facts.sections.find((section) => section.kind === kind && section.heading !== '')?.heading ?? fallback
  );
}

/** Skills related to a keyword's: the same category, or one shows the other ('PostgreSQL' and 'SQL'). */
function related(keyword: Keyword, skillName: string): boolean {
  if (keyword.skills.includes(skillName)) return true;
  const skill = skillNamed(skillName);
  return keyword.skills.some((name) => {
    const own = skillNamed(name);
    const sameCategory = own !== undefined && skill !== undefined && own.category === skill.category;
    return sameCategory || SKILL_SHOWS[name]?.includes(skillName) || SKILL_SHOWS[skillName]?.includes(name);
  });
}

/** Words too common in postings and resumes to say that a bullet is about a keyword. */
const COMMON_STEMS = new Set(
  contentStems('skill skills experience knowledge ability strong excellent good work'),
);
const MIN_CLOSENESS = 2;

type ScoredBullet = { bullet: Bullet; entry: ExperienceEntry; score: number };

/** The existing bullet a keyword fits best, when one is close: it shows related skills or shares its words. */
function closestBullet(keyword: Keyword, bullets: BulletInfo[]): ScoredBullet | undefined {
  const stems = new Set(contentStems(keyword.text).filter((stem) => !COMMON_STEMS.has(stem)));
  let best: ScoredBullet | undefined;
  for (const { bullet, entry, skills, bulletStems } of bullets) {
    const relatedSkills = skills.filter((name) => related(keyword, name)).length;
    const sharedWords = [...stems].filter((stem) => bulletStems.has(stem)).length;
    const score = 2 * relatedSkills + sharedWords;
    if (score >= MIN_CLOSENESS && (!best || score > best.score)) best = { bullet, entry, score };
  }
  return best;
}

type BulletInfo = { bullet: Bullet; entry: ExperienceEntry; skills: string[]; bulletStems: Set<string> };

function bulletsOf(facts: ResumeFacts): BulletInfo[] {
  return facts.entries.flatMap((entry) =>
    entry.bullets.map((bullet) => ({
      bullet,
      entry,
      skills: [...skillsShownBy(bullet.text).keys()],
      bulletStems: new Set(contentStems(bullet.text)),
    })),
  );
}

const EVIDENCE_NOTES: Readonly<Record<Keyword['evidence'], string | null>> = {
  tool: 'Add only if you have used it: say where and what came of it.',
  practice: 'Add only if you have done it: say where and what came of it.',
  credential: 'Add only if you hold it: give its full name and the year you earned it.',
  language: 'Add only if you speak it: say how well (native, fluent, conversational).',
  soft: null,
};

/** Where a missing keyword would belong, if it is true of the person. */
function gapOf(judged: Judged, facts: ResumeFacts, bullets: BulletInfo[]): KeywordGap {
  const { keyword } = judged;
  const skills = sectionHeading(facts, 'skills', 'Skills');
  const experience = sectionHeading(facts, 'experience', 'Experience');
  const closest =
    keyword.evidence === 'credential' || keyword.evidence === 'language'
      ? undefined
      : closestBullet(keyword, bullets);
  const section = {
    tool: skills,
    credential: sectionHeading(facts, 'certifications', 'Certifications'),
    language: sectionHeading(facts, 'languages', skills),
    soft: sectionHeading(facts, 'summary', skills),
    practice: closest ? sectionHeading(facts, closest.entry.section, experience) : experience,
  }[keyword.evidence];
  return {
    keyword: keyword.text,
    skill: skillLabel(keyword),
    kind: keyword.kind,
    required: judged.required,
    placement: { section, bullet: closest ? closest.bullet.text : null },
    evidenceNote: EVIDENCE_NOTES[keyword.evidence],
  };
}

function listed(items: string[]): string {
  const shown = items.slice(0, MAX_LISTED).join(', ');
  return items.length > MAX_LISTED ? `${shown} and ${items.length - MAX_LISTED} more` : shown;
}

function skillsPart(id: 'hard-skills' | 'soft-skills', judged: Judged[]): Part {
  const kind = id === 'hard-skills' ? 'hard' : 'soft';
  const label = id === 'hard-skills' ? 'Hard skills' : 'Soft skills';
  const asked = judged.filter((entry) => entry.keyword.kind === kind);
  if (asked.length === 0)
    return {
      id,
      label,
      score: 100,
      measured: false,
      detail: `The posting names no ${kind} skills to compare.`,
    };
  const weightOf = (entry: Judged) => (entry.required ? REQUIRED_WEIGHT : 1);
  const total = asked.reduce((sum, entry) => sum + weightOf(entry), 0);
  const shown = asked.filter((entry) => entry.passage !== undefined);
  const score = Math.round((100 * shown.reduce((sum, entry) => sum + weightOf(entry), 0)) / total);
  const required = asked.filter((entry) => entry.required);
  const requiredShown = required.filter((entry) => entry.passage !== undefined);
  const missing = required.filter((entry) => entry.passage === undefined).map((entry) => entry.keyword.text);
  const preferred = asked.length - required.length;
  const counts =
    `Your resume shows ${requiredShown.length} of the ${counted(required.length, `required ${kind} skill`)}` +
    (preferred > 0
      ? ` and ${shown.length - requiredShown.length} of the ${counted(preferred, 'preferred one')}.`
      : '.');
  const gaps = missing.length > 0 ? ` Not found: ${listed(missing)}.` : ' Every required one is there.';
  return { id, label, score, measured: true, detail: counts + gaps };
}

const MAIN_KINDS = new Set(['summary', 'experience']);
const SIDEBAR_HEAD_LINES = 4;

/**
 * The lines under the person's name: those above the first heading, or, when the resume opens with a sidebar
 * (LinkedIn's 'Contact' and 'Top Skills'), the few above its summary or experience heading.
 */
function headlineLines(facts: ResumeFacts): string[] {
  const first = facts.sections[0];
  const main = facts.sections.find((section) => MAIN_KINDS.has(section.kind));
  const opensWithSidebar =
    first !== undefined && first.headingLine <= 2 && main !== undefined && main !== first;
  const lines = opensWithSidebar
    ? facts.lines.slice(Math.max(0, main.headingLine - SIDEBAR_HEAD_LINES), main.headingLine)
    : facts.lines.slice(0, first?.headingLine ?? Math.min(facts.lines.length, 4));
  const contactValues = Object.values(facts.contact).filter((value): value is string => Boolean(value));
  // The name line may carry credentials ('Grace Thompson, RN'): it is still the name, not a headline.
  const isNameLine = (line: string) => facts.name !== undefined && line.trim().startsWith(facts.name);
  return lines.filter((line) => !isNameLine(line) && !contactValues.some((value) => line.includes(value)));
}

/** The titles the person gives themselves: each job's title, newest first, the headline and the summary. */
function titlesOf(facts: ResumeFacts): { titles: string[]; headline: string[]; summary: string } {
  const summary = facts.sections
    .filter((section) => section.kind === 'summary')
    .flatMap((section) => section.lines.map((index) => facts.lines[index] ?? ''))
    .join('\n');
  const titles = facts.entries
    .filter((entry) => entry.section === 'experience')
    .flatMap((entry) => (entry.title ? [entry.title] : []));
  return { titles, headline: headlineLines(facts), summary };
}

const roleOfTitle = (title: string): Role | undefined => findRole(title) ?? rolesNamed(title)[0]?.role;
const familyName = (role: Role) =>
  ROLE_FAMILIES.find((family) => family.id === role.family)?.name ?? role.family;

function titlePart(facts: ResumeFacts, job: TargetJob): Part {
  const label = 'Job title';
  const jobRole = roleOfTitle(job.title);
  const { titles, headline, summary } = titlesOf(facts);
  const advice = ` If it is true of you, use the posting's own title, “${job.title}”, in your headline or summary.`;
  if (!jobRole) {
    const jobWords = new Set(contentStems(job.title));
    const shared = [...titles, ...headline].find((title) =>
      contentStems(title).some((stem) => jobWords.has(stem)),
    );
    return shared
      ? {
          id: 'title',
          label,
          score: 60,
          measured: true,
          detail: `Your title “${shared}” shares words with “${job.title}”.${advice}`,
        }
      : {
          id: 'title',
          label,
          score: 0,
          measured: true,
          detail: `None of your titles is close to “${job.title}”.${advice}`,
        };
  }
  const latest = titles[0];
  const sameRole = (text: string) =>
    roleOfTitle(text)?.id === jobRole.id ||
    rolesNamed(text).some((mention) => mention.role.id === jobRole.id);
  const topLine = headline.find(sameRole);
  if (topLine || (latest && sameRole(latest)))
    return {
      id: 'title',
      label,
      score: 100,
      measured: true,
      detail: `Your ${topLine ? 'headline' : 'latest title'}, “${(topLine ?? latest ?? '').trim()}”, is this job.`,
    };
  const earlier = titles.find(sameRole);
  if (earlier)
    return {
      id: 'title',
      label,
      score: 80,
      measured: true,
      detail: `You have done this job before, as “${earlier}”, though your latest title is another.${advice}`,
    };
  if (rolesNamed(summary).some((mention) => mention.role.id === jobRole.id))
    return {
      id: 'title',
      label,
      score: 70,
      measured: true,
      detail: `Your summary names this job, but none of your titles does.${advice}`,
    };
  const sameFamily = [...headline, ...titles].find((title) => roleOfTitle(title)?.family === jobRole.family);
  if (sameFamily)
    return {
      id: 'title',
      label,
      score: 55,
      measured: true,
      detail: `Your title “${sameFamily.trim()}” is in the same field (${familyName(jobRole)}), not the same job.${advice}`,
    };
  return {
    id: 'title',
    label,
    score: 0,
    measured: true,
    detail: `None of your titles is in ${familyName(jobRole)}, the field of “${job.title}”.${advice}`,
  };
}

const yearsText = (years: number) => (years === 1 ? '1 year' : `${years} years`);

/** Years in other work count this much toward the years a posting asks for in its own line of work. */
const OTHER_WORK_SHARE = 0.25;

/** Whether a job of the resume is in the posting's line of work: the same role or family, or a shared title word. */
function inLineOfWork(entry: ExperienceEntry, jobRole: Role | undefined, jobTitle: string): boolean {
  const role = entry.title ? roleOfTitle(entry.title) : undefined;
  if (jobRole && role) return role.family === jobRole.family;
  const jobStems = new Set(contentStems(jobTitle));
  return contentStems(`${entry.title ?? ''} ${entry.header}`).some((stem) => jobStems.has(stem));
}

function seniorityPart(facts: ResumeFacts, job: TargetJob, today: Date): Part {
  const label = 'Seniority and years';
  const years = yearsOfExperience(facts, today);
  const jobRole = roleOfTitle(job.title);
  const relevant = yearsOfExperience(facts, today, (entry) => inLineOfWork(entry, jobRole, job.title));
  const whole = Math.floor(years);
  const inLine = Math.floor(relevant);
  const yearsSaid =
    inLine === whole
      ? `Your dated jobs add up to about ${yearsText(whole)}`
      : `Your dated jobs add up to about ${yearsText(whole)}, ${yearsText(inLine)} of them in this line of work`;
  if (job.years !== null && job.years > 0) {
    const effective = relevant + OTHER_WORK_SHARE * (years - relevant);
    if (effective >= job.years)
      return {
        id: 'seniority',
        label,
        score: 100,
        measured: true,
        detail: `${yearsSaid}; the posting asks for ${yearsText(job.years)}.`,
      };
    const score = Math.round((100 * effective) / job.years);
    const detail =
      years === 0
        ? `No dated jobs were found, and the posting asks for ${yearsText(job.years)}: give each job a start and end date.`
        : `${yearsSaid}; the posting asks for ${yearsText(job.years)}. Add any relevant work, projects or volunteering with dates.`;
    return { id: 'seniority', label, score, measured: true, detail };
  }
  if (job.seniority === null)
    return {
      id: 'seniority',
      label,
      score: 100,
      measured: false,
      detail: 'The posting asks for no number of years or level.',
    };
  const level = seniorityFor(inLine);
  const distance = Math.abs(SENIORITIES.indexOf(level) - SENIORITIES.indexOf(job.seniority as Seniority));
  const score = [100, 60, 20][distance] ?? 20;
  return {
    id: 'seniority',
    label,
    score,
    measured: true,
    detail: `${yearsSaid}, a ${level}-level career in it; this is a ${job.seniority}-level job.`,
  };
}

const EQUIVALENT_EXPERIENCE =
  /\bor equivalent (?:practical |professional |work |relevant )?experience\b|\bequivalent combination\b/i;
/** What a degree one level short, or any degree short but with equivalent experience accepted, is worth. */
const ONE_LEVEL_SHORT = 50;
const EQUIVALENT_ACCEPTED = 60;

function educationPart(facts: ResumeFacts, job: TargetJob): Part {
  const label = 'Education';
  if (job.education === null)
    return { id: 'education', label, score: 100, measured: false, detail: 'The posting asks for no degree.' };
  const asked = educationLabel(job.education);
  const educationLines = facts.sections
    .filter((section) => section.kind === 'education' || section.kind === 'certifications')
    .flatMap((section) => [
      facts.lines[section.headingLine] ?? '',
      ...section.lines.map((index) => facts.lines[index] ?? ''),
    ]);
  const levels = degreeLevels(educationLines.length > 0 ? educationLines.join('\n') : facts.text);
  const highest = levels.reduce<(typeof levels)[number] | undefined>(
    (best, level) => (!best || levelRank(level) > levelRank(best) ? level : best),
    undefined,
  );
  const equivalent = EQUIVALENT_EXPERIENCE.test(job.description);
  if (highest && levelRank(highest) >= levelRank(job.education))
    return {
      id: 'education',
      label,
      score: 100,
      measured: true,
      detail: `You show ${educationLabel(highest)}; the posting asks for ${asked}.`,
    };
  const short = highest ? levelRank(job.education) - levelRank(highest) : Number.POSITIVE_INFINITY;
  const base = short === 1 ? ONE_LEVEL_SHORT : 0;
  const score = equivalent ? Math.max(base, EQUIVALENT_ACCEPTED) : base;
  const shown = highest ? `You show ${educationLabel(highest)}` : 'No degree was found on your resume';
  const note = equivalent
    ? ' It accepts equivalent experience, so make your years and results easy to see.'
    : ' If you have one, list it under an Education heading with the school and year.';
  return {
    id: 'education',
    label,
    score,
    measured: true,
    detail: `${shown}; the posting asks for ${asked}.${note}`,
  };
}

function atsPart(facts: ResumeFacts, layout: ResumeLayout): Part {
  const problems: string[] = [];
  let score = 0;
  const { email, phone } = facts.contact;
  score += email && phone ? 25 : email || phone ? 12 : 0;
  if (!email || !phone)
    problems.push(
      `add your ${!email && !phone ? 'e-mail and phone' : !email ? 'e-mail' : 'phone'} at the top`,
    );
  const kinds = new Set(facts.sections.map((section) => section.kind));
  const standard = kinds.has('experience') && (kinds.has('education') || kinds.has('skills'));
  score += standard ? 25 : kinds.has('experience') ? 15 : 0;
  if (!standard) problems.push("use standard headings such as 'Experience', 'Education' and 'Skills'");
  const jobs = facts.entries.filter((entry) => entry.section === 'experience');
  const dated = jobs.filter((entry) => entry.start !== undefined).length;
  score += jobs.length > 0 && dated === jobs.length ? 25 : dated > 0 ? 12 : 0;
  if (jobs.length === 0 || dated < jobs.length) problems.push('give every job a start and end date');
  score += layout.twoColumns ? 0 : 25;
  if (layout.twoColumns)
    problems.push('move to one column, which every applicant tracking system reads in order');
  // Not scored: most systems still read an old Word file, but not all of them.
  if (layout.format === 'doc') problems.push('save it as .docx or PDF, which every system reads');
  const detail =
    problems.length === 0
      ? 'Contact details, standard headings, dated jobs and a single column: an applicant tracking system can read it.'
      : `To be read well by an applicant tracking system: ${problems.join('; ')}.`;
  return { id: 'ats', label: 'ATS basics', score, measured: true, detail };
}

/** The parts' shares: a part with nothing to measure gets none, and the others share its weight. */
function weighted(parts: Part[]): MatchPart[] {
  const measured = parts.filter((part) => part.measured);
  const total = measured.reduce((sum, part) => sum + BASE_WEIGHTS[part.id], 0);
  const shares = parts.map((part) =>
    part.measured && total > 0 ? Math.round((100 * BASE_WEIGHTS[part.id]) / total) : 0,
  );
  const remainder = 100 - shares.reduce((sum, share) => sum + share, 0);
  const largest = shares.indexOf(Math.max(...shares));
  if (largest >= 0) shares[largest] = (shares[largest] ?? 0) + remainder;
  return parts.map((part, index) => ({
    id: part.id,
    label: part.label,
    score: Math.max(0, Math.min(100, Math.round(part.score))),
    weight: shares[index] ?? 0,
    detail: part.detail,
  }));
}

export function fitFor(matchRate: number): Fit {
  if (matchRate >= FIT_BANDS.good) return 'good';
  return matchRate >= FIT_BANDS.stretch ? 'stretch' : 'poor';
}

/**
 * How well a resume matches a job: a rate from six explained parts, the posting's keywords the resume shows (quoted)
 * and those it does not, each with where it would belong and whether only evidence makes it credible. The same input
 * gives the same result; `today` dates a job that runs to 'present'.
 */
export function matchResume(
  facts: ResumeFacts,
  job: TargetJob,
  layout: ResumeLayout,
  today: Date = new Date(),
): ResumeMatch {
  const evidence = evidenceOf(facts);
  const judged = judge(job, evidence);
  const parts = weighted([
    skillsPart('hard-skills', judged),
    skillsPart('soft-skills', judged),
    titlePart(facts, job),
    seniorityPart(facts, job, today),
    educationPart(facts, job),
    atsPart(facts, layout),
  ]);
  const matchRate = Math.round(parts.reduce((sum, part) => sum + (part.score * part.weight) / 100, 0));
  const bullets = bulletsOf(facts);
  const matched: KeywordHit[] = judged.flatMap((entry) =>
    entry.passage === undefined
      ? []
      : [
          {
            keyword: entry.keyword.text,
            skill: skillLabel(entry.keyword),
            kind: entry.keyword.kind,
            required: entry.required,
            quote: quoteFor(entry.passage, facts),
          },
        ],
  );
  const missing = judged
    .filter((entry) => entry.passage === undefined)
    .map((entry) => gapOf(entry, facts, bullets));
  return { matchRate, fit: fitFor(matchRate), parts, matched, missing };
}
