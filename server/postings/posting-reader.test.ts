import { describe, expect, it } from 'vitest';
import { readOffThread } from './posting-reader.ts';

describe('readOffThread', () => {
  it('reads a page', async () => {
    const page = '<script type="application/ld+json">{"@type": "JobPosting", "title": "Welder"}</script>';
    const reading = await readOffThread('readPage', {
      html: page,
      pageUrl: 'https://acme.example/jobs/1',
      findGreenhouseBoard: false,
    });
    expect(reading).toMatchObject({ kind: 'posting', posting: { title: 'Welder', source: 'json-ld' } });
  });

  it('brings back why an answer holds no posting as the error it was', async () => {
    const reading = readOffThread('readTrackedPosting', {
      posting: {
        source: 'lever',
        job: { company: 'acme', postingId: '5ac21346-8e0c-4494-8e7a-3eb92ff77902' },
      },
      answer: '{"text": "Staff Eng',
      fallbackUrl: 'https://jobs.lever.co/acme/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
    });
    await expect(reading).rejects.toMatchObject({
      name: 'PostingFetchError',
      reason: 'upstream-error',
      statusCode: 502,
      message: expect.stringContaining("Lever answered with something other than the job's details"),
    });
  });

  it('answers 503, busy, when the reading is not done in time', async () => {
    const reading = readOffThread(
      'readPage',
      { html: '<b>a</b>'.repeat(350_000), pageUrl: 'https://acme.example/', findGreenhouseBoard: true },
      1,
    );
    await expect(reading).rejects.toMatchObject({
      reason: 'busy',
      statusCode: 503,
      message: 'CareerPilot is busy right now. Please try again in a minute.',
    });
  });
});
