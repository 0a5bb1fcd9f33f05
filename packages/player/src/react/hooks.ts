import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPlayer, type Player, type PlayerOptions, type PlayerState } from '../core/player';
import type { ReadableStore } from '../core/store';

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) =>
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/**
 * Subscribes a component to part of a core store. The selected value is compared shallowly, so
 * a selector may return a small object ({ paused, muted }) without re-rendering on every tick.
 */
export function useStoreState<T extends object, S>(
  store: ReadableStore<T>,
  selector: (state: T) => S,
): S {
  const cache = useRef<{ state: T; value: S } | null>(null);
  const getSnapshot = () => {
    const state = store.get();
    const cached = cache.current;
    if (cached?.state === state) return cached.value;
    const value = selector(state);
    if (cached && shallowEqual(cached.value, value)) {
      cache.current = { state, value: cached.value };
      return cached.value;
    }
    cache.current = { state, value };
    return value;
  };
  return useSyncExternalStore(
    (onChange) => store.subscribe(() => onChange()),
    getSnapshot,
    getSnapshot,
  );
}

/** The player's state (or the selected part of it); the binding only subscribes. */
export function useMediaState<S = PlayerState>(
  player: Player,
  selector: (state: PlayerState) => S = (state) => state as unknown as S,
): S {
  return useStoreState(player, selector);
}

/**
 * A player for the lifetime of a component (destroyed on unmount). Null on the first render: the
 * player is created in an effect, which keeps it safe under StrictMode's double mounting.
 */
export function usePlayer(options: PlayerOptions, deps: readonly unknown[]): Player | null {
  const [player, setPlayer] = useState<Player | null>(null);
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const created = createPlayer(latest.current);
    setPlayer(created);
    return () => created.destroy();
    // The caller's deps decide when a new player is needed.
  }, deps);
  return player;
}
