import { generateSampleCatalogue } from '#server/features/jobs/catalogue/generate.ts';
import { type CandidateJob, rankMatches, readProfile } from '#server/features/jobs/matching.ts';
import { SAMPLE_CATALOGUE_SIZE } from '#server/features/jobs/sample-catalogue.ts';
import { ROLES } from '#server/knowledge/index.ts';
import { count, type SuiteResult, share } from '../report.ts';
import { loadMatchingCases, type MatchingCase } from './case.ts';

const TOP = 5;
const familyOf = new Map(ROLES.map((role) => [role.id, role.family]));

/**
 * The app's sample catalogue as the database holds it, newest first (the order ties are broken in). Every posting is
 * a candidate: the database's pre-selection (repository.ts) only narrows this, so a ranking right here is right there.
 */
function catalogue(): CandidateJob[] {
  return generateSampleCatalogue(SAMPLE_CATALOGUE_SIZE)
    .map((posting, index) => ({ posting, id: index + 1 }))
    .sort((a, b) => a.posting.postedDaysAgo - b.posting.postedDaysAgo)
    .map(({ posting, id }) => ({
      id,
      title: posting.title,
      industry: posting.industry,
      roleId: posting.roleId,
      family: familyOf.get(posting.roleId) ?? null,
      seniority: posting.seniority,
      workType: posting.workType,
      location: posting.location,
      requirements: posting.requirements,
    }));
}

const matches = (pattern: string, title: string) => new RegExp(pattern, 'i').test(title);

/** In or near the place the person gave, or remote when they would work remotely. */
function wellPlaced(matchingCase: MatchingCase, job: CandidateJob): boolean {
  if (job.workType === 'remote') return matchingCase.profile.preferences.workType !== 'onsite';
  return matchingCase.near.includes(job.location);
}

/** A posting the labels call right: the person's job at their level, nothing they must not be shown. */
const isRight = (matchingCase: MatchingCase, job: CandidateJob) =>
  job.seniority === matchingCase.band &&
  matchingCase.top.some((pattern) => matches(pattern, job.title)) &&
  !matchingCase.notTop.some((wrong) => matches(wrong.title, job.title));

type Tally = {
  otherBand: number;
  otherBandAtAll: number;
  ownJob: number;
  shownSlots: number;
  otherLicence: number;
  otherJob: number;
  topHits: number;
  topPatterns: number;
  placedWell: number;
  couldPlaceWell: number;
  locatedCases: number;
  localOutranked: number;
  remoteOutranked: number;
};

const emptyTally = (): Tally => ({
  otherBand: 0,
  otherBandAtAll: 0,
  ownJob: 0,
  shownSlots: 0,
  otherLicence: 0,
  otherJob: 0,
  topHits: 0,
  topPatterns: 0,
  placedWell: 0,
  couldPlaceWell: 0,
  locatedCases: 0,
  localOutranked: 0,
  remoteOutranked: 0,
});

/**
 * Right postings of the kind the person asked for that postings of another kind kept out of the top five: of
 * `wanted`, those not in the top five, as many as the top five has slots holding postings of `otherKind`.
 */
function leftOutFor(
  top: CandidateJob[],
  wanted: CandidateJob[],
  otherKind: (job: CandidateJob) => boolean,
): number {
  const leftOut = wanted.filter((job) => !top.includes(job)).length;
  const otherSlots = top.filter(otherKind).length;
  return Math.min(leftOut, otherSlots);
}

/** A local posting of the place asked for: not remote, in one of the places the labels call near. */
const isLocal = (matchingCase: MatchingCase, job: CandidateJob) =>
  job.workType !== 'remote' && matchingCase.near.includes(job.location);

/**
 * What the person asked for comes first: hybrid or on-site work in a place puts the right postings there before any
 * remote or far one; remote work puts the right remote postings before any on-site or hybrid one.
 */
function evaluateAskedFor(
  matchingCase: MatchingCase,
  jobs: CandidateJob[],
  top: CandidateJob[],
  tally: Tally,
  failures: string[],
) {
  const { workType, location } = matchingCase.profile.preferences;
  const right = jobs.filter((job) => isRight(matchingCase, job));
  if ((workType === 'hybrid' || workType === 'onsite') && location !== '' && matchingCase.near.length > 0) {
    const local = right.filter((job) => isLocal(matchingCase, job));
    const missed = leftOutFor(top, local, (job) => !isLocal(matchingCase, job));
    tally.localOutranked += missed;
    if (missed > 0)
      failures.push(
        `${matchingCase.id}: ${missed} right postings near ${location} left out for remote or far ones`,
      );
  }
  if (workType === 'remote') {
    const remote = right.filter((job) => job.workType === 'remote');
    const missed = leftOutFor(top, remote, (job) => job.workType !== 'remote');
    tally.remoteOutranked += missed;
    if (missed > 0)
      failures.push(
        `${matchingCase.id}: ${missed} right remote postings left out for on-site or hybrid ones`,
      );
  }
}

function evaluateCase(matchingCase: MatchingCase, jobs: CandidateJob[], tally: Tally, failures: string[]) {
  const byId = new Map(jobs.map((job) => [job.id, job]));
  const top = rankMatches(readProfile(matchingCase.profile), jobs)
    .slice(0, TOP)
    .flatMap((match) => byId.get(match.jobId) ?? []);
  evaluateAskedFor(matchingCase, jobs, top, tally, failures);
  const shown = (job: CandidateJob) => `'${job.title}' (${job.seniority}, ${job.location})`;
  // Another level is a fault only while a right posting waits outside the top five: a catalogue with two senior
  // nurse postings cannot fill a charge nurse's five.
  const rightLeftOut = jobs.some((job) => isRight(matchingCase, job) && !top.includes(job));
  tally.shownSlots += top.length;
  tally.ownJob += top.filter((job) => matchingCase.top.some((pattern) => matches(pattern, job.title))).length;
  for (const job of top) {
    const wrong = matchingCase.notTop.find((label) => matches(label.title, job.title));
    if (job.seniority !== matchingCase.band || wrong?.why === 'band') tally.otherBandAtAll += 1;
    const why = wrong?.why ?? (job.seniority === matchingCase.band || !rightLeftOut ? undefined : 'band');
    if (why === undefined) continue;
    if (why === 'band') tally.otherBand += 1;
    else if (why === 'licence') tally.otherLicence += 1;
    else tally.otherJob += 1;
    failures.push(`${matchingCase.id}: top five has ${shown(job)}, another ${why === 'role' ? 'job' : why}`);
  }
  for (const pattern of matchingCase.top) {
    tally.topPatterns += 1;
    if (top.some((job) => matches(pattern, job.title))) tally.topHits += 1;
    else failures.push(`${matchingCase.id}: no /${pattern}/ in the top five: ${top.map(shown).join(', ')}`);
  }
  if (matchingCase.profile.preferences.location === '' || matchingCase.near.length === 0) return;
  tally.locatedCases += 1;
  const available = jobs.filter((job) => isRight(matchingCase, job) && wellPlaced(matchingCase, job)).length;
  const expected = Math.min(TOP, available);
  const placed = Math.min(expected, top.filter((job) => wellPlaced(matchingCase, job)).length);
  tally.couldPlaceWell += expected;
  tally.placedWell += placed;
  if (placed < expected)
    failures.push(
      `${matchingCase.id}: ${placed} of the top five near ${matchingCase.profile.preferences.location} (or remote), ${expected} right postings could be`,
    );
}

/** The issue whose goals the asked-for figures are: printed against them, held by the baseline, not yet required. */
const ASKED_FOR_ISSUE = 47;

const asked = (name: string, value: number, over: number, atMost: number) => ({
  ...count(name, value, over, atMost),
  openIssue: ASKED_FOR_ISSUE,
});

function metricsOf(tally: Tally, cases: number, part: string) {
  return [
    count(`top-five postings of another seniority band${part}`, tally.otherBand, cases, 0),
    count(`  of which any, right-level postings exhausted or not${part}`, tally.otherBandAtAll, cases),
    count(`top-five postings needing another licence${part}`, tally.otherLicence, cases, 0),
    count(`top-five postings of another job sharing a word${part}`, tally.otherJob, cases, 0),
    share(`must-be-in-top-five hit rate${part}`, tally.topHits, tally.topPatterns, 0.9),
    share(`top-five postings that are the person's job${part}`, tally.ownJob, tally.shownSlots),
    share(
      `top five in or near the preferred place, of what could be${part}`,
      tally.placedWell,
      tally.couldPlaceWell,
      0.9,
    ),
    asked(
      `hybrid or on-site asked: right postings there left out for remote or far${part}`,
      tally.localOutranked,
      cases,
      0,
    ),
    asked(
      `remote asked: right remote postings left out for on-site or hybrid${part}`,
      tally.remoteOutranked,
      cases,
      0,
    ),
  ];
}

/**
 * Job matching on labelled career profiles against the app's catalogue. Location is measured against what the
 * catalogue can give: of the top-five places that right postings in or near the preferred place (or remote ones, for
 * someone who works remotely) could fill, the share they fill. Goal 90%: when such postings exist they come first,
 * allowing one far posting that fits far better on skills in ten. What the person asked for is measured strictly: a
 * right posting in the place asked for (or remote, when remote was asked) never waits behind one of another kind.
 * The held-out profiles are measured the same way; their failures are only counted, so that tuning never reads them.
 */
export async function evaluateMatching(): Promise<SuiteResult> {
  const { tuning, heldOut } = await loadMatchingCases();
  const jobs = catalogue();
  const failures: string[] = [];
  const tally = emptyTally();
  for (const matchingCase of tuning) evaluateCase(matchingCase, jobs, tally, failures);
  const heldOutTally = emptyTally();
  const heldOutFailures: string[] = [];
  for (const matchingCase of heldOut) evaluateCase(matchingCase, jobs, heldOutTally, heldOutFailures);
  if (heldOutFailures.length > 0)
    failures.push(`and ${heldOutFailures.length} held-out failures, not listed: they are kept out of tuning`);
  return {
    suite: 'matching',
    metrics: [
      ...metricsOf(tally, tuning.length, ''),
      ...metricsOf(heldOutTally, heldOut.length, ', held-out part'),
    ],
    failures,
  };
}
