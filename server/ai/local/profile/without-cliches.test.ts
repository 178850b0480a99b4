import { describe, expect, it } from 'vitest';
import { carriesFacts, ownSentence, withoutCliches } from './without-cliches.ts';

describe('withoutCliches', () => {
  it('cuts a cliché with the comma or the word that joined it', () => {
    expect(
      withoutCliches('Passionate, results-driven marketer with 8 years of experience in B2B SaaS.'),
    ).toBe('Marketer with 8 years of experience in B2B SaaS.');
    expect(withoutCliches('Dynamic and strategic finance executive with 20 years in manufacturing.')).toBe(
      'Strategic finance executive with 20 years in manufacturing.',
    );
  });

  it('cuts the article and adjective that introduce a cliché', () => {
    expect(withoutCliches("I'm a designer and a true self-starter.")).toBe("I'm a designer.");
  });

  it('leaves a sentence alone when it has no cliché', () => {
    expect(withoutCliches('I run paid acquisition for D2C brands.')).toBe(
      'I run paid acquisition for D2C brands.',
    );
  });

  it('gives nothing when what is left is the rest of a phrase', () => {
    expect(withoutCliches('A proven track record of value creation.')).toBeUndefined();
    expect(withoutCliches('Detail-oriented team player who loves a good QBR.')).toBeUndefined();
  });
});

describe('ownSentence', () => {
  it('keeps a sentence with facts as written when its clichés cannot be cut cleanly', () => {
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
