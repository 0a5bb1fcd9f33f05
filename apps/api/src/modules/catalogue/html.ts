// Product descriptions arrive as the store's HTML and are shown in the app and in embeds served
// from our own origin, so they are cleaned with sanitize-html before they are stored: only a few
// formatting elements survive, without attributes (links keep an http(s) or mailto href and open
// in a new tab without access to us), and the content of script-like elements is dropped.
import sanitizeHtml from 'sanitize-html';

const KEPT = [
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: KEPT,
  // rel and target are only ever the ones transformTags writes.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their content is not text to show.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'title', 'template'],
  exclusiveFilter: (frame) => ['svg', 'math', 'object', 'embed'].includes(frame.tag),
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href
        ? { href: attribs.href, rel: 'noopener noreferrer nofollow', target: '_blank' }
        : {},
    }),
  },
};

export function sanitizeProductHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
