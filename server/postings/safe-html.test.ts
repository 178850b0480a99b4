import { describe, expect, it } from 'vitest';
import { toSafeHtml } from './safe-html.ts';

describe('toSafeHtml', () => {
  it('keeps paragraphs, lists, emphasis and line breaks, without their attributes', () => {
    expect(
      toSafeHtml(
        '<p class="lead" style="color:red">Build <strong>fast</strong> and <em id="x">well</em>.<br/>Really.</p>' +
          '<ul><li>Go</li><li><b>SQL</b> &amp; <i>Kafka</i></li></ul><ol><li>One</li></ol>',
      ),
    ).toBe(
      '<p>Build <strong>fast</strong> and <em>well</em>.<br>Really.</p>' +
        '<ul><li>Go</li><li><b>SQL</b> &amp; <i>Kafka</i></li></ul><ol><li>One</li></ol>',
    );
  });

  it('writes headings as h3 and h4', () => {
    expect(toSafeHtml('<h1>Role</h1><h2>Team</h2><h3>You</h3><h6>Small</h6>')).toBe(
      '<h3>Role</h3><h3>Team</h3><h4>You</h4><h4>Small</h4>',
    );
  });

  it('keeps links to http(s) and mailto addresses, opened apart and without referrer', () => {
    expect(toSafeHtml('<a href="https://acme.example/benefits?a=1&amp;b=2" onclick="x()">Benefits</a>')).toBe(
      '<a href="https://acme.example/benefits?a=1&amp;b=2" rel="nofollow noopener noreferrer" target="_blank">Benefits</a>',
    );
    expect(toSafeHtml('<a href="mailto:jobs@acme.example">Write</a>')).toContain(
      'href="mailto:jobs@acme.example"',
    );
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="  JaVaScRiPt:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="/relative/path">x</a>',
  ])('drops a link that is not to a web or mail address: %s', (html) => {
    expect(toSafeHtml(html)).toBe('x');
  });

  it('drops event handlers, images and unknown elements but keeps their text', () => {
    const safe = toSafeHtml(
      '<img src=x onerror="alert(1)"><span onmouseover="alert(1)">Hello</span><font>!</font>',
    );
    expect(safe).toBe('Hello!');
  });

  it.each([
    ['<script>alert(1)</script>Visible', 'Visible'],
    ['<style>p{}</style>Visible', 'Visible'],
    ['<svg><script>alert(1)</script><text>hidden</text></svg>Visible', 'Visible'],
    ['<iframe src="https://evil.example">fallback</iframe>Visible', 'Visible'],
    ['<object data="x"><p>fallback</p></object>Visible', 'Visible'],
    ['<math><mi>x</mi></math>Visible', 'Visible'],
  ])('drops %s with its content', (html, expected) => {
    expect(toSafeHtml(html)).toBe(expected);
  });

  it('escapes text, so that decoded entities cannot become markup', () => {
    expect(toSafeHtml('<p>&lt;script&gt;alert("x")&lt;/script&gt; &amp; \'quotes\'</p>')).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;quotes&apos;</p>',
    );
  });

  it('drops control and format characters from text, raw or from entities, keeping its whitespace', () => {
    expect(toSafeHtml('<p>Role&#13;END:VEVENT\u0007 <b>be\u202ell</b>\r\nnext\ttab &#1;</p>')).toBe(
      '<p>Role\nEND:VEVENT <b>bell</b>\nnext\ttab </p>',
    );
  });

  it('closes what is left open, in order, and ignores stray end tags', () => {
    expect(toSafeHtml('<ul><li><strong>Open')).toBe('<ul><li><strong>Open</strong></li></ul>');
    expect(toSafeHtml('</p></li>Text</strong>')).toBe('Text');
    expect(toSafeHtml('<p><em>a</p>b')).toBe('<p><em>a</em></p>b');
  });

  it('parts the lines of dropped block elements with line breaks', () => {
    expect(toSafeHtml('<div>First line</div><div>Second line</div><div><br></div><div>Third</div>')).toBe(
      'First line<br>Second line<br>Third',
    );
  });

  it('flattens deep nesting and reads 100 000 nested elements', () => {
    const depth = 100_000;
    const divs = toSafeHtml(`${'<div>'.repeat(depth)}deep${'</div>'.repeat(depth)}`);
    expect(divs).toBe('deep');
    const bold = toSafeHtml(`${'<b>'.repeat(depth)}deep`);
    expect(bold.match(/<b>/g)?.length).toBeLessThanOrEqual(24);
    expect(bold.match(/<b>/g)?.length).toBe(bold.match(/<\/b>/g)?.length);
    expect(bold).toContain('deep');
  });

  it('keeps an unclosed dropped element from showing what follows', () => {
    expect(toSafeHtml('<p>Shown</p><svg><p>hidden')).toBe('<p>Shown</p>');
  });
});
