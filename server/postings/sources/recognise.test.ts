import { describe, expect, it } from 'vitest';
import { scanPostingPage } from '../read-page.ts';
import { ashbyBoardApiUrl, recogniseAshbyUrl } from './ashby.ts';
import {
  greenhouseBoardApiUrl,
  greenhouseJobApiUrl,
  greenhouseJobIdOnCompanyPage,
  recogniseGreenhouseUrl,
} from './greenhouse.ts';
import { leverPostingApiUrl, leverPostingsApiUrl, recogniseLeverUrl } from './lever.ts';

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
    const boardOn = (html: string) => scanPostingPage(html, { findGreenhouseBoard: true }).greenhouseBoard;
    expect(boardOn(page)).toBe('acme');
    expect(boardOn('<script src="/app.js"></script>')).toBeNull();
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

  it.each([
    'https://boards.greenhouse.io/embed/job_app?for=..&token=5',
    'https://boards.greenhouse.io/embed/job_app?for=.&token=5',
    'https://boards.greenhouse.io/embed/job_app?for=%252e%252e&token=5',
    'https://boards.greenhouse.io/embed/job_app?for=%20..%20&token=5',
    'https://boards.greenhouse.io/embed/job_app?for=a%2Fb&token=5',
    'https://boards.greenhouse.io/embed/job_app?for=a%3Fb&token=5',
    'https://boards.greenhouse.io/%252e%252e/jobs/5',
    'https://boards.greenhouse.io/%252e?gh_jid=5',
  ])('takes no dot segment or other non-name for a Greenhouse board: %s', (address) => {
    expect(recogniseGreenhouseUrl(new URL(address))).toBeNull();
  });

  it.each([
    `https://jobs.lever.co/%20..%20/${LEVER_ID}`,
    `https://jobs.lever.co/%252e%252e/${LEVER_ID}`,
    `https://jobs.lever.co/%252e/${LEVER_ID}`,
    `https://jobs.lever.co/a%3Fb/${LEVER_ID}`,
  ])('takes no dot segment or other non-name for a Lever company: %s', (address) => {
    expect(recogniseLeverUrl(new URL(address))).toBeNull();
  });

  it.each([
    `https://jobs.ashbyhq.com/%252e%252e/${ASHBY_ID}`,
    `https://jobs.ashbyhq.com/%20.%20/${ASHBY_ID}`,
    `https://jobs.ashbyhq.com/a%23b/${ASHBY_ID}`,
  ])('takes no dot segment or other non-name for an Ashby board: %s', (address) => {
    expect(recogniseAshbyUrl(new URL(address))).toBeNull();
  });

  it('takes no dot segment for the board a company page embeds', () => {
    const page = '<script src="https://boards.greenhouse.io/embed/job_board/js?for=.."></script>';
    expect(scanPostingPage(page, { findGreenhouseBoard: true }).greenhouseBoard).toBeNull();
  });
});

describe('the API addresses of postings and boards', () => {
  const base = 'https://api.example/base/';

  it('encode every segment, board names and ids alike', () => {
    expect(greenhouseJobApiUrl(base, { board: 'Acme Labs', jobId: '5' })).toBe(
      'https://api.example/base/v1/boards/Acme%20Labs/jobs/5?pay_transparency=true',
    );
    expect(greenhouseBoardApiUrl(base, 'a#b')).toBe(
      'https://api.example/base/v1/boards/a%23b/jobs?content=true',
    );
    expect(leverPostingApiUrl(base, { company: 'a?b', postingId: 'x/y' })).toBe(
      'https://api.example/base/v0/postings/a%3Fb/x%2Fy?mode=json',
    );
    expect(leverPostingsApiUrl(base, 'a b', 0, 100)).toBe(
      'https://api.example/base/v0/postings/a%20b?mode=json&skip=0&limit=100',
    );
    expect(ashbyBoardApiUrl(base, 'Acme Labs')).toBe(
      'https://api.example/base/posting-api/job-board/Acme%20Labs?includeCompensation=true',
    );
  });

  it.each(['.', '..'])('refuse %s as a segment, which would lead elsewhere on the API host', (name) => {
    expect(() => greenhouseJobApiUrl(base, { board: name, jobId: '5' })).toThrow(/segment/);
    expect(() => greenhouseBoardApiUrl(base, name)).toThrow(/segment/);
    expect(() => leverPostingApiUrl(base, { company: 'acme', postingId: name })).toThrow(/segment/);
    expect(() => leverPostingsApiUrl(base, name, 0, 100)).toThrow(/segment/);
    expect(() => ashbyBoardApiUrl(base, name)).toThrow(/segment/);
  });
});
