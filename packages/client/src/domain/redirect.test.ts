import { describe, expect, it } from 'vitest';
import {
  isPublicRoute,
  needsPlanReconcile,
  resolveRedirect,
  safeRedirectPath,
  type RedirectInput,
} from './redirect';

/** A visitor who passes every step. */
const ready: RedirectInput = {
  path: '/layouts',
  isLoggedIn: true,
  emailVerified: true,
  groupCount: 2,
  hasCurrentGroup: true,
  storedRedirect: null,
  hasStore: true,
  hasActivePlan: true,
};
const visit = (overrides: Partial<RedirectInput>) => resolveRedirect({ ...ready, ...overrides });

describe('resolveRedirect steps', () => {
  it('1: sends a logged-out visitor to /login and remembers the address', () => {
    expect(visit({ isLoggedIn: false, path: '/videos?page=2' })).toEqual({
      to: '/login',
      clearStoredRedirect: false,
      storeIntended: '/videos?page=2',
    });
  });

  it('2: sends an unverified user to /verify-prompt', () => {
    expect(visit({ emailVerified: false }).to).toBe('/verify-prompt');
  });

  it('3: sends a user without groups to /getting-started', () => {
    expect(visit({ groupCount: 0, hasCurrentGroup: false }).to).toBe('/getting-started');
  });

  it('4: sends a user without a current group to /groups', () => {
    expect(visit({ hasCurrentGroup: false }).to).toBe('/groups');
  });

  it('5: uses a stored redirect once and asks for it to be cleared', () => {
    expect(visit({ storedRedirect: '/shopify-connect?store=acme' })).toEqual({
      to: '/shopify-connect?store=acme',
      clearStoredRedirect: true,
    });
  });

  it('5: clears a stored redirect that is the page being visited, without moving', () => {
    expect(visit({ storedRedirect: '/layouts' })).toEqual({ to: null, clearStoredRedirect: true });
  });

  it('6: sends a group without a store to /shopify-prompt', () => {
    expect(visit({ hasStore: false }).to).toBe('/shopify-prompt');
  });

  it('7: sends a group without an active plan to /plans', () => {
    expect(visit({ hasActivePlan: false }).to).toBe('/plans');
  });

  it('8: otherwise stays on the requested page', () => {
    expect(visit({})).toEqual({ to: null, clearStoredRedirect: false });
  });
});

describe('resolveRedirect order', () => {
  const nothing: Partial<RedirectInput> = {
    emailVerified: false,
    groupCount: 0,
    hasCurrentGroup: false,
    storedRedirect: '/products',
    hasStore: false,
    hasActivePlan: false,
  };

  it('applies the first failing step only', () => {
    expect(visit({ ...nothing, isLoggedIn: false }).to).toBe('/login');
    expect(visit(nothing).to).toBe('/verify-prompt');
    expect(visit({ ...nothing, emailVerified: true }).to).toBe('/getting-started');
    expect(visit({ ...nothing, emailVerified: true, groupCount: 1 }).to).toBe('/groups');
    const withGroup = { ...nothing, emailVerified: true, groupCount: 1, hasCurrentGroup: true };
    expect(visit(withGroup).to).toBe('/products');
    expect(visit({ ...withGroup, storedRedirect: null }).to).toBe('/shopify-prompt');
    expect(visit({ ...withGroup, storedRedirect: null, hasStore: true }).to).toBe('/plans');
  });

  it('keeps the stored redirect until the steps before it pass', () => {
    expect(visit({ storedRedirect: '/products', hasCurrentGroup: false }).clearStoredRedirect).toBe(
      false,
    );
  });

  it('does not redirect a page to itself', () => {
    expect(visit({ path: '/verify-prompt', emailVerified: false }).to).toBeNull();
    expect(visit({ path: '/getting-started', groupCount: 0 }).to).toBeNull();
    expect(visit({ path: '/shopify-prompt', hasStore: false }).to).toBeNull();
    expect(visit({ path: '/plans', hasActivePlan: false }).to).toBeNull();
    expect(visit({ path: '/plans/', hasActivePlan: false }).to).toBeNull();
  });
});

describe('always-allowed and public routes', () => {
  it('always allows /groups to a signed-in user', () => {
    expect(visit({ path: '/groups', emailVerified: false, hasActivePlan: false }).to).toBeNull();
    expect(visit({ path: '/groups', storedRedirect: '/videos' })).toEqual({
      to: null,
      clearStoredRedirect: false,
    });
  });

  it('still asks a logged-out visitor of /groups to log in', () => {
    expect(visit({ path: '/groups', isLoggedIn: false }).to).toBe('/login');
  });

  it.each([
    '/',
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password?changeId=abc',
    '/logout',
    '/verify?code=123',
    '/pending-invitations',
    '/shopify-connect?store=acme',
    '/terms',
    '/privacy',
    '/support/embed-a-layout',
    '/support/manually-embed-a-layout',
    '/support/layouts',
    '/404',
    '/embed/w1',
    '/embed/ig/f1',
  ])('never redirects the public route %s', (path) => {
    expect(isPublicRoute(path)).toBe(true);
    expect(visit({ path, isLoggedIn: false })).toEqual({ to: null, clearStoredRedirect: false });
    expect(visit({ path, emailVerified: false }).to).toBeNull();
  });

  it.each(['/dashboard', '/verify-prompt', '/plans', '/admin/groups/1', '/supports', '/embedded'])(
    'treats %s as a signed-in page',
    (path) => {
      expect(isPublicRoute(path)).toBe(false);
      expect(visit({ path, isLoggedIn: false }).to).toBe('/login');
    },
  );
});

describe('needsPlanReconcile', () => {
  it('is true when the address carries a charge_id', () => {
    expect(needsPlanReconcile('?charge_id=123')).toBe(true);
    expect(needsPlanReconcile(new URLSearchParams('a=1&charge_id=9'))).toBe(true);
  });

  it('is false without one or with an empty one', () => {
    expect(needsPlanReconcile('')).toBe(false);
    expect(needsPlanReconcile('?charge=1')).toBe(false);
    expect(needsPlanReconcile('?charge_id=')).toBe(false);
  });
});

describe('safeRedirectPath', () => {
  it('keeps paths inside the app with their query', () => {
    expect(safeRedirectPath('/shopify-connect?store=a.myshopify.com')).toBe(
      '/shopify-connect?store=a.myshopify.com',
    );
    expect(safeRedirectPath('/group#users')).toBe('/group#users');
  });

  it.each([
    ['a full address', 'https://evil.example/x'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a relative path', 'dashboard'],
    ['a script address', 'javascript:alert(1)'],
    ['nothing', ''],
  ])('refuses %s', (_, value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('refuses no parameter at all', () => {
    expect(safeRedirectPath(null)).toBeNull();
  });
});
