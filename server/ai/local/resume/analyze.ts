import type { AnalysisCheck, ResumeAnalysis } from '#common/api/resume.ts';
import { RESUME_TEXT_MAX_LENGTH } from '#common/resume.ts';
import { OVERALL_SCORE_WEIGHTS } from '#common/scores.ts';
import type { ResumeAnalysisRequest } from '#server/ai/provider.ts';
import {
  clichesIn,
  openingVerbOf,
  type Role,
  skillsNamedIn,
  skillsShownApart,
  skillsShownBy,
  weakPhrasesIn,
} from '#server/knowledge/index.ts';
import { excerpt, isQuotable, listPhrase, quote, quotedPassages } from '#server/knowledge/quotes.ts';
import { sentences } from '#server/knowledge/text.ts';
import { weightedCheck } from '../weighted-check.ts';
import { reportedMissing } from './missing-keywords.ts';
import { type Bullet, parseResume, type ResumeFacts } from './parse.ts';
import { type AssumedRole, assumedRole, currentJob } from './read-role.ts';

const WORD_BAND = { min: 300, max: 1100 } as const;
const BULLET_WORD_BAND = { min: 8, max: 30 } as const;
/**
 * Content grows with evidence: a share of good bullets earns full marks only with this many of them, and the
 * absence of faults (weak phrases, clichés, pronouns) counts in full only over this many bullets.
 */
const EVIDENCE = { verbBullets: 6, resultItems: 5, sizedResults: 3, conciseBullets: 6, items: 6 } as const;
/**
 * A long record of evidence is worth marks whatever share of the lines it is: this many verb-led bullets, results or
 * sized results earn COUNT_CREDIT of a check's marks on their number alone (fewer earn less, on a log scale).
 * Measured on the labelled real resumes (decision 0077): strong ones show more results, not a higher share of them.
 */
const EVIDENCE_RECORD = { verbBullets: 12, resultItems: 12, sizedResults: 4 } as const;
const COUNT_CREDIT = 0.8;
const countCredit = (count: number, record: number) =>
  COUNT_CREDIT * Math.min(1, Math.log1p(count) / Math.log1p(record));
/** The share of evidence showing a measurable result that earns full marks: most of a strong resume's lines do. */
const RESULT_SHARE = 0.75;
/** The share of evidence sizing its result in money, a percentage or a multiple that earns full marks. */
const SIZED_SHARE = 0.3;
const MAX_STRENGTHS = 5;
const MAX_SUGGESTIONS = 8;

type Category = AnalysisCheck['category'];

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

type Context = {
  facts: ResumeFacts;
  request: ResumeAnalysisRequest;
  role: Role | undefined;
  /** The title measured against, the person's own where the catalogue knows no occupation for it. */
  assumed: AssumedRole | undefined;
  /** The skills shown in the catalogue's words (names, synonyms, phrasings): the ones keyword coverage credits. */
  skillMentions: Map<string, string[]>;
  /** Those and the skills the resume shows without naming them (own words, a suite): none of them is missing. */
  skillsShown: Map<string, string[]>;
  achievementBullets: Bullet[];
  /** Publications, grants and awards listed: evidence beside the bullets. */
  records: string[];
  /** Lines that are the resume's frame (headings, contact, job headers and dates): never quoted, never counted. */
  frame: ReadonlySet<number>;
};

/** A check with the advice it gives when it loses points, where that advice needs nothing but the check. */
type AdvisedCheck = AnalysisCheck & { advice?: string };

const hasSection = (facts: ResumeFacts, kind: string) =>
  facts.sections.some((section) => section.kind === kind);
const startsWithActionVerb = (bullet: Bullet) =>
  openingVerbOf(bullet.text.match(/^[\p{L}-]+/u)?.[0] ?? '') !== undefined;
const NUMBER = /(?<![\p{L}\d])\d+/gu;
const YEAR = /^(?:19|20)\d{2}$/;
/** A figure that is not a year: a count, an amount, a percentage ('40M users', '£1.2m', '30%'), never 'since 2019'. */
const hasNumber = (bullet: Bullet) => (bullet.text.match(NUMBER) ?? []).some((number) => !YEAR.test(number));
/** A result sized in money, a share or a multiple: '30%', '$1.2M', '£9,800', 'Rs. 180 Cr', '3×', '40k'. */
const SIZED_RESULT =
  /%|[$£€₹¥]\s?\d|\b(?:rs|inr|usd|eur|gbp)\.?\s?\d|\d\s?(?:[x×]|k|m|mm|bn|cr|crores?|lakhs?|million|billion)(?![\p{L}\d])/iu;
/**
 * A line that names a duty ('Vendor reconciliations', 'Responsible for payroll') and neither opens with what was done
 * nor gives a figure.
 */
const isDutyLine = (bullet: Bullet) => !startsWithActionVerb(bullet) && !hasNumber(bullet);
/** The share of duty lines that earns nothing: a resume half made of duties reads as a job description. */
const DUTY_SHARE_LIMIT = 0.5;
/** Sections whose entries are results in themselves: a publication, a grant, an award. */
const RECORD_SECTIONS = new Set(['publications', 'awards']);
/** The first line of a record: a list marker or number, a year first, or a citation's '(2020)'. */
const RECORD_START =
  /^\s{0,8}(?:[•●▪◦‣∙·*►➢✓■□–—-]\s|\d{1,3}[.)]\s|(?:19|20)\d{2}\b)|\((?:19|20)\d{2}[a-z]?\)/u;

/** The publications, grants and awards listed: the evidence of a CV written as records, not bullets. */
function recordsOf(facts: ResumeFacts, frame: ReadonlySet<number>): string[] {
  const bulletLines = new Set(facts.bullets.map((bullet) => bullet.line));
  return facts.sections
    .filter((section) => RECORD_SECTIONS.has(section.kind))
    .flatMap((section) => section.lines)
    .map((index) => (frame.has(index) || bulletLines.has(index) ? '' : (facts.lines[index] ?? '')))
    .filter((line) => RECORD_START.test(line));
}
const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;
/** 'I' only before a word in lower case ('I led', 'I'm'): an icon read as a stray 'I' is followed by a name or digits. */
const FIRST_PERSON = /\bI['’ ]\p{Ll}|\b(?:[Mm]e|[Mm]y|[Mm]ine|[Mm]yself)\b/gu;
/** Roman numerals in pairs ('Methods I and II') are not the pronoun I. */
const NUMERAL_PAIR = /\b(?:I{1,3}|IV|V)(?: (?:and|or|&) | ?[-–/] ?)(?:I{1,3}|IV|V)\b/g;
const firstPersonIn = (text: string) => text.replace(NUMERAL_PAIR, '').match(FIRST_PERSON)?.length ?? 0;
const contentLines = ({ facts, frame }: Context) => facts.lines.filter((_line, index) => !frame.has(index));

function atsChecks({ facts, request }: Context): AdvisedCheck[] {
  const { contact } = facts;
  const words = facts.wordCount;
  const lengthFraction = words < WORD_BAND.min ? words / WORD_BAND.min : Math.min(1, WORD_BAND.max / words);
  const standardHeading = (kind: string, name: string, weight: number, advice: string) => ({
    ...weightedCheck(
      'ats',
      `heading-${kind}`,
      `Has a ${name} section under a standard heading`,
      weight,
      hasSection(facts, kind) ? 1 : 0,
      hasSection(facts, kind) ? `Found a ${name} heading.` : `No ${name} heading was found.`,
    ),
    advice,
  });
  return [
    weightedCheck(
      'ats',
      'text-layer',
      'Text can be read by software',
      5,
      1,
      `${words} words were read from the file.`,
    ),
    standardHeading(
      'experience',
      'Experience',
      15,
      'Put your jobs under a heading named Experience (or Work Experience) so software files them correctly.',
    ),
    standardHeading(
      'education',
      'Education',
      10,
      'Add an Education section with your degree, school and year.',
    ),
    standardHeading(
      'skills',
      'Skills',
      10,
      'Add a section headed Skills that lists your tools and techniques; recruiters and software look for it.',
    ),
    {
      ...weightedCheck(
        'ats',
        'contact-email',
        'Shows an email address',
        10,
        contact.email ? 1 : 0,
        contact.email ?? 'No email address found.',
      ),
      advice: 'Add your email address at the top of the resume.',
    },
    {
      ...weightedCheck(
        'ats',
        'contact-phone',
        'Shows a phone number',
        8,
        contact.phone ? 1 : 0,
        contact.phone ?? 'No phone number found.',
      ),
      advice: 'Add a phone number at the top of the resume.',
    },
    {
      ...weightedCheck(
        'ats',
        'contact-linkedin',
        'Links a LinkedIn profile',
        5,
        contact.linkedin ? 1 : 0,
        contact.linkedin ?? 'No LinkedIn URL found.',
      ),
      advice: 'Add the URL of your LinkedIn profile next to your contact details.',
    },
    {
      ...weightedCheck(
        'ats',
        'contact-location',
        'States a location',
        4,
        contact.location ? 1 : 0,
        contact.location ?? 'No city or region found.',
      ),
      advice: 'State your city and region, or Remote, near your name; many searches filter by location.',
    },
    {
      ...weightedCheck(
        'ats',
        'dated-jobs',
        'Dates jobs in a format software reads',
        10,
        facts.entries.length > 0 ? 1 : 0,
        facts.entries.length > 0
          ? `${facts.entries.length} dated positions found.`
          : 'No job with a date range such as Mar 2021 – Present was found.',
      ),
      advice: 'Give every job a date range in a standard form, such as Mar 2021 – Present.',
    },
    {
      ...weightedCheck(
        'ats',
        'length',
        `Length suits a resume (${WORD_BAND.min}–${WORD_BAND.max} words)`,
        8,
        lengthFraction,
        `${words} words.`,
      ),
      advice:
        words < WORD_BAND.min
          ? `At ${words} words the resume is thin; describe each role's results in three to five bullets.`
          : `At ${words} words the resume is long; keep the most recent and relevant results and cut the rest.`,
    },
    {
      ...weightedCheck(
        'ats',
        'single-column',
        'Uses a single-column layout',
        12,
        request.twoColumns ? 0 : 1,
        request.twoColumns ? 'The PDF is laid out in two columns.' : 'One column of text.',
      ),
      advice:
        'Switch to a single-column layout. Your PDF uses two columns, and many applicant tracking systems read straight across the page, mixing lines from both columns.',
    },
    {
      ...weightedCheck(
        'ats',
        'file-format',
        'Uses a modern file format (PDF or DOCX)',
        4,
        request.format === 'doc' ? 0 : 1,
        `The file is a ${request.format.toUpperCase()}.`,
      ),
      advice:
        'Save the file as DOCX or PDF: the old .doc format is read poorly by some applicant tracking systems.',
    },
  ];
}

function roleSkillCoverage(role: Role, mentions: Map<string, string[]>) {
  const hard = role.hardSkills.filter((skill) => mentions.has(skill));
  const tools = role.tools.filter((skill) => mentions.has(skill));
  return { hard, tools };
}

/** Postings of a title the catalogue does not know tell what it asks for from this many skills on. */
const MIN_POSTING_SKILLS = 3;

function keywordChecks(context: Context): AdvisedCheck[] {
  const { facts, role, assumed, skillMentions, achievementBullets } = context;
  const skillsSection = facts.sections.find((section) => section.kind === 'skills');
  const skillsSectionText = skillsSection?.lines.map((index) => facts.lines[index]).join('\n') ?? '';
  const listedSkills = skillsNamedIn(skillsSectionText).size;
  const skillsListCheck = (weight: number) =>
    weightedCheck(
      'keywords',
      'skills-list',
      'Lists skills in a Skills section',
      weight,
      skillsSection ? Math.min(1, listedSkills / 5) : 0,
      skillsSection
        ? `${listedSkills} known skills listed under “${skillsSection.heading}”.`
        : 'No Skills section.',
      1,
    );

  if (!role) {
    const namedSkills = skillsNamedIn(facts.text).size;
    const asked = askedSkills(context);
    // A title of the person's own that the catalogue does not know is a clear role all the same: only the
    // comparison with an occupation's skills is missing, and the skills the resume names are measured instead.
    const roleCheck = assumed
      ? weightedCheck(
          'keywords',
          'target-role',
          'A target role is clear',
          30,
          1,
          asked.length > 0
            ? `The resume names the role of ${assumed.title}; its skills are measured against what postings with that title ask for.`
            : `The resume names the role of ${assumed.title}; its skills are measured from the resume itself.`,
        )
      : {
          ...weightedCheck(
            'keywords',
            'target-role',
            'A target role is clear',
            30,
            0,
            'The resume does not point to a role we know.',
          ),
          advice:
            'Save your target role in the Career Guide, so the keyword check can compare your resume with what that role asks for.',
        };
    const measuredByPostings = assumed !== undefined && asked.length > 0;
    const shown = asked.filter((skill) => skillMentions.has(skill)).length;
    return [
      roleCheck,
      ...(measuredByPostings
        ? [
            weightedCheck(
              'keywords',
              'posting-skills',
              `Covers the skills postings for ${assumed.title} ask for`,
              40,
              share(shown, asked.length) / 0.7,
              `${shown} of the ${asked.length} skills those postings ask for most are mentioned.`,
              0.75,
            ),
          ]
        : []),
      weightedCheck(
        'keywords',
        'skills-breadth',
        'Names at least 10 distinct skills',
        measuredByPostings ? 10 : 50,
        namedSkills / 10,
        `${namedSkills} distinct skills named.`,
      ),
      skillsListCheck(20),
    ];
  }

  const { hard, tools } = roleSkillCoverage(role, skillMentions);
  const bulletText = achievementBullets.map((bullet) => bullet.text).join('\n');
  const inBullets = [...skillsShownBy(bulletText).keys()].filter(
    (skill) => role.hardSkills.includes(skill) || role.tools.includes(skill),
  );
  const titles = [role.title, ...role.aliases].map((title) => title.toLowerCase());
  const namesRole = titles.some((title) => facts.text.toLowerCase().includes(title));
  return [
    weightedCheck(
      'keywords',
      'core-skills',
      `Covers the core skills of a ${role.title}`,
      45,
      share(hard.length, role.hardSkills.length) / 0.8,
      `${hard.length} of ${role.hardSkills.length} core skills mentioned.`,
      0.75,
    ),
    weightedCheck(
      'keywords',
      'tools',
      `Names the tools a ${role.title} uses`,
      20,
      share(tools.length, role.tools.length) / 0.6,
      `${tools.length} of ${role.tools.length} tools mentioned.`,
      0.8,
    ),
    {
      ...weightedCheck(
        'keywords',
        'skills-in-context',
        'Shows skills at work in experience bullets',
        15,
        share(inBullets.length, Math.max(1, hard.length + tools.length)) / 0.5,
        `${inBullets.length} of the role's skills appear in bullets, not only in a list.`,
      ),
      advice:
        'Mention your key skills inside your experience bullets, not only in the skills list, to show them at work.',
    },
    skillsListCheck(10),
    weightedCheck(
      'keywords',
      'role-title',
      `Names the target role (${role.title}) or a close title`,
      10,
      namesRole ? 1 : 0,
      namesRole ? 'The role is named.' : 'The role is not named anywhere.',
    ),
  ];
}

function contentChecks(context: Context): AdvisedCheck[] {
  const { facts, achievementBullets: bullets, records } = context;
  const withVerbs = bullets.filter(startsWithActionVerb).length;
  const results = bullets.filter(hasNumber).length + records.length;
  const sized = [...bullets.map((bullet) => bullet.text), ...records].filter((line) =>
    SIZED_RESULT.test(line),
  ).length;
  const items = bullets.length + records.length;
  const concise = bullets.filter((bullet) => {
    const words = wordsIn(bullet.text);
    return words >= BULLET_WORD_BAND.min && words <= BULLET_WORD_BAND.max;
  }).length;
  const weak = weakPhrasesIn(facts.text).length;
  const cliches = clichesIn(facts.text).length;
  const pronouns = firstPersonIn(contentLines(context).join('\n'));
  const mostRepeated = repeatedVerb(bullets);
  // Older roles are condensed to a line or two by convention; the latest one is where the detail belongs.
  const latestJob = currentJob(facts);
  const bulletDetail = (count: number, enough: number) =>
    bullets.length === 0
      ? 'No bullet points were found.'
      : `${count} of ${bullets.length} bullets${count < enough ? ` (full marks from ${enough})` : ''}.`;
  const resultDetail =
    items === 0
      ? 'No bullet points were found.'
      : `${results} of ${bullets.length} bullets${records.length > 0 ? ` and ${records.length} publications, grants or awards` : ''} show a figure or a result on record${results < EVIDENCE.resultItems ? ` (full marks from ${EVIDENCE.resultItems})` : ''}.`;
  /** A share that counts in full only once there are `enough` such items. */
  const shareWithEvidence = (count: number, whole: number, target: number, enough: number) =>
    Math.min(share(count, whole) / target, count / enough);
  /** Evidence earns the more of its share of the lines and its count on its own (up to COUNT_CREDIT), and says which. */
  const evidenced = (
    [count, whole]: [number, number],
    { target, enough, record }: { target: number; enough: number; record: number },
    detail: string,
  ): [number, string] => {
    const byShare = shareWithEvidence(count, whole, target, enough);
    const byCount = countCredit(count, record);
    return byCount > byShare
      ? [
          byCount,
          `${detail} Credited for their number: ${record} or more earn ${COUNT_CREDIT * 100}% of the marks.`,
        ]
      : [byShare, detail];
  };
  const evidence = Math.min(1, items / EVIDENCE.items);
  /** Faults count against the length of the resume: so many in every EVIDENCE.items bullets lose all the marks. */
  const faultShare = (faults: number, limit: number) =>
    faults / Math.max(items, EVIDENCE.items) / (limit / EVIDENCE.items);
  const faultDetail = (found: string) =>
    evidence < 1
      ? `${found} Judged on ${items} of the ${EVIDENCE.items} bullets or records needed for full marks.`
      : `${found} Counted against ${items} bullets or records.`;
  const duties = bullets.filter(isDutyLine).length;
  // An academic CV lists its work as publications, grants and awards: the checks of bullets do not apply to it.
  const writtenAsRecords = bullets.length === 0 && records.length >= EVIDENCE.resultItems;
  const bulletCheck = (fraction: number, detail: string): [number, string] =>
    writtenAsRecords
      ? [1, `Written as ${records.length} publications, grants or awards rather than bullets.`]
      : [fraction, detail];
  return [
    weightedCheck(
      'content',
      'no-duty-lines',
      'Each bullet says what was done or achieved, not only a duty',
      20,
      (1 - share(duties, bullets.length) / DUTY_SHARE_LIMIT) * evidence,
      faultDetail(
        `${duties} of ${bullets.length} bullets name a duty with neither an action verb nor a figure.`,
      ),
    ),
    weightedCheck(
      'content',
      'action-verbs',
      'Bullets open with strong action verbs',
      20,
      ...bulletCheck(
        ...evidenced(
          [withVerbs, bullets.length],
          { target: 0.8, enough: EVIDENCE.verbBullets, record: EVIDENCE_RECORD.verbBullets },
          bulletDetail(withVerbs, EVIDENCE.verbBullets),
        ),
      ),
    ),
    weightedCheck(
      'content',
      'quantified',
      'Shows measurable results: figures in bullets, publications, grants or awards',
      30,
      ...evidenced(
        [results, items],
        { target: RESULT_SHARE, enough: EVIDENCE.resultItems, record: EVIDENCE_RECORD.resultItems },
        resultDetail,
      ),
    ),
    weightedCheck(
      'content',
      'sized-results',
      'Sizes results in money, percentages or multiples',
      10,
      ...evidenced(
        [sized, items],
        { target: SIZED_SHARE, enough: EVIDENCE.sizedResults, record: EVIDENCE_RECORD.sizedResults },
        `${sized} of ${items} bullets or records give an amount, a percentage or a multiple${sized < EVIDENCE.sizedResults ? ` (full marks from ${EVIDENCE.sizedResults})` : ''}.`,
      ),
    ),
    weightedCheck(
      'content',
      'weak-phrases',
      'Avoids weak duty phrases',
      15,
      (1 - faultShare(weak, 4)) * evidence,
      faultDetail(`${weak} weak phrases found.`),
    ),
    weightedCheck(
      'content',
      'first-person',
      'Avoids first-person pronouns',
      10,
      (1 - faultShare(pronouns, 4)) * evidence,
      faultDetail(`${pronouns} uses of I, me or my.`),
    ),
    weightedCheck(
      'content',
      'cliches',
      'Avoids empty clichés',
      10,
      (1 - faultShare(cliches, 3)) * evidence,
      faultDetail(`${cliches} clichés found.`),
    ),
    weightedCheck(
      'content',
      'bullet-length',
      `Bullets are concise (${BULLET_WORD_BAND.min}–${BULLET_WORD_BAND.max} words)`,
      10,
      ...bulletCheck(
        shareWithEvidence(concise, bullets.length, 0.8, EVIDENCE.conciseBullets),
        bulletDetail(concise, EVIDENCE.conciseBullets),
      ),
    ),
    weightedCheck(
      'content',
      'verb-variety',
      'Varies its verbs',
      5,
      (mostRepeated && mostRepeated.count > 3 ? 0.5 : 1) * evidence,
      mostRepeated
        ? `Most used opening verb: ${mostRepeated.verb} (${mostRepeated.count}).`
        : 'No opening verbs to compare.',
    ),
    {
      ...weightedCheck(
        'content',
        'bullets-per-job',
        'Describes the latest job with at least three achievements',
        5,
        ...bulletCheck(
          latestJob ? Math.min(1, latestJob.bullets.length / 3) : Math.min(1, bullets.length / 6),
          latestJob
            ? `The latest job has ${latestJob.bullets.length} bullets.`
            : `No dated job; ${bullets.length} bullets in all.`,
        ),
      ),
      advice:
        'Give your latest job at least three bullets describing results, not duties; older jobs can be shorter.',
    },
    {
      ...weightedCheck(
        'content',
        'summary',
        'Opens with a summary',
        5,
        hasSection(facts, 'summary') ? 1 : 0,
        hasSection(facts, 'summary') ? 'Has a summary.' : 'No summary section.',
      ),
      advice: 'Open with a two- or three-line summary naming your target role and your strongest result.',
    },
  ];
}

function repeatedVerb(bullets: Bullet[]): { verb: string; count: number } | undefined {
  const counts = new Map<string, number>();
  for (const bullet of bullets) {
    const verb = bullet.text.match(/^[\p{L}-]+/u)?.[0];
    if (verb && openingVerbOf(verb)) counts.set(verb, (counts.get(verb) ?? 0) + 1);
  }
  const [verb, count] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
  return verb && count ? { verb, count } : undefined;
}

function subScore(checks: AnalysisCheck[], category: Category): number {
  const own = checks.filter((item) => item.category === category);
  const weight = own.reduce((total, item) => total + item.weight, 0);
  const earned = own.reduce((total, item) => total + item.earned, 0);
  return Math.round((100 * earned) / weight);
}

const quotableBullets = (bullets: Bullet[]) => bullets.filter((bullet) => isQuotable(bullet.text));

function strengthsOf(context: Context, checks: AnalysisCheck[]): string[] {
  const { facts, role, skillMentions, achievementBullets: bullets } = context;
  const passed = (id: string) => checks.find((item) => item.id === id)?.passed ?? false;
  const strengths: string[] = [];

  const verbBullets = quotableBullets(bullets.filter(startsWithActionVerb));
  if (verbBullets.length > 0 && share(verbBullets.length, bullets.length) >= 0.6) {
    const example = verbBullets.find(hasNumber) ?? verbBullets[0];
    if (example) {
      strengths.push(
        `Strong, active bullets: ${verbBullets.length} of ${bullets.length} open with an action verb, as in ${quote(example.text)}.`,
      );
    }
  }
  const numbered = quotableBullets(bullets.filter(hasNumber));
  if (numbered.length > 0 && share(numbered.length, bullets.length) >= 0.4) {
    const example = numbered.find((bullet) => /%|\$|£|€/.test(bullet.text)) ?? numbered[0];
    if (example)
      strengths.push(
        `Results you can measure in ${numbered.length} bullets, for example ${quote(example.text)}.`,
      );
  }
  if (role) {
    const { hard, tools } = roleSkillCoverage(role, skillMentions);
    if (share(hard.length, role.hardSkills.length) >= 0.5) {
      const asWritten = [...hard, ...tools]
        .slice(0, 3)
        .map((skill) => quote(skillMentions.get(skill)?.[0] ?? skill));
      strengths.push(
        `Relevant to a ${role.title} role: ${hard.length} of ${role.hardSkills.length} core skills appear, including ${listPhrase(asWritten)}.`,
      );
    }
  }
  const headings = facts.sections.filter((section) =>
    ['experience', 'education', 'skills'].includes(section.kind),
  );
  if (headings.length === 3) {
    strengths.push(
      `Clear section headings that applicant tracking systems recognise: ${listPhrase(headings.map((section) => quote(section.heading)))}.`,
    );
  }
  if (
    passed('contact-email') &&
    passed('contact-phone') &&
    passed('contact-linkedin') &&
    facts.contact.email
  ) {
    strengths.push(
      `Easy to reach: email (${quote(facts.contact.email)}), phone and LinkedIn profile are all there.`,
    );
  }
  if (passed('single-column') && passed('length') && strengths.length < MAX_STRENGTHS) {
    strengths.push(`A clean single-column layout of ${facts.wordCount} words that software reads in order.`);
  }
  return strengths.slice(0, MAX_STRENGTHS);
}

type Suggestion = { lostPoints: number; text: string };

/** The knowledge base's advice without its sample rewrite, which comes from one field and would puzzle another. */
function withoutExample(advice: string): string {
  const example = advice.search(/,? for example: /);
  return example < 0 ? advice : `${advice.slice(0, example)}.`;
}

/**
 * Advice for the points lost, most points first. It never quotes a line of the resume's frame, nor a passage a
 * strength praises: one analysis does not praise and criticise the same words.
 */
function suggestionsOf(
  context: Context,
  checks: AdvisedCheck[],
  keywords: string[],
  strengths: string[],
): string[] {
  const { facts, request, role, assumed, frame, achievementBullets: bullets } = context;
  const praised = new Set(strengths.flatMap(quotedPassages));
  const mayQuote = (passage: string) => isQuotable(passage) && !praised.has(excerpt(passage));
  const find = (id: string) => checks.find((candidate) => candidate.id === id);
  const lostBy = (item: AnalysisCheck | undefined) => (item && !item.passed ? item.weight - item.earned : 0);
  const lost = (id: string) => lostBy(find(id));
  const suggestions: Suggestion[] = [];
  const add = (lostPoints: number, text: string) => {
    if (lostPoints > 0) suggestions.push({ lostPoints, text });
  };

  const advise = (ids: string[]) => {
    for (const id of ids) {
      const item = find(id);
      if (item?.advice) add(lostBy(item), item.advice);
    }
  };

  // Equally weighty advice keeps the order given here: what software fails to read first.
  advise([
    'single-column',
    'heading-experience',
    'heading-skills',
    'heading-education',
    'contact-email',
    'contact-phone',
    'contact-linkedin',
    'contact-location',
    'dated-jobs',
  ]);

  const quotedBullets = new Set<Bullet>();
  const bulletContaining = (passage: string) => bullets.find((bullet) => bullet.text.includes(passage));
  const contentLine = (passage: string) =>
    facts.lines.find((line, index) => !frame.has(index) && line.includes(passage));
  for (const found of weakPhrasesIn(contentLines(context).join('\n')).slice(0, 2)) {
    const bullet = bulletContaining(found.match);
    const passage = bullet?.text ?? contentLine(found.match) ?? found.match;
    if (!mayQuote(passage)) continue;
    if (bullet) quotedBullets.add(bullet);
    add(lost('weak-phrases') / 2 + 1, `Rewrite ${quote(passage)}. ${withoutExample(found.entry.advice)}`);
  }
  const firstPersonSentence = contentLines(context)
    .flatMap((line) => sentences(line))
    .find((sentence) => firstPersonIn(sentence) > 0 && mayQuote(sentence));
  if (firstPersonSentence) {
    add(
      lost('first-person'),
      `Drop first-person pronouns, as in ${quote(firstPersonSentence)}. Resume lines read stronger starting with the verb.`,
    );
  }
  for (const found of clichesIn(contentLines(context).join('\n')).slice(0, 2)) {
    add(
      lost('cliches') / 2 + 0.5,
      `Show instead of claiming: ${quote(found.match)} is a phrase recruiters skip. ${found.entry.advice}`,
    );
  }
  const fresh = (candidates: Bullet[]) =>
    candidates.filter((bullet) => mayQuote(bullet.text) && !quotedBullets.has(bullet));
  for (const bullet of fresh(bullets.filter((candidate) => !hasNumber(candidate))).slice(0, 2)) {
    quotedBullets.add(bullet);
    add(
      lost('quantified') / 2,
      `Add a number to ${quote(bullet.text)}: how many, how much, how fast, or by what percentage?`,
    );
  }
  // A line naming only a duty is the one most in need of a verb.
  const withoutVerb =
    fresh(bullets.filter(isDutyLine))[0] ??
    fresh(bullets.filter((bullet) => !startsWithActionVerb(bullet)))[0];
  if (withoutVerb) {
    add(
      lost('action-verbs') + lost('no-duty-lines'),
      `Open ${quote(withoutVerb.text)} with a strong verb that says what you did, such as Led, Built, Reduced or Improved.`,
    );
  }
  const repeated = repeatedVerb(bullets);
  if (repeated && repeated.count > 3) {
    add(lost('verb-variety'), `Vary your verbs: ${quote(repeated.verb)} opens ${repeated.count} bullets.`);
  }
  if (keywords.length > 0 && (role || assumed)) {
    const asker = role ? `a ${role.title} role asks` : `postings for ${assumed?.title} ask`;
    add(
      lost('core-skills') + lost('tools') + lost('posting-skills'),
      `Skills ${asker} for that your resume does not show: ${listPhrase(keywords.slice(0, 5))}. If they are yours, name them and show them at work in your bullets.`,
    );
  }
  const unnamed = askedButUnnamed(context)
    .filter(({ passage }) => bulletContaining(passage) !== undefined && mayQuote(passage))
    .slice(0, MAX_UNNAMED_NAMED);
  if (unnamed.length > 0) {
    const them = unnamed.length === 1 ? 'it' : 'them';
    add(
      lost('core-skills') + lost('tools'),
      `Your resume shows ${listPhrase(unnamed.map(({ skill }) => skill))} without naming ${them} (${listPhrase(unnamed.map(({ passage }) => quote(passage)))}): name ${them} as postings do, so that a keyword search finds ${them} too.`,
    );
  }
  advise(['target-role', 'skills-in-context', 'summary', 'length', 'file-format', 'bullets-per-job']);
  if (request.pageCount > 2) add(1, `Trim the resume to two pages at most; it runs to ${request.pageCount}.`);

  return suggestions
    .sort((a, b) => b.lostPoints - a.lostPoints)
    .map((suggestion) => suggestion.text)
    .filter((text, index, all) => all.indexOf(text) === index)
    .slice(0, MAX_SUGGESTIONS);
}

/** The skills measured against: the occupation's, else those the postings with the person's own title ask for. */
function askedSkills({ role, assumed, request }: Context): readonly string[] {
  if (role) return [...role.hardSkills, ...role.tools];
  const asked = request.postingSkills ?? [];
  return assumed && asked.length >= MIN_POSTING_SKILLS ? asked : [];
}

const missingKeywords = (context: Context): string[] =>
  reportedMissing(askedSkills(context), context.skillsShown);

/** How many of the skills shown but not named one suggestion names. */
const MAX_UNNAMED_NAMED = 3;

/**
 * The skills asked for that the resume shows without the catalogue's words for them (in its own words, or by a suite
 * such as Microsoft Office), each with the words that show it.
 */
function askedButUnnamed(context: Context): { skill: string; passage: string }[] {
  return askedSkills(context).flatMap((skill) => {
    const passage = context.skillMentions.has(skill) ? undefined : context.skillsShown.get(skill)?.[0];
    return passage === undefined ? [] : [{ skill, passage }];
  });
}

const ACHIEVEMENT_SECTIONS = new Set(['experience', 'projects', 'volunteering']);

/** The built-in engine's resume analysis: explicit checks, their scores, and advice quoting the resume itself. */
export function analyzeResumeText(request: ResumeAnalysisRequest): ResumeAnalysis {
  // Uploads over the cap are refused before this; the slice keeps the bound for any other caller.
  const facts = parseResume(request.text.slice(0, RESUME_TEXT_MAX_LENGTH));
  const frame = facts.structuralLines;
  const target = assumedRole(
    facts,
    request.targetRole === undefined
      ? undefined
      : { title: request.targetRole, source: request.targetRoleSource ?? 'career-profile' },
  );
  const contentBullets = facts.bullets.filter((bullet) => !frame.has(bullet.line));
  const achievementBullets = contentBullets.filter((bullet) => ACHIEVEMENT_SECTIONS.has(bullet.section));
  const skills = skillsShownApart(facts.text);
  const context: Context = {
    facts,
    request,
    role: target?.role,
    assumed: target,
    skillMentions: skills.inCatalogueWords,
    skillsShown: skills.shown,
    achievementBullets: achievementBullets.length > 0 ? achievementBullets : contentBullets,
    records: recordsOf(facts, frame),
    frame,
  };
  const advisedChecks = [...atsChecks(context), ...keywordChecks(context), ...contentChecks(context)];
  const checks = advisedChecks.map(({ advice: _advice, ...check }): AnalysisCheck => check);
  const atsCompatibility = subScore(checks, 'ats');
  const keywordOptimization = subScore(checks, 'keywords');
  const contentQuality = subScore(checks, 'content');
  const keywords = missingKeywords(context);
  const strengths = strengthsOf(context, checks);
  return {
    overallScore: Math.round(
      atsCompatibility * OVERALL_SCORE_WEIGHTS.ats +
        keywordOptimization * OVERALL_SCORE_WEIGHTS.keywords +
        contentQuality * OVERALL_SCORE_WEIGHTS.content,
    ),
    atsCompatibility,
    keywordOptimization,
    contentQuality,
    strengths,
    suggestions: suggestionsOf(context, advisedChecks, keywords, strengths),
    keywords,
    targetRole: target
      ? { title: target.title, source: target.source, known: target.role !== undefined }
      : null,
    checks,
    layout: {
      format: request.format,
      pageCount: request.pageCount,
      twoColumns: request.twoColumns,
      wordCount: facts.wordCount,
    },
  };
}
