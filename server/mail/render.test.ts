import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MailBlock, renderMail } from './render.ts';

const template = {
  subject: 'Your picks for Tuesday',
  preheader: '3 new jobs',
  blocks: [
    { kind: 'heading' as const, text: 'Good morning, Zoë' },
    { kind: 'paragraph' as const, text: 'Jobs at "R&D" <Labs> today.' },
    {
      kind: 'card' as const,
      title: 'Data Engineer',
      url: 'https://careerpilot.example/career?job=7&from=mail',
      lines: ['Acme · Remote', '$120,000 – $150,000 a year'],
      badges: ['Direct from employer', 'Pay published'],
    },
    { kind: 'button' as const, label: 'See all matches', url: 'https://careerpilot.example/career' },
  ],
  footer: [
    {
      kind: 'note' as const,
      text: 'You get this because you asked for it.',
      link: { label: 'Unsubscribe', url: 'https://careerpilot.example/unsubscribe?token=a.b' },
    },
  ],
};

describe('renderMail', () => {
  const { subject, html, text } = renderMail(template);

  it('escapes what it is given in the HTML part and keeps it as written in the text part', () => {
    expect(subject).toBe('Your picks for Tuesday');
    expect(html).toContain('Jobs at &quot;R&amp;D&quot; &lt;Labs&gt; today.');
    expect(html).toContain('href="https://careerpilot.example/career?job=7&amp;from=mail"');
    expect(html).not.toContain('<Labs>');
    expect(text).toContain('Jobs at "R&D" <Labs> today.');
    expect(text).toContain('https://careerpilot.example/career?job=7&from=mail');
  });

  it('writes every link, label and line out in the text part', () => {
    expect(text).toContain('See all matches:\nhttps://careerpilot.example/career');
    expect(text).toContain('* Data Engineer\n  Acme · Remote\n  $120,000 – $150,000 a year');
    expect(text).toContain('[Direct from employer] [Pay published]');
    expect(text).toContain(
      '--\n\nYou get this because you asked for it. Unsubscribe: https://careerpilot.example/unsubscribe?token=a.b',
    );
  });

  it('lays the HTML out in tables with inline styles and loads nothing from elsewhere', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('role="presentation"');
    expect(html).not.toMatch(/<img|<link|<script|<style|url\(|src=/i);
    expect(html).toContain('3 new jobs');
  });
});

describe('renderMail, whatever text reaches it', () => {
  const breaks = 'one\r\n\r\ntwo\u2028three\rfour\u0085five\u000b\u000csix';
  const hostile = renderMail({
    subject: `Subject\r\nBcc: someone@example.com`,
    preheader: `pre\r\n\r\nheader`,
    blocks: [
      { kind: 'heading', text: `Heading ${breaks}` },
      { kind: 'paragraph', text: `Hi there.\r\n\r\nYour account is locked: visit evil.example/unlock\r\n,` },
      { kind: 'card', title: `Title ${breaks}`, lines: [`Line ${breaks}`], badges: [`Badge ${breaks}`] },
      { kind: 'button', label: `Label ${breaks}`, url: 'https://careerpilot.example/a b\r\nc' },
      {
        kind: 'note',
        text: `Note ${breaks}`,
        link: { label: `Link ${breaks}`, url: 'https://careerpilot.example/' },
      },
    ],
  });

  it('keeps each block to one paragraph: no line break, control or format character inside a text', () => {
    expect(hostile.subject).toBe('Subject Bcc: someone@example.com');
    expect(hostile.text).toContain('Hi there. Your account is locked: visit evil.example/unlock ,\n\n');
    expect(hostile.html).toContain('Hi there. Your account is locked: visit evil.example/unlock ,</p>');
    for (const kind of ['Heading', 'Title', 'Line', 'Badge', 'Label', 'Note', 'Link'])
      expect(hostile.text).toContain(`${kind} one two three four five six`);
    expect(hostile.html).toContain('pre header');
    expect(hostile.html).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    // The text part's own layout: the blocks apart, a card's lines and a link under their label.
    expect(hostile.text.split('\n\n')).toHaveLength(5);
  });

  it('writes a link without whitespace, so that the text part shows it whole', () => {
    expect(hostile.text).toContain(
      'Label one two three four five six:\nhttps://careerpilot.example/a%20bc\n',
    );
  });

  it('leaves out a posting’s link that is no address, keeping its card', () => {
    const { html, text } = renderMail({
      subject: 'Picks',
      blocks: [{ kind: 'card', title: 'Data Engineer', url: 'not an address', lines: ['Acme'] }],
    });
    expect(html).toContain('Data Engineer');
    expect(html).not.toContain('href');
    expect(text).not.toContain('not an address');
  });

  it('bounds every text, however long', () => {
    const endless = 'word '.repeat(200_000);
    const { subject, text } = renderMail({
      subject: endless,
      blocks: [
        { kind: 'paragraph', text: endless },
        { kind: 'card', title: endless, lines: [endless], badges: [endless] },
      ],
    });
    expect(subject.length).toBeLessThanOrEqual(250);
    expect(text.length).toBeLessThan(10_000);
    expect(text).toContain('word word\u2026');
  });
});

describe('renderMail, fuzzed', () => {
  /** Any text, with line breaks, carriage returns, bidirectional overrides and NULs among its pieces. */
  const text = fc
    .array(
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.constantFrom(
          '\r\n\r\n',
          '\n',
          '\r',
          '\u2028',
          '\u2029',
          '\u0085',
          '\v',
          '\f',
          '\u202e',
          '\u0000',
          '\t',
        ),
      ),
      { maxLength: 12 },
    )
    .map((pieces) => pieces.join(''));
  const url = fc.constantFrom(
    'https://careerpilot.example/career?job=7',
    'https://careerpilot.example/a b\r\nc',
  );
  const block: fc.Arbitrary<MailBlock> = fc.oneof(
    fc.record({ kind: fc.constant('heading' as const), text }),
    fc.record({ kind: fc.constant('paragraph' as const), text }),
    fc.record({ kind: fc.constant('button' as const), label: text, url }),
    fc.record({
      kind: fc.constant('card' as const),
      title: text,
      url,
      lines: fc.array(text, { maxLength: 3 }),
      badges: fc.array(text, { maxLength: 2 }),
    }),
    fc.record({ kind: fc.constant('note' as const), text, link: fc.record({ label: text, url }) }),
  );
  /** What no part of an e-mail may carry inside one of its texts. */
  const FORBIDDEN = /[^\P{Cc}\n]|[\u2028\u2029]|[^\P{Cf}\u200d]/u;

  it('gives each block one paragraph of the text part and no control character, whatever the texts are', () => {
    fc.assert(
      fc.property(text, fc.array(block, { minLength: 1, maxLength: 6 }), (subject, blocks) => {
        const mail = renderMail({ subject, preheader: subject, blocks });
        expect(mail.subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
        expect(mail.html).not.toMatch(/[\p{Cc}\u2028\u2029]|[^\P{Cf}\u200d]/u);
        expect(mail.text).not.toMatch(FORBIDDEN);
        // A block of empty texts writes nothing, and "\n\n" then joins nothing; every other block is one paragraph.
        expect(mail.text.split(/\n\n+/).filter((part) => part.trim() !== '').length).toBeLessThanOrEqual(
          blocks.length,
        );
      }),
    );
  });
});
