// Viewer ranges of an experiment (doc 3 §4): each item's ranges (start inclusive, end exclusive,
// within 0 to 100) cover exactly its percentage, and no viewer number falls in two items. When
// the client sends no ranges at all, they are laid end to end with the shared buildRanges.
import { buildRanges, PLACEMENT_TOTAL, type CohortRange } from '@vendy/client/domain';
import { UserError } from '../../errors';
import { RANGE_OUT_OF_BOUNDS, RANGES_DO_NOT_MATCH, RANGES_OVERLAP } from './messages';

export interface RangedItem<R extends CohortRange = CohortRange> {
  rangePercentage: number;
  ranges: R[];
}

/** The items with their ranges checked, or built when none was given. */
export function settleRanges<R extends CohortRange, T extends RangedItem<R>>(
  items: readonly T[],
): Array<T & { ranges: Array<R | CohortRange> }> {
  if (items.every((item) => item.ranges.length === 0)) return buildRanges(items);
  const all: CohortRange[] = [];
  for (const item of items) {
    let covered = 0;
    for (const range of item.ranges) {
      const { start, end } = range;
      if (
        !Number.isInteger(start) ||
        !Number.isInteger(end) ||
        start < 0 ||
        end > PLACEMENT_TOTAL ||
        start >= end
      ) {
        throw new UserError(RANGE_OUT_OF_BOUNDS);
      }
      covered += end - start;
      all.push(range);
    }
    if (covered !== item.rangePercentage) throw new UserError(RANGES_DO_NOT_MATCH);
  }
  all.sort((a, b) => a.start - b.start);
  for (let i = 1; i < all.length; i++) {
    if (all[i]!.start < all[i - 1]!.end) throw new UserError(RANGES_OVERLAP);
  }
  return [...items];
}
