// The resolver map, assembled from the domain modules (src/modules/<domain>/resolvers.ts).
import type { IResolvers } from '@graphql-tools/utils';
import { accountsResolvers } from '../modules/accounts/resolvers';
import { adminResolvers } from '../modules/admin/resolvers';
import { affiliateLinksResolvers } from '../modules/affiliate-links/resolvers';
import { audioResolvers } from '../modules/audio/resolvers';
import { billingResolvers } from '../modules/billing/resolvers';
import { catalogueResolvers } from '../modules/catalogue/resolvers';
import { groupsResolvers } from '../modules/groups/resolvers';
import { imagesResolvers } from '../modules/images/resolvers';
import { layoutsResolvers } from '../modules/layouts/resolvers';
import { placementsResolvers } from '../modules/placements/resolvers';
import { socialAuthResolvers } from '../modules/social-auth/resolvers';
import { storesResolvers } from '../modules/stores/resolvers';
import { videoImportResolvers } from '../modules/video-import/resolvers';
import { videosResolvers } from '../modules/videos/resolvers';
import type { GraphQLContext } from './context';

export type Resolvers = IResolvers<unknown, GraphQLContext>;

/** Register a module's resolvers here. */
export const moduleResolvers: readonly Resolvers[] = [
  accountsResolvers,
  socialAuthResolvers,
  groupsResolvers,
  adminResolvers,
  storesResolvers,
  billingResolvers,
  affiliateLinksResolvers,
  audioResolvers,
  videosResolvers,
  videoImportResolvers,
  catalogueResolvers,
  imagesResolvers,
  layoutsResolvers,
  placementsResolvers,
];

/** One map; a field resolved by two modules is a wiring mistake and fails at start. */
export function mergeResolvers(modules: readonly Resolvers[]): Resolvers {
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
  return merged as Resolvers;
}

const ROOT_TYPES = ['Query', 'Mutation'] as const;

/** Names of the Query and Mutation fields that have a resolver, sorted. */
export function implementedOperations(
  resolvers: Resolvers = mergeResolvers(moduleResolvers),
): string[] {
  return ROOT_TYPES.flatMap((type) =>
    Object.keys((resolvers[type] as object | undefined) ?? {}),
  ).sort();
}
