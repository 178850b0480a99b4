import type { BoardRef } from '#server/postings/posting.ts';

/** The source name of the built-in sample catalogue's postings. */
export const SAMPLE_SOURCE = 'sample';

/** Where matches come from: employers' boards when any are followed, the sample catalogue when none are. */
export type CatalogueKind = 'boards' | 'sample';

export const catalogueKindFor = (boards: readonly BoardRef[]): CatalogueKind =>
  boards.length > 0 ? 'boards' : 'sample';
