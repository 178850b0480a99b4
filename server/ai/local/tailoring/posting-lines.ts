import { trimEdges } from '#server/knowledge/text.ts';
/**
 * A job posting as lines, each in the section it belongs to. Real postings arrive as HTML flattened by a board, as
 * LinkedIn's or Indeed's page text, or all on one line: HTML is read as a browser shows it, inline labels ('Requirements:')
 * start sections, and long lines are cut into their items.
 */

import { decodeHtmlEntitiesInPlainText } from '#server/postings/html-entities.ts';
import { htmlToPlainText } from '#server/postings/html-text.ts';

export type PostingSection = 'intro' | 'about' | 'duties' | 'required' | 'preferred' | 'benefits' | 'other';

export type PostingLine = {
  /** The line without its bullet marker. */
  text: string;
  section: PostingSection;
  isHeading: boolean;
  bulleted: boolean;
};

/** A tag that lays out text: where it is, the text is HTML whose line breaks in the source mean nothing. */
const LAYOUT_TAG =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|dl|dt|dd|pre|blockquote)\b[^<>]{0,300}>/i;
const ANY_TAG = /<\/?[a-z][^<>]{0,300}>/i;

/**
 * Posting text as plain text, read as HTML when it holds tags: paragraphs and headings apart, list items as '• '
 * lines, entities decoded, scripts and hidden content dropped. Text with only inline tags (<b>, <a>) keeps its lines.
 */
export function plainText(text: string): string {
  return unmarked(text.replace(/\r\n?/g, '\n'))
    .replace(/[\u00a0\u2007\u202f]/g, ' ')
    .replace(/[ \t]+/g, ' ');
}

function unmarked(text: string): string {
  if (LAYOUT_TAG.test(text)) return htmlToPlainText(text);
  if (ANY_TAG.test(text)) return htmlToPlainText(text.replaceAll('\n', '<br>'));
  return decodeHtmlEntitiesInPlainText(text);
}

export const BULLET = /^\s{0,8}(?:[•●▪◦‣∙·*►➢➤✓✔■□○◆◇→⁃»–—-]|\d{1,2}[.)])\s{0,8}/u;

/** Phrases that open a heading, each with the section it starts. Weak words head a section only standing alone. */
const PREFERRED_HEADING =
  /^(?:nice[ -]to[ -]haves?|preferred|bonus|desirable|desired|good[ -]to[ -]haves?|pluses|it would be a plus|would be a plus|extra credit|ideally|additional qualifications|nice if you)/;
/** The employer's terms: what it offers, pays and expects of the body and the schedule, and where the work is. */
const BENEFITS_HEADING =
  /^(?:benefits|perks|what we offer|we offer|what(?:'s| is) in it for you|compensation|pay|salary|why (?:join|work)|our offer|rewards|work locations?|location|working conditions|work environment|physical (?:demands|requirements|effort)|schedule)/;
/** 'Skills you will learn include:', 'What you'll gain': what the job teaches is offered, not asked for. */
const OFFERED_LEARNING = /\b(?:you(?:'ll| will) (?:learn|gain|develop)|what you(?:'ll| will) learn)\b/;
const REQUIRED_HEADING =
  /^(?:requirements|qualifications|minimum qualifications|basic qualifications|required|what you(?:'ll| will)? bring|what you(?:'ll| will)? need|you(?:'ll| will) need|you(?:'ll| will)? have|minimum requirements|what we(?:'re| are)? look(?:ing)? for|what we need|what we expect|must[ -]haves?|you bring|who you are|your profile|profile|person specification|essential|desired candidate profile|candidate profile|about you|you should have|skills|key skills|experience|skills and experience|experience and skills|the ideal candidate|ideal candidate|eligibility|education and experience|your skills)/;
const DUTIES_HEADING =
  /^(?:responsibilities|key responsibilities|roles? and responsibilities|what you(?:'ll| will) do|what you(?:'ll| will) be doing|duties|your tasks|tasks|the role|about the role|about the job|about the position|role description|position description|role overview|overview|job description|full job description|day[ -]to[ -]day|you will|your impact|in this role|the opportunity|the position|position summary|job summary|key accountabilities|the successful candidate will|your responsibilities|your role|what the job involves)/;
const ABOUT_HEADING = /^(?:about|who we are|our company|company description|our story|our mission)/;
/** Words that head a section only as the whole line: 'Experience' heads one, 'Experience with Docker' does not. */
const WEAK_HEADING_WORDS =
  /^(?:experience|skills|profile|essential|required|preferred|desired|bonus|overview|tasks|pay|salary|compensation|about|education|duties|you will|you have)$/;

/** Board furniture: lines that carry nothing about the job. */
const FURNITURE =
  /^(?:apply(?: now| for this job)?|save|share|show (?:more|less)|see more|report (?:this )?job|easy apply|job details|profile insights|pulled from the full job description)$/;
/** 'Posted 3 days ago · 120 applicants': when, not what. */
const POSTED_AGO = /^(?:posted |reposted )?\d{1,4} (?:days?|weeks?|months?) ago\b/;
const MAX_POSTED_AGO_LINE = 80;
const isFurniture = (line: string) =>
  FURNITURE.test(line) || (line.length <= MAX_POSTED_AGO_LINE && POSTED_AGO.test(line));

/** A heading's words in one form: lower case, straight apostrophes, '&' as 'and', no marks around it. */
function headingForm(line: string): string {
  const words = line.toLowerCase().replace(/[’‘]/g, "'").replace(/&/g, 'and').replace(/\s+/g, ' ');
  const unmarked = trimEdges(
    trimEdges(words, (character) => /[\s#*_-]/.test(character), 'start'),
    (character) => /[\s:*_.!-]/.test(character),
    'end',
  );
  return unmarked.replace(/\s?-\s?(essential|desirable|required|preferred)/, ' $1').trim();
}

const wordCount = (line: string) => line.split(/\s+/).filter(Boolean).length;

/** Every word of four letters or more capitalised: 'Desired Candidate Profile', 'ABOUT US'. */
const isTitleCase = (line: string) =>
  line
    .split(/\s+/)
    .filter((word) => /^\p{L}{4,}/u.test(word))
    .every((word) => /^\p{Lu}/u.test(word));

/** The section a heading starts, or undefined when the line is not a heading. */
export function headingSection(line: string): PostingSection | undefined {
  const trimmed = line.trim();
  if (BULLET.test(trimmed) || /\d/.test(trimmed) || wordCount(trimmed) > 8 || trimmed.length > 70)
    return undefined;
  if (/[.!?]$/.test(trimmed)) return undefined;
  const form = headingForm(trimmed);
  const endsInColon = /:\s*$/.test(trimmed);
  const kind = sectionOfHeading(form);
  if (!kind) return endsInColon && wordCount(trimmed) <= 6 ? 'other' : undefined;
  // 'Experience with Docker' is a requirement; 'About Fintrail' and 'Desired Candidate Profile' are headings.
  const weakOnly =
    WEAK_HEADING_WORDS.test(form.split(' ')[0] ?? '') && wordCount(form) > 1 && !isTitleCase(trimmed);
  // '…and many experience the following results:' ends in a colon but is a sentence, not a label.
  if (WEAK_HEADING_WORDS.test(form) || (endsInColon && !(weakOnly && wordCount(form) > 3))) return kind;
  // A heading phrase followed by a short tail ('What we expect from you', 'About Fintrail', 'Bonus points').
  const looksLikeHeading = (wordCount(form) <= 6 || isTitleCase(trimmed)) && !/[,;]/.test(form);
  return looksLikeHeading && !weakOnly ? kind : undefined;
}

function sectionOfHeading(form: string): PostingSection | undefined {
  if (/candidate profile/.test(form)) return 'required';
  if (PREFERRED_HEADING.test(form) || /\b(?:a plus|nice to have|preferred|desirable|stand out)\b/.test(form))
    return 'preferred';
  if (BENEFITS_HEADING.test(form) || OFFERED_LEARNING.test(form)) return 'benefits';
  // 'Essential Responsibilities' lists duties: the generic words of a requirements heading come after.
  if (DUTIES_HEADING.test(form) || /\b(?:responsibilities|duties)\b/.test(form)) return 'duties';
  if (REQUIRED_HEADING.test(form) || /\b(?:essential|requirements|qualifications)\b/.test(form))
    return 'required';
  if (ABOUT_HEADING.test(form)) return 'about';
  return undefined;
}

/** 'Requirements: 3+ years…': a label that heads a section and the first of its content on the same line. */
const INLINE_LABEL_LENGTH = { min: 2, max: 60 } as const;

function splitInlineLabel(line: string): [string, string] | undefined {
  const colon = line.indexOf(':');
  if (colon < INLINE_LABEL_LENGTH.min || colon > INLINE_LABEL_LENGTH.max) return undefined;
  const label = `${line.slice(0, colon)}:`;
  const rest = line.slice(colon + 1).trim();
  if (rest === '') return undefined;
  return headingSection(label) && headingSection(label) !== 'other' ? [label, rest] : undefined;
}

/**
 * Up to six words and a colon after a sentence's end or a bullet: where a one-line posting starts a section. Flattened
 * HTML often drops the space after the full stop ('…regions.Qualifications:').
 */
const LABEL_IN_RUNNING_TEXT = /(^|[.;!?·•)]\s{0,3}|\s)((?:[\p{L}'’&/-]{1,20} ){0,5}[\p{L}'’&/-]{1,20}):/gu;

/**
 * A label from the last place a lower-case letter meets a capital in its first word, where flattening glued it to the
 * word before: 'FridayExperience' → 'Experience'.
 */
function gluedTail(label: string): string {
  const space = label.indexOf(' ');
  const first = space < 0 ? label : label.slice(0, space);
  let glue = -1;
  for (let at = 1; at < first.length; at += 1)
    if (/\p{Ll}/u.test(first[at - 1] ?? '') && /\p{Lu}/u.test(first[at] ?? '')) glue = at;
  return glue < 0 ? label : label.slice(glue);
}

/** Breaks a line before each inline section label, keeping the label with what follows it. */
function breakAtLabels(line: string): string[] {
  const cuts: number[] = [];
  for (const match of line.matchAll(LABEL_IN_RUNNING_TEXT)) {
    const words = (match[2] ?? '').split(' ');
    // The label is the longest run of its last words that heads a section: '…finance team. Responsibilities:'.
    // A label glued to the word before it starts at the glue: 'Monday to FridayExperience:'.
    for (let take = Math.min(words.length, 6); take >= 1; take -= 1) {
      const label = gluedTail(words.slice(-take).join(' '));
      const kind = headingSection(`${label}:`);
      if (kind && kind !== 'other') {
        cuts.push((match.index ?? 0) + (match[1]?.length ?? 0) + (match[2]?.length ?? 0) - label.length);
        break;
      }
    }
  }
  const pieces: string[] = [];
  let from = 0;
  for (const cut of cuts.filter((at) => at > 0)) {
    pieces.push(line.slice(from, cut));
    from = cut;
  }
  pieces.push(line.slice(from));
  return pieces.map((piece) => piece.trim()).filter(Boolean);
}

/**
 * Where flattened HTML glued a heading to the text after it, the heading's last letter meets a capital
 * ('QualificationsBachelor’s', 'ABOUT THE POSITIONReporting', 'Job descriptionA leading').
 */
export const GLUED = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/gu;
/** Where a heading glued to what follows may start: the line's start, a sentence's end, a bullet, a space or a glue. */
const WORD_START = /^|[.;:!?·•)]\s{0,3}|\s/gu;
const MAX_HEADING_WORDS = 6;
const isShouted = (text: string) => text === text.toUpperCase() && /\p{Lu}{3}/u.test(text);

/** Where the heading that ends at `end` starts, if one does: the longest run of words before it that heads a section. */
function gluedHeadingStart(
  line: string,
  end: number,
  starts: { at: number; strong: boolean }[],
): number | undefined {
  const before = starts.filter((start) => start.at < end).slice(-MAX_HEADING_WORDS);
  for (const start of before) {
    const words = line.slice(start.at, end).trim();
    if (/[.:;!?·•]/.test(words)) continue;
    const kind = headingSection(words);
    // A heading after a plain space is only taken when it is set in capitals ('… Investors PREFERRED QUALIFICATIONS').
    if (kind && kind !== 'other' && (start.strong || isShouted(words))) return start.at;
  }
  return undefined;
}

/** A line with the headings glued into it set on lines of their own, each ending in a colon. */
function unglued(line: string): string[] {
  const glues = [...line.matchAll(GLUED)].map((match) => match.index + 1);
  const starts = [
    ...[...line.matchAll(WORD_START)].map((match) => ({
      at: match.index + match[0].length,
      strong: !/^\s$/.test(match[0]),
    })),
    ...glues.map((at) => ({ at, strong: true })),
  ].sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  let from = 0;
  for (const end of glues) {
    const start = gluedHeadingStart(line, end, starts);
    if (start === undefined || start < from) continue;
    pieces.push(line.slice(from, start), `${line.slice(start, end).trim()}:`);
    from = end;
  }
  pieces.push(line.slice(from));
  return pieces.map((piece) => piece.trim()).filter(Boolean);
}

/** A line this long holds several items: it is cut at semicolons, pipes, inline bullets and sentence ends. */
const LONG_LINE = 160;
const ITEM_BREAK = /;\s+|\s\|\s|\s?[•●▪◦·►➤→]\s|\.\s*/gu;
const ENDS_A_SENTENCE = /[\p{L}\d)%]/u;

/** A full stop ends an item only after two letters or figures ('e.g. Python' goes on) and before a capital. */
function breaksAt(line: string, separator: RegExpExecArray | RegExpMatchArray): boolean {
  if (!separator[0].startsWith('.')) return true;
  const at = separator.index ?? 0;
  return (
    ENDS_A_SENTENCE.test(line.charAt(at - 1)) &&
    ENDS_A_SENTENCE.test(line.charAt(at - 2)) &&
    /\p{Lu}/u.test(line.charAt(at + separator[0].length))
  );
}

/** A lower-case letter meeting a capitalised word: 'experienceProven', where flattened HTML lost a list's breaks. */
const LOWER_MEETS_WORD = /\p{Ll}\p{Lu}\p{Ll}/gu;
const LOWER = /\p{Ll}/u;
const LETTER = /\p{L}/u;
const MIN_GLUED_WORD = 3;
const MAX_GLUED_WORD = 40;

/**
 * Where two items of a list were glued together: a word in lower case ends right before a capitalised one
 * ('…experienceProven track record…'). A name that is itself capitalised inside ('JavaScript', 'PowerPoint',
 * 'LinkedIn') or starts with one small letter ('iPhone', 'eBay') is not two items.
 */
function gluedItemsAt(line: string): number[] {
  const at: number[] = [];
  for (const match of line.matchAll(LOWER_MEETS_WORD)) {
    let start = match.index;
    while (start > 0 && match.index - start < MAX_GLUED_WORD && LOWER.test(line.charAt(start - 1)))
      start -= 1;
    const wordLength = match.index + 1 - start;
    if (wordLength >= MIN_GLUED_WORD && !LETTER.test(line.charAt(start - 1))) at.push(match.index + 1);
  }
  return at;
}

function splitItems(line: string): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const glue of gluedItemsAt(line)) {
    pieces.push(...splitAtSeparators(line.slice(from, glue)));
    from = glue;
  }
  pieces.push(...splitAtSeparators(line.slice(from)));
  return pieces;
}

function splitAtSeparators(line: string): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const separator of line.matchAll(ITEM_BREAK)) {
    if (!breaksAt(line, separator)) continue;
    pieces.push(line.slice(from, separator.index));
    from = separator.index + separator[0].length;
  }
  pieces.push(line.slice(from));
  return pieces;
}

/** `always`: the line was cut from a longer one, whose short pieces may still hold several sentences. */
function itemsOf(line: string, always = false): string[] {
  if (line.length <= LONG_LINE && !always) return [line];
  return splitItems(line)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The posting's lines in order, each with its section; headings included, board furniture left out. */
export function postingLines(text: string): PostingLine[] {
  const raw = plainText(text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const lines: PostingLine[] = [];
  let section: PostingSection = 'intro';
  let sectionBulleted = false;
  const push = (line: string, fromLongLine: boolean) => {
    const bulleted = BULLET.test(line) && !/^\d{1,2}[.)]\d/.test(line);
    const body = line.replace(BULLET, '').trim();
    if (body === '' || isFurniture(body.toLowerCase())) return;
    const heading = bulleted ? undefined : headingSection(body);
    if (heading) {
      section = heading;
      sectionBulleted = false;
      lines.push({ text: body, section, isHeading: true, bulleted: false });
      return;
    }
    const labelled = bulleted ? undefined : splitInlineLabel(body);
    if (labelled) {
      section = headingSection(labelled[0]) ?? section;
      sectionBulleted = false;
      lines.push({ text: labelled[0], section, isHeading: true, bulleted: false });
      for (const item of itemsOf(labelled[1]))
        lines.push({ text: item, section, isHeading: false, bulleted: fromLongLine });
      return;
    }
    // A plain sentence after a bulleted list ends the list: 'Bachelor's degree in Marketing.' after the bonus points.
    if (!bulleted && !fromLongLine && sectionBulleted && section !== 'intro') section = 'other';
    if (bulleted) sectionBulleted = true;
    lines.push({ text: body, section, isHeading: false, bulleted });
  };
  for (const line of raw) {
    if (line.length <= LONG_LINE) {
      // A short line that is a heading is read whole ('Some of the skills you will learn include:').
      const pieces = unglued(line).flatMap((piece) =>
        headingSection(piece) ? [piece] : breakAtLabels(piece),
      );
      for (const piece of pieces) push(piece, false);
      continue;
    }
    for (const piece of unglued(line).flatMap(breakAtLabels)) {
      const labelled = splitInlineLabel(piece);
      if (labelled) {
        push(labelled[0], false);
        for (const item of itemsOf(labelled[1], true)) push(item, true);
      } else for (const item of itemsOf(piece, true)) push(item, true);
    }
  }
  return lines;
}
