/** Where an application stands, in the order the board shows them. */
export const APPLICATION_STAGES = [
  'saved',
  'applied',
  'screening',
  'interviewing',
  'offer',
  'rejected',
  'withdrawn',
] as const;

export type ApplicationStage = (typeof APPLICATION_STAGES)[number];
export const STAGE_LABELS: Record<ApplicationStage, string> = {
  saved: 'Saved',
  applied: 'Applied',
  screening: 'Screening',
  interviewing: 'Interviewing',
  offer: 'Offer',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** Stages that mean the application was sent: reaching one of them sets the date applied (Withdrawn does not). */
export const APPLIED_STAGES: readonly ApplicationStage[] = [
  'applied',
  'screening',
  'interviewing',
  'offer',
  'rejected',
];

export const INTERVIEW_KINDS = [
  'phone',
  'video',
  'onsite',
  'technical',
  'take-home',
  'final',
  'other',
] as const;

export type InterviewKind = (typeof INTERVIEW_KINDS)[number];
export const INTERVIEW_KIND_LABELS: Record<InterviewKind, string> = {
  phone: 'Phone screen',
  video: 'Video call',
  onsite: 'On-site',
  technical: 'Technical',
  'take-home': 'Take-home',
  final: 'Final round',
  other: 'Other',
};

export const TRACKER_LIMITS = {
  /** Applications one user can hold: far above any real search, it keeps one account from filling the database. */
  applications: 2_000,
  location: 200,
  salary: 100,
  notes: 20_000,
  nextStep: 300,
  contacts: 20,
  contactField: 200,
  phone: 50,
  roundsPerApplication: 50,
  people: 500,
  roundNotes: 10_000,
  /** An import's CSV text, in characters. */
  csv: 2_000_000,
  importRows: 2_000,
  importColumns: 60,
} as const;

export const FOLLOW_UP_DAYS = { min: 1, max: 90, default: 7 } as const;

/** The fields an imported CSV column can fill. */
export const IMPORT_FIELDS = [
  'title',
  'company',
  'stage',
  'location',
  'salary',
  'url',
  'description',
  'notes',
  'nextStep',
  'nextStepDue',
  'appliedAt',
  'createdAt',
  'contacts',
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  title: 'Job title',
  company: 'Company',
  stage: 'Stage',
  location: 'Location',
  salary: 'Salary',
  url: 'Job link',
  description: 'Description',
  notes: 'Notes',
  nextStep: 'Next step',
  nextStepDue: 'Next step due',
  appliedAt: 'Date applied',
  createdAt: 'Date saved',
  contacts: 'Contacts',
};
