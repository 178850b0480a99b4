import { describe, expect, it } from 'vitest';
import { ROLES } from './index.ts';
import { LICENCES, licenceForRole, licenceIncludes, licencesOf } from './licences.ts';

const licence = (id: string) => LICENCES.find((entry) => entry.id === id) ?? expect.fail(id);

describe('licences', () => {
  it('name only roles and licences that exist', () => {
    const roleIds = new Set(ROLES.map((role) => role.id));
    const licenceIds = new Set(LICENCES.map((entry) => entry.id));
    for (const entry of LICENCES) {
      for (const roleId of entry.roles) expect(roleIds, `${entry.id}: ${roleId}`).toContain(roleId);
      for (const included of entry.includes)
        expect(licenceIds, `${entry.id}: ${included}`).toContain(included);
    }
  });

  it('gives a licensed role its licence and an unlicensed one none', () => {
    expect(licenceForRole('nurse-practitioner')?.id).toBe('aprn');
    expect(licenceForRole('data-analyst')).toBeUndefined();
  });

  it('counts what a licence includes', () => {
    expect(licenceIncludes(licence('aprn'), licence('rn'))).toBe(true);
    expect(licenceIncludes(licence('rn'), licence('aprn'))).toBe(false);
  });

  it('reads held licences from roles and from a skills list, with what they include', () => {
    expect(licencesOf(['registered-nurse'], [])).toEqual(new Set(['rn']));
    expect(licencesOf([], ['FNP-BC', 'Epic'])).toEqual(new Set(['aprn', 'rn']));
    expect(licencesOf(['data-scientist'], ['Principal Component Analysis', 'Python'])).toEqual(new Set());
  });
});
