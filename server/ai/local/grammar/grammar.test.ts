import { describe, expect, it } from 'vitest';
import { opensMidPhrase, sentenceFaults } from './grammar.ts';

describe('sentenceFaults', () => {
  it('passes plain sentences and headline segments', () => {
    expect(sentenceFaults('Marketer with 8 years of experience in B2B SaaS.')).toEqual([]);
    expect(sentenceFaults('Building logistics platforms that scale')).toEqual([]);
    expect(sentenceFaults('iOS developer for 6 years.')).toEqual([]);
    expect(sentenceFaults('I said that that plan had had its day.')).toEqual([]);
  });

  it('rejects a fragment opening in lower case', () => {
    expect(sentenceFaults('love turning messy funnels into predictable revenue')).toEqual([
      'opens in lower case',
    ]);
  });

  it('rejects a sentence ending on a preposition, article or conjunction', () => {
    expect(sentenceFaults('Designer and a')).toEqual(["ends on 'a'"]);
    expect(sentenceFaults('Open to conversations about.')).toEqual(["ends on 'about'"]);
  });

  it('rejects a word written twice in a row', () => {
    expect(sentenceFaults('Led the the migration.')).toEqual(["'the' twice"]);
  });

  it('rejects a phrase of three words said twice, and a bracket inside a bracket', () => {
    expect(
      sentenceFaults('Trauma Nursing Core Course (Trauma Nursing Core Course (TNCC)) instructor.'),
    ).toEqual(["'trauma nursing core' twice", 'a bracket inside a bracket']);
    expect(sentenceFaults('Built APIs (Go, PostgreSQL) in the US and in the UK.')).toEqual([]);
  });

  it("rejects a company's name used as an adjective", () => {
    expect(
      sentenceFaults('Open to conversations about Marketing Manager at Brightwave Software work.'),
    ).toEqual(["'at Brightwave Software work'"]);
    expect(sentenceFaults('Marketing Manager at Brightwave Software since 2021.')).toEqual([]);
  });

  it('rejects punctuation left where a word was taken out', () => {
    expect(sentenceFaults('Skills: .')).toEqual(["':.' with nothing between"]);
    expect(sentenceFaults('Marketer with SEO, , and CRM.')).toEqual(["',,' with nothing between"]);
  });
});

describe('opensMidPhrase', () => {
  it('tells the rest of a phrase from a sentence', () => {
    expect(opensMidPhrase('of value creation.')).toBe(true);
    expect(opensMidPhrase('who loves a good QBR.')).toBe(true);
    expect(opensMidPhrase('Marketer with 8 years.')).toBe(false);
  });
});
