// Product descriptions arrive as the store's HTML and are shown in the app and in embeds served
// from our own origin, so they are rebuilt before they are stored: only a few formatting elements
// survive, without attributes (links keep an http(s) or mailto href), every other tag and the
// content of script-like elements are dropped, and all text is re-escaped. The output contains no
// markup but what this function writes, so no parser difference can smuggle anything through.

const KEPT = new Set([
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
]);
const VOID = new Set(['br', 'hr']);
/** Their content is not text to show. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'head',
  'frameset',
  'noembed',
  'xmp',
  'plaintext',
]);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  deg: '°',
  euro: '€',
  pound: '£',
  eacute: 'é',
  egrave: 'è',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return NAMED[body.toLowerCase()] ?? match;
  });
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function safeHref(attributes: string): string | null {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  const raw = decodeEntities(match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  try {
    const url = new URL(raw);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'tag'; closing: boolean; name: string; attributes: string };

const TAG_START = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)/y;

/**
 * Splits HTML into text and tags in one pass. A tag whose '>' never comes (even inside quotes)
 * ends the scan: the rest is text. Each character is looked at a bounded number of times, so no
 * input can make this slow.
 */
function* tokenize(html: string): Generator<Token> {
  let textStart = 0;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      yield { kind: 'text', text: html.slice(textStart, lt) };
      i = textStart = end === -1 ? html.length : end + 3;
      continue;
    }
    TAG_START.lastIndex = lt;
    const start = TAG_START.exec(html);
    if (!start) {
      if ('!?/'.includes(html[lt + 1] ?? '')) {
        // Doctype, processing instruction or a bogus end tag: dropped up to its '>'.
        const end = html.indexOf('>', lt);
        if (end === -1) break;
        yield { kind: 'text', text: html.slice(textStart, lt) };
        i = textStart = end + 1;
      } else {
        i = lt + 1; // a lone '<' is text
      }
      continue;
    }
    let j = lt + start[0].length;
    let quote: string | null = null;
    for (; j < html.length; j++) {
      const c = html[j];
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'") {
        quote = c;
      } else if (c === '>') {
        break;
      }
    }
    if (j >= html.length) break;
    yield { kind: 'text', text: html.slice(textStart, lt) };
    yield {
      kind: 'tag',
      closing: start[1] === '/',
      name: (start[2] ?? '').toLowerCase(),
      attributes: html.slice(lt + start[0].length, j),
    };
    i = textStart = j + 1;
  }
  yield { kind: 'text', text: html.slice(textStart) };
}

export function sanitizeProductHtml(html: string): string {
  let out = '';
  /** Inside an element whose content is dropped: its name, until its end tag. */
  let skipping: string | null = null;
  const open: string[] = [];
  for (const token of tokenize(html)) {
    if (token.kind === 'text') {
      if (!skipping) out += escapeText(decodeEntities(token.text));
      continue;
    }
    const { closing, name, attributes } = token;
    if (skipping) {
      if (closing && name === skipping) skipping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(attributes)) skipping = name;
      continue;
    }
    if (!KEPT.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (closing) {
      const index = open.lastIndexOf(name);
      if (index === -1) continue;
      // Closes what is still open inside it, keeping the output well nested.
      for (const inner of open.splice(index).reverse()) out += `</${inner}>`;
      continue;
    }
    if (name === 'a') {
      const href = safeHref(attributes);
      out += href
        ? `<a href="${escapeText(href)}" rel="noopener noreferrer nofollow" target="_blank">`
        : '<a>';
    } else {
      out += `<${name}>`;
    }
    open.push(name);
  }
  for (const name of open.reverse()) out += `</${name}>`;
  return out;
}
