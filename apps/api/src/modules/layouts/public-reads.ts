// Public reads over GET: the storefront's hot path (getEmbeddedWidget, getExperimentData, the feed
// viewer's getEmbeddedInstagramFeed) and the embed's branding read, sent as `GET /graphql?query=...&variables=...` so that browsers and CDNs
// can cache them.
//
// - Only the exact documents of packages/client/operations are accepted without the CSRF header
//   (compared after normalising whitespace and definition order): a fixed, side-effect-free query
//   is a safe read even when another site triggers it, since it cannot change anything and CORS
//   keeps the answer from the other site. Any other GET still needs the header; mutations over
//   GET stay refused by the GraphQL server (405).
// - Resolvers say whether their answer is the same for everyone (markPublicAnswer) or depends on
//   the session (markPrivateAnswer, e.g. a draft previewed by its group). Public answers without
//   errors get `Cache-Control: public, max-age=0, s-maxage=60` and a strong ETag,
//   and an If-None-Match that matches is answered 304 without a body. Everything else on this path
//   is `private, no-store`.
// - public-fast-path.ts answers repeated public reads from their stored bytes, in front of
//   the GraphQL server; this module stays the one that decides what is public.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Operations readable over GET without the CSRF header. */
export const PUBLIC_READ_OPERATIONS = [
  'getEmbeddedWidget',
  'getExperimentData',
  'getBrandingSettings',
  'getEmbeddedInstagramFeed',
  'getEmbeddedSliderItem',
] as const;

/**
 * Browsers ask again every time (max-age=0: a 304 from the stored bytes when nothing changed), so
 * a merchant who saves branding or a layout and reloads the store sees the change at once; a CDN
 * in front may keep an answer for 60 s (s-maxage), which spares the server a storefront's traffic.
 * No stale-while-revalidate: browsers would show the old answer once more after a change.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export const OPERATIONS_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@vendy/client/package.json')),
  'operations',
);

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return graphqlFiles(file);
      return name.endsWith('.graphql') ? [file] : [];
    });
}

const definitionName = (definition: DefinitionNode): string =>
  'name' in definition && definition.name ? definition.name.value : '';

/** One canonical text per document: definitions sorted by kind and name, then printed. */
export function normaliseDocument(document: DocumentNode): string {
  return [...document.definitions]
    .sort((a, b) =>
      `${a.kind}:${definitionName(a)}`.localeCompare(`${b.kind}:${definitionName(b)}`),
    )
    .map((definition) => print(definition))
    .join('\n');
}

/** The operation with every fragment it uses, directly or through other fragments. */
function withFragments(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): DocumentNode {
  const used = new Map<string, FragmentDefinitionNode>();
  const pending: DefinitionNode[] = [operation];
  while (pending.length > 0) {
    visit(pending.pop()!, {
      FragmentSpread(node) {
        const name = node.name.value;
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`Fragment ${name} is used but not defined`);
        if (!used.has(name)) {
          used.set(name, fragment);
          pending.push(fragment);
        }
      },
    });
  }
  return { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
}

/** The accepted text of each public operation, read from the client's operation files. */
export function loadPublicDocuments(
  dir: string = OPERATIONS_DIR,
  names: readonly string[] = PUBLIC_READ_OPERATIONS,
): Map<string, string> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations = new Map<string, OperationDefinitionNode>();
  for (const file of graphqlFiles(dir)) {
    for (const definition of parse(readFileSync(file, 'utf8')).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        fragments.set(definition.name.value, definition);
      } else if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) {
        operations.set(definition.name.value, definition);
      }
    }
  }
  const documents = new Map<string, string>();
  for (const name of names) {
    const operation = operations.get(name);
    if (!operation || operation.operation !== 'query') {
      throw new Error(`Public read ${name} is not a query of ${dir}`);
    }
    documents.set(normaliseDocument(withFragments(operation, fragments)), name);
  }
  return documents;
}

let documents: Map<string, string> | undefined;
const publicDocuments = () => (documents ??= loadPublicDocuments());

/** Reads the accepted documents now (at start-up) rather than on the first public read. */
export function preparePublicDocuments(): void {
  publicDocuments();
}

/** Query texts already recognised (or refused): each distinct text is parsed only once. */
const RECOGNISED_TEXTS_MAX = 256;
const recognised = new Map<string, string | null>();

/**
 * The public operation whose document this query text is (after normalising whitespace and
 * definition order), or null. Each distinct text is parsed once; the answer is remembered for a
 * bounded number of texts, the oldest forgotten first.
 */
export function publicOperationOf(query: string): string | null {
  const known = recognised.get(query);
  if (known !== undefined) return known;
  let name: string | null;
  try {
    name = publicDocuments().get(normaliseDocument(parse(query))) ?? null;
  } catch {
    name = null;
  }
  if (recognised.size >= RECOGNISED_TEXTS_MAX) {
    const oldest = recognised.keys().next().value;
    if (oldest !== undefined) recognised.delete(oldest);
  }
  recognised.set(query, name);
  return name;
}

// Per request: which public operation it is (null: none), and what its resolvers said.
const reads = new WeakMap<Request, string | null>();
const scopes = new WeakMap<Request, 'public' | 'private'>();

/** The public operation a GET request carries, or null when it is anything else. */
export function publicReadOf(request: Request): string | null {
  const known = reads.get(request);
  if (known !== undefined) return known;
  let name: string | null = null;
  if (request.method === 'GET') {
    const query = new URL(request.url, 'http://localhost').searchParams.get('query');
    if (query) name = publicOperationOf(query);
  }
  reads.set(request, name);
  return name;
}

/** The answer is the same for every caller (no session was consulted). */
export function markPublicAnswer(request: Request | undefined): void {
  if (request && !scopes.has(request)) scopes.set(request, 'public');
}

/** The answer depends on who asks: never stored by a shared cache. Wins over public. */
export function markPrivateAnswer(request: Request | undefined): void {
  if (request) scopes.set(request, 'private');
}

/** Public answers differ by Accept (response type) and, from the fast path, by Accept-Encoding. */
export const PUBLIC_VARY = 'Accept, Accept-Encoding';

const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** True when an If-None-Match header names `etag` (or `*`); weak comparison. */
export function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function hasErrors(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { errors?: unknown[]; data?: unknown };
    return (parsed.errors?.length ?? 0) > 0 || parsed.data == null;
  } catch {
    return true;
  }
}

/**
 * The headers as one plain object, lower-case names in their order. Answers built from it go out
 * with exactly these headers, in this order: the fast path (public-fast-path.ts) repeats them.
 */
function plainHeaders(headers: Headers): Record<string, string> {
  const plain: Record<string, string> = {};
  headers.forEach((value, name) => {
    plain[name.toLowerCase()] = value;
  });
  return plain;
}

/**
 * Cache headers and conditional answers for public reads. Register it after the plugin that
 * copies the resolvers' cookies onto the response, so a Set-Cookie is seen and never cached.
 */
export function usePublicReadCache(): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      if (!publicReadOf(request)) return;
      if (response.headers.has('set-cookie')) {
        response.headers.set('cache-control', PRIVATE_CACHE_CONTROL);
        return;
      }
      const cacheable = response.status === 200 && scopes.get(request) === 'public';
      const body = await response.text();
      const headers = plainHeaders(response.headers);
      if (!cacheable || hasErrors(body)) {
        headers['cache-control'] = PRIVATE_CACHE_CONTROL;
        setResponse(new fetchAPI.Response(body, { status: response.status, headers }));
        return;
      }
      const etag = etagOf(body);
      headers['cache-control'] = PUBLIC_CACHE_CONTROL;
      headers.etag = etag;
      headers.vary = headers.vary ? `${headers.vary}, ${PUBLIC_VARY}` : PUBLIC_VARY;
      if (matches(request.headers.get('if-none-match'), etag)) {
        delete headers['content-length'];
        delete headers['content-type'];
        setResponse(new fetchAPI.Response(null, { status: 304, headers }));
        return;
      }
      setResponse(new fetchAPI.Response(body, { status: 200, headers }));
    },
  };
}
