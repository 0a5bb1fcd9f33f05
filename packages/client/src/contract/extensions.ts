import type { OperationSpec } from './types';

/**
 * Operations the product adds beyond the specification's call lists, each for a need the spec
 * states without naming a call. `doc` is the document whose area it belongs to.
 */
export const extensionOperations: readonly OperationSpec[] = [
  // Plan limits: uploads over the plan's monthly minutes are refused, and the merchant sees usage.
  {
    name: 'getVideoUploadUsage',
    kind: 'query',
    fallback: 'Unable to get data.',
    doc: 2,
    access: 'member',
  },
];
