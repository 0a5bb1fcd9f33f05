// The path a visitor meant to reach before the redirect rule sent them elsewhere (doc 1 §2, step 1
// and 5). It lives in sessionStorage so it survives the round trip through a sign-in provider but
// not the closing of the tab.

export const STORED_REDIRECT_KEY = 'vendy.redirect';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be blocked (privacy settings); the app then simply forgets the intended path.
    return null;
  }
}

export function getStoredRedirect(): string | null {
  return storage()?.getItem(STORED_REDIRECT_KEY) ?? null;
}

/** Remembers `path` (with its query) to be returned to once after signing in. */
export function storeRedirect(path: string): void {
  storage()?.setItem(STORED_REDIRECT_KEY, path);
}

export function clearStoredRedirect(): void {
  storage()?.removeItem(STORED_REDIRECT_KEY);
}
