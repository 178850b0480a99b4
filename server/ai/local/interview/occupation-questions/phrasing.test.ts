import { describe, expect, it } from 'vitest';
import type { Skill } from '#server/knowledge/index.ts';
import { inRunningText, skillPhrase, titlePhrase, toolKind, toolPhrase } from './phrasing.ts';

const tool = (name: string, category: string, synonyms: string[] = []): Skill => ({
  name,
  synonyms,
  kind: 'tool',
  category,
});
const hard = (name: string, category: string): Skill => ({ name, synonyms: [], kind: 'hard', category });

describe('inRunningText', () => {
  it.each([
    ['Dental Prophylaxis', 'dental prophylaxis'],
    ['Bill of Quantities', 'bill of quantities'],
    ['Forklift Operation', 'forklift operation'],
    ['Litigation', 'litigation'],
    ['Scaling and Root Planing', 'scaling and root planing'],
    ['Trauma-Informed Care', 'trauma-informed care'],
    ['HR Administration', 'HR administration'],
    ['GAAP', 'GAAP'],
    ['DSM-5', 'DSM-5'],
    ['IFRS 17', 'IFRS 17'],
    ['Swedish Massage', 'Swedish massage'],
    ['English as a Second Language', 'English as a second language'],
    ['Go/No-Go Gauges', 'go/no-go gauges'],
    ['X-Ray Equipment', 'X-ray equipment'],
  ])('writes %s as %s', (name, expected) => {
    expect(inRunningText(name)).toBe(expected);
  });
});

describe('skillPhrase', () => {
  it('writes an activity or a field as a common noun without an article', () => {
    expect(skillPhrase('Dental Prophylaxis', hard('Dental Prophylaxis', 'dentistry'))).toEqual({
      bare: 'dental prophylaxis',
      indefinite: 'dental prophylaxis',
      definite: 'dental prophylaxis',
      proper: false,
    });
  });

  it('keeps languages and programming languages as named', () => {
    expect(skillPhrase('Spanish', hard('Spanish', 'languages')).bare).toBe('Spanish');
    expect(skillPhrase('Mandarin Chinese', hard('Mandarin Chinese', 'languages')).bare).toBe(
      'Mandarin Chinese',
    );
    expect(skillPhrase('American Sign Language').bare).toBe('American Sign Language');
    expect(skillPhrase('Python', hard('Python', 'programming-language')).bare).toBe('Python');
  });

  it('gives a code or method in particular its article and its capitals', () => {
    expect(skillPhrase('National Electrical Code').definite).toBe('the National Electrical Code');
    expect(skillPhrase('Montessori Method').definite).toBe('the Montessori Method');
  });
});

describe('toolPhrase', () => {
  it('writes equipment as a common noun, with an article where it is one countable thing', () => {
    const scalers = toolPhrase('Ultrasonic Scalers', tool('Ultrasonic Scalers', 'medical-equipment'));
    expect(scalers).toEqual({
      bare: 'ultrasonic scalers',
      indefinite: 'ultrasonic scalers',
      definite: 'the ultrasonic scalers',
      proper: false,
    });
    const tractor = toolPhrase(
      'Farm Tractor',
      tool('Farm Tractor', 'agricultural-equipment', ['Farm Tractors']),
    );
    expect(tractor.indefinite).toBe('a farm tractor');
    expect(tractor.definite).toBe('the farm tractor');
    expect(toolPhrase('ATV', tool('ATV', 'agricultural-equipment', ['ATVs'])).indefinite).toBe('an ATV');
    expect(toolPhrase('HEPA Vacuum', tool('HEPA Vacuum', 'trade-tools')).indefinite).toBe('a HEPA vacuum');
    expect(toolPhrase('Air Polisher', tool('Air Polisher', 'medical-equipment')).indefinite).toBe(
      'an air polisher',
    );
  });

  it('writes a kind of equipment or software that is uncountable without an article', () => {
    const software = toolPhrase(
      'Church Management Software',
      tool('Church Management Software', 'church-software'),
    );
    expect(software.indefinite).toBe('church management software');
    expect(software.definite).toBe('the church management software');
  });

  it('keeps products as named', () => {
    for (const [name, category] of [
      ['Dentrix', 'health-systems'],
      ['Open Dental', 'health-systems'],
      ['QuickBooks', 'finance'],
      ['Adobe Premiere Pro', 'media-production'],
      ['Pro Tools', 'media-production'],
      ['eClinicalWorks', 'health-systems'],
      ['PACS', 'health-systems'],
    ] as const) {
      const phrase = toolPhrase(name, tool(name, category));
      expect(phrase, name).toEqual({ bare: name, indefinite: name, definite: name, proper: true });
    }
  });
});

describe('toolKind', () => {
  it('tells software from equipment', () => {
    expect(toolKind('Dentrix', tool('Dentrix', 'health-systems'))).toBe('software');
    expect(toolKind('Electronic Health Records', tool('Electronic Health Records', 'health-systems'))).toBe(
      'software',
    );
    expect(
      toolKind('Fire Inspection Software', tool('Fire Inspection Software', 'public-safety-equipment')),
    ).toBe('software');
    expect(toolKind('Ultrasonic Scalers', tool('Ultrasonic Scalers', 'medical-equipment'))).toBe('equipment');
    expect(toolKind('CEREC', tool('CEREC', 'medical-equipment'))).toBe('equipment');
  });
});

describe('titlePhrase', () => {
  it('writes a job title in lower case with its article, acronyms kept', () => {
    expect(titlePhrase('Lead Dental Hygienist')).toBe('a lead dental hygienist');
    expect(titlePhrase('Head of Bookings')).toBe('a head of bookings');
    expect(titlePhrase('RN Supervisor')).toBe('an RN supervisor');
  });
});
