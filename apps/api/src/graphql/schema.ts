// The executable schema: the contract's SDL plus the modules' resolvers (handed in by the
// composition root). Every Query and Mutation
// field of the SDL that no module resolves yet answers with an explicit error naming it, never a
// silent null that the browser could mistake for "no data".
import { createSchema } from 'graphql-yoga';
import type { DocumentNode, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { notImplementedError } from '../errors';
import type { GraphQLContext } from './context';
import { mergeResolvers, type ResolverMap } from './resolvers';
import { DateTime, JSONScalar } from './scalars';
import { loadTypeDefs } from './sdl';

export interface SchemaSources {
  /** Defaults to the contract's SDL (packages/client/schema). */
  typeDefs?: DocumentNode;
  resolvers: readonly ResolverMap[];
}

export function buildSchema(sources: SchemaSources): GraphQLSchema {
  const resolvers = mergeResolvers(sources.resolvers);
  const schema = createSchema<GraphQLContext>({
    typeDefs: sources.typeDefs ?? loadTypeDefs(),
    resolvers: [{ DateTime, JSON: JSONScalar }, resolvers],
  });
  guardRootFields(schema.getQueryType(), resolvers);
  guardRootFields(schema.getMutationType(), resolvers);
  return schema;
}

function guardRootFields(type: GraphQLObjectType | null | undefined, resolvers: ResolverMap): void {
  if (!type) return;
  const implemented = (resolvers[type.name] as object | undefined) ?? {};
  for (const field of Object.values(type.getFields())) {
    if (Object.hasOwn(implemented, field.name)) continue;
    field.resolve = () => {
      throw notImplementedError(field.name);
    };
  }
}
