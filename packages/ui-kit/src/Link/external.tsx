import { visuallyHidden } from '../theme/focus.css';

export const NEW_TAB_HINT = '(opens in a new tab)';

/**
 * A page opened in a new tab must not get `window.opener` (reverse tabnabbing), so `noopener
 * noreferrer` is added to whatever `rel` the caller gave.
 */
export function externalLinkRel(target: string | undefined, rel: string | undefined) {
  if (target !== '_blank') return rel;
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}

/** Screen-reader text that warns a link leaves the current tab; it becomes part of the link's name. */
export function NewTabHint() {
  return <span className={visuallyHidden}> {NEW_TAB_HINT}</span>;
}
