// The public hot path's building blocks without a server: the in-process answer cache (expiry,
// per-group invalidation, no stale value stored by a load that raced a write, bounded size) and
// the list of documents readable over GET without the CSRF header.
import { describe, expect, it } from 'vitest';
import { PublicCache } from '../../src/modules/layouts/public-cache';
import {
  loadPublicDocuments,
  PUBLIC_READ_OPERATIONS,
  publicReadOf,
} from '../../src/modules/layouts/public-reads';
import { BRANDING_SETTINGS, EMBEDDED_WIDGET, EXPERIMENT_DATA } from './public-path';

describe('the public answer cache', () => {
  it('serves a value until it expires', () => {
    let now = 1_000;
    const cache = new PublicCache(10_000, 100, () => now);
    cache.set('widget:1', 'group-a', cache.generation('group-a'), 'answer');
    expect(cache.get('widget:1')?.value).toBe('answer');
    now += 9_999;
    expect(cache.get('widget:1')?.value).toBe('answer');
    now += 1;
    expect(cache.get('widget:1')).toBeUndefined();
  });

  it("forgets a group's values when the group writes, and only that group's", () => {
    const cache = new PublicCache();
    cache.set('widget:a', 'group-a', cache.generation('group-a'), 'A');
    cache.set('widget:b', 'group-b', cache.generation('group-b'), 'B');
    cache.invalidateGroup('group-a');
    expect(cache.get('widget:a')).toBeUndefined();
    expect(cache.get('widget:b')?.value).toBe('B');
  });

  it('never serves a value loaded before a write that happened during the load', () => {
    const cache = new PublicCache();
    const before = cache.generation('group-a');
    cache.invalidateGroup('group-a'); // a write lands while the load runs
    cache.set('widget:a', 'group-a', before, 'stale');
    expect(cache.get('widget:a')).toBeUndefined();
  });

  it('keeps at most its maximum, dropping the oldest entry first', () => {
    const cache = new PublicCache(10_000, 2);
    for (const key of ['one', 'two', 'three']) cache.set(key, 'g', 0, key);
    expect(cache.size).toBe(2);
    expect(cache.get('one')).toBeUndefined();
    expect(cache.get('three')?.value).toBe('three');
  });
});

describe('public reads over GET', () => {
  const get = (query: string, method = 'GET') =>
    new Request(`http://vendy.test/graphql?${new URLSearchParams({ query })}`, { method });

  it('are exactly the public operations of the client package', () => {
    expect([...loadPublicDocuments().values()].sort()).toEqual([...PUBLIC_READ_OPERATIONS].sort());
    expect(publicReadOf(get(EMBEDDED_WIDGET))).toBe('getEmbeddedWidget');
    expect(publicReadOf(get(EXPERIMENT_DATA))).toBe('getExperimentData');
    expect(publicReadOf(get(BRANDING_SETTINGS))).toBe('getBrandingSettings');
  });

  it('recognise nothing else: other selections, extra operations, POST, broken text', () => {
    expect(publicReadOf(get('query getWidgets { getWidgets { id } }'))).toBeNull();
    expect(publicReadOf(get(`${EMBEDDED_WIDGET}\nquery other { getWidgets { id } }`))).toBeNull();
    expect(publicReadOf(get(EMBEDDED_WIDGET.replace('updatedAt', 'createdAt')))).toBeNull();
    expect(publicReadOf(get(EMBEDDED_WIDGET, 'POST'))).toBeNull();
    expect(publicReadOf(get('query {'))).toBeNull();
  });
});
