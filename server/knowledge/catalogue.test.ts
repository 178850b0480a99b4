import { describe, expect, it } from 'vitest';
import { checkCatalogue } from './catalogue-check.ts';
import { ROLES } from './roles.ts';
import { findRole, namesAJobAlone, readTitle } from './titles.ts';

/** The 23 major groups of SOC 2018. */
const MAJOR_GROUPS = [
  '11',
  '13',
  '15',
  '17',
  '19',
  '21',
  '23',
  '25',
  '27',
  '29',
  '31',
  '33',
  '35',
  '37',
  '39',
  '41',
  '43',
  '45',
  '47',
  '49',
  '51',
  '53',
  '55',
];

const report = checkCatalogue();

describe('the occupation catalogue', () => {
  it('has files that match the schema and hold together: ids, titles and skills defined once, all referenced', () => {
    expect(report.errors).toEqual([]);
  });

  it('covers every SOC major group, at least 800 detailed occupations and 12 000 titles', () => {
    const groups = new Set(ROLES.map((role) => role.soc.slice(0, 2)));
    expect([...groups].sort()).toEqual(MAJOR_GROUPS);
    expect(report.stats.socCodes).toBeGreaterThanOrEqual(800);
    expect(report.stats.titles).toBeGreaterThanOrEqual(12_000);
  });

  it('gives every occupation a SOC code of its major group and at least one industry', () => {
    for (const role of ROLES) {
      expect(role.soc, role.id).toMatch(/^\d{2}-\d{4}$/);
      expect(role.industry, role.id).toBeTruthy();
    }
  });

  it('reads every title, alias and rung title as its own occupation, and a rung title at its rung', () => {
    const misread: string[] = [];
    for (const role of ROLES) {
      // One word that is a rank or a generic noun ('Principal', 'Consultant') names no job alone, by design.
      for (const title of [role.title, ...role.aliases].filter(namesAJobAlone))
        if (findRole(title) !== role)
          misread.push(`${title} → ${findRole(title)?.id ?? 'nothing'} (${role.id})`);
      for (const rung of role.ladder)
        for (const title of rung.titles) {
          const reading = readTitle(title);
          if (reading?.role !== role || reading.level !== rung.level)
            misread.push(
              `${title} → ${reading?.role.id ?? 'nothing'} ${reading?.level} (${role.id} ${rung.level})`,
            );
        }
    }
    expect(misread).toEqual([]);
  });
});
