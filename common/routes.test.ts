import { describe, expect, it } from 'vitest';
import {
  APP_PATHS,
  isAppPath,
  NOT_FOUND_PATH,
  prerenderedPageFile,
  SCREEN_PATHS,
  tailorPath,
} from './routes.ts';

describe('isAppPath', () => {
  it('knows the tailoring screen under Resume AI, with or without a trailing slash', () => {
    expect(isAppPath(APP_PATHS.resumeTailor)).toBe(true);
    expect(isAppPath('/resume/tailor/')).toBe(true);
  });

  it('knows no other path under Resume AI', () => {
    expect(isAppPath('/resume/other')).toBe(false);
    expect(isAppPath('/resume/tailor/7')).toBe(false);
  });
});

describe('tailorPath', () => {
  it("names the resume in the tailoring screen's address", () => {
    expect(tailorPath(42)).toBe('/resume/tailor?resume=42');
  });
});

describe('prerenderedPageFile', () => {
  it("names each screen's own page, a trailing slash included", () => {
    expect(prerenderedPageFile('/')).toBe('pages/index.html');
    expect(prerenderedPageFile('/dashboard')).toBe('pages/dashboard.html');
    expect(prerenderedPageFile('/resume/tailor/')).toBe('pages/resume/tailor.html');
    expect(prerenderedPageFile('/waitlist/confirm')).toBe('pages/waitlist/confirm.html');
  });

  it('gives every other path, the not-found path too, the not-found page', () => {
    expect(prerenderedPageFile('/dashboard.html')).toBe('pages/not-found.html');
    expect(prerenderedPageFile('/../etc/passwd')).toBe('pages/not-found.html');
    expect(prerenderedPageFile(NOT_FOUND_PATH)).toBe('pages/not-found.html');
  });

  it('gives every screen a page of its own', () => {
    const files = SCREEN_PATHS.map((path) => prerenderedPageFile(path));
    expect(new Set(files).size).toBe(SCREEN_PATHS.length);
    expect(files).not.toContain('pages/not-found.html');
  });

  it("names the page for a visitor without a session beside the screen's own", () => {
    expect(prerenderedPageFile('/applications', { withoutSession: true })).toBe(
      'pages/applications.without-session.html',
    );
    expect(prerenderedPageFile('/', { withoutSession: true })).toBe('pages/index.without-session.html');
    expect(prerenderedPageFile('/nowhere', { withoutSession: true })).toBe(
      'pages/not-found.without-session.html',
    );
  });
});
