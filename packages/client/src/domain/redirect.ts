/** The redirect rule applied on every visit to a signed-in area (doc 1 §2). */

export interface RedirectInput {
  /** The requested address: a path, optionally with its query string and hash. */
  path: string;
  isLoggedIn: boolean;
  emailVerified: boolean;
  groupCount: number;
  hasCurrentGroup: boolean;
  /** A path stored before an earlier redirect (e.g. to /login), returned to once. */
  storedRedirect?: string | null;
  hasStore: boolean;
  hasActivePlan: boolean;
}

export interface RedirectDecision {
  /** Where to go instead, or null to stay on the requested page. */
  to: string | null;
  /** True when the stored redirect path was used and must now be forgotten. */
  clearStoredRedirect: boolean;
  /** A path to remember so that the visitor returns to it after signing in. */
  storeIntended?: string;
}

/** Routes open to anyone (the route table's "anyone", "anonymous or logged in", "public" and "semi-public"). */
const PUBLIC_PATHS = new Set([
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/logout',
  '/verify',
  '/pending-invitations',
  '/shopify-connect',
  '/terms',
  '/privacy',
  '/404',
]);
const PUBLIC_PREFIXES = ['/support/', '/embed/'];

/** The path part of an address, without query, hash or trailing slash. */
export function pathnameOf(address: string): string {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed || '/';
}

export function isPublicRoute(address: string): boolean {
  const path = pathnameOf(address);
  return PUBLIC_PATHS.has(path) || PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));
}

const stay = (clearStoredRedirect = false): RedirectDecision => ({ to: null, clearStoredRedirect });

/**
 * Applies the rule's steps in order: 1 not logged in → /login (remembering the path);
 * 2 email unverified → /verify-prompt; 3 no groups → /getting-started; 4 no current group → /groups;
 * 5 a stored redirect is used once; 6 no store → /shopify-prompt; 7 no active plan → /plans;
 * 8 stay. Public routes are never redirected, /groups is allowed to any signed-in user, and a step
 * whose target is the requested page keeps the visitor there (no redirect loop).
 */
export function resolveRedirect(input: RedirectInput): RedirectDecision {
  const path = pathnameOf(input.path);
  if (isPublicRoute(path)) return stay();

  if (!input.isLoggedIn) {
    return { to: '/login', clearStoredRedirect: false, storeIntended: input.path };
  }
  if (path === '/groups') return stay();

  const go = (to: string): RedirectDecision =>
    to === path ? stay() : { to, clearStoredRedirect: false };

  if (!input.emailVerified) return go('/verify-prompt');
  if (input.groupCount <= 0) return go('/getting-started');
  if (!input.hasCurrentGroup) return go('/groups');
  if (input.storedRedirect) {
    return input.storedRedirect === input.path
      ? stay(true)
      : { to: input.storedRedirect, clearStoredRedirect: true };
  }
  if (!input.hasStore) return go('/shopify-prompt');
  if (!input.hasActivePlan) return go('/plans');
  return stay();
}

/**
 * True when the address carries a charge_id query parameter: back from the store platform's
 * purchase confirmation, the plan must be reconciled before the user is loaded.
 */
export function needsPlanReconcile(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return !!params.get('charge_id');
}

/**
 * An address handed over in a `?redirect=` parameter (e.g. by the server's Shopify install flow),
 * kept only when it is a path inside this app: `/x`, never `//host`, `/\host` or a full URL, so a
 * crafted link cannot send someone elsewhere after they sign in.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters would be dropped by URL parsing and could turn the path into `//host`.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  try {
    const parsed = new URL(value, 'http://vendy.invalid');
    if (parsed.origin !== 'http://vendy.invalid') return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}
