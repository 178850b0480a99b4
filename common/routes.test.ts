import { describe, expect, it } from 'vitest';
import { APP_PATHS, isAppPath, tailorPath } from './routes.ts';

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
