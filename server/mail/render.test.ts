import { describe, expect, it } from 'vitest';
import { renderMail } from './render.ts';

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
