import { describe, expect, it } from 'vitest';
import { duplicateKey, findDuplicates, jaccard, shinglesOf } from './duplicates.ts';

describe('duplicateKey', () => {
  it.each([
    ['Senior Software Engineer (Remote - US)', 'Senior Software Engineer'],
    ['Senior Software Engineer - London', 'Senior Software Engineer'],
    ['Senior Software Engineer, NYC', 'Senior Software Engineer'],
    ['Senior Software Engineer – Austin, TX', 'Senior Software Engineer'],
    ['Senior Software Engineer | Hybrid', 'Senior Software Engineer'],
    ['senior software engineer - London (Hybrid)', 'Senior Software-Engineer'],
  ])('%j has the key of %j', (title, same) => {
    expect(duplicateKey({ company: 'Acme', title })).toBe(duplicateKey({ company: 'Acme', title: same }));
  });

  it.each([
    ['Senior Engineer', 'Engineer'],
    ['Software Engineer, Payments', 'Software Engineer'],
    ['Software Engineer (Backend)', 'Software Engineer (Frontend)'],
    ['Engineer - Data', 'Engineer'],
  ])('%j does not have the key of %j', (title, other) => {
    expect(duplicateKey({ company: 'Acme', title })).not.toBe(
      duplicateKey({ company: 'Acme', title: other }),
    );
  });

  it('ignores case, punctuation and a legal suffix in the company, but not the company itself', () => {
    const title = 'Data Analyst';
    expect(duplicateKey({ company: 'Acme, Inc.', title })).toBe(duplicateKey({ company: 'ACME', title }));
    expect(duplicateKey({ company: 'Acme', title })).not.toBe(
      duplicateKey({ company: 'Acme Health', title }),
    );
  });
});

const DESCRIPTION = (city: string) =>
  `Join our ${city} office as a Senior Software Engineer on the Payments team. You will design services that ` +
  'authorise, capture and settle card payments, own their reliability, and mentor engineers across the team. ' +
  `We offer 25 days of leave, a 4% pension match, and a hybrid schedule with three days a week in ${city}. ` +
  'You have built distributed systems in Go or Java and have led designs through review.';

const OTHER_ROLE =
  'Join our Platform team as a Senior Software Engineer. You will run our Kubernetes clusters, build the deploy ' +
  'pipeline every team ships through, and own observability: metrics, logs and traces. You have operated ' +
  'production infrastructure at scale and written Terraform.';

const day = (date: number) => new Date(Date.UTC(2026, 10, date));

describe('findDuplicates', () => {
  it('merges one job listed in five cities into the earliest seen', () => {
    const cities = ['Austin', 'Denver', 'London', 'Chicago', 'Seattle'];
    const postings = cities.map((city, index) => ({
      id: 10 + index,
      company: 'Acme',
      title: `Senior Software Engineer - ${city}`,
      descriptionText: DESCRIPTION(city),
      firstSeenAt: day(index === 2 ? 1 : 5),
    }));
    expect(findDuplicates(postings)).toEqual(
      new Map([
        [10, 12],
        [11, 12],
        [13, 12],
        [14, 12],
      ]),
    );
  });

  it('breaks a tie in first seen by the lower id', () => {
    const postings = [21, 20].map((id) => ({
      id,
      company: 'Acme',
      title: 'Senior Software Engineer',
      descriptionText: DESCRIPTION('Austin'),
      firstSeenAt: day(3),
    }));
    expect(findDuplicates(postings)).toEqual(new Map([[21, 20]]));
  });

  it('keeps two different roles with the same title at one company apart', () => {
    const postings = [
      {
        id: 1,
        company: 'Acme',
        title: 'Senior Software Engineer',
        descriptionText: DESCRIPTION('Austin'),
        firstSeenAt: day(1),
      },
      {
        id: 2,
        company: 'Acme',
        title: 'Senior Software Engineer',
        descriptionText: OTHER_ROLE,
        firstSeenAt: day(2),
      },
    ];
    expect(findDuplicates(postings)).toEqual(new Map());
  });

  it('keeps the same text at different companies apart', () => {
    const postings = [
      {
        id: 1,
        company: 'Acme',
        title: 'Senior Software Engineer',
        descriptionText: DESCRIPTION('Austin'),
        firstSeenAt: day(1),
      },
      {
        id: 2,
        company: 'Globex',
        title: 'Senior Software Engineer',
        descriptionText: DESCRIPTION('Austin'),
        firstSeenAt: day(2),
      },
    ];
    expect(findDuplicates(postings)).toEqual(new Map());
  });

  it('keeps the same text under a different level apart', () => {
    const postings = [
      {
        id: 1,
        company: 'Acme',
        title: 'Senior Software Engineer',
        descriptionText: DESCRIPTION('Austin'),
        firstSeenAt: day(1),
      },
      {
        id: 2,
        company: 'Acme',
        title: 'Software Engineer',
        descriptionText: DESCRIPTION('Austin'),
        firstSeenAt: day(2),
      },
    ];
    expect(findDuplicates(postings)).toEqual(new Map());
  });
});

describe('description similarity', () => {
  it('ignores places and numbers, so copies for other cities are near-identical', () => {
    expect(jaccard(shinglesOf(DESCRIPTION('Austin')), shinglesOf(DESCRIPTION('Denver')))).toBe(1);
  });

  it('finds two roles with shared boilerplate well below the threshold', () => {
    expect(jaccard(shinglesOf(DESCRIPTION('Austin')), shinglesOf(OTHER_ROLE))).toBeLessThan(0.2);
  });

  it('treats two empty descriptions as the same', () => {
    expect(jaccard(shinglesOf(''), shinglesOf(''))).toBe(1);
  });
});
