import type { Industry } from '#common/industries.ts';
import { seededRandom } from '#server/knowledge/text.ts';

/**
 * Fictional company names. The word stock is invented compounds and plain nature words rather than anything
 * resembling a brand, so generated names stay clear of real companies.
 */
const COMPOUND_WORDS = [
  'Northwind',
  'Bluepeak',
  'Cedarline',
  'Amberfen',
  'Copperleaf',
  'Slatewick',
  'Heronmark',
  'Wrenfield',
  'Larkmoor',
  'Sablecrest',
  'Alderpoint',
  'Quillstone',
  'Emberlyn',
  'Tidegate',
  'Foxglen',
  'Kestrelway',
  'Mossbank',
  'Lindenvale',
  'Hazelmoor',
  'Otterbrook',
  'Rowanfield',
  'Saffronhill',
  'Flintlake',
  'Indigoleaf',
  'Ivorybrook',
  'Silverfen',
  'Goldmoor',
  'Stonelark',
  'Riverwick',
  'Glenhollow',
  'Harborlight',
  'Meadowgate',
  'Clearfen',
  'Oakhollow',
  'Thistlebrook',
  'Hollowpine',
  'Coralwick',
  'Fernhollow',
  'Greywillow',
  'Palebrook',
  'Westmere',
  'Duskfield',
  'Skyhollow',
  'Quarrystone',
  'Cloudmere',
  'Willowmark',
  'Bramblegate',
  'Mistvale',
  'Frostwick',
  'Heathmere',
  'Cinderpeak',
  'Brightfen',
] as const;

const TWO_WORD_NAMES = [
  'Cobalt Ridge',
  'Maple Crossing',
  'Cedar Hollow',
  'Iron Creek',
  'Red Mesa',
  'Amber Field',
  'Pine Hollow',
  'Willow Bend',
  'Aspen Trail',
  'Falcon Ridge',
  'Quiet Creek',
  'Tall Oak',
  'Lantern Hill',
  'Sparrow Lane',
  'Kettle Bay',
  'Pebble Creek',
  'Lone Cedar',
  'Bright Meadow',
  'Open Prairie',
  'Hidden Spring',
  'Granite Hollow',
  'Silver Birch',
  'Juniper Row',
  'Stillwater Bend',
] as const;

const PAIRED_NAMES = [
  'Maple & Stone',
  'Fern & Finch',
  'Oak & Ember',
  'Birch & Brass',
  'Linen & Lark',
  'Sage & Slate',
  'Ivy & Iron',
  'Rook & Rowan',
  'Harbor & Hearth',
  'Thistle & Thorne',
  'Moss & Marble',
  'Cedar & Copper',
] as const;

const SURNAMES = [
  'Whitlock',
  'Pruett',
  'Ashby',
  'Calloway',
  'Hollis',
  'Brennan',
  'Okafor',
  'Lindqvist',
  'Marchetti',
  'Delgado',
  'Nakamura',
  'Castellano',
  'Thornbury',
  'Wexley',
  'Pemberton',
  'Radcliffe',
  'Sutter',
  'Holloway',
  'Kessler',
  'Abernathy',
  'Quinlan',
  'Merritt',
  'Osei',
  'Varga',
  'Harlan',
  'Prescott',
] as const;

/**
 * A way to name a company: `{name}` is any of the word stock above, `{place}` a single invented word (for counties,
 * cities and school districts), `{surname}` and `{surname2}` two different surnames. Some names suit only some
 * kinds of work (a physician works at a medical center, not a school district), hence `only` and `not`.
 */
type NamePattern = string | { pattern: string; only?: readonly string[]; not?: readonly string[] };

/** Occupation families (server/knowledge) of clinical work, whose employers may be clinics. */
const CLINICAL: readonly string[] = [
  'nursing',
  'clinical-medicine',
  'pharmacy',
  'allied-health',
  'dentistry',
  'diagnostic-imaging',
  'clinical-laboratory',
  'vision-hearing-care',
  'direct-care',
];
const HEALTH: readonly string[] = [...CLINICAL, 'healthcare-administration'];
const SCHOOLS: readonly string[] = ['teaching', 'education-administration'];

const PATTERNS_BY_INDUSTRY: Readonly<Record<Industry, readonly NamePattern[]>> = {
  technology: [
    '{name} Analytics',
    '{name} Labs',
    '{name} Software',
    '{name} Systems',
    '{name} Digital',
    '{name} Cloud',
  ],
  finance: [
    '{name} Capital',
    '{name} Financial',
    '{place} Bank',
    '{place} Credit Union',
    '{name} Wealth Partners',
  ],
  healthcare: [
    '{name} Health',
    '{place} Medical Center',
    { pattern: '{name} Family Clinic', only: HEALTH },
    '{place} Health System',
    '{place} Community Hospital',
    '{name} Care Partners',
  ],
  marketing: [
    '{name} Creative',
    '{name} Media Group',
    '{name} Marketing',
    '{name} Brand Studio',
    '{name} Agency',
  ],
  consulting: [
    '{name} Consulting',
    '{name} Advisors',
    '{surname} {surname2} Partners',
    '{name} Strategy Group',
  ],
  education: [
    { pattern: '{place} Unified School District', not: ['clinical-medicine', 'instructional-design'] },
    { pattern: '{place} Community College', not: ['clinical-medicine'] },
    { pattern: '{name} Academy', not: ['clinical-medicine'] },
    { pattern: '{place} Public Schools', not: ['clinical-medicine', 'instructional-design'] },
    { pattern: '{name} Learning', not: ['clinical-medicine', 'nursing'] },
    { pattern: '{place} University Medical Center', only: ['clinical-medicine', 'nursing', 'allied-health'] },
  ],
  retail: [
    { pattern: '{name} Market', not: ['pharmacy'] },
    { pattern: '{name} Goods', not: ['pharmacy', 'banking', 'hospitality'] },
    { pattern: '{name} Outfitters', not: ['pharmacy', 'banking', 'hospitality'] },
    { pattern: '{name} Supply Co.', not: ['pharmacy', 'banking', 'hospitality'] },
    { pattern: '{name} Home', not: ['pharmacy', 'banking', 'hospitality'] },
    { pattern: '{name} Mercantile', not: ['pharmacy', 'banking'] },
    { pattern: '{name} Pharmacy', only: ['pharmacy'] },
    { pattern: '{name} Food Hall', only: ['hospitality'] },
  ],
  manufacturing: [
    '{name} Manufacturing',
    '{name} Industries',
    '{name} Components',
    '{name} Fabrication',
    '{name} Precision Works',
  ],
  government: [
    { pattern: 'City of {place}', not: SCHOOLS },
    { pattern: '{place} County', not: SCHOOLS },
    { pattern: '{place} County Health Department', only: HEALTH },
    { pattern: '{place} County Office of Education', only: [...SCHOOLS, 'nonprofit-programs'] },
    { pattern: '{place} Transit Authority', not: [...HEALTH, ...SCHOOLS] },
    { pattern: '{place} Public Utility District', not: [...HEALTH, ...SCHOOLS] },
  ],
  hospitality: [
    '{name} Hospitality',
    '{name} Hotels',
    '{place} Inn & Suites',
    '{place} Resort',
    { pattern: '{name} Kitchen', not: ['real-estate', 'retail-operations', 'customer-service'] },
    '{name} Hotel Group',
  ],
  logistics: [
    '{name} Logistics',
    '{name} Freight',
    '{name} Distribution',
    '{name} Transport',
    '{name} Supply Chain',
  ],
  legal: ['{surname} & {surname2} LLP', '{surname} {surname2} Law Group', '{surname} Legal Partners'],
  media: ['{name} Media', '{name} Press', '{name} Studios', '{place} Broadcasting', '{place} Journal'],
  energy: ['{name} Energy', '{name} Power', '{name} Solar', '{name} Renewables', '{place} Grid'],
  nonprofit: [
    '{place} Foundation',
    '{place} Community Alliance',
    '{place} Youth Network',
    'Friends of {place}',
    '{place} Housing Coalition',
    {
      pattern: '{place} Food Bank',
      not: [...SCHOOLS, 'healthcare-administration', 'journalism-media', 'public-administration'],
    },
  ],
  'real-estate': ['{name} Realty', '{name} Properties', '{name} Property Management', '{name} Homes'],
  construction: ['{name} Construction', '{name} Builders', '{name} Contracting', '{name} Building Group'],
  telecommunications: [
    '{name} Telecom',
    '{name} Communications',
    '{name} Networks',
    '{name} Fiber',
    '{name} Wireless',
  ],
};

/** Enough that the sample's postings name several hundred companies. */
const COMPANIES_PER_INDUSTRY = 60;
const NAME_STOCK: readonly string[] = [...COMPOUND_WORDS, ...TWO_WORD_NAMES, ...PAIRED_NAMES];

type Company = { name: string; suits: (family: string) => boolean };

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

function companyName(pattern: string, random: () => number): string {
  const surname = pick(SURNAMES, random);
  let surname2 = pick(SURNAMES, random);
  while (surname2 === surname) surname2 = pick(SURNAMES, random);
  return pattern
    .replace('{name}', pick(NAME_STOCK, random))
    .replace('{place}', pick(COMPOUND_WORDS, random))
    .replace('{surname2}', surname2)
    .replace('{surname}', surname);
}

function suitability(pattern: NamePattern): Company['suits'] {
  if (typeof pattern === 'string') return () => true;
  const { only, not } = pattern;
  return (family) => (!only || only.includes(family)) && !not?.includes(family);
}

/** The fictional companies hiring in an industry: the same list for the same seed. */
function companiesInIndustry(industry: Industry, seed: string): Company[] {
  const random = seededRandom(`${seed}:companies:${industry}`);
  const patterns = PATTERNS_BY_INDUSTRY[industry];
  const companies = new Map<string, Company>();
  for (
    let attempt = 0;
    companies.size < COMPANIES_PER_INDUSTRY && attempt < COMPANIES_PER_INDUSTRY * 20;
    attempt += 1
  ) {
    const pattern = pick(patterns, random);
    const name = companyName(typeof pattern === 'string' ? pattern : pattern.pattern, random);
    if (!companies.has(name)) companies.set(name, { name, suits: suitability(pattern) });
  }
  return [...companies.values()];
}

export type CompanyPicker = (industry: Industry, family: string, random: () => number) => string;

/** Picks a company in the industry whose name suits the role's family; each list is built on first use. */
export function createCompanyPicker(seed: string): CompanyPicker {
  const byIndustry = new Map<Industry, Company[]>();
  const byIndustryAndFamily = new Map<string, string[]>();
  const candidates = (industry: Industry, family: string) => {
    const key = `${industry}/${family}`;
    let names = byIndustryAndFamily.get(key);
    if (names) return names;
    let companies = byIndustry.get(industry);
    if (!companies) {
      companies = companiesInIndustry(industry, seed);
      byIndustry.set(industry, companies);
    }
    const suitable = companies.filter((company) => company.suits(family));
    names = (suitable.length > 0 ? suitable : companies).map((company) => company.name);
    byIndustryAndFamily.set(key, names);
    return names;
  };
  // Skewing the draw lets the first companies in the list post more often, as large employers do.
  return (industry, family, random) => pick(candidates(industry, family), () => random() ** 1.5);
}
