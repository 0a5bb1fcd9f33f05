import type { ReactNode } from 'react';

/** A link in the side navigation. */
export interface NavItem {
  label: string;
  href: string;
  icon: ReactNode;
}

/** A collapsible group of links, e.g. 'Assets' with Videos, Audio, Photos, Products. */
export interface NavGroup {
  label: string;
  icon: ReactNode;
  children: readonly NavItem[];
  /** Open at first (default true); a group holding the current page always starts open. */
  defaultExpanded?: boolean;
}

export type NavEntry = NavItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'children' in entry;

/** Whether `href` is `path` itself or one of its ancestors ('/layouts' for '/layouts/12/edit'). */
function matches(href: string, path: string): boolean {
  if (href === path) return true;
  const base = href.endsWith('/') ? href : `${href}/`;
  return path.startsWith(base);
}

/**
 * The href of the navigation item for the current page: the longest href that is the path or
 * an ancestor of it, so '/admin/groups/7' highlights Groups and '/group' never matches '/groups'.
 */
export function findCurrentHref(entries: readonly NavEntry[], currentPath: string): string | null {
  const path = currentPath.split(/[?#]/)[0] || '/';
  let best: string | null = null;
  for (const entry of entries) {
    for (const item of isNavGroup(entry) ? entry.children : [entry]) {
      if (matches(item.href, path) && (best === null || item.href.length > best.length)) {
        best = item.href;
      }
    }
  }
  return best;
}

/** Where the mini-mode choice is kept. */
export const NAV_COLLAPSED_KEY = 'vendy.nav.collapsed';

export type NavStorage = Pick<Storage, 'getItem' | 'setItem'>;
