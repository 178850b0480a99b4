import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './html-entities.ts';
import { scanHtml } from './html-scanner.ts';
import { htmlToPlainText, jsonLdScripts } from './html-text.ts';

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
    jsonLdScripts(hostile);
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

describe('scanHtml', () => {
  it('reads attributes: quoted, unquoted, without a value, entities decoded', () => {
    const [tag] = scanHtml(`<script type='application/ld+json' data-x=1 async src="a?b=1&amp;c=2">`);
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
});

describe('jsonLdScripts', () => {
  it('returns the content of every JSON-LD script, whatever the case of its type, and no other script', () => {
    const html =
      '<script>var a = 1;</script><script type="application/ld+json">{"a":1}</script>' +
      '<SCRIPT TYPE="Application/LD+JSON; charset=utf-8">[{"b":"</p>"}]</SCRIPT><script type="text/json">{}</script>';
    expect(jsonLdScripts(html)).toEqual(['{"a":1}', '[{"b":"</p>"}]']);
  });

  it('keeps a script wrapped in an HTML comment as written, and skips scripts in real comments', () => {
    const html =
      '<script type="application/ld+json"><!--\n{"a":"<b>&amp;</b>"}\n--></script>' +
      '<!-- <script type="application/ld+json">{"old":1}</script> --><script type=application/ld+json></script>';
    expect(jsonLdScripts(html)).toEqual(['<!--\n{"a":"<b>&amp;</b>"}\n-->']);
  });
});
