import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TargetJob } from '#common/api/tailoring.ts';
import { parseResume } from '#server/ai/local/resume/parse.ts';
import { skillsNamedIn } from '#server/knowledge/index.ts';
import { jobTermsOf } from './job-terms.ts';
import {
  bulletStrength,
  chooseBullets,
  draftRewrites,
  MAX_BULLETS,
  rewriteBulletsLocally,
} from './rewrites.ts';
import { unsupportedClaims } from './truth.ts';

const DESCRIPTION =
  'We are hiring a data analyst to build dashboards and reports for our finance and sales teams. You will write SQL ' +
  'against PostgreSQL, automate work in Python and present findings to managers across the company every week.';

function job(overrides: Partial<TargetJob> = {}): TargetJob {
  return {
    title: 'Senior Data Analyst',
    company: 'Globex',
    seniority: 'senior',
    years: 5,
    education: 'bachelor',
    requiredSkills: ['PostgreSQL', 'Python', 'Data Visualization', 'Kubernetes'],
    preferredSkills: ['Salesforce'],
    description: DESCRIPTION,
    url: null,
    source: { kind: 'pasted', matchId: null },
    ...overrides,
  };
}

/** A resume whose current job (written in `tense`) holds `bullets`, with an older job below. */
function resumeWith(bullets: string[], olderBullets: string[] = ['Answered customer calls about billing.']) {
  return [
    'Jordan Avery Lee',
    'jordan.lee@example.com',
    'EXPERIENCE',
    'Data Analyst, Acme Corp, 2019 - Present',
    ...bullets.map((bullet) => `• ${bullet}`),
    'Junior Analyst, Beta Logistics, 2016 - 2019',
    ...olderBullets.map((bullet) => `• ${bullet}`),
    'EDUCATION',
    'B.Sc. Statistics, State University',
  ].join('\n');
}

/** The rewrite of each bullet of the current job, by its text before. */
function rewritesOf(bullets: string[], target = job()) {
  const facts = parseResume(resumeWith(bullets));
  const all = facts.bullets.map((bullet) => ({
    id: `b${bullet.line}`,
    section: 'EXPERIENCE',
    text: bullet.text,
  }));
  const rewrites = rewriteBulletsLocally(facts, target, all);
  return new Map(rewrites.map((rewrite) => [rewrite.before, rewrite]));
}

const afterOf = (bullet: string, target = job()) => rewritesOf([bullet], target).get(bullet)?.after;
const kindsOf = (bullet: string, target = job()) =>
  rewritesOf([bullet], target)
    .get(bullet)
    ?.changes.map((change) => change.kind);

describe('chooseBullets', () => {
  it('puts the bullets that show the job’s skills first, then the latest job’s, at most eight, with stable ids', () => {
    const current = Array.from({ length: 9 }, (_, index) => `Answered ${index + 2} customer calls a day.`);
    const older = [
      'Wrote SQL against Postgres for finance reports.',
      'Built Python scripts for sales reports.',
    ];
    const text = resumeWith(current, older);
    const chosen = chooseBullets(parseResume(text), job());

    expect(chosen).toHaveLength(MAX_BULLETS);
    expect(chosen.map((bullet) => bullet.text)).toEqual(expect.arrayContaining(older));
    expect(chosen.every((bullet) => /^b\d+$/.test(bullet.id) && bullet.section === 'EXPERIENCE')).toBe(true);
    expect(chooseBullets(parseResume(text), job())).toEqual(chosen);
    const lines = chosen.map((bullet) => Number(bullet.id.slice(1)));
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it('takes no bullet from a summary or a skills list', () => {
    const text = `Jordan Lee\nSUMMARY\n• Analyst who writes SQL and Python.\nEXPERIENCE\nAnalyst, Acme, 2019 - Present\n• Wrote SQL reports.`;
    expect(chooseBullets(parseResume(text), job()).map((bullet) => bullet.text)).toEqual([
      'Wrote SQL reports.',
    ]);
  });
});

describe('rewriteBulletsLocally', () => {
  it('opens with the action the bullet already names instead of a duty phrase', () => {
    expect(afterOf('Responsible for training new hires on the billing system.')).toBe(
      'Trained [how many?] new hires on the billing system.',
    );
    expect(afterOf('Worked on improving the quality checks and writing tests.')).toBe(
      'Improved the quality checks [by how much?] and wrote tests.',
    );
    expect(afterOf('Responsible for the weekly finance report.')).toBe('Managed the weekly finance report.');
    expect(afterOf('Helped with the migration of the data warehouse.')).toBe(
      'Supported the migration of the data warehouse.',
    );
  });

  it('keeps the tense the job is written in', () => {
    const rewrites = rewritesOf([
      'Build the weekly sales report.',
      'Responsible for reconciling the ledgers.',
    ]);
    expect(rewrites.get('Responsible for reconciling the ledgers.')?.after).toBe('Reconcile the ledgers.');
  });

  it('leaves alone a duty phrase it cannot turn honestly', () => {
    // 'Helped with' another's work is not doing it; 'fixing' is no verb it knows; a list of duties has no object.
    expect(afterOf('Helped with onboarding new analysts.')).toBeUndefined();
    expect(afterOf('Responsible for fixing the reports.')).toBeUndefined();
    expect(kindsOf('Responsible for scheduling, payroll and inventory.')).toEqual(['verb']);
    expect(afterOf('Responsible for scheduling, payroll and inventory.')).toBe(
      'Managed scheduling, payroll and inventory.',
    );
  });

  it('moves a result the bullet states to the front, keeping its grammar', () => {
    expect(afterOf('Rebuilt the invoicing workflow, which cut costs by 30%.')).toBe(
      'Cut costs 30% by rebuilding the invoicing workflow.',
    );
    expect(afterOf('Automated the weekly reports, saving 6 hours a week.')).toBe(
      'Saved 6 hours a week by automating the weekly reports.',
    );
    const unmoved = [
      'Built the weekly sales report.',
      // The '-ing' word is the subject of its own clause here.
      'Designed the carrier platform; onboarding a carrier went from 6 weeks to 8 days.',
      // A noun that is also a verb does not open a bullet of a job written in the past tense.
      'Process redesign for the billing team, cutting cycle time from 9 days to 4.',
    ];
    const rewrites = rewritesOf(unmoved);
    expect(unmoved.map((bullet) => rewrites.get(bullet))).toEqual([undefined, undefined, undefined]);
  });

  it('writes the job’s own name for a skill the bullet shows, and nothing for a skill it does not', () => {
    const rewrite = rewritesOf(['Wrote SQL against Postgres for finance reports.']).get(
      'Wrote SQL against Postgres for finance reports.',
    );
    expect(rewrite?.after).toBe('Wrote SQL against PostgreSQL for finance reports.');
    expect(rewrite?.changes).toEqual([
      { kind: 'job-term', detail: 'Wrote ‘PostgreSQL’, the job’s word, for ‘Postgres’: the same skill.' },
    ]);
    // A classifier is machine learning, but 'Machine Learning' is not another name for it.
    expect(
      afterOf('Built a churn classifier.', job({ requiredSkills: ['Machine Learning'] })),
    ).toBeUndefined();
  });

  it('adds a skill the job lists beside the one that shows it, once, when the resume nowhere names it', () => {
    const bullets = ['Built Tableau dashboards for finance.', 'Built Tableau dashboards for sales.'];
    const rewrites = rewritesOf(bullets);
    expect(bullets.map((bullet) => rewrites.get(bullet)?.after)).toEqual([
      'Built Tableau (Data Visualization) dashboards for finance.',
      undefined,
    ]);
  });

  it('invites a figure where one would help, visibly', () => {
    expect(afterOf('Reduced month-end close time by automating reconciliations.')).toBe(
      'Reduced month-end close time [by how much?] by automating reconciliations.',
    );
    expect(afterOf('Supervised interns during tax season.')).toBe(
      'Supervised [how many?] interns during tax season.',
    );
    expect(afterOf('Led a team that rebuilt the churn model.')).toBe(
      'Led a team of [how many?] that rebuilt the churn model.',
    );
    expect(afterOf('Managed the sales budget.')).toBeUndefined();
  });

  it('keeps the capital a bullet opens with when a job term takes the first word', () => {
    const target = job({ requiredSkills: ['Candidate Sourcing'], description: 'Own candidate sourcing.' });
    expect(
      afterOf('Sourcing on LinkedIn Recruiter and meetups; 40% of hires sourced directly.', target),
    ).toBe('Candidate Sourcing on LinkedIn Recruiter and meetups; 40% of hires sourced directly.');
  });

  it('skips a change that would break the grammar: a name spelt out twice, a bracket in a bracket', () => {
    const target = job({ requiredSkills: ['Trauma Nursing Core Course'], description: 'TNCC required.' });
    expect(
      afterOf('Trauma Nursing Core Course (TNCC) instructor; taught 12 courses.', target),
    ).toBeUndefined();
  });

  it('offers no rewrite that the bullet checks score no higher, such as a term the bullet already writes', () => {
    const target = job({ requiredSkills: ['Account-Based Marketing'], description: 'ABM experience.' });
    const bullet =
      'Launched an account-based marketing programme for 300 accounts; win rate on ABM accounts 31%.';
    expect(afterOf(bullet, target)).toBeUndefined();
  });

  it('scores a bullet by its own checks: action, no duty phrase, a leading figure, the job’s terms', () => {
    const terms = jobTermsOf(job());
    const weak = 'Responsible for dashboards in Postgres.';
    const strong = 'Cut reporting time 40% by building dashboards in PostgreSQL.';
    expect(bulletStrength(strong, terms)).toBeGreaterThan(bulletStrength(weak, terms));
    expect(bulletStrength('Led the the migration.', terms)).toBeLessThan(
      bulletStrength('Led the migration.', terms),
    );
  });

  it('leaves out a bullet that is already strong', () => {
    expect(afterOf('Cut reporting time 40% by building SQL dashboards in PostgreSQL.')).toBeUndefined();
  });

  it('rewrites the longest, most hostile bullets quickly', () => {
    const hostile = [
      `Responsible for ${'managing and '.repeat(2_000)}reports`,
      `Reduced ${'costs, '.repeat(5_000)}by 30%`,
      `Led ${'a team '.repeat(5_000)}`,
      `Rebuilt ${'Postgres '.repeat(5_000)}, which cut costs by 30%`,
    ];
    const started = performance.now();
    rewritesOf(hostile);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('explains every change', () => {
    const rewrite = rewritesOf([
      'Responsible for building dashboards in Postgres, which cut reporting time by 40%.',
    ])
      .values()
      .next().value;
    expect(rewrite?.after).toBe('Cut reporting time 40% by building dashboards in PostgreSQL.');
    expect(rewrite?.changes.map((change) => change.kind)).toEqual(['verb', 'number-forward', 'job-term']);
    expect(rewrite?.changes.every((change) => change.detail.length > 20)).toBe(true);
  });
});

describe('rewrites over the evaluation corpus', () => {
  const directory = new URL('../../../../eval/resumes/cases/', import.meta.url);
  const resumes = readdirSync(directory)
    .filter((file) => file.endsWith('.txt'))
    .map((file) => readFileSync(new URL(file, directory), 'utf8'));

  it('never claim a skill, figure, employer, title or degree the resume does not show', () => {
    let rewritten = 0;
    for (const text of resumes) {
      const facts = parseResume(text);
      // The job asks for the resume's own skills by their canonical names, and for skills the resume lacks.
      const own = [...skillsNamedIn(text).keys()].slice(0, 20);
      const target = job({
        requiredSkills: [...own, 'Kubernetes', 'Salesforce', 'Registered Nurse'],
        preferredSkills: ['SQL', 'Data Visualization', 'Project Management', 'MBA'],
        description: `${DESCRIPTION} ${own.join(', ')}.`,
      });
      const bullets = facts.bullets.map((bullet) => ({
        id: `b${bullet.line}`,
        section: 'X',
        text: bullet.text,
      }));
      for (const rewrite of draftRewrites(facts, target, bullets)) {
        rewritten += 1;
        expect({
          after: rewrite.after,
          claims: unsupportedClaims(text, rewrite.before, rewrite.after),
        }).toEqual({
          after: rewrite.after,
          claims: [],
        });
      }
    }
    expect(resumes.length).toBeGreaterThan(50);
    expect(rewritten).toBeGreaterThan(50);
  });
});
