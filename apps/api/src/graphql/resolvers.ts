// Merging the modules' resolver maps (each module's descriptor, modules/<name>/module.ts, carries
// its own; the composition root collects them from modules/index.ts).
import type { IResolvers } from '@graphql-tools/utils';
import type { GraphQLContext } from './context';

/** Any module's resolver map, as merged (modules type theirs with the generated `Resolvers`). */
export type ResolverMap = IResolvers<unknown, GraphQLContext>;

/** One map; a field resolved by two modules is a wiring mistake and fails at start. */
export function mergeResolvers(modules: readonly ResolverMap[]): ResolverMap {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const module of modules) {
    for (const [typeName, fields] of Object.entries(module)) {
      const target = (merged[typeName] ??= {});
      for (const [fieldName, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (Object.hasOwn(target, fieldName))
          throw new Error(`${typeName}.${fieldName} is resolved by two modules`);
        target[fieldName] = resolver;
      }
    }
  }
  return merged as ResolverMap;
}

const ROOT_TYPES = ['Query', 'Mutation'] as const;

/** Names of the Query and Mutation fields that have a resolver, sorted. */
export function implementedOperations(resolvers: ResolverMap): string[] {
  return ROOT_TYPES.flatMap((type) =>
    Object.keys((resolvers[type] as object | undefined) ?? {}),
  ).sort();
}
