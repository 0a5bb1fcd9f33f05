// Relay connections as the Admin API pages them: `first`/`after` or `last`/`before` (one of first
// or last is required, at most 250), opaque cursors. Inside a bulk operation pagination does not
// apply and a connection holds every node.
import { GraphQLError } from 'graphql';
import type { SandboxContext } from '../context';

export const MAX_PAGE_SIZE = 250;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface Connection<T> {
  edges: Array<{ cursor: string; node: T }>;
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

const encodeCursor = (id: number): string =>
  Buffer.from(JSON.stringify({ last_id: id })).toString('base64');

function decodeCursor(cursor: string): number {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as {
      last_id?: unknown;
    };
    if (typeof value.last_id === 'number') return value.last_id;
  } catch {
    // falls through to the error Shopify gives for a cursor it did not issue
  }
  throw new GraphQLError(`Invalid cursor for current pagination sort.`);
}

function pageSize(value: number | null | undefined, name: string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 0 || value > MAX_PAGE_SIZE) {
    throw new GraphQLError(`The '${name}' argument must be between 0 and ${MAX_PAGE_SIZE}.`);
  }
  return value;
}

/** One page of `items` (already sorted), each identified by `idOf` for its cursor. */
export function connection<T>(
  items: readonly T[],
  args: ConnectionArgs,
  ctx: SandboxContext,
  idOf: (item: T) => number,
): Connection<T> {
  let start = 0;
  let end = items.length;
  if (!ctx.bulk) {
    const first = pageSize(args.first, 'first');
    const last = pageSize(args.last, 'last');
    if (first === null && last === null) {
      throw new GraphQLError('you must provide one of first or last');
    }
    if (args.after) {
      const id = decodeCursor(args.after);
      start = items.findIndex((item) => idOf(item) === id) + 1;
    }
    if (args.before) {
      const id = decodeCursor(args.before);
      const index = items.findIndex((item) => idOf(item) === id);
      end = index < 0 ? end : index;
    }
    if (first !== null) end = Math.min(end, start + first);
    if (last !== null) start = Math.max(start, end - last);
  }
  const page = items.slice(start, end);
  return {
    edges: page.map((node) => ({ cursor: encodeCursor(idOf(node)), node })),
    nodes: page,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: page.length ? encodeCursor(idOf(page[0] as T)) : null,
      endCursor: page.length ? encodeCursor(idOf(page[page.length - 1] as T)) : null,
    },
  };
}
