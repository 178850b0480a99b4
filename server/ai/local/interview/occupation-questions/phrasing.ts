import type { Skill } from '#server/knowledge/index.ts';

/**
 * How a skill, tool or job title reads inside a sentence. The catalogue writes names as headings ('Dental Prophylaxis',
 * 'Ultrasonic Scalers', 'Farm Tractor'); running text writes common nouns in lower case ('your approach to dental
 * prophylaxis'), keeps acronyms and proper names ('GAAP', 'Dentrix', 'American Sign Language') and gives a countable
 * noun its article ('a farm tractor').
 */
export type NounPhrase = {
  /** Without an article: 'dental prophylaxis', 'ultrasonic scalers', 'farm tractor', 'Dentrix'. */
  bare: string;
  /** Any one of its kind: 'a farm tractor', 'an ATV'; a mass noun, a plural or a name as `bare`. */
  indefinite: string;
  /** The one in use: 'the farm tractor', 'the ultrasonic scalers', 'the National Electrical Code'; a name as `bare`. */
  definite: string;
  /** A product, a language or another name, kept as written. */
  proper: boolean;
};

/** Words written with a capital wherever they stand: languages and peoples, faiths, and names of people and places. */
const PROPER_WORDS = new Set(
  (
    'African Aboriginal American Amharic Arabic Asian Australian Bengali Braille British Cantonese Canadian Catholic ' +
    'Chinese Christian Creole Danish Dutch English European Farsi Filipino Finnish French German Greek Haitian Hebrew ' +
    'Hindi Indian Indigenous Indonesian Irish Islamic Italian Japanese Jewish Korean Latin Malay Mandarin ' +
    'Norwegian Persian Polish Portuguese Punjabi Russian Scottish Somali Spanish Swahili Swedish Tagalog Thai Turkish ' +
    'Ukrainian Urdu Vietnamese Welsh Bible Biblical Quran Torah Medicare Medicaid Montessori Reggio Emilia Gottman ' +
    'Pilates Olympic Adobe Microsoft Google Oracle Salesforce Autodesk Apple Amazon Cisco Trimble Siemens Rockwell ' +
    'Honeywell Caterpillar Deere Hilti Makita Bosch Stihl Husqvarna Kubota Bobcat Komatsu Volvo Toyota Hyster Linde ' +
    'Fluke DeLaval Motorola Garmin Leica Topcon Zeiss Nikon Canon Sony Panasonic Blackmagic Avid'
  ).split(' '),
);

/**
 * First words that make a tool's name a product's, though they are ordinary words elsewhere ('Epic Systems', 'Pro
 * Tools', 'Open Dental', 'Smart Board', 'Microsoft Teams').
 */
const MAKER_WORDS = new Set([
  ...PROPER_WORDS,
  ...'Epic Meta Zoom Slack John Lincoln Miller Genie Pro Final Logic Open Smart Word Excel Bentley Lely Zebra Milwaukee'.split(
    ' ',
  ),
]);

/**
 * Last words of a common noun phrase that takes no article: 'Church Management Software', 'Livestock Handling
 * Equipment'. A tool ending in one of them is equipment of a kind, not a product, unless a maker's name starts it.
 */
const MASS_HEADS = new Set(
  'software equipment machinery gear apparatus tooling instrumentation hardware clothing signage dispatch'.split(
    ' ',
  ),
);

/**
 * Last words of a common, countable tool: 'Farm Tractor', 'Plate Compactor'. Most common tools are told apart from
 * products by the catalogue itself, which lists their plural or singular among the synonyms; these need no such help.
 */
const COUNT_HEADS = new Set(
  (
    'system machine unit device kit tool truck vehicle loader saw drill pump meter gauge scanner camera monitor ladder ' +
    'mixer grinder compressor generator trailer crane forklift lift jack press lathe router printer radio scale ' +
    'microscope probe analyzer analyser tester detector sprayer vacuum cart trolley harness respirator torch welder ' +
    'cutter sander roller compactor excavator tractor harvester baler boat vessel aircraft helicopter drone simulator ' +
    'table bed stretcher defibrillator ventilator telehandler trencher dozer bulldozer grader backhoe paver skidder ' +
    'forwarder yarder delimber mulcher platform level laser'
  ).split(' '),
);

/**
 * Last words of names that are one document or scheme in particular, which running text writes with 'the' and as
 * named: 'the National Electrical Code', 'the RICS Red Book', 'the Montessori Method'.
 */
const NAMED_SCHEME_HEADS = new Set(['code', 'book', 'method', 'approach', 'stage', 'act', 'convention']);

/** Skill categories whose every name is a name: programming languages. */
const PROPER_CATEGORIES = new Set(['programming-language']);

/** Names of skills that are names although made of ordinary words. */
const PROPER_NAMES = new Set(['American Sign Language', 'British Sign Language', 'Auslan']);

/** Small words a name writes in lower case whatever it is: 'Spinning and Winding Machines', 'Bill of Quantities'. */
const FUNCTION_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

const words = (name: string) => name.trim().split(/\s+/);

/** A part of a word written as an acronym, a product's spelling or a code: 'GAAP', 'iManage', 'DSM', '3ds', 'Otter.ai'. */
const keepsItsCase = (part: string) =>
  /\d/.test(part) ||
  /[.+#&]/.test(part) ||
  /\p{Lu}.*\p{Lu}/u.test(part) ||
  /\p{Ll}\p{Lu}/u.test(part) ||
  /^\p{Lu}$/u.test(part) ||
  PROPER_WORDS.has(part);

/** One word of a common noun phrase in running text: 'Trauma-Informed' → 'trauma-informed', 'X-Ray' → 'X-ray'. */
const lowerWord = (word: string) =>
  word
    .split(/([-/])/)
    .map((part) => (part === '-' || part === '/' || keepsItsCase(part) ? part : part.toLowerCase()))
    .join('');

/** A name as running text writes a common noun: 'Bill of Quantities' → 'bill of quantities', 'HEPA Vacuum' → 'HEPA vacuum'. */
export function inRunningText(name: string): string {
  return words(name).map(lowerWord).join(' ');
}

/** The name's other number, as synonyms write it: 'Farm Tractor' ↔ 'Farm Tractors', 'Brushes' ↔ 'Brush'. */
function otherNumbers(name: string): string[] {
  const lower = name.toLowerCase();
  if (lower.endsWith('ies')) return [`${lower.slice(0, -3)}y`];
  if (lower.endsWith('es')) return [lower.slice(0, -2), lower.slice(0, -1)];
  if (lower.endsWith('s')) return [lower.slice(0, -1)];
  return [`${lower}s`, `${lower}es`, lower.endsWith('y') ? `${lower.slice(0, -1)}ies` : `${lower}s`];
}

/** 'an' before a vowel sound: 'an ATV', 'an MRI scanner', 'an air polisher', but 'a HEPA vacuum', 'a unit'. */
function article(phrase: string): 'a' | 'an' {
  const first = phrase.split(/[\s-]/)[0] ?? '';
  const acronym = /^\p{Lu}{2,}/u.test(first);
  if (acronym) {
    // Said as a word when its second letter is a vowel ('HEPA', 'LIDAR'); else letter by letter ('MRI', 'HVAC').
    if (/^.[AEIOU]/.test(first) && first.length >= 4) return /^[AEIOU]/.test(first) ? 'an' : 'a';
    return /^[AEFHILMNORSX]/.test(first) ? 'an' : 'a';
  }
  if (/^(?:uni|use|usu|eu|one\b|once)/i.test(first)) return 'a';
  if (/^(?:hour|honest|honou?r|heir)/i.test(first)) return 'an';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
}

const properPhrase = (name: string, withThe: boolean): NounPhrase => ({
  bare: name,
  indefinite: withThe ? `the ${name}` : name,
  definite: withThe ? `the ${name}` : name,
  proper: true,
});

/** A kind of equipment by its category: 'medical-equipment', 'trade-tools', 'measuring-instruments', 'vehicles'. */
const isEquipmentCategory = (category: string) =>
  category !== 'developer-tools' &&
  /equipment|tools$|instruments|vehicles|aircraft|machin|^plant-|metal-forming|maintenance|electronics/.test(
    category,
  );

/**
 * A word spelled as a product is: 'QuickBooks', 'iTero', '7shifts', 'Next.js', 'syngo', or a maker's name first
 * ('Adobe Premiere Pro', 'Open Dental').
 */
const spelledAsProduct = (nameWords: string[]) =>
  MAKER_WORDS.has(nameWords[0] ?? '') ||
  nameWords[0] === 'The' ||
  nameWords.some(
    (word) =>
      /\p{Ll}\p{Lu}/u.test(word) ||
      (/^\p{Ll}/u.test(word) && !FUNCTION_WORDS.has(word)) ||
      /\d/.test(word) ||
      /\p{L}\.\p{L}/u.test(word),
  );

/** A plural common noun: 'Scalers', 'Probes'; not 'Analysis', 'Chassis', nor an acronym ending in S ('PACS', 'SAS'). */
const looksPlural = (word: string) =>
  /\p{Ll}s$/u.test(word) && !/(?:us|is|ss)$/.test(word) && !/^\p{Lu}+s$/u.test(word);

/**
 * A tool as running text names it: equipment as a common noun ('ultrasonic scalers', 'a farm tractor', 'the HEPA
 * vacuum'), a product as named ('Dentrix', 'QuickBooks', 'Open Dental'). Equipment is what the catalogue lists with
 * its other number among the synonyms, a plural, a name ending in a kind of equipment ('… Software', '… Compactor'),
 * or anything of an equipment category, unless it is spelled as a product.
 */
export function toolPhrase(name: string, skill?: Skill): NounPhrase {
  const nameWords = words(name);
  const lastWord = nameWords.at(-1) ?? '';
  const last = lastWord.toLowerCase();
  const category = skill?.category ?? '';
  if (spelledAsProduct(nameWords) || PROPER_CATEGORIES.has(category)) return properPhrase(name, false);
  const synonyms = new Set((skill?.synonyms ?? []).map((synonym) => synonym.toLowerCase()));
  const hasOtherNumber = otherNumbers(name).some((other) => synonyms.has(other));
  const plural = looksPlural(lastWord);
  const mass = MASS_HEADS.has(last);
  const common = hasOtherNumber || plural || mass || COUNT_HEADS.has(last) || isEquipmentCategory(category);
  if (!common) return properPhrase(name, false);
  const bare = inRunningText(name);
  const countable = !plural && !mass;
  return {
    bare,
    indefinite: countable ? `${article(bare)} ${bare}` : bare,
    definite: `the ${bare}`,
    proper: false,
  };
}

/** What a tool is, for the questions that suit it: equipment one handles, or software one works in. */
export type ToolKind = 'equipment' | 'software';

/** Last words that make a name software in any category: 'Fire Inspection Software', 'Delivery Apps'. */
const SOFTWARE_HEADS = new Set(['software', 'app', 'apps', 'database', 'databases', 'platform', 'platforms']);
/** Last words that make a name software outside the equipment categories: 'Electronic Health Records'. */
const SYSTEM_HEADS = new Set(['system', 'systems', 'records', 'dispatch']);

/**
 * Software: a name ending in 'Software', 'App' and the like, or, outside the equipment categories, a product
 * ('Dentrix', 'QuickBooks') or a kind of system ('Electronic Health Records'); everything else is equipment
 * ('ultrasonic scalers', 'CEREC', 'parachute systems').
 */
export function toolKind(name: string, skill?: Skill): ToolKind {
  const last = (words(name).at(-1) ?? '').toLowerCase();
  if (SOFTWARE_HEADS.has(last)) return 'software';
  if (isEquipmentCategory(skill?.category ?? '')) return 'equipment';
  return toolPhrase(name, skill).proper || SYSTEM_HEADS.has(last) ? 'software' : 'equipment';
}

/**
 * A hard skill as running text names it: most are activities and fields, common nouns without an article ('dental
 * prophylaxis', 'litigation', 'bill of quantities'); languages are names ('Spanish'), and a code or method in
 * particular takes 'the' ('the National Electrical Code').
 */
export function skillPhrase(name: string, skill?: Skill): NounPhrase {
  if (PROPER_CATEGORIES.has(skill?.category ?? '') || PROPER_NAMES.has(name))
    return properPhrase(name, false);
  const nameWords = words(name);
  const last = nameWords.at(-1) ?? '';
  if (NAMED_SCHEME_HEADS.has(last.toLowerCase()) && nameWords.length > 1) return properPhrase(name, true);
  const bare = inRunningText(name);
  return { bare, indefinite: bare, definite: bare, proper: false };
}

/** A job title in running text, with its article: 'a lead dental hygienist', 'an RDH'. */
export function titlePhrase(title: string): string {
  const bare = inRunningText(title);
  return `${article(bare)} ${bare}`;
}

/** The sentence with its first letter a capital. */
export const capitalised = (sentence: string) => sentence.charAt(0).toUpperCase() + sentence.slice(1);
