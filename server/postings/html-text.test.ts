import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './html-entities.ts';
import { type HtmlToken, scanHtml } from './html-scanner.ts';
import { htmlToPlainText } from './html-text.ts';
import { scanPostingPage } from './read-page.ts';

describe('htmlToPlainText', () => {
  it('keeps paragraphs apart, list items on their own lines and line breaks', () => {
    const html =
      '<h2>About us</h2><p>We build   tools\nfor nurses.<br>Remote friendly.</p>' +
      '<ul><li>TypeScript</li><li><p>React and <strong>Node.js</strong></p></li></ul>' +
      '<ol><li>Apply</li><li>Interview</li></ol><div>Closing words</div>';
    expect(htmlToPlainText(html)).toBe(
      [
        'About us',
        '',
        'We build tools for nurses.',
        'Remote friendly.',
        '',
        '• TypeScript',
        '• React and Node.js',
        '',
        '1. Apply',
        '2. Interview',
        '',
        'Closing words',
      ].join('\n'),
    );
  });

  it('keeps nested list items together', () => {
    expect(
      htmlToPlainText('<ul><li>Skills<ul><li>SQL</li><li>Python</li></ul></li><li>Degree</li></ul>'),
    ).toBe('• Skills\n• SQL\n• Python\n• Degree');
  });

  it('decodes entities, and drops scripts, styles and comments', () => {
    const html =
      '<style>p { color: red }</style><p>R&amp;D &ndash; caf&eacute; &#8220;team&#x201D; &nbsp;5&nbsp;years</p>' +
      '<script>document.write("<p>not text</p>")</script><!-- <p>hidden</p> --><p>3 &lt; 4 &unknown; &constructor;</p>';
    expect(htmlToPlainText(html)).toBe('R&D – café “team” 5 years\n\n3 < 4 &unknown; &constructor;');
  });

  it('reads broken markup without losing text: an unclosed tag, a stray <, unquoted attributes', () => {
    expect(htmlToPlainText('<p class=intro>5 < 6 and <b>bold<p>Next <a href=x>link')).toBe(
      '5 < 6 and bold\n\nNext link',
    );
    expect(htmlToPlainText('<p>Text <img src="a.png" alt=">"> after')).toBe('Text after');
  });

  it('keeps the layout of preformatted text', () => {
    expect(htmlToPlainText('<pre>line one\n  indented</pre>')).toBe('line one\n  indented');
  });

  it('takes time linear in the size of hostile input', () => {
    const hostile =
      '<a '.repeat(50_000) + '<!--'.repeat(50_000) + '<script>'.repeat(20_000) + '&#'.repeat(50_000);
    const started = performance.now();
    htmlToPlainText(hostile);
    scanPostingPage(hostile, { findGreenhouseBoard: true });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('takes time linear in the depth of nested or unbalanced tags', () => {
    const hostile = [
      '<'.repeat(100_000),
      '<div>'.repeat(100_000),
      `${'<div><span>'.repeat(50_000)}${'</b>'.repeat(100_000)}`,
    ];
    const started = performance.now();
    for (const html of hostile) htmlToPlainText(html);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(htmlToPlainText(`<p>${'<'.repeat(5)} text`)).toBe('<<<<< text');
  });

  it('decodes every named entity, and the legacy ones written without a semicolon', () => {
    expect(htmlToPlainText('<p>&hearts; &Eacute;cole &frac13; &amp &copy 2024 &lt;b&gt;</p>')).toBe(
      '♥ École ⅓ & © 2024 <b>',
    );
  });

  it('reads only as far as the text it is asked for, when asked for a length', () => {
    expect(htmlToPlainText('<p>one</p><p>two</p><p>three</p>', 5)).toBe('one\n\ntwo');
    expect(htmlToPlainText('<b>a</b>'.repeat(350_000), 1_000)).toBe('a'.repeat(1_001));
  });

  it('leaves out the content of hidden elements, even unclosed or self-closed ones', () => {
    expect(
      htmlToPlainText('<p>Shown</p><template><p>Template</p></template><noscript>Enable JS</noscript>'),
    ).toBe('Shown');
    expect(htmlToPlainText('<p>Before</p><script/>var a = "<p>x</p>";</script><p>After</p>')).toBe(
      'Before\n\nAfter',
    );
    expect(htmlToPlainText('<p>Before</p><style>p { color: red }')).toBe('Before');
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes numeric references, and turns impossible code points into U+FFFD', () => {
    expect(decodeHtmlEntities('&#65;&#x42;&#0;&#xD800;&#x110000;')).toBe('AB\ufffd\ufffd\ufffd');
  });

  it('decodes accented letters by name', () => {
    expect(decodeHtmlEntities('&Uuml;ber &agrave; la &ccedil;a')).toBe('Über à la ça');
  });
});

function tokensOf(html: string, enough?: () => boolean): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  scanHtml(html, (token) => tokens.push(token), enough);
  return tokens;
}

describe('scanHtml', () => {
  it('reads attributes: quoted, unquoted, without a value, entities decoded', () => {
    const [tag] = tokensOf(`<script type='application/ld+json' data-x=1 async src="a?b=1&amp;c=2">`);
    expect(tag).toEqual({
      type: 'start',
      name: 'script',
      attributes: new Map([
        ['type', 'application/ld+json'],
        ['data-x', '1'],
        ['async', ''],
        ['src', 'a?b=1&c=2'],
      ]),
    });
  });

  it('stops when the visitor has had enough, and reads nothing after', () => {
    const names: string[] = [];
    scanHtml(
      '<p>one</p><h2>two</h2><ul><li>three',
      (token) => {
        if (token.type === 'start') names.push(token.name);
      },
      () => names.length === 2,
    );
    expect(names).toEqual(['p', 'h2']);
  });
});
