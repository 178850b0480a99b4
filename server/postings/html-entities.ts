/** The named character references that occur in job postings; an unknown one is left as written. */
const NAMED_ENTITIES = new Map<string, string>(
  Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
    ensp: '\u2002',
    emsp: '\u2003',
    thinsp: '\u2009',
    zwnj: '\u200c',
    zwj: '\u200d',
    shy: '\u00ad',
    ndash: '–',
    mdash: '—',
    hellip: '…',
    lsquo: '‘',
    rsquo: '’',
    sbquo: '‚',
    ldquo: '“',
    rdquo: '”',
    bdquo: '„',
    laquo: '«',
    raquo: '»',
    lsaquo: '‹',
    rsaquo: '›',
    bull: '•',
    middot: '·',
    prime: '′',
    Prime: '″',
    dagger: '†',
    Dagger: '‡',
    sect: '§',
    para: '¶',
    copy: '©',
    reg: '®',
    trade: '™',
    deg: '°',
    plusmn: '±',
    times: '×',
    divide: '÷',
    minus: '−',
    frac12: '½',
    frac14: '¼',
    frac34: '¾',
    sup1: '¹',
    sup2: '²',
    sup3: '³',
    micro: 'µ',
    cent: '¢',
    pound: '£',
    euro: '€',
    yen: '¥',
    curren: '¤',
    le: '≤',
    ge: '≥',
    ne: '≠',
    asymp: '≈',
    larr: '←',
    rarr: '→',
    uarr: '↑',
    darr: '↓',
    harr: '↔',
    check: '✓',
    iexcl: '¡',
    iquest: '¿',
    ordf: 'ª',
    ordm: 'º',
    szlig: 'ß',
    aelig: 'æ',
    AElig: 'Æ',
    oelig: 'œ',
    OElig: 'Œ',
    oslash: 'ø',
    Oslash: 'Ø',
    aring: 'å',
    Aring: 'Å',
    ccedil: 'ç',
    Ccedil: 'Ç',
    ntilde: 'ñ',
    Ntilde: 'Ñ',
    eth: 'ð',
    thorn: 'þ',
  }),
);

const ACCENTED_LETTERS = new Map<string, string>(
  Object.entries({
    acute: '\u0301',
    grave: '\u0300',
    circ: '\u0302',
    uml: '\u0308',
    tilde: '\u0303',
  }),
);

/** A named reference such as &eacute; or &Uuml; built from its letter and accent (precomposed by NFC). */
function accentedLetter(name: string): string | undefined {
  const letter = name[0] ?? '';
  const accent = ACCENTED_LETTERS.get(name.slice(1));
  if (!accent || !/^[a-zA-Z]$/.test(letter)) return undefined;
  const composed = `${letter}${accent}`.normalize('NFC');
  return composed.length === 1 ? composed : undefined;
}

function fromCodePoint(codePoint: number): string {
  const isSurrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
  if (codePoint === 0 || codePoint > 0x10ffff || isSurrogate) return '\ufffd';
  return String.fromCodePoint(codePoint);
}

const CHARACTER_REFERENCE = /&(?:#[xX]([0-9a-fA-F]{1,8})|#(\d{1,10})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g;

/** Decodes HTML character references: numeric ones, and the named ones postings use; others stay as written. */
export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(CHARACTER_REFERENCE, (reference, hex?: string, decimal?: string, name?: string) => {
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
    if (!reference.endsWith(';') || name === undefined) return reference;
    return (
      NAMED_ENTITIES.get(name) ?? NAMED_ENTITIES.get(name.toLowerCase()) ?? accentedLetter(name) ?? reference
    );
  });
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}
