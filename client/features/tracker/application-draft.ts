import type { Application, Contact, UpdateApplicationRequest } from '#common/api/tracker.ts';

/** A contact being edited, with a key that stays the same while its fields change. */
export type ContactDraft = Contact & { key: number };

/** What the details form edits: every field as the inputs hold it (an empty text for no date or no link). */
export type ApplicationDraft = {
  title: string;
  company: string;
  location: string;
  salary: string;
  url: string;
  description: string;
  notes: string;
  nextStep: string;
  nextStepDue: string;
  contacts: ContactDraft[];
  resumeId: number | null;
  tailoringId: number | null;
};

type TextField = Exclude<
  keyof ApplicationDraft,
  'contacts' | 'resumeId' | 'tailoringId' | 'nextStepDue' | 'url'
>;

const TEXT_FIELDS: readonly TextField[] = [
  'title',
  'company',
  'location',
  'salary',
  'description',
  'notes',
  'nextStep',
];

let lastContactKey = 0;

export function contactDraft(contact: Contact = { name: '', role: '', email: '', phone: '' }): ContactDraft {
  lastContactKey += 1;
  return { ...contact, key: lastContactKey };
}

export function draftOf(application: Application): ApplicationDraft {
  return {
    title: application.title,
    company: application.company,
    location: application.location,
    salary: application.salary,
    url: application.url ?? '',
    description: application.description,
    notes: application.notes,
    nextStep: application.nextStep,
    nextStepDue: application.nextStepDue ?? '',
    contacts: application.contacts.map(contactDraft),
    resumeId: application.resume?.id ?? null,
    tailoringId: application.tailoring?.id ?? null,
  };
}

const contactsOf = (draft: ApplicationDraft): Contact[] =>
  draft.contacts.map(({ name, role, email, phone }) => ({ name, role, email, phone }));

const sameContacts = (saved: ApplicationDraft, draft: ApplicationDraft) =>
  JSON.stringify(contactsOf(saved)) === JSON.stringify(contactsOf(draft));

/** Only what the user changed since the draft was saved, as the update request sends it; empty when nothing. */
export function changedFields(saved: ApplicationDraft, draft: ApplicationDraft): UpdateApplicationRequest {
  const changes: UpdateApplicationRequest = {};
  for (const field of TEXT_FIELDS) if (draft[field] !== saved[field]) changes[field] = draft[field];
  if (draft.url !== saved.url) changes.url = draft.url.trim() || null;
  if (draft.nextStepDue !== saved.nextStepDue) changes.nextStepDue = draft.nextStepDue || null;
  if (!sameContacts(saved, draft)) changes.contacts = contactsOf(draft);
  if (draft.resumeId !== saved.resumeId) changes.resumeId = draft.resumeId;
  if (draft.tailoringId !== saved.tailoringId) changes.tailoringId = draft.tailoringId;
  return changes;
}

export const hasChanges = (saved: ApplicationDraft, draft: ApplicationDraft) =>
  Object.keys(changedFields(saved, draft)).length > 0;

/** Another resume: the tailoring chosen was one of the old resume's, so it is cleared. */
export function withResume(draft: ApplicationDraft, resumeId: number | null): ApplicationDraft {
  if (resumeId === draft.resumeId) return draft;
  return { ...draft, resumeId, tailoringId: null };
}
