/** What HTML's elements are to a reader, for the readers of job postings' HTML (plain text, safe HTML). */

/** Elements that stand apart from the text around them by a blank line. */
export const PARAGRAPH_ELEMENTS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'dl',
  'table',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'figure',
  'form',
  'fieldset',
  'address',
  'details',
  'hr',
]);
/** Elements that start a new line. */
export const LINE_ELEMENTS = new Set([
  'div',
  'li',
  'tr',
  'dt',
  'dd',
  'summary',
  'figcaption',
  'caption',
  'legend',
  'option',
]);
/** Elements whose content a reader never sees as text. */
export const HIDDEN_ELEMENTS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'head',
  'svg',
  'math',
  'iframe',
  'object',
  'select',
  'button',
  'textarea',
  'title',
  'noembed',
  'noframes',
  'canvas',
  'audio',
  'video',
  'map',
]);
export const VOID_ELEMENTS = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'wbr',
  'area',
  'base',
  'col',
  'embed',
  'source',
  'track',
]);

/** Whether an element parts the text around it: a paragraph's blank line or a new line. */
export const partsText = (name: string): boolean => PARAGRAPH_ELEMENTS.has(name) || LINE_ELEMENTS.has(name);
