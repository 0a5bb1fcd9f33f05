// Keeps process.nextTick on V8's fast path for the life of the process.
//
// Node 20's nextTick makes each queue entry as `{ [async_id_symbol]: id, [trigger_async_id_symbol]:
// id, callback, args }`. V8 defines those computed keys through an inline cache that remembers one
// object shape (map) and, on any other, goes megamorphic for good: every later entry is then built
// in the runtime, about ten times slower (~0.5-2 µs instead of ~50 ns). The shapes of that literal
// are held weakly: a full garbage collection at a moment when no entry is queued frees them, and
// the next entry gets a new shape, which is "another" one. The API's start-up (modules, migrations,
// the embedded database) runs many full collections, so the cache broke before the first request,
// and every request paid for it about ten times over (Node's HTTP server and streams queue about
// ten ticks per request: reads ending, writes done, the response finishing). A plain node:http
// server that starts in a few milliseconds never hits it.
//
// Holding one entry keeps its shapes (and the ones it was built through) alive, so new entries
// keep the shapes the cache knows. The entry is taken with an async hook that is on only for one
// nextTick call, here, while modules load (before the database opens).
import { createHook } from 'node:async_hooks';

let kept: object | undefined;

/** Takes one nextTick queue entry and keeps it; once per process. */
export function keepTickShape(): void {
  if (kept !== undefined) return;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && kept === undefined) kept = resource as object;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
}

/** The entry kept (for the tests), or undefined before keepTickShape(). */
export function keptTickEntry(): object | undefined {
  return kept;
}

keepTickShape();
