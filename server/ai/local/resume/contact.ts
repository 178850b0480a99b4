import { findSkill, isWrittenAsTitle } from '#server/knowledge/index.ts';

export type Contact = {
  email?: string;
  phone?: string;
  linkedin?: string;
  github?: string;
  website?: string;
  location?: string;
};

/**
 * Contact details are looked for one whitespace-separated token at a time, and a token longer than any real
 * address or link is skipped: with the bounded patterns below, the work is linear in the text's length.
 */
const MAX_CONTACT_TOKEN_LENGTH = 320;
const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){0,8}\.[a-z]{2,24}/i;
const LINKEDIN = /(?:https?:\/\/)?(?:[\w-]{1,63}\.)?linkedin\.com\/in\/[\w%-]{1,100}\/?/i;
const GITHUB = /(?:https?:\/\/)?(?:www\.)?github\.com\/[\w-]{1,39}\/?/i;
const WEBSITE =
  /(?:https?:\/\/|www\.)[\w-]{1,63}(?:\.[\w-]{1,63}){0,8}\.[a-z]{2,24}(?:\/[\w./%?=&-]{0,200})?|(?:https?:\/\/)?(?:www\.)?[\w-]{1,63}(?:\.[\w-]{1,63}){0,8}\.(?:com|io|dev|net|org|me|co|ai|app|site|tech|design|info|page|blog|studio|art|online|website|pro|cloud|us|uk|ca|de|nl|eu)(?:\/[\w./%?=&-]{0,200})?/i;
/** A phone number stands alone: not inside a word, a link, a DOI ('10.1038/…') or a longer run of digits. */
const PHONE =
  /(?<![\w/.+-])(?:\+\s?\d{1,3}[\s.-]{0,2})?(?:\(\+?\d{1,5}\)[\s.-]{0,2})?\d[\dlO]{0,4}(?:[\s.-]{0,2}\d[\dlO]{0,4}){1,4}(?![\w/])/gu;
const YEAR = /^(?:19|20)\d{2}$/;
const PHONE_LABEL = /\b(?:phone|mobile|mob|cell|tel|telephone|contact\s?(?:no|number)|ph)\b/i;
/** Lines whose numbers are identifiers, not phone numbers. */
const IDENTIFIER_LABEL = /\b(?:id|doi|isbn|issn|pmid|orcid|passport|pan|aadhaar|roll|registration|reg)\b/i;

/** Region codes written after a city: US states, Canadian provinces, and a country or two. */
const REGION_CODES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AB BC MB NB NL NS NT NU ON PE QC SK YT UK USA UAE'.split(
    ' ',
  ),
);
/** Regions written in full after a city: a part that is one of these is never the city. */
const REGION_NAMES = new Set(
  [
    'alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois',
    'indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri',
    'montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia washington',
    'wisconsin wyoming ontario quebec alberta manitoba saskatchewan maharashtra karnataka telangana haryana punjab',
    'gujarat rajasthan kerala bihar odisha assam goa delhi england scotland wales bavaria',
  ]
    .join(' ')
    .split(' '),
);
const MULTI_WORD_REGIONS =
  /^(?:new (?:york|jersey|mexico|hampshire)|north (?:carolina|dakota)|south (?:carolina|dakota)|west virginia|rhode island|tamil nadu|uttar pradesh|madhya pradesh|andhra pradesh|west bengal|british columbia|nova scotia|new south wales|northern ireland)$/i;
/** A postcode: '43215', '411048', '70563', 'LE2 7QR', '1016 JJ', 'EH8 9AD'. */
const POSTCODE =
  /(?<![\p{L}\d])(?:\d{4} ?[A-Z]{2}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|\d{3} \d{2}|\d{4,6})(?![\p{L}\d])/gu;
/** A place's name: 'San Francisco Bay Area', 'Saint-Étienne', 'Rio de Janeiro', 'Dallas–Fort Worth'. */
const PLACE_NAME =
  /^\p{Lu}[\p{L}.'’–-]{0,40}(?: (?:\p{Lu}[\p{L}.'’–-]{0,40}|de|da|del|la|le|du|des|am|upon|sur|on)){0,4}$/u;
/** 'Location: Seattle, Washington', 'Current Location: Pune'; never a place of birth or a permanent address. */
const LOCATION_LABEL =
  /^\s{0,4}(?:current\s|present\s|residential\s)?(?:location|address|home|city|residence|based\sin|lives\sin)(?:\s{0,3}[:–—-]|\t|\s{2})\s{0,3}/i;
/** Icons that PDFs turn into letters or private-use glyphs: '', '☎', '✉', and the like. */
const ICON = /[\p{Co}\p{So}\uFFFD]/gu;
const PIECE_SEPARATOR = /\s{0,3}[|•·◆▪●⋅]\s{0,3}|\t|\s{3,}|\s[/–—-]\s/;

/** A LinkedIn address that a PDF broke over two lines at a hyphen: 'linkedin.com/in/ana-lopez-' and 'b7a1923'. */
const BROKEN_LINK = /(linkedin\.com\/in\/[\w%-]{1,100}-)\n([\w%-]{1,60})(?![\w%-])/gi;

/** The first match of `pattern` in a token of `text` that is short enough to be a contact detail. */
function findInTokens(text: string, pattern: RegExp): string | undefined {
  for (const token of text.split(/\s+/)) {
    if (token.length > MAX_CONTACT_TOKEN_LENGTH) continue;
    const found = token.match(pattern)?.[0];
    if (found) return found;
  }
  return undefined;
}

function isPhoneNumber(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '').length;
  if (digits < 9 || digits > 15) return false;
  const groups = candidate.split(/[^\d]+/).filter((group) => group !== '');
  return !groups.every((group) => YEAR.test(group)) && !/^\d{1,2}[./]\d{1,2}[./]\d{2,4}$/.test(candidate);
}

function findPhone(lines: string[]): string | undefined {
  for (const line of lines) {
    if (IDENTIFIER_LABEL.test(line) && !PHONE_LABEL.test(line)) continue;
    const withoutLinks = line
      .split(/\s+/)
      .map((token) => (/[@/]|www\./i.test(token) ? ' '.repeat(token.length) : token))
      .join(' ');
    for (const match of withoutLinks.matchAll(PHONE)) {
      const candidate = match[0].trim();
      if (isPhoneNumber(candidate)) return candidate;
    }
  }
  return undefined;
}

/** A state, province or region, by its code ('OH', 'BC') or its name ('Ontario', 'Tamil Nadu'). */
export const isRegion = (part: string) =>
  REGION_CODES.has(part) || REGION_NAMES.has(part.toLowerCase()) || MULTI_WORD_REGIONS.test(part);

/** A place's name, not a skill ('Sql, Java'), a credential ('RN', 'CA, ICWA') or an institution ('University of …'). */
function isPlaceName(part: string, lineIsCapitals: boolean): boolean {
  if (!PLACE_NAME.test(part) || findSkill(part) || STREET_OR_LABEL.test(part)) return false;
  return isRegion(part) || lineIsCapitals || /\p{Ll}/u.test(part);
}

/** A street ('Maple Ridge Dr.', 'rue des Tanneurs') or a contact label ('LinkedIn', 'Mobile') is not a city. */
const STREET_OR_LABEL =
  /(?<!\p{L})(?:st|street|rd|road|dr|drive|ave|avenue|blvd|boulevard|lane|ln|way|court|ct|place|pl|gardens|terrace|square|sq|straße|strasse|str|rue|calle|via|plot|flat|sector|building|floor|suite|apt|linkedin|github|mobile|phone|email|e-mail|cell|tel|home|work)(?!\p{L})/iu;

type AddressPart = { name: string; postcode: boolean };

function addressParts(address: string): AddressPart[] {
  return address
    .replace(ICON, ' ')
    .replace(/[()]/g, ',')
    .replace(/\s[–—-]\s(?=\d)/g, ', ')
    .split(',')
    .map((part) => {
      const name = part.replace(POSTCODE, ' ').replace(/\s+/g, ' ').trim();
      return { name, postcode: name !== part.replace(/\s+/g, ' ').trim() };
    })
    .filter((part) => part.name !== '' || part.postcode);
}

/**
 * The city and what follows it in an address: the part that carries the postcode ('70563 Stuttgart', 'Pune -
 * 411048'), or the one before a region ('Marietta, GA 30062'), or else the first part that is a place's name.
 */
function placeOf(address: string, lineIsCapitals = false): string | undefined {
  const parts = addressParts(address);
  let city = parts.findIndex((part) => part.postcode);
  if (city < 0) city = parts.findIndex((part) => isPlaceName(part.name, lineIsCapitals));
  while (city > 0 && (parts[city]?.name === '' || isRegion(parts[city]?.name ?? ''))) city -= 1;
  const cityName = parts[city]?.name ?? '';
  if (city < 0 || !isPlaceName(cityName, lineIsCapitals)) return undefined;
  const rest = parts.slice(city + 1).filter((part) => isPlaceName(part.name, lineIsCapitals));
  return [cityName, ...rest.map((part) => part.name)].join(', ');
}

/**
 * A piece of a header line that is a place: 'Columbus, OH 43215', 'Nashville TN', 'Leicester LE2 7QR', or on a
 * line that also gives an e-mail or phone, a bare name such as 'San Francisco Bay Area'. Every comma-separated
 * part is a place's name or a street (with a number): 'Sql, Java' and 'Lauren Mitchell, RN' are not places.
 */
function placeInPiece(piece: string, onContactLine: boolean, lineIsCapitals: boolean): string | undefined {
  if (hasJobNoun(piece)) return undefined;
  const parts = addressParts(piece);
  const plausible = parts.every(
    (part) => part.name === '' || /\d/.test(part.name) || isPlaceName(part.name, lineIsCapitals),
  );
  if (!plausible) return undefined;
  const withRegion = piece.match(/^(.{2,60}) ([A-Z]{2})$/);
  if (withRegion?.[2] && REGION_CODES.has(withRegion[2]) && isPlaceName(withRegion[1] ?? '', lineIsCapitals))
    return piece;
  const marked = parts.length >= 2 || parts.some((part) => part.postcode);
  return marked || onContactLine ? placeOf(piece, lineIsCapitals) : undefined;
}

function placeOnLine(line: string): string | undefined {
  const clean = line.replace(ICON, ' ').trim();
  const lineIsCapitals = clean === clean.toUpperCase();
  const pieces = clean.split(PIECE_SEPARATOR).map((piece) => piece.trim());
  const onContactLine = pieces.length > 1 && /@|\d{3}/.test(clean);
  for (const piece of pieces) {
    if (piece === '' || /@|\/|www\.|\d{3}[\s.-]\d{3}/.test(piece)) continue;
    const place = placeInPiece(piece, onContactLine, lineIsCapitals);
    if (place) return place;
  }
  return undefined;
}

function labelledPlace(lines: string[]): string | undefined {
  for (const line of lines) {
    const label = line.match(LOCATION_LABEL)?.[0];
    if (label) return placeOf(line.slice(label.length));
  }
  return undefined;
}

/**
 * Contact details from the header block (the lines above the first heading, and a contact section's lines), and
 * labelled lines ('Mobile:', 'Location:') anywhere. Links and e-mail addresses are looked for in the whole text,
 * the header first.
 */
export function findContact(headerLines: string[], allLines: string[], name?: string): Contact {
  const header = headerLines.join('\n').replace(BROKEN_LINK, '$1$2');
  const full = allLines.join('\n');
  const firstOf = (pattern: RegExp) => findInTokens(header, pattern) ?? findInTokens(full, pattern);
  const linkedin = firstOf(LINKEDIN);
  const github = firstOf(GITHUB);
  const email = firstOf(EMAIL);
  const withoutKnown = [linkedin, github, email].reduce<string>(
    (text, found) => (found ? text.replaceAll(found, ' ') : text),
    header,
  );
  const phoneLines = allLines.filter((line) => PHONE_LABEL.test(line));
  return {
    email,
    phone: findPhone(headerLines) ?? findPhone(phoneLines),
    linkedin,
    github,
    website: findInTokens(withoutKnown, WEBSITE),
    location:
      labelledPlace(headerLines) ??
      headerLines
        .filter((line) => !name || !line.trim().startsWith(name))
        .map(placeOnLine)
        .find((place) => place !== undefined) ??
      labelledPlace(allLines),
  };
}

/** Words of a job title: a first line 'SENIOR ACCOUNTANT' is never the writer's name. */
const JOB_NOUNS = new Set(
  'engineer developer manager analyst designer consultant accountant nurse teacher director scientist specialist officer executive assistant associate intern administrator architect coordinator representative technician lead head president founder writer editor programmer graduate student trainee supervisor clerk agent advisor adviser therapist physician pharmacist attorney lawyer lecturer professor researcher counselor counsellor paralegal chef cook electrician recruiter auditor cashier associate educator instructor tutor planner buyer'.split(
    ' ',
  ),
);
/** Words that title a document, not a person: 'Resume', 'Curriculum Vitae'. */
const DOCUMENT_WORDS = new Set([
  'resume',
  'résumé',
  'cv',
  'curriculum',
  'vitae',
  'biodata',
  'bio-data',
  'profile',
  'summary',
]);

/** Words of a certificate, an institution or an employer, never of a person's name. */
const NOT_NAME_WORDS = new Set(
  'certified certificate certification university college school institute limited ltd inc llc gmbh solutions services technologies'.split(
    ' ',
  ),
);

/** Whether a line names a job ('Zonal HR Manager'), by a word job titles end in. */
export function hasJobNoun(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((word) => JOB_NOUNS.has(word) || JOB_NOUNS.has(word.replace(/s$/, '')));
}
/** A name's word: 'Mei-Lin', "O'Brien", 'K.', a nickname '"Rick"', a particle ('van', 'de'); OCR may read 'O' as '0'. */
const NAME_WORD =
  '(?:\\p{Lu}[\\p{L}0\'’-]{0,30}\\.?|"\\p{Lu}[\\p{L}]{0,20}"|van|von|de|den|der|da|di|del|la|le|bin|al|dos|du)';
const NAME = new RegExp(`^${NAME_WORD}(?: ${NAME_WORD}){1,4}$`, 'u');
const NAME_LABEL =
  /^\s{0,4}(?:(?:full\s)?name(?:\s{0,3}[:–—-]|\t|\s{2})|(?:cv|resume|curriculum vitae)\s{1,3}[:–—-])\s{0,3}/i;
/** A title before a name: 'Dr.', 'Prof.', 'Mr.'. */
const HONORIFIC = /^(?:dr|prof|mr|mrs|ms|mx)\.?\s/i;
/** A degree or licence after a name written in mixed case: 'MPharm', 'PhD', 'PMP'. */
const CREDENTIAL = /^\p{Lu}[\p{L}.]{0,7}$/u;
/** 'McALLISTER', 'MacDONALD': a surname in capitals after its prefix, not a credential. */
const SURNAME_PREFIX = /^(?:Mc|Mac)\p{Lu}/u;

function withoutTrailingCredentials(words: string[]): string[] {
  const kept = [...words];
  while (
    kept.length > 2 &&
    (kept.at(-1)?.match(/\p{Lu}/gu)?.length ?? 0) >= 2 &&
    CREDENTIAL.test(kept.at(-1) ?? '') &&
    !SURNAME_PREFIX.test(kept.at(-1) ?? '')
  )
    kept.pop();
  return kept;
}

/** A candidate name from a line: icons, a 'Name:' label, credentials after a comma and anything after a separator removed. */
function nameOf(line: string): string | undefined {
  const first =
    line.replace(ICON, ' ').replace(NAME_LABEL, '').trim().replace(HONORIFIC, '').split(PIECE_SEPARATOR)[0] ??
    '';
  const beforeComma = first.split(',')[0] ?? '';
  const written = beforeComma
    .replace(/\([^()]{0,30}\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words =
    written === written.toUpperCase() ? written.split(' ') : withoutTrailingCredentials(written.split(' '));
  const candidate = words.join(' ');
  if (!NAME.test(candidate) || !/\p{Ll}|\p{Lu}{2}/u.test(candidate)) return undefined;
  const lower = candidate.toLowerCase().split(' ');
  const isDocumentTitle = lower.some((word) => DOCUMENT_WORDS.has(word) || NOT_NAME_WORDS.has(word));
  return isDocumentTitle || hasJobNoun(candidate) || isWrittenAsTitle(candidate) ? undefined : candidate;
}

/** The writer's name: the first of the top lines that reads as a name, in any capitals, never a heading. */
export function findName(topLines: string[], isHeading: (line: string) => boolean): string | undefined {
  for (const line of topLines) {
    if (isHeading(line)) continue;
    const name = nameOf(line);
    if (name) return name;
  }
  return undefined;
}
