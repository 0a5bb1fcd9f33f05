/**
 * When each product banner appears over a shoppable video (doc 3 §4): individual assignments at
 * their start time, static ones at 0, and the products of placed collections one after another,
 * each collection's bannerInterval apart, after the last individual start time.
 */
import type { AdType } from '../generated/graphql';
import { DEFAULT_BANNER_INTERVAL } from './constants';

export type { AdType };

export interface ScheduledIndividual {
  adType: AdType;
  rank: number;
  /** Seconds from the start of the video. */
  startTimeIndex: number;
}

export interface ScheduledCollectionAssignment {
  rank: number;
  /** Seconds between two of the collection's banners; unset or 0 means the 15 s default. */
  bannerInterval?: number | null;
}

export interface ScheduledCollection<A extends ScheduledCollectionAssignment, P> {
  assignment: A;
  /** The collection's products in display order. */
  products: readonly P[];
}

export type BannerSlot<I, A, P> =
  | { kind: 'individual'; startTime: number; assignment: I }
  | { kind: 'collection'; startTime: number; assignment: A; product: P; index: number };

function intervalOf(assignment: ScheduledCollectionAssignment): number {
  const interval = assignment.bannerInterval;
  return typeof interval === 'number' && interval > 0 ? interval : DEFAULT_BANNER_INTERVAL;
}

const byRank = (a: { rank: number }, b: { rank: number }) => a.rank - b.rank;

/**
 * The banner schedule, sorted by start time (individual banners first on equal times, then by
 * rank). Collections are taken in rank order and continue one another's sequence, so two
 * collections never show banners at the same moment.
 */
export function bannerSchedule<
  I extends ScheduledIndividual,
  A extends ScheduledCollectionAssignment = ScheduledCollectionAssignment,
  P = unknown,
>({
  individual,
  collections,
}: {
  individual: readonly I[];
  collections: readonly ScheduledCollection<A, P>[];
}): BannerSlot<I, A, P>[] {
  const individualSlots = individual.map((assignment) => ({
    kind: 'individual' as const,
    startTime: assignment.adType === 'banner_static' ? 0 : Math.max(0, assignment.startTimeIndex),
    assignment,
  }));
  let time = individualSlots.reduce((latest, slot) => Math.max(latest, slot.startTime), 0);

  const collectionSlots: BannerSlot<I, A, P>[] = [];
  for (const { assignment, products } of [...collections].sort((a, b) =>
    byRank(a.assignment, b.assignment),
  )) {
    const interval = intervalOf(assignment);
    products.forEach((product, index) => {
      time += interval;
      collectionSlots.push({ kind: 'collection', startTime: time, assignment, product, index });
    });
  }

  const ordered = [...individualSlots].sort(
    (a, b) => a.startTime - b.startTime || byRank(a.assignment, b.assignment),
  );
  // Collection slots are already increasing and later than every individual start.
  return [...ordered, ...collectionSlots];
}
