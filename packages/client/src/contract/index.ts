import type { OperationSpec } from './types';
import { accountsGroupsPlansOperations } from './accounts-groups-plans';
import { catalogueAssetsOperations } from './catalogue-assets';
import { layoutsPlacementsOperations } from './layouts-placements';
import { extensionOperations } from './extensions';

export type { OperationSpec } from './types';

/**
 * Every operation named in the specification, each once (the first document naming it wins), then
 * the few the product adds (extensions.ts).
 */
export const specOperations: readonly OperationSpec[] = (() => {
  const seen = new Map<string, OperationSpec>();
  for (const op of [
    ...accountsGroupsPlansOperations,
    ...catalogueAssetsOperations,
    ...layoutsPlacementsOperations,
    ...extensionOperations,
  ]) {
    if (!seen.has(op.name)) seen.set(op.name, op);
  }
  return [...seen.values()];
})();

const byName = new Map(specOperations.map((op) => [op.name, op]));

/** The specification's fallback message for an operation, or a generic one for unknown names. */
export function fallbackMessage(operationName: string): string {
  return byName.get(operationName)?.fallback ?? 'Something went wrong. Please try again.';
}

export function operationSpec(operationName: string): OperationSpec | undefined {
  return byName.get(operationName);
}
