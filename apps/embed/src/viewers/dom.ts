// Small DOM helpers shared by the viewers (no framework before the first play).
import * as css from './viewers.css';

type Attributes = Record<string, string | number | boolean | undefined>;

/** Creates an element with a class, attributes (false/undefined are left out) and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  attributes: Attributes = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== false) node.setAttribute(name, String(value));
  }
  node.append(...children);
  return node;
}

/** Joins the class names that apply. */
export const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A decorative inline icon: a 24×24 SVG path. */
export function icon(path: string, className: string = css.icon): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('class', className);
  svg.innerHTML = `<path fill="currentColor" d="${path}"/>`;
  return svg;
}

export const ICONS = {
  previous: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z',
  next: 'M8.6 7.4 10 6l6 6-6 6-1.4-1.4 4.6-4.6z',
  close:
    'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z',
  // A hand with a finger and arrows either side: swipe sideways.
  swipe:
    'M3 8 0 11l3 3v-2h3v-2H3zm18 0v2h-3v2h3v2l3-3zM10 4a1.5 1.5 0 0 0-1.5 1.5v8.2l-1.7-.9a1.3 1.3 0 0 0-1.6 2l3.9 4.5c.6.5 1.3.7 2 .7h5.1a2.3 2.3 0 0 0 2.3-2.1l.5-4.6a2 2 0 0 0-1.6-2.2l-5.9-1.2V5.5A1.5 1.5 0 0 0 10 4z',
  play: 'M8 5v14l11-7z',
  logo: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 5 7 5-7 5z',
} as const;

export const POWERED_BY_URL = 'https://vendy.app';

/** The small 'Powered by Vendy' link at the bottom of a layout. */
export function poweredBy(): HTMLElement {
  const link = el(
    'a',
    css.poweredByLink,
    { href: POWERED_BY_URL, target: '_blank', rel: 'noopener' },
    icon(ICONS.logo, css.logo),
    'Powered by Vendy',
    el('span', css.visuallyHidden, {}, ' (opens in a new tab)'),
  );
  return el('div', css.poweredBy, {}, link);
}
