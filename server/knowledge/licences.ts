/**
 * A licence or certification a job cannot be done without: the roles that need it, the ones it includes (a nurse
 * practitioner is a registered nurse too), and how people name it in a skills list.
 */
export type Licence = {
  id: string;
  /** How a match reason names it: 'a nurse practitioner licence (APRN)'. */
  label: string;
  roles: readonly string[];
  includes: readonly string[];
  /** How a skills list names it; never a bare job word ('Principal', 'Teacher') or a short word ('PA', 'PT', 'DO'). */
  names: readonly string[];
};

export const LICENCES: readonly Licence[] = [
  {
    id: 'rn',
    label: 'a registered nurse licence (RN)',
    roles: ['registered-nurse'],
    includes: [],
    names: ['RN', 'RN licence', 'RN license', 'NCLEX', 'NCLEX-RN', 'Registered Nurse'],
  },
  {
    id: 'aprn',
    label: 'a nurse practitioner licence (APRN)',
    roles: ['nurse-practitioner'],
    includes: ['rn'],
    names: ['APRN', 'NP', 'FNP', 'FNP-BC', 'AGNP', 'AGPCNP', 'PMHNP', 'Nurse Practitioner'],
  },
  {
    id: 'md',
    label: 'a medical licence (MD or DO)',
    roles: ['physician'],
    includes: [],
    names: ['MD', 'USMLE', 'Medical licence', 'Medical license'],
  },
  {
    id: 'pa',
    label: 'a physician assistant licence (PA-C)',
    roles: ['physician-assistant'],
    includes: [],
    names: ['PA-C', 'NCCPA'],
  },
  {
    id: 'pharmacist',
    label: 'a pharmacist licence (PharmD, RPh)',
    roles: ['pharmacist'],
    includes: ['pharmacy-technician'],
    names: ['PharmD', 'RPh', 'NAPLEX'],
  },
  {
    id: 'pharmacy-technician',
    label: 'a pharmacy technician certification (CPhT)',
    roles: ['pharmacy-technician'],
    includes: [],
    names: ['CPhT', 'PTCB'],
  },
  {
    id: 'physical-therapist',
    label: 'a physical therapist licence (DPT)',
    roles: ['physical-therapist'],
    includes: [],
    names: ['DPT', 'NPTE'],
  },
  {
    id: 'radiography',
    label: 'a radiography certification (ARRT)',
    roles: ['radiologic-technologist'],
    includes: [],
    names: ['ARRT', 'RT(R)'],
  },
  {
    id: 'attorney',
    label: 'admission to the bar',
    roles: ['attorney'],
    includes: [],
    names: ['Bar admission', 'Bar admitted', 'Admitted to the bar', 'Esq'],
  },
  {
    id: 'electrician',
    label: 'an electrician licence',
    roles: ['electrician'],
    includes: [],
    names: ['Electrical licence', 'Electrical license', 'Journeyman', 'Master Electrician'],
  },
  {
    id: 'teaching',
    label: 'a teaching licence',
    roles: ['teacher', 'special-education-teacher'],
    includes: [],
    names: [
      'Teaching licence',
      'Teaching license',
      'Teaching certificate',
      'Teaching certification',
      'PGCE',
      'BEd',
    ],
  },
  {
    id: 'school-leadership',
    label: 'a school administrator licence',
    roles: ['school-principal'],
    includes: ['teaching'],
    names: ['Administrator licence', 'Administrator license', 'Administrative credential', 'NPQH'],
  },
  {
    id: 'real-estate',
    label: 'a real estate licence',
    roles: ['real-estate-agent'],
    includes: [],
    names: ['Real estate licence', 'Real estate license', 'Realtor'],
  },
];

const licencesById = new Map(LICENCES.map((licence) => [licence.id, licence]));

const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .join(' ')} `;

const namedIn = (licence: Licence, item: string) => {
  const itemWords = words(item);
  return licence.names.some((name) => itemWords.includes(words(name)));
};

/** The licence a role cannot be done without, if any. */
export function licenceForRole(roleId: string): Licence | undefined {
  return LICENCES.find((licence) => licence.roles.includes(roleId));
}

/**
 * The licences a person holds or is working towards: those of the roles they hold or aim for, those their skills name
 * ('NCLEX-RN', 'FNP-BC'), and everything each of these includes.
 */
export function licencesOf(roleIds: readonly string[], skills: readonly string[]): Set<string> {
  const held = new Set<string>();
  const add = (licence: Licence | undefined) => {
    if (!licence || held.has(licence.id)) return;
    held.add(licence.id);
    for (const included of licence.includes) add(licencesById.get(included));
  };
  for (const roleId of roleIds) add(licenceForRole(roleId));
  for (const licence of LICENCES) if (skills.some((skill) => namedIn(licence, skill))) add(licence);
  return held;
}

/** Whether holding `outer` covers `inner` as well: a nurse practitioner's licence covers a registered nurse's. */
export function licenceIncludes(outer: Licence, inner: Licence): boolean {
  return outer.includes.some((id) => {
    const included = licencesById.get(id);
    return id === inner.id || (included !== undefined && licenceIncludes(included, inner));
  });
}
