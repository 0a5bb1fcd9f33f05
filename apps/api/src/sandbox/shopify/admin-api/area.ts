import type { GraphQLResolveInfo } from 'graphql';
import type { SandboxContext } from '../context';

/** A field resolver of the sandbox's Admin API (root value unused). */
export type SandboxResolver = (
  parent: unknown,
  args: Record<string, unknown>,
  ctx: SandboxContext,
  info: GraphQLResolveInfo,
) => unknown;

/**
 * One area of the Admin API (shop, billing, webhooks, and later products and bulk operations): its
 * SDL (root types may be declared again: they are merged), its resolvers, and how `node(id:)` finds
 * the objects it owns, by gid type.
 */
export interface AdminApiArea {
  typeDefs: string;
  resolvers: Record<string, Record<string, SandboxResolver>>;
  nodes?: Record<string, (ctx: SandboxContext, id: number) => Promise<object | null>>;
}

export interface UserErrorShape {
  field: string[] | null;
  message: string;
}

export const userError = (message: string, field: string[] | null = null): UserErrorShape => ({
  field,
  message,
});
