import { describe, expect, it } from 'vitest';
import { newRequestId, requestIdFrom } from './logger';

describe('request ids', () => {
  it('keeps a sane id a proxy set, and makes a fresh one otherwise', () => {
    expect(requestIdFrom('trace-123')).toBe('trace-123');
    expect(requestIdFrom(['edge:42', 'other'])).toBe('edge:42');
    for (const refused of [undefined, '', 'has space', 'x'.repeat(101), 'line\nbreak']) {
      const id = requestIdFrom(refused);
      expect(id).not.toBe(refused);
      expect(id).toMatch(/^[\w-]{12}\.[0-9a-z]+$/);
    }
  });

  it('never repeats an id, and a fresh id is accepted when a proxy passes it on', () => {
    const ids = Array.from({ length: 10_000 }, () => newRequestId());
    expect(new Set(ids).size).toBe(ids.length);
    const [first] = ids;
    expect(requestIdFrom(first)).toBe(first);
    // One process prefix, a counter after it.
    expect(new Set(ids.map((id) => id.split('.')[0])).size).toBe(1);
  });
});
