import { isTitleAcronym } from '#server/knowledge/own-title.ts';
import { hasJobNoun, isRegion } from './contact.ts';

/** A job's title and employer as its header writes them. */
export type JobHeader = { title?: string; company?: string };

/**
 * How a header was read: `tentative` when the title and employer were told apart only by a comma or a dash on one
 * line ('Senior Counsel, Litigation' may be a title and its specialty), so that an employer written on a line of its
 * own wins; `employerAbove` when the employer has a line of its own above the title (the job under it may list more
 * titles without repeating the employer).
 */
export type HeaderReading = JobHeader & {
  tentative: boolean;
  employerAbove: boolean;
  /** The one line the header was read from, as a title ('Analyst, Data & Analytics' under LinkedIn's 'EY'). */
  singleLine?: string;
};

type Part = { text: string; start: number; end: number };

/** Separators, strongest first: a bar, a tab, a wide gap, an em dash or a middle dot; a comma; a spaced dash. */
const STRONG_SEPARATOR =
  /[^\S\n]{0,8}[|\t—·•][^\S\n]{0,8}|[^\S\t\n]{2,100}(?:[–-][^\S\n]{1,8})?|\s(?:at|@)\s/gu;
const COMMA = /[^\S\n]{0,8},[^\S\n]{0,8}/g;
const SPACED_DASH = /[^\S\n]{1,8}[–-][^\S\n]{1,8}/g;
const ANY_SEPARATOR =
  /[^\S\n]{0,8}[|\t—·•,][^\S\n]{0,8}|[^\S\t\n]{2,100}(?:[–-][^\S\n]{1,8})?|[^\S\n]{1,8}[–-][^\S\n]{1,8}/g;

/** 'Inc.', 'P.C.', 'CPAs' after a comma belong to the name before them. */
const LEGAL_SUFFIX =
  /^(?:inc|llc|llp|ltd|limited|plc|p\.?c|pllc|gmbh|ag|b\.?v|n\.?v|s\.?a|pvt|corp|co|cpas?|l\.?p)\.?$/i;

/** Words of an organisation's name. */
const ORGANISATION_WORDS = new Set(
  [
    'inc llc llp ltd limited plc pllc gmbh ag bv pvt corp corporation co company group holdings partners cpas',
    'bank hospital hospitals clinic center centre school schools university college academy institute lab labs',
    'laboratory laboratories agency foundation council ministry services solutions technologies software systems',
    'system studio studios restaurant restaurants brasserie hotel hotels resort pharmacy insurance logistics',
    'consulting capital cooperative program programme chapter club network daily tribune times news press firm',
    'authority district county trust nhs industries supply manufacturing foods commerce payments',
    'digital media society association church museum library store stores mart dental elementary charity union',
    'recruitment airlines airways motors publishing',
  ]
    .join(' ')
    .split(' '),
);

/** Words of a job title beyond the nouns a title ends in: 'Mentor', 'Principal', 'Receptionist'. */
const MORE_TITLE_WORDS = new Set(
  [
    'mentor volunteer reporter receptionist counsel fellow principal partner apprentice bartender stagiaire',
    'commis aide operator driver mechanic worker ambassador concierge waiter waitress barista caregiver attendant',
    'dispatcher inspector surveyor estimator bookkeeper teller banker broker underwriter actuary economist',
    'statistician journalist photographer producer strategist owner controller treasurer secretary',
    'superintendent foreman chair member resident',
  ]
    .join(' ')
    .split(' '),
);

/** Countries written after a town: 'London, United Kingdom', 'Madrid (Spain)'. */
const COUNTRIES = new Set(
  [
    'united states|united states of america|usa|us|united kingdom|uk|canada|india|germany|deutschland|france',
    'spain|españa|italy|netherlands|the netherlands|belgium|ireland|singapore|australia|new zealand|malaysia',
    'uae|united arab emirates|switzerland|austria|sweden|norway|denmark|finland|poland|portugal|mexico|brazil',
    'china|japan|south africa|nigeria|kenya|philippines|pakistan|bangladesh|sri lanka|egypt|israel|turkey',
  ]
    .join('|')
    .split('|'),
);
const WORK_MODE = /^(?:remote|hybrid|on-?site|in-office)$/i;
/** A town's name: capitalised words, a particle between them ('Saint-Denis', 'Stratford upon Avon'). */
const PLACE_WORDS =
  /^\p{Lu}[\p{L}.'’-]{0,30}(?: (?:\p{Lu}[\p{L}.'’-]{0,30}|de|la|le|du|am|upon|on|sur|and)){0,3}$/u;
/** 'Columbus OH', and OCR's 'Toledo 0H'. */
const TOWN_AND_CODE = /^(\p{Lu}[\p{L}.'’ -]{1,40}) ([A-Z0]{2})$/u;

const words = (text: string) => text.toLowerCase().split(/[^\p{L}]+/u);
export const hasOrganisationWord = (text: string) =>
  words(text).some(
    (word) => ORGANISATION_WORDS.has(word) || ORGANISATION_WORDS.has(word.replace(/s$/, '')),
  ) || text.split(/[,\s]+/).some((word) => LEGAL_SUFFIX.test(word));
const hasTitleWord = (text: string) =>
  hasJobNoun(text) || words(text).some((word) => MORE_TITLE_WORDS.has(word));

/** A resume template's 'City, State', left in where the place would be. */
const TEMPLATE_REGION = 'State';

/** A region or a country, or 'Remote': the part of a place that no employer's name is. */
function isRegionOrCountry(part: string): boolean {
  const trimmed = part.trim();
  if (WORK_MODE.test(trimmed) || trimmed === TEMPLATE_REGION) return true;
  if (isRegion(trimmed) || COUNTRIES.has(trimmed.toLowerCase())) return true;
  const code = trimmed.match(TOWN_AND_CODE)?.[2]?.replace(/0/g, 'O');
  // 'Boots UK' is a company; 'Leeds UK' would be read as one too, which costs less.
  return code !== undefined && code !== 'UK' && isRegion(code);
}

/** A text naming an organisation and no job ('Northwind Logistics Inc'): an employer without a title. */
const isOnlyOrganisation = (text: string) => hasOrganisationWord(text) && !hasTitleWord(text);

/** A town's name alone: a few capitalised words that name no organisation and no job. */
const isBareTown = (part: string) =>
  PLACE_WORDS.test(part.trim()) && !hasOrganisationWord(part) && !hasTitleWord(part);

/**
 * A place on its own: 'Columbus, OH', 'London, United Kingdom', 'Remote', 'Toronto, Ontario, Canada': a town first
 * at most, then regions and countries ('Staffmark, Columbus, OH' is not one).
 */
export function isPlace(text: string): boolean {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0 || parts.length > 4) return false;
  const [first = '', ...rest] = parts;
  return (
    (isRegionOrCountry(first) || isBareTown(first)) &&
    rest.every(isRegionOrCountry) &&
    parts.some(isRegionOrCountry)
  );
}

/** The depth of parentheses at each character, so that nothing is split inside '(poisson, puis garde-manger)'. */
function parenthesisDepths(text: string): number[] {
  const depths: number[] = [];
  let depth = 0;
  for (const character of text) {
    if (character === '(' || character === '[') depth += 1;
    depths.push(depth);
    if ((character === ')' || character === ']') && depth > 0) depth -= 1;
    // A character outside the basic plane takes two places in the string.
    if (character.length === 2) depths.push(depth);
  }
  return depths;
}

/** The text's parts between separators outside parentheses, with a legal suffix kept with the name before it. */
function partsOf(text: string, separator: RegExp): Part[] {
  const depths = parenthesisDepths(text);
  const parts: Part[] = [];
  let start = 0;
  for (const match of text.matchAll(separator)) {
    if ((depths[match.index] ?? 0) > 0) continue;
    parts.push({ text: text.slice(start, match.index), start, end: match.index });
    start = match.index + match[0].length;
  }
  parts.push({ text: text.slice(start), start, end: text.length });
  const joined: Part[] = [];
  for (const part of parts) {
    const previous = joined.at(-1);
    if (previous && LEGAL_SUFFIX.test(part.text.trim()))
      joined[joined.length - 1] = {
        text: text.slice(previous.start, part.end),
        start: previous.start,
        end: part.end,
      };
    else joined.push(part);
  }
  return joined.filter((part) => part.text.trim() !== '');
}

/** '(Columbus, OH)', '(Spain)', '(US)': a place in parentheses says where, not who or what. */
const withoutPlacesInParentheses = (text: string) =>
  text.replace(/[^\S\n]{0,8}\(([^()]{1,60})\)/g, (whole, inside: string) => (isPlace(inside) ? '' : whole));

const TRAILING_PUNCTUATION = /(?<![\s|,:;·–—-])[\s|,:;·–—-]+$/;
const tidy = (text: string) =>
  text
    .replace(/^[\s|,:;·–—-]+/, '')
    .replace(TRAILING_PUNCTUATION, '')
    .replace(/\s{1,8}\.$/, '')
    .trim();

/** A remark in parentheses at the end: '(in-house)', '(182 rooms)', '(Willow Bend Mall)'. */
const TRAILING_REMARK = /[^\S\n]{0,8}\([^()]{0,80}\)[^\S\n]{0,8}$/;

/** 'Kessler Design Group Columbus' before ', OH': a town written after the organisation's word without a comma. */
function withoutGluedTown(name: string): string {
  const tokens = name.split(' ');
  for (const length of [1, 2]) {
    const kept = tokens.slice(0, -length);
    const town = tokens.slice(-length).join(' ');
    if (kept.length > 0 && hasOrganisationWord(kept.at(-1) ?? '') && isBareTown(town)) return kept.join(' ');
  }
  return name;
}

/** An employer's name without the places after it and a remark in parentheses: 'Northvolt Digital (in-house)'. */
function cleanEmployer(text: string): string | undefined {
  const unremarked = text.trim().replace(TRAILING_REMARK, '');
  const parts = partsOf(unremarked, ANY_SEPARATOR);
  let cutRegion = false;
  while (parts.length > 1) {
    const last = parts.at(-1)?.text.replace(TRAILING_REMARK, '') ?? '';
    if (!isPlace(last) && !isBareTown(last)) break;
    cutRegion ||= isRegionOrCountry(last);
    parts.pop();
  }
  let name = tidy(unremarked.slice(0, parts.at(-1)?.end ?? unremarked.length).replace(TRAILING_REMARK, ''));
  if (cutRegion && parts.length === 1) name = withoutGluedTown(name);
  // 'various restaurants': no one employer is named.
  return name === '' || /^various\b/i.test(name) ? undefined : name;
}

/** A title without the places written after it ('Associate Product Manager (Boston, MA)'). */
function cleanTitle(text: string): string | undefined {
  const parts = partsOf(text, COMMA);
  while (parts.length > 1 && isPlace(parts.at(-1)?.text ?? '')) parts.pop();
  const title = tidy(text.slice(0, parts.at(-1)?.end ?? text.length));
  return title === '' ? undefined : title;
}

/** Which part is the title: one with a job's noun and no organisation's word, else the one with a job's noun. */
function titleIndex(parts: string[]): number {
  const titled = parts.map(hasTitleWord);
  const organisations = parts.map(hasOrganisationWord);
  const plain = parts.findIndex((_, index) => titled[index] && !organisations[index]);
  if (plain >= 0) return plain;
  const anyTitled = titled.indexOf(true);
  if (anyTitled >= 0) return anyTitled;
  const notOrganisation = organisations.findIndex((isOrganisation) => !isOrganisation);
  return organisations.some(Boolean) && notOrganisation >= 0 ? notOrganisation : 0;
}

function assignParts(text: string, parts: Part[], tentative: boolean): HeaderReading {
  const title = titleIndex(parts.map((part) => part.text));
  const first = parts[0] as Part;
  if (title > 0) {
    const before = parts[title - 1] as Part;
    return {
      title: cleanTitle(text.slice((parts[title] as Part).start)),
      company: cleanEmployer(text.slice(first.start, before.end)),
      tentative,
      employerAbove: false,
    };
  }
  // 'Staff Nurse, Medical-Surgical, Valley Hospital': what comes before the organisation is the title's.
  const organisation = parts.findIndex((part, index) => index > 0 && hasOrganisationWord(part.text));
  const employer = organisation > 0 ? organisation : 1;
  return {
    title: cleanTitle(text.slice(first.start, (parts[employer - 1] as Part).end)),
    company: cleanEmployer(text.slice((parts[employer] as Part).start)),
    tentative,
    employerAbove: false,
  };
}

/** 'Currently working with Suyog Auto Components Pvt Ltd as Internal Auditor since'. */
const WORKING_WITH =
  /^(?:currently\s{1,3})?(?:working|worked|employed|serving)\s{1,3}(?:with|at|for|by|in)\s{1,3}/i;
const EMPLOYER_AS_TITLE = /^(.{2,120}?) as (?:an? )?(\p{Lu}.{1,120}?)(?:\s{1,3}(?:since|from))?\s{0,3}\.?$/u;

/**
 * A state's code after a town, run into the title that follows it ('Acme Corp Boston, MA Senior Consultant'), or a
 * template's 'City, State' left in: the place ends there. A code that titles write too ('OR' of 'OR Nurse', 'PA',
 * 'MD') is left to the title.
 */
const REGION_BEFORE_TITLE =
  /\bCity\s{0,3},\s{0,3}State\s{1,3}(?=\p{Lu})|,\s{0,3}([A-Z]{2})\s{1,3}(?=\p{Lu})/gu;

const placeEndedBeforeTitle = (text: string) =>
  text.replace(REGION_BEFORE_TITLE, (found, code: string | undefined) =>
    code === undefined || (isRegion(code) && !isTitleAcronym(code)) ? `${found.trimEnd()}, ` : found,
  );

/** A resume template's 'Company Name', left in where the employer would be: it parts the title from the place. */
const TEMPLATE_EMPLOYER = /(?:^|\s)Company Name(?![^\s,])/;

/** 'Sales Associate Company Name City, State': the title before the template's employer, the place after it. */
function aroundTemplateEmployer(text: string): HeaderReading | undefined {
  const found = TEMPLATE_EMPLOYER.exec(text);
  if (!found) return undefined;
  const title = cleanTitle(text.slice(0, found.index));
  return title && hasTitleWord(title)
    ? { title, company: 'Company Name', tentative: false, employerAbove: false }
    : undefined;
}

/** Title and employer from one line: split at its strongest separator, places set aside. */
function readLine(line: string): HeaderReading {
  let text = placeEndedBeforeTitle(withoutPlacesInParentheses(line.replace(WORKING_WITH, '')).trim());
  const templated = aroundTemplateEmployer(text);
  if (templated) return templated;
  const employerAsTitle = text.match(EMPLOYER_AS_TITLE);
  if (employerAsTitle)
    return {
      company: cleanEmployer(employerAsTitle[1] ?? ''),
      title: cleanTitle(employerAsTitle[2] ?? ''),
      tentative: false,
      employerAbove: false,
    };
  for (const separator of [STRONG_SEPARATOR, COMMA, SPACED_DASH]) {
    const parts = withoutTrailingTown(partsOf(text, separator).filter((part) => !isPlace(part.text)));
    if (parts.length >= 2) return assignParts(text, parts, separator !== STRONG_SEPARATOR);
    if (parts.length === 1) text = tidy((parts[0] as Part).text);
  }
  if (isOnlyOrganisation(text))
    return { company: cleanEmployer(text), tentative: false, employerAbove: false };
  return {
    title: shoutedTitle(text) ?? cleanTitle(text),
    ...shoutedEmployer(text),
    tentative: false,
    employerAbove: false,
  };
}

/**
 * A town's name last ('…, Madrid') is set aside, unless it follows the title: in 'Ledgerline, Senior Product
 * Manager, Payments' the last part is the title's.
 */
function withoutTrailingTown(parts: Part[]): Part[] {
  const last = parts.at(-1);
  if (parts.length < 2 || !last || !isBareTown(last.text)) return parts;
  const rest = parts.slice(0, -1);
  // With one part left, it must still hold a title and an employer ('Data Scientist – Telefónica Tech, Madrid').
  const holdsBoth = rest.length >= 2 || partsOf(rest[0]?.text ?? '', ANY_SEPARATOR).length >= 2;
  // Or it is an employer alone ('Northwind Logistics Inc, Columbus'), the job's title on another line.
  const onlyEmployer = rest.length === 1 && isOnlyOrganisation(rest[0]?.text ?? '');
  const followsTitle = rest.length >= 2 && titleIndex(rest.map((part) => part.text)) === rest.length - 1;
  return (holdsBoth || onlyEmployer) && !followsTitle ? rest : parts;
}

/** 'HR ADVISOR HAVENSTAD PORT SERVICES': in capitals with no separator, the title ends at its last job's noun. */
function shoutedSplit(text: string): { title: string; company: string } | undefined {
  if (text !== text.toUpperCase() || !/\p{Lu}{2}/u.test(text)) return undefined;
  const tokens = text.split(' ');
  let last = -1;
  tokens.forEach((token, index) => {
    if (hasJobNoun(token) || MORE_TITLE_WORDS.has(token.toLowerCase())) last = index;
  });
  const company = tokens.slice(last + 1).join(' ');
  if (last < 0 || !hasOrganisationWord(company)) return undefined;
  return { title: tokens.slice(0, last + 1).join(' '), company };
}
const shoutedTitle = (text: string) => shoutedSplit(text)?.title;
const shoutedEmployer = (text: string) => {
  const company = shoutedSplit(text)?.company;
  return company ? { company } : {};
};

const DURATION_LINE =
  /^\(?\s{0,3}(?:\d{1,2}\+?\s{0,3}(?:years?|yrs?|months?|mos?)\s{0,3}){1,2}\)?$|^less than a year$/i;
const PAGE_FURNITURE = /^(?:page\s{1,3})?\d{1,3}\s{0,3}(?:of|\/)\s{0,3}\d{1,3}$|^page\s{1,3}\d{1,3}$/i;
const TABLE_LABELS = new Set(
  'period employer company position title role designation dates date duration location from to organisation organization job'.split(
    ' ',
  ),
);
/** A sentence's end: a word in lower case and a full stop ('Made reports.'), never 'Inc.' or 'Co.'. */
const SENTENCE_END = /(?:^|\s)\p{Ll}[\p{Ll}'’-]{1,30}[.!?]$/u;
/** Figures that describe a place of work, never name it: '1,450 students, 38% Pupil Premium'. */
const STATISTIC = /%|\d,\d{3}/;

/** A job's header line is a title, an employer and a place; a longer line is a paragraph. */
const MAX_HEADER_LINE_LENGTH = 300;

/** Six words or more, half of them in lower case: 'Worked nights for most of this job'. */
function isProse(text: string): boolean {
  if (partsOf(text, STRONG_SEPARATOR).length > 1) return false;
  const tokens = text.split(/\s+/).filter((token) => /\p{L}/u.test(token));
  const lowerCase = tokens.filter((token) => /^\p{Ll}/u.test(token)).length;
  return tokens.length >= 6 && lowerCase / tokens.length >= 0.5;
}

/**
 * A line above or under a job's dates that is not its title or employer: a duration, page furniture, a label, a
 * table's column names, a sentence or its broken end, figures. `prose: false` keeps a long line in lower case.
 */
export function isHeaderNoise(line: string, { prose = true } = {}): boolean {
  const text = line.trim();
  if (text.length > MAX_HEADER_LINE_LENGTH) return true;
  const labels = text.toLowerCase().split(/[\s|]+/);
  return (
    text === '' ||
    DURATION_LINE.test(text) ||
    PAGE_FURNITURE.test(text) ||
    /:$/.test(text) ||
    (labels.length >= 2 && labels.every((label) => TABLE_LABELS.has(label))) ||
    /^\p{Ll}{2,}[\s,]/u.test(text) ||
    /\p{L}-$/u.test(text) ||
    SENTENCE_END.test(text) ||
    STATISTIC.test(text) ||
    (prose && isProse(text))
  );
}

/**
 * Title and employer from a job's header lines, in whichever order they are written. On separate lines, the line
 * with a job's noun is the title, whole ('Charge Nurse, Medical-Surgical'), and another line the employer; a line that
 * is only a place, a duration, page furniture or a sentence is neither.
 */
export function readJobHeader(headerLines: string[]): HeaderReading {
  const lines = headerLines
    .map((line) => line.trim())
    .filter((line) => !isHeaderNoise(line) && !isPlace(withoutPlacesInParentheses(line)));
  if (lines.length === 0) return { tentative: false, employerAbove: false };
  const titleLine = titleIndex(lines);
  const titleText = lines[titleLine] as string;
  if (lines.length === 1)
    return { ...readLine(titleText), singleLine: cleanTitle(withoutPlacesInParentheses(titleText)) };
  const others = lines.filter((_, index) => index !== titleLine);
  const oneLine = readLine(titleText);
  // 'Head of Mathematics, Whitworth Park Academy, Manchester' over a line about the school: the first line says all.
  const namesOrganisation = (text: string | undefined) => text !== undefined && hasOrganisationWord(text);
  if (namesOrganisation(oneLine.company) && !others.some(namesOrganisation)) return oneLine;
  const after = lines.slice(titleLine + 1);
  const employerLine = others.find(namesOrganisation) ?? after[0] ?? (lines[titleLine - 1] as string);
  return {
    title: cleanTitle(withoutPlacesInParentheses(titleText)),
    company: cleanEmployer(withoutPlacesInParentheses(employerLine.replace(WORKING_WITH, ''))),
    tentative: false,
    employerAbove: lines.indexOf(employerLine) < titleLine,
  };
}
