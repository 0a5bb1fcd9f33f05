import { describe, it, expect } from 'vitest';
import { findCurrentHref, type NavEntry } from './navModel';

const merchant: NavEntry[] = [
  { label: 'Dashboard', href: '/dashboard', icon: null },
  { label: 'Layouts', href: '/layouts', icon: null },
  {
    label: 'Assets',
    icon: null,
    children: [
      { label: 'Videos', href: '/videos', icon: null },
      { label: 'Products', href: '/products', icon: null },
    ],
  },
  { label: 'Acme', href: '/group', icon: null },
];

const admin: NavEntry[] = [
  { label: 'Dashboard', href: '/admin/dashboard', icon: null },
  { label: 'Groups', href: '/admin/groups', icon: null },
  { label: 'Back to User Dashboard', href: '/dashboard', icon: null },
];

describe('findCurrentHref', () => {
  it('matches an exact path, also inside a group', () => {
    expect(findCurrentHref(merchant, '/layouts')).toBe('/layouts');
    expect(findCurrentHref(merchant, '/products')).toBe('/products');
  });

  it('matches pages below an item', () => {
    expect(findCurrentHref(merchant, '/layouts/12/edit')).toBe('/layouts');
    expect(findCurrentHref(admin, '/admin/groups/7')).toBe('/admin/groups');
  });

  it('does not confuse /group with /groups, nor /dashboard with /admin/dashboard', () => {
    expect(findCurrentHref(merchant, '/groups')).toBeNull();
    expect(findCurrentHref(merchant, '/group')).toBe('/group');
    expect(findCurrentHref(admin, '/admin/dashboard')).toBe('/admin/dashboard');
  });

  it('ignores the query and hash', () => {
    expect(findCurrentHref(merchant, '/videos?page=2#top')).toBe('/videos');
  });

  it('finds nothing for pages outside the navigation', () => {
    expect(findCurrentHref(merchant, '/account')).toBeNull();
    expect(findCurrentHref(merchant, '/')).toBeNull();
  });
});
