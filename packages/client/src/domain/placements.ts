/** Placement percentages of an experiment (doc 3 §5): they must add up to 100. */
import { PLACEMENT_TOTAL } from './constants';

/** Sum of the percentages; blank or unreadable entries count as 0. */
export function placementTotal(values: ReadonlyArray<number | string | null | undefined>): number {
  return values.reduce<number>((sum, value) => {
    const n = typeof value === 'number' ? value : Number(value ?? '');
    return Number.isFinite(n) ? sum + n : sum;
  }, 0);
}

export function isPlacementComplete(
  values: ReadonlyArray<number | string | null | undefined>,
): boolean {
  return placementTotal(values) === PLACEMENT_TOTAL;
}

/** What a percentage field keeps of typed or pasted text: its digits only. */
export function digitsOnly(input: string): string {
  return input.replace(/\D+/g, '');
}
