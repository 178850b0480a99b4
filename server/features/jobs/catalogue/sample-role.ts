import type { Role, RoleFamilyId } from '#server/knowledge/index.ts';

/** A role of a family the sample catalogue writes postings for (its pay, work types and wording are set by family). */
export type SampleRole = Role & { family: RoleFamilyId };
