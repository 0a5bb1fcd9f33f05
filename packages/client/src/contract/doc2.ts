import type { OperationSpec } from './types';

/** Operations of specification document 2, §7. */
export const doc2Operations: readonly OperationSpec[] = [];
