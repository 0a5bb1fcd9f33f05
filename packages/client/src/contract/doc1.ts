import type { OperationSpec } from './types';

/** Operations of specification document 1, §7. */
export const doc1Operations: readonly OperationSpec[] = [];
