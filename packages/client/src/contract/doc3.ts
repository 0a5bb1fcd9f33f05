import type { OperationSpec } from './types';

/** Operations of specification document 3, §7. */
export const doc3Operations: readonly OperationSpec[] = [];
