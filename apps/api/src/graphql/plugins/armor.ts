// Limits on the shape of an operation, checked before it runs, so that one request cannot make the
// server do unbounded work (deep nesting, thousands of aliases, huge documents).
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';

export const ARMOR_LIMITS = {
  maxDepth: 12,
  /**
   * Static cost: objects 2, scalars 1, each multiplied by depthCostFactor per nesting level. Depth
   * is bounded on its own (maxDepth), so the factor stays mild: with armor's default of 1.5 the
   * embed's own getEmbeddedWidget (a layout with its media, timeline, products and strategies)
   * cost ~40 000 and was refused.
   */
  maxCost: 5000,
  depthCostFactor: 1.1,
  maxAliases: 15,
  maxDirectives: 10,
  maxTokens: 3000,
} as const;

export function useArmor(production: boolean): Plugin {
  return EnvelopArmorPlugin({
    // Depth counts fields, not fragment spreads: otherwise every spread costs two levels and the
    // app's own operations (getEmbeddedWidget, adminGetManyGroupsData, ...) would be refused.
    maxDepth: { n: ARMOR_LIMITS.maxDepth, flattenFragments: true },
    costLimit: { maxCost: ARMOR_LIMITS.maxCost, depthCostFactor: ARMOR_LIMITS.depthCostFactor },
    maxAliases: { n: ARMOR_LIMITS.maxAliases },
    maxDirectives: { n: ARMOR_LIMITS.maxDirectives },
    maxTokens: { n: ARMOR_LIMITS.maxTokens },
    // "Did you mean ...?" hints reveal field names; helpful in development, a leak in production.
    blockFieldSuggestion: { enabled: production },
  });
}
