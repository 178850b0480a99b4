import { describe, expect, it } from 'vitest';
import { APP_PATHS } from '#common/routes.ts';
import { isActivePath, NAV_LINKS } from './nav-links.ts';

describe('NAV_LINKS', () => {
  it('keeps the specification’s five links in their order, and Applications after Career Guide', () => {
    expect(NAV_LINKS.map(({ label }) => label)).toEqual([
      'Dashboard',
      'Resume AI',
      'LinkedIn Pro',
      'Interview Prep',
      'Career Guide',
      'Applications',
    ]);
  });
});

describe('isActivePath', () => {
  it('is active when the current path starts with the link path', () => {
    expect(isActivePath('/resume', '/resume')).toBe(true);
    expect(isActivePath('/resume/42', '/resume')).toBe(true);
  });

  it('keeps Resume AI, and only it, active on the tailoring screen', () => {
    expect(NAV_LINKS.filter((link) => isActivePath(APP_PATHS.resumeTailor, link.href))).toEqual([
      expect.objectContaining({ label: 'Resume AI' }),
    ]);
  });

  it('is not active on another screen', () => {
    expect(isActivePath('/dashboard', '/resume')).toBe(false);
    expect(isActivePath('/', '/dashboard')).toBe(false);
  });

  it('marks exactly one navigation link on each screen', () => {
    for (const { href } of NAV_LINKS) {
      expect(NAV_LINKS.filter((link) => isActivePath(href, link.href))).toEqual([
        expect.objectContaining({ href }),
      ]);
    }
  });
});
