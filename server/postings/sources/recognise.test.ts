import { describe, expect, it } from 'vitest';
import { recogniseAshbyUrl } from './ashby.ts';
import { greenhouseBoardOnPage, greenhouseJobIdOnCompanyPage, recogniseGreenhouseUrl } from './greenhouse.ts';
import { recogniseLeverUrl } from './lever.ts';

const LEVER_ID = '5ac21346-8e0c-4494-8e7a-3eb92ff77902';
const ASHBY_ID = '0f6c7d1e-2b3a-4c5d-8e9f-a0b1c2d3e4f5';

describe('recognising posting addresses', () => {
  it.each([
    ['https://boards.greenhouse.io/acme/jobs/4012345', { board: 'acme', jobId: '4012345' }],
    [
      'https://job-boards.greenhouse.io/acme/jobs/4012345?gh_src=abc#app',
      { board: 'acme', jobId: '4012345' },
    ],
    [
      'https://boards.greenhouse.io/embed/job_app?for=acme&token=4012345',
      { board: 'acme', jobId: '4012345' },
    ],
    ['https://boards.greenhouse.io/acme?gh_jid=4012345', { board: 'acme', jobId: '4012345' }],
  ])('reads the Greenhouse address %s', (address, expected) => {
    expect(recogniseGreenhouseUrl(new URL(address))).toEqual(expected);
  });

  it.each([
    'https://boards.greenhouse.io/acme',
    'https://boards.greenhouse.io/acme/jobs/not-a-number',
    'https://greenhouse.io.evil.example/acme/jobs/1',
    'https://www.acme.com/careers?gh_jid=4012345',
  ])('does not take %s for a Greenhouse job address', (address) => {
    expect(recogniseGreenhouseUrl(new URL(address))).toBeNull();
  });

  it('finds the Greenhouse job of a company page and the board the page embeds', () => {
    expect(greenhouseJobIdOnCompanyPage(new URL('https://www.acme.com/careers/?gh_jid=4012345'))).toBe(
      '4012345',
    );
    expect(greenhouseJobIdOnCompanyPage(new URL('https://www.acme.com/careers/?gh_jid=x'))).toBeNull();
    const page =
      '<div id="grnhse_app"></div><script src="https://boards.greenhouse.io/embed/job_board/js?for=acme&amp;b=x"></script>';
    expect(greenhouseBoardOnPage(page)).toBe('acme');
    expect(greenhouseBoardOnPage('<script src="/app.js"></script>')).toBeNull();
  });

  it.each([
    [`https://jobs.lever.co/acme/${LEVER_ID}`, { company: 'acme', postingId: LEVER_ID }],
    [`https://jobs.lever.co/acme/${LEVER_ID.toUpperCase()}/apply`, { company: 'acme', postingId: LEVER_ID }],
    ['https://jobs.lever.co/acme', null],
    ['https://jobs.lever.co/acme/not-an-id', null],
    [`https://jobs.lever.co.evil.example/acme/${LEVER_ID}`, null],
  ])('reads the Lever address %s', (address, expected) => {
    expect(recogniseLeverUrl(new URL(address))).toEqual(expected);
  });

  it.each([
    [`https://jobs.ashbyhq.com/notion/${ASHBY_ID}`, { board: 'notion', jobId: ASHBY_ID }],
    [`https://jobs.ashbyhq.com/Acme%20Labs/${ASHBY_ID}/application`, { board: 'Acme Labs', jobId: ASHBY_ID }],
    ['https://jobs.ashbyhq.com/notion', null],
  ])('reads the Ashby address %s', (address, expected) => {
    expect(recogniseAshbyUrl(new URL(address))).toEqual(expected);
  });
});
