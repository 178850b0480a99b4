import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROLES } from '#server/knowledge/index.ts';
import {
  POSTING_FACTS,
  POSTING_FACTS_PATH,
  postingFactsFileSchema,
  postingFactsFor,
} from './posting-facts.ts';

describe('posting-facts.json', () => {
  it('matches its schema: bands rising with the level, work-type shares adding up to 100', () => {
    const parsed = postingFactsFileSchema.safeParse(JSON.parse(readFileSync(POSTING_FACTS_PATH, 'utf8')));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('has the facts of every occupation family, and no family or occupation the knowledge base lacks', () => {
    const families = new Set(ROLES.map((role) => role.family));
    expect(Object.keys(POSTING_FACTS.families).sort()).toEqual([...families].sort());
    const ids = new Set(ROLES.map((role) => role.id));
    expect(Object.keys(POSTING_FACTS.roles).filter((id) => !ids.has(id))).toEqual([]);
    for (const role of ROLES) expect(postingFactsFor(role).pay.mid[0], role.id).toBeGreaterThan(0);
  });

  it('takes an occupation’s own facts over its family’s', () => {
    const teller = ROLES.find((role) => role.id === 'bank-teller');
    if (!teller) throw new Error('no bank teller');
    expect(postingFactsFor(teller).pay).toEqual(POSTING_FACTS.roles['bank-teller']?.pay);
    expect(postingFactsFor(teller).setting).toEqual(POSTING_FACTS.families.banking?.setting);
  });

  it('pays an occupation apart from its family where it differs: a dental assistant below a hygienist below a dentist', () => {
    const payOf = (id: string) => {
      const role = ROLES.find((candidate) => candidate.id === id);
      if (!role) throw new Error(`no ${id}`);
      return postingFactsFor(role).pay.mid[0];
    };
    expect(payOf('dental-assistant')).toBeLessThan(payOf('dental-hygienist'));
    expect(payOf('dental-hygienist')).toBeLessThan(payOf('dentist'));
    expect(payOf('cashier')).toBeLessThan(payOf('store-manager'));
  });

  it('keeps hands-on work on site', () => {
    for (const family of [
      'nursing',
      'building-trades',
      'kitchen-culinary',
      'law-enforcement',
      'trucking-delivery',
    ])
      expect(POSTING_FACTS.families[family]?.workTypes[0], family).toBe(0);
  });
});
