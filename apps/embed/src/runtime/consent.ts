// The frame's side of the shopper's consent to analytics (../consent.ts says how it arrives).
// With consent the viewer's keys (anonymous id, experiment viewer range) live in local storage as
// before; without it the frame keeps nothing there: they live in this page load's memory, no
// anonymous id is sent with events or cart requests, and the keys the frame had stored are
// removed when consent is withdrawn. Views are still counted (by viewId, never stored).
import { VIEWER_RANGE_KEY, type KeyValueStorage } from '@vendy/client/domain';
import { ANONYMOUS_ID_KEY, anonymousId } from './events';

/** The keys the embed keeps about a viewer. */
const VIEWER_KEYS = [ANONYMOUS_ID_KEY, VIEWER_RANGE_KEY];

export interface Consent {
  readonly allowed: boolean;
  /** Where the viewer's keys go: local storage with consent, this page's memory without. */
  readonly storage: KeyValueStorage;
  /** The anonymous id events and cart lines carry: null without consent. */
  anonymousId(): string | null;
  /** The shopper decided (again). */
  set(allowed: boolean): void;
}

type LocalStorage = KeyValueStorage & { removeItem?(key: string): void };

export function createConsent(initial: boolean, local: LocalStorage | null): Consent {
  let allowed = initial;
  let viewer: string | null = null;
  const memory = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem(key) {
      if (allowed && local) {
        try {
          const stored = local.getItem(key);
          if (stored !== null) return stored;
        } catch {
          // Blocked storage: this page's memory still answers.
        }
      }
      return memory.get(key) ?? null;
    },
    setItem(key, value) {
      memory.set(key, value);
      if (!allowed) return;
      try {
        local?.setItem(key, value);
      } catch {
        // Unavailable storage only costs recognising the viewer on the next visit.
      }
    },
  };
  return {
    get allowed() {
      return allowed;
    },
    storage,
    anonymousId: () => (allowed ? (viewer ??= anonymousId(storage)) : null),
    set(next) {
      if (next === allowed) return;
      allowed = next;
      viewer = null;
      if (allowed) return;
      for (const key of VIEWER_KEYS) {
        try {
          local?.removeItem?.(key);
        } catch {
          // Nothing more can be done about storage that refuses.
        }
      }
    },
  };
}
