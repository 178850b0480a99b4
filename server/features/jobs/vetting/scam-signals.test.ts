import { describe, expect, it } from 'vitest';
import { generateSampleCatalogue } from '../catalogue/generate.ts';
import { LABELLED_POSTINGS, LEGITIMATE_POSTINGS, SCAM_POSTINGS } from './labelled-postings.ts';
import { MAX_EVIDENCE_LENGTH } from './passages.ts';
import { isFreeMailDomain, type ScannedPosting, scamSignalsIn } from './scam-signals.ts';

const posting = (descriptionText: string, overrides: Partial<ScannedPosting> = {}): ScannedPosting => ({
  title: 'Assistant',
  descriptionText,
  salary: null,
  roleId: null,
  seniority: 'mid',
  ...overrides,
});
const kindsIn = (text: string, overrides: Partial<ScannedPosting> = {}) =>
  scamSignalsIn(posting(text, overrides)).map((signal) => signal.kind);

describe('scamSignalsIn on labelled postings', () => {
  it('has at least 40 postings, legitimate and scam alike', () => {
    expect(LABELLED_POSTINGS.length).toBeGreaterThanOrEqual(40);
    expect(LEGITIMATE_POSTINGS.length).toBeGreaterThanOrEqual(20);
    expect(SCAM_POSTINGS.length).toBeGreaterThanOrEqual(15);
  });

  it.each(
    LABELLED_POSTINGS.map((labelled) => [`${labelled.title} at ${labelled.company}`, labelled] as const),
  )('%s gets exactly its expected kinds', (_, labelled) => {
    const signals = scamSignalsIn(labelled);
    expect(signals.map((signal) => signal.kind).sort()).toEqual([...labelled.expected].sort());
  });

  it('quotes short evidence', () => {
    for (const labelled of SCAM_POSTINGS) {
      for (const signal of scamSignalsIn(labelled)) {
        expect(signal.evidence.length).toBeLessThanOrEqual(MAX_EVIDENCE_LENGTH + 2);
        expect(signal.evidence.trim()).not.toBe('');
      }
    }
  });
});

describe('scamSignalsIn on the sample catalogue', () => {
  it('finds nothing in 2,400 ordinary postings with pay inside their bands', () => {
    const flagged = generateSampleCatalogue(2_400).filter(
      (sample) =>
        scamSignalsIn({
          title: sample.title,
          descriptionText: sample.description,
          salary: { min: sample.salaryMin, max: sample.salaryMax, currency: 'USD', period: 'year' },
          roleId: sample.roleId,
          seniority: sample.seniority,
        }).length > 0,
    );
    expect(flagged.map((sample) => sample.externalId)).toEqual([]);
  });
});

describe('fee requests', () => {
  it.each([
    'A $99 registration fee is due before orientation.',
    'You must pay a small refundable deposit to reserve your training seat.',
    'New hires are required to purchase a laptop from our approved vendor.',
    'Please buy three $100 gift cards for the client and send photos of the backs.',
    'Deposit the check into your personal account and forward the remaining funds.',
  ])('flags %j', (text) => {
    expect(kindsIn(text)).toEqual(['fee-requested']);
  });

  it.each([
    'We never charge a fee to apply.',
    'There are no fees at any stage of our hiring process.',
    'Application fee waived for veterans.',
    'As a fee-based advisor, you will earn advisory fees from clients.',
    'Tuition reimbursement up to $5,250 a year.',
    'The company pays 100% of your health premiums and covers certification fees.',
    'Employer-paid life insurance and a $500 budget to buy equipment.',
  ])('does not flag %j', (text) => {
    expect(kindsIn(text)).toEqual([]);
  });

  it('quotes the passage that asks for money', () => {
    const [signal] = scamSignalsIn(
      posting('Great team. A one-time $75 activation fee is required. Apply now.'),
    );
    expect(signal).toEqual({ kind: 'fee-requested', evidence: 'A one-time $75 activation fee is required.' });
  });
});

describe('messaging-app contact', () => {
  it.each([
    'Reach out to us on Telegram for the next steps.',
    'Your interview will be held over WhatsApp chat.',
    'Telegram ID: @hr_careers_desk',
    'Send your resume via WhatsApp to our hiring team.',
    'Text (212) 555-0199 to book your interview.',
  ])('flags %j', (text) => {
    expect(kindsIn(text)).toEqual(['messaging-app-contact']);
  });

  it.each([
    'Build the Telegram desktop client used by millions.',
    'Help people reach their loved ones on WhatsApp.',
    'Experience with digital signal processing and WeChat Pay integrations.',
    'We will never interview you on Telegram.',
  ])('does not flag %j', (text) => {
    expect(kindsIn(text)).toEqual([]);
  });
});

describe('personal e-mail', () => {
  it.each([
    'gmail.com',
    'yahoo.co.uk',
    'hotmail.fr',
    'proton.me',
    'gmx.de',
    'yandex.ru',
    'mail.ru',
    'zoho.com',
  ])('%s is a free mail domain', (domain) => {
    expect(isFreeMailDomain(domain)).toBe(true);
  });

  it.each(['acme.com', 'outlookfinancial.com', 'careers.yahoo.com', 'gmail.acme.com'])(
    '%s is not',
    (domain) => {
      expect(isFreeMailDomain(domain)).toBe(false);
    },
  );

  it('flags a free mail address given for applying, not a corporate one', () => {
    expect(kindsIn('Apply to hiring.team2026@gmail.com today.')).toEqual(['personal-email']);
    expect(kindsIn('Apply to talent@acme.com today.')).toEqual([]);
  });
});

describe('pay above range', () => {
  it('flags a minimum above twice the top of the role band, annualised', () => {
    // Data analyst, entry: the band tops out at $78k, so anything above $156k a year is flagged.
    const hourly = { min: 76, max: 80, currency: 'USD', period: 'hour' } as const; // $158,080 a year
    expect(kindsIn('Analyse data.', { roleId: 'data-analyst', seniority: 'entry', salary: hourly })).toEqual([
      'pay-above-range',
    ]);
    const justUnder = { min: 74, max: 80, currency: 'USD', period: 'hour' } as const; // $153,920 a year
    expect(
      kindsIn('Analyse data.', { roleId: 'data-analyst', seniority: 'entry', salary: justUnder }),
    ).toEqual([]);
  });

  it('leaves other currencies and unknown roles to the no-experience rule', () => {
    const euros = { min: 400_000, max: null, currency: 'EUR', period: 'year' } as const;
    expect(kindsIn('Analyse data.', { roleId: 'data-analyst', seniority: 'entry', salary: euros })).toEqual(
      [],
    );
    const dollars = { min: 400_000, max: null, currency: 'USD', period: 'year' } as const;
    expect(kindsIn('Analyse data.', { roleId: null, seniority: 'entry', salary: dollars })).toEqual([]);
  });

  it('flags a promise of more than $2,000 a week only for entry-level or no-experience jobs', () => {
    expect(kindsIn('Make up to $2,100 per week.', { seniority: 'entry' })).toEqual(['pay-above-range']);
    expect(kindsIn('Make up to $1,900 per week.', { seniority: 'entry' })).toEqual([]);
    expect(kindsIn('Make up to $2,100 per week. No experience needed.')).toEqual(['pay-above-range']);
    expect(kindsIn('Make up to $2,100 per week.', { seniority: 'mid' })).toEqual([]);
  });
});

describe('long text', () => {
  it('scans 100,000 characters of adversarial text quickly', () => {
    const filler =
      'contact the recruiter via '.repeat(1_500) +
      'there is no registration fee, '.repeat(1_000) +
      'never text 555 010 2030 for an interview, '.repeat(500) +
      'pay '.repeat(5_000) +
      '$1 '.repeat(10_000);
    const started = performance.now();
    const signals = scamSignalsIn(posting(filler.slice(0, 100_000)));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(signals).toEqual([]);
  });

  it('finds a signal at the end of a long posting', () => {
    const text = `${'We build software for teams. '.repeat(3_500)}Message us on Telegram to apply.`;
    expect(kindsIn(text)).toEqual(['messaging-app-contact']);
  });
});
