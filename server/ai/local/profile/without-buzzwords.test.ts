import { describe, expect, it } from 'vitest';
import { carriesFacts, ownSentence, withoutBuzzwords } from './without-buzzwords.ts';

describe('withoutBuzzwords', () => {
  it('cuts a buzzword with the comma or the word that joined it', () => {
    expect(
      withoutBuzzwords('Passionate, results-driven marketer with 8 years of experience in B2B SaaS.'),
    ).toBe('Marketer with 8 years of experience in B2B SaaS.');
    expect(withoutBuzzwords('Dynamic and strategic finance executive with 20 years in manufacturing.')).toBe(
      'Strategic finance executive with 20 years in manufacturing.',
    );
  });

  it('cuts the article and adjective that introduce a buzzword', () => {
    expect(withoutBuzzwords("I'm a designer and a true self-starter.")).toBe("I'm a designer.");
  });

  it('leaves a sentence alone when it has no buzzword', () => {
    expect(withoutBuzzwords('I run paid acquisition for D2C brands.')).toBe(
      'I run paid acquisition for D2C brands.',
    );
  });

  it('gives nothing when what is left is the rest of a phrase', () => {
    expect(withoutBuzzwords('A proven track record of value creation.')).toBeUndefined();
    expect(withoutBuzzwords('Detail-oriented team player who loves a good QBR.')).toBeUndefined();
  });
});

describe('ownSentence', () => {
  it('keeps a sentence with facts as written when its buzzwords cannot be cut cleanly', () => {
    expect(ownSentence('A proven track record at Calder Industrial.')).toBe(
      'A proven track record at Calder Industrial.',
    );
    expect(ownSentence('A proven track record of value creation.')).toBeUndefined();
  });

  it('reads figures and names inside a sentence as facts, not the pronoun or the first word', () => {
    expect(carriesFacts('Grew pipeline 62%.')).toBe(true);
    expect(carriesFacts('I led the team at Fieldstone.')).toBe(true);
    expect(carriesFacts("I'm a team player.")).toBe(false);
  });
});

describe('the buzzwords of a profile', () => {
  it('are the resume clichés and the words LinkedIn finds overused, the longest found whole', () => {
    expect(withoutBuzzwords('Passionate marketer with 8 years in B2B SaaS.')).toBe(
      'Marketer with 8 years in B2B SaaS.',
    );
    expect(withoutBuzzwords('Passionate about dashboards.')).toBeUndefined();
  });
});
