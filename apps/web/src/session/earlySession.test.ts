// The answer a signed-in page asked for before the app ran goes to the app's first getCurrentUser
// call, once, and to no other call.
import { afterEach, describe, expect, it } from 'vitest';
import { earlySessionScript, takeEarlySession } from './earlySession';

const body = (value: object) => ({ method: 'POST', body: JSON.stringify(value) });

afterEach(() => {
  delete window.__vendyEarlySession;
});

describe('the early session answer', () => {
  it('goes to the first getCurrentUser call only', () => {
    const early = Promise.resolve(new Response('{}'));
    window.__vendyEarlySession = early;
    expect(takeEarlySession(body({ query: 'q', operationName: 'getWidgets' }))).toBeUndefined();
    expect(
      takeEarlySession(body({ query: 'q', operationName: 'getCurrentUser', variables: { a: 1 } })),
    ).toBeUndefined();
    expect(takeEarlySession(undefined)).toBeUndefined();
    expect(takeEarlySession(body({ query: 'q', operationName: 'getCurrentUser' }))).toBe(early);
    expect(takeEarlySession(body({ query: 'q', operationName: 'getCurrentUser' }))).toBeUndefined();
  });

  it('is nothing when no page asked early', () => {
    expect(takeEarlySession(body({ operationName: 'getCurrentUser' }))).toBeUndefined();
  });

  it('is asked for as the transport asks: POST, cookies, the CSRF header', () => {
    const script = earlySessionScript('query getCurrentUser { x }');
    const init = JSON.parse(
      script.slice(script.indexOf('"/graphql",') + 11, script.lastIndexOf(')')),
    ) as {
      method: string;
      credentials: string;
      headers: Record<string, string>;
      body: string;
    };
    expect(script).toContain('has("charge_id")');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers['x-vendy-csrf']).toBe('1');
    expect(JSON.parse(init.body)).toEqual({
      query: 'query getCurrentUser { x }',
      operationName: 'getCurrentUser',
    });
  });
});
