import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '#server/knowledge/index.ts';
import type { Seniority } from '#server/knowledge/seniority.ts';
import { SAMPLE_CATALOGUE_SIZE } from '../sample-catalogue.ts';
import { generateSampleCatalogue, SAMPLE_DEAL, type SamplePosting } from './generate.ts';
import { payBandsFor } from './salaries.ts';

const catalogue = generateSampleCatalogue(2_400);
const wholeCatalogue = generateSampleCatalogue(SAMPLE_CATALOGUE_SIZE);
const rolesById = new Map(ROLES.map((role) => [role.id, role]));

function roleOf(posting: SamplePosting): Role {
  const role = rolesById.get(posting.roleId);
  if (!role) throw new Error(`Unknown role ${posting.roleId}`);
  return role;
}

const share = (predicate: (posting: SamplePosting) => boolean) =>
  catalogue.filter(predicate).length / catalogue.length;

describe('generateSampleCatalogue', () => {
  it('deals every occupation its turns each round, a common one twelve for one of any other', () => {
    const turns = new Map<string, number>();
    for (const role of SAMPLE_DEAL) turns.set(role.id, (turns.get(role.id) ?? 0) + 1);
    expect([...turns.keys()].sort()).toEqual(ROLES.map((role) => role.id).sort());
    expect(turns.get('registered-nurse')).toBe(12);
    expect(turns.get('forklift-operator')).toBe(12);
    expect(turns.get('astronomer')).toBe(1);
    const perRole = new Map<string, number>();
    for (const posting of wholeCatalogue) perRole.set(posting.roleId, (perRole.get(posting.roleId) ?? 0) + 1);
    for (const [id, count] of turns) expect(perRole.get(id), id).toBe(2 * count);
  });

  it('has postings at every level in every SOC major group', () => {
    const levelsByGroup = new Map<string, Set<Seniority>>();
    for (const posting of wholeCatalogue) {
      const group = roleOf(posting).soc.slice(0, 2);
      levelsByGroup.set(group, (levelsByGroup.get(group) ?? new Set()).add(posting.seniority));
    }
    expect(levelsByGroup.size).toBe(23);
    for (const [group, levels] of levelsByGroup) expect([group, levels.size]).toEqual([group, 3]);
  });

  it('titles postings by the rungs of an occupation’s ladder at their level', () => {
    const senior = new Set(['senior', 'lead', 'manager', 'head', 'director', 'chief']);
    let rungTitled = 0;
    for (const posting of catalogue) {
      const rung = roleOf(posting).ladder.find((candidate) => candidate.titles.includes(posting.title));
      if (!rung || posting.seniority === 'mid') continue;
      rungTitled += 1;
      expect([posting.title, senior.has(rung.level)]).toEqual([
        posting.title,
        posting.seniority === 'senior',
      ]);
    }
    expect(rungTitled).toBeGreaterThan(catalogue.length * 0.05);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateSampleCatalogue(2_400)).toEqual(catalogue);
    expect(generateSampleCatalogue(2_400, 'careerpilot-sample-v1')).toEqual(catalogue);
    const other = generateSampleCatalogue(2_400, 'another-seed');
    expect(other).not.toEqual(catalogue);
    const samePosition = other.filter((posting, index) => posting.title === catalogue[index]?.title).length;
    expect(samePosition / other.length).toBeLessThan(0.2);
  });

  it('keeps each posting when only the count changes', () => {
    expect(generateSampleCatalogue(150)).toEqual(catalogue.slice(0, 150));
  });

  it('numbers postings with unique external ids', () => {
    expect(catalogue[0]?.externalId).toBe('sample-000001');
    expect(catalogue.at(-1)?.externalId).toBe('sample-002400');
    expect(new Set(catalogue.map((posting) => posting.externalId)).size).toBe(catalogue.length);
    for (const posting of catalogue) expect(posting.externalId).toMatch(/^sample-\d{6}$/);
  });

  it('lists 4 to 8 distinct skills of the role, the most important first, at most one soft skill', () => {
    for (const posting of catalogue) {
      const role = roleOf(posting);
      const skills = new Set([...role.hardSkills, ...role.tools, ...role.softSkills]);
      expect(posting.requirements.length).toBeGreaterThanOrEqual(4);
      expect(posting.requirements.length).toBeLessThanOrEqual(8);
      expect(new Set(posting.requirements).size).toBe(posting.requirements.length);
      for (const requirement of posting.requirements) expect(skills.has(requirement), requirement).toBe(true);
      expect(posting.requirements[0]).toBe(role.hardSkills[0]);
      expect(
        posting.requirements.filter((skill) => role.softSkills.includes(skill)).length,
      ).toBeLessThanOrEqual(1);
    }
  });

  it('gives a salary range rounded to 1 000, or none for about 15 % of postings', () => {
    for (const posting of catalogue) {
      if (posting.salaryMin === null || posting.salaryMax === null) {
        expect(posting.salaryMin).toBeNull();
        expect(posting.salaryMax).toBeNull();
        continue;
      }
      expect(posting.salaryMin).toBeLessThan(posting.salaryMax);
      expect(posting.salaryMin % 1000).toBe(0);
      expect(posting.salaryMax % 1000).toBe(0);
      expect(posting.salaryMin).toBeGreaterThanOrEqual(20_000);
      expect(posting.salaryMax).toBeLessThanOrEqual(600_000);
    }
    const withoutSalary = share((posting) => posting.salaryMin === null);
    expect(withoutSalary).toBeGreaterThanOrEqual(0.1);
    expect(withoutSalary).toBeLessThanOrEqual(0.2);
  });

  it('pays more at each step up in seniority', () => {
    for (const role of ROLES) {
      const bands = payBandsFor(role);
      for (const band of [bands.entry, bands.mid, bands.senior]) expect(band[0]).toBeLessThan(band[1]);
      expect(bands.entry[0]).toBeLessThan(bands.mid[0]);
      expect(bands.mid[0]).toBeLessThan(bands.senior[0]);
      expect(bands.entry[1]).toBeLessThan(bands.mid[1]);
      expect(bands.mid[1]).toBeLessThan(bands.senior[1]);
    }
  });

  it('places remote postings at "Remote" and the others in a US city', () => {
    for (const posting of catalogue) {
      expect(posting.workType === 'remote').toBe(posting.location === 'Remote');
      if (posting.workType !== 'remote') expect(posting.location).toMatch(/^[A-Z][A-Za-z. ]+, [A-Z]{2}$/);
    }
    const cities = new Set(
      catalogue.filter((posting) => posting.workType !== 'remote').map((p) => p.location),
    );
    expect(cities.size).toBeGreaterThanOrEqual(40);
  });

  it('mixes work types, but never makes hands-on jobs remote', () => {
    for (const workType of ['remote', 'hybrid', 'onsite'] as const) {
      const workTypeShare = share((posting) => posting.workType === workType);
      // Most of the world's work is done on site: trades, care, kitchens and plants are never remote.
      expect(workTypeShare).toBeGreaterThanOrEqual(0.1);
      expect(workTypeShare).toBeLessThanOrEqual(0.75);
    }
    const handsOn = new Set(['teacher', 'chef', 'electrician', 'store-manager', 'registered-nurse']);
    const remoteHandsOn = catalogue.filter(
      (posting) =>
        posting.workType === 'remote' &&
        (['nursing', 'building-trades', 'kitchen-culinary'].includes(roleOf(posting).family) ||
          handsOn.has(posting.roleId)),
    );
    expect(remoteHandsOn).toEqual([]);
  });

  it('mixes seniority about 25 / 50 / 25', () => {
    const shareOf = (seniority: Seniority) => share((posting) => posting.seniority === seniority);
    expect(shareOf('entry')).toBeGreaterThanOrEqual(0.15);
    expect(shareOf('entry')).toBeLessThanOrEqual(0.35);
    expect(shareOf('mid')).toBeGreaterThanOrEqual(0.4);
    expect(shareOf('mid')).toBeLessThanOrEqual(0.6);
    expect(shareOf('senior')).toBeGreaterThanOrEqual(0.15);
    expect(shareOf('senior')).toBeLessThanOrEqual(0.35);
  });

  it('names at least 300 different companies', () => {
    expect(new Set(catalogue.map((posting) => posting.company)).size).toBeGreaterThanOrEqual(300);
  });

  it('hires clinicians at places that employ them', () => {
    const schools = /School District|Community College|Academy|Public Schools|Learning$/;
    const shops = /Outfitters|Goods|Supply Co\.|Home$/;
    for (const posting of catalogue) {
      const family = roleOf(posting).family;
      if (family === 'clinical-medicine') expect(posting.company).not.toMatch(schools);
      if (family === 'pharmacy') expect(posting.company).not.toMatch(shops);
    }
  });

  it('uses the role’s industry or one of its other industries, mostly its own', () => {
    for (const posting of catalogue) {
      const role = roleOf(posting);
      expect([role.industry, ...role.otherIndustries]).toContain(posting.industry);
    }
    expect(share((posting) => posting.industry === roleOf(posting).industry)).toBeGreaterThan(0.6);
  });

  it('titles postings with varied, filled-in titles', () => {
    for (const posting of catalogue) expect(posting.title).toMatch(/^[A-Za-z0-9][^{}]*[A-Za-z0-9)]$/);
    expect(new Set(catalogue.map((posting) => posting.title)).size).toBeGreaterThan(500);
    expect(catalogue.some((posting) => posting.title.startsWith('Senior '))).toBe(true);
    expect(catalogue.some((posting) => posting.title.startsWith('Junior '))).toBe(true);
    expect(catalogue.some((posting) => posting.title.includes(' – '))).toBe(true);
  });

  it('describes each posting in 2 to 4 sentences naming the company, requirements and an impact area', () => {
    for (const posting of catalogue) {
      const role = roleOf(posting);
      const { description } = posting;
      expect(description).toContain(posting.company);
      expect(
        posting.requirements.filter((skill) => description.includes(skill)).length,
      ).toBeGreaterThanOrEqual(2);
      expect(role.impactAreas.some((area) => description.includes(area))).toBe(true);
      // Company and city names may contain full stops ('Supply Co.', 'St. Louis'), so leave them out when counting.
      const city = posting.location.split(',')[0] ?? '';
      const sentences = description
        .replaceAll(posting.company, 'Company')
        .replaceAll(city, 'City')
        .split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
    }
  });

  it('dates postings 0 to 45 days ago', () => {
    for (const posting of catalogue) {
      expect(Number.isInteger(posting.postedDaysAgo)).toBe(true);
      expect(posting.postedDaysAgo).toBeGreaterThanOrEqual(0);
      expect(posting.postedDaysAgo).toBeLessThanOrEqual(45);
    }
  });

  it('generates 100 000 postings', () => {
    const large = generateSampleCatalogue(100_000);
    expect(large).toHaveLength(100_000);
    expect(large.at(-1)?.externalId).toBe('sample-100000');
  });
});
