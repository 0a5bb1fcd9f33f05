import { parse } from 'graphql';
import type { DocumentTypeDecoration, TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  createRequest,
  CSRF_HEADER,
  InstagramConnectionError,
  isInstagramConnectionError,
  TypedServerError,
  typedErrorMessage,
  VendyRequestError,
} from './request';

const ENDPOINT = 'https://app.vendy.test/graphql';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records each call and answers with the given body and status. */
function fakeFetch(body: unknown, status = 200, contentType = 'application/json') {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': contentType } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

async function failureOf(promise: Promise<unknown>): Promise<VendyRequestError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(VendyRequestError);
    return error as VendyRequestError;
  }
  throw new Error('expected the call to fail');
}

const GET_PRODUCTS = 'query getProducts { getProducts { id title } }';
const LOGIN =
  'mutation login($email: String!, $password: String!) { login(email: $email, password: $password) { success message } }';

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('transport', () => {
  it('POSTs the named operation with cookies, no cache, JSON and the CSRF header', async () => {
    const { fetch, calls } = fakeFetch({ data: { getProducts: [] } });
    const request = createRequest({ endpoint: ENDPOINT, fetch });

    await request(GET_PRODUCTS, { first: 2 });

    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [Call];
    expect(url).toBe(ENDPOINT);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.cache).toBe('no-store');
    const headers = new Headers(init.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get(CSRF_HEADER)).toBe('1');
    expect(JSON.parse(String(init.body))).toEqual({
      query: GET_PRODUCTS,
      variables: { first: 2 },
      operationName: 'getProducts',
    });
  });

  it('returns the data of a successful response', async () => {
    const { fetch } = fakeFetch({ data: { getProducts: [{ id: '1', title: 'Mug' }] } });
    const request = createRequest({ endpoint: ENDPOINT, fetch });
    await expect(request(GET_PRODUCTS)).resolves.toEqual({
      getProducts: [{ id: '1', title: 'Mug' }],
    });
  });

  it('accepts parsed documents and codegen string documents', async () => {
    const { fetch, calls } = fakeFetch({ data: { getProducts: [] } });
    const request = createRequest({ endpoint: ENDPOINT, fetch });

    await request(parse(GET_PRODUCTS));
    // Codegen's TypedDocumentString is a boxed String.
    await request(new String(GET_PRODUCTS));

    for (const { init } of calls) {
      expect(JSON.parse(String(init.body)).operationName).toBe('getProducts');
    }
  });

  it('types the result after the typed document', async () => {
    type Result = { getProducts: Array<{ id: string; title: string }> };
    type Vars = { first?: number };
    const { fetch } = fakeFetch({ data: { getProducts: [] } });
    const request = createRequest({ endpoint: ENDPOINT, fetch });
    const node = parse(GET_PRODUCTS) as TypedDocumentNode<Result, Vars>;
    // The shape codegen emits for documentMode 'string'.
    class DocumentString<R, V> extends String implements DocumentTypeDecoration<R, V> {
      __apiType?: DocumentTypeDecoration<R, V>['__apiType'];
    }
    const text = new DocumentString<Result, Vars>(GET_PRODUCTS);

    expectTypeOf(await request(node, { first: 1 })).toEqualTypeOf<Result>();
    expectTypeOf(await request(text)).toEqualTypeOf<Result>();
  });

  it('resolves the default /graphql endpoint against the page address', async () => {
    vi.stubGlobal('location', { href: 'https://merchant.vendy.test/layouts?page=2' });
    const { fetch, calls } = fakeFetch({ data: { getProducts: [] } });
    await createRequest({ fetch })(GET_PRODUCTS);
    expect(calls[0]?.url).toBe('https://merchant.vendy.test/graphql');
  });

  it('uses the global fetch of the moment when none is given', async () => {
    const { fetch, calls } = fakeFetch({ data: { getProducts: [] } });
    const request = createRequest({ endpoint: ENDPOINT });
    vi.stubGlobal('fetch', fetch);
    await request(GET_PRODUCTS);
    expect(calls).toHaveLength(1);
  });
});

describe('server errors', () => {
  it('joins every error message with single spaces', async () => {
    const { fetch } = fakeFetch({
      data: null,
      errors: [{ message: 'Input too long.' }, { message: 'Must be a valid email' }],
    });
    const error = await failureOf(createRequest({ endpoint: ENDPOINT, fetch })(GET_PRODUCTS));
    expect(error.message).toBe('Input too long. Must be a valid email');
    expect(error.operationName).toBe('getProducts');
    expect(error.errors.map((e) => e.message)).toEqual([
      'Input too long.',
      'Must be a valid email',
    ]);
  });

  it('fails on errors even when data came along', async () => {
    const { fetch } = fakeFetch({
      data: { getProducts: [] },
      errors: [{ message: 'Partial failure.' }],
    });
    const error = await failureOf(createRequest({ endpoint: ENDPOINT, fetch })(GET_PRODUCTS));
    expect(error.message).toBe('Partial failure.');
  });

  it('does not log plain business errors, which the app shows inline', async () => {
    const { fetch } = fakeFetch({ data: null, errors: [{ message: 'Group name must match.' }] });
    await failureOf(createRequest({ endpoint: ENDPOINT, fetch })(GET_PRODUCTS));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('turns a JSON message with type InstagramConnectionError into a routable error', async () => {
    const { fetch } = fakeFetch({
      data: null,
      errors: [{ message: typedErrorMessage('InstagramConnectionError', 'Token expired.') }],
    });
    const error = await failureOf(
      createRequest({ endpoint: ENDPOINT, fetch })(
        'mutation syncInstagramAccount { syncInstagramAccount { success } }',
      ),
    );
    expect(error).toBeInstanceOf(InstagramConnectionError);
    expect(isInstagramConnectionError(error)).toBe(true);
    expect(error.message).toBe('Token expired.');
  });

  it('turns other typed JSON messages into a TypedServerError carrying type and details', async () => {
    const { fetch } = fakeFetch({
      data: null,
      errors: [
        { message: JSON.stringify({ type: 'PlanLimit', message: 'Upgrade needed.', limit: 300 }) },
      ],
    });
    const error = await failureOf(createRequest({ endpoint: ENDPOINT, fetch })(GET_PRODUCTS));
    expect(error).toBeInstanceOf(TypedServerError);
    expect(isInstagramConnectionError(error)).toBe(false);
    const typed = error as TypedServerError;
    expect(typed.type).toBe('PlanLimit');
    expect(typed.message).toBe('Upgrade needed.');
    expect(typed.details.limit).toBe(300);
  });

  it('uses the fallback for a typed error without a message', async () => {
    const { fetch } = fakeFetch({
      data: null,
      errors: [{ message: JSON.stringify({ type: 'InstagramConnectionError' }) }],
    });
    const error = await failureOf(
      createRequest({ endpoint: ENDPOINT, fetch })(
        'query getInstagramMedia { getInstagramMedia { id } }',
      ),
    );
    expect(isInstagramConnectionError(error)).toBe(true);
    expect(error.message).toBe('Unable to get Instagram media.');
  });

  it('keeps JSON without a type, and brace-led text, as plain messages', async () => {
    const { fetch } = fakeFetch({
      data: null,
      errors: [{ message: '{"code":1}' }, { message: '{not json' }],
    });
    const error = await failureOf(createRequest({ endpoint: ENDPOINT, fetch })(GET_PRODUCTS));
    expect(error).not.toBeInstanceOf(TypedServerError);
    expect(error.message).toBe('{"code":1} {not json');
  });
});

describe('fallback messages', () => {
  it.each([
    ['query getProducts { getProducts { id } }', 'Unable to get products.'],
    [
      'mutation createGroup($name: String!) { createGroup(name: $name) { id } }',
      'Unable to create group.',
    ],
    [
      'mutation deleteWidget($id: ID!) { deleteWidget(id: $id) { success } }',
      'Error deleting widget.',
    ],
  ])(
    'gives the operation fallback when errors carry no message (%s)',
    async (document, fallback) => {
      const { fetch } = fakeFetch({ data: null, errors: [{ message: '' }, { message: '  ' }] });
      const error = await failureOf(createRequest({ endpoint: ENDPOINT, fetch })(document));
      expect(error.message).toBe(fallback);
      expect(consoleError).toHaveBeenCalled();
    },
  );

  it('gives the fallback and logs on a network failure', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const error = await failureOf(createRequest({ endpoint: ENDPOINT, fetch })(GET_PRODUCTS));
    expect(error.message).toBe('Unable to get products.');
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('gives the fallback and logs on an HTTP error without GraphQL errors', async () => {
    const { fetch } = fakeFetch('<html>Bad gateway</html>', 502, 'text/html');
    const error = await failureOf(createRequest({ endpoint: ENDPOINT, fetch })(GET_PRODUCTS));
    expect(error.message).toBe('Unable to get products.');
    expect(error.status).toBe(502);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('shows and logs the messages of an HTTP error that carries GraphQL errors', async () => {
    const { fetch } = fakeFetch({ errors: [{ message: 'Too many requests.' }] }, 429);
    const error = await failureOf(createRequest({ endpoint: ENDPOINT, fetch })(GET_PRODUCTS));
    expect(error.message).toBe('Too many requests.');
    expect(error.status).toBe(429);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('treats a response without data as a failure', async () => {
    const { fetch } = fakeFetch({ data: null });
    const error = await failureOf(createRequest({ endpoint: ENDPOINT, fetch })(GET_PRODUCTS));
    expect(error.message).toBe('Unable to get products.');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('uses the operation name given by the caller over the document', async () => {
    const { fetch } = fakeFetch({ data: null });
    const error = await failureOf(
      createRequest({ endpoint: ENDPOINT, fetch })('{ getVideos { id } }', undefined, {
        operationName: 'getVideos',
      }),
    );
    expect(error.message).toBe('Unable to get videos.');
    expect(error.operationName).toBe('getVideos');
  });

  it('passes an abort through untouched', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      init?.signal?.throwIfAborted();
      return new Response('{}');
    }) as unknown as typeof globalThis.fetch;
    controller.abort();
    const promise = createRequest({ endpoint: ENDPOINT, fetch })(GET_PRODUCTS, undefined, {
      signal: controller.signal,
    });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('success flags of login and signup', () => {
  it('fails a login whose success flag is false with the login fallback', async () => {
    const { fetch } = fakeFetch({ data: { login: { success: false, message: null } } });
    const error = await failureOf(
      createRequest({ endpoint: ENDPOINT, fetch })(LOGIN, { email: 'a@b.co', password: 'x' }),
    );
    expect(error.message).toBe('Unable to login.');
  });

  it("prefers the server's message on a refused login", async () => {
    const { fetch } = fakeFetch({
      data: { login: { success: false, message: 'Account locked.' } },
    });
    const error = await failureOf(
      createRequest({ endpoint: ENDPOINT, fetch })(LOGIN, { email: 'a@b.co', password: 'x' }),
    );
    expect(error.message).toBe('Account locked.');
  });

  it('fails a signup whose success flag is false', async () => {
    const { fetch } = fakeFetch({ data: { signup: { success: false } } });
    const error = await failureOf(
      createRequest({ endpoint: ENDPOINT, fetch })(
        'mutation signup { signup(email: "a@b.co", password: "x", firstName: "A", lastName: "B") { success } }',
      ),
    );
    expect(error.message).toBe('Unable to sign up.');
  });

  it('returns a successful login', async () => {
    const { fetch } = fakeFetch({ data: { login: { success: true, message: null } } });
    await expect(
      createRequest({ endpoint: ENDPOINT, fetch })(LOGIN, { email: 'a@b.co', password: 'x' }),
    ).resolves.toEqual({ login: { success: true, message: null } });
  });

  it('ignores success: false on other operations', async () => {
    const { fetch } = fakeFetch({ data: { deleteWidget: { success: false } } });
    await expect(
      createRequest({ endpoint: ENDPOINT, fetch })(
        'mutation deleteWidget { deleteWidget(id: "1") { success } }',
      ),
    ).resolves.toEqual({ deleteWidget: { success: false } });
  });
});
