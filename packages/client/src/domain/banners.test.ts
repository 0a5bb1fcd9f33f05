import { describe, expect, it } from 'vitest';
import { bannerSchedule, type AdType } from './banners';

const single = (id: string, adType: AdType, startTimeIndex: number, rank = 0) => ({
  id,
  adType,
  startTimeIndex,
  rank,
});
const collection = (
  id: string,
  rank: number,
  products: string[],
  bannerInterval?: number | null,
) => ({
  assignment: { id, rank, bannerInterval },
  products,
});

type Individual = ReturnType<typeof single>;
type Collection = ReturnType<typeof collection>;
const noCollections: Collection[] = [];
const summary = (
  slots: ReturnType<typeof bannerSchedule<Individual, Collection['assignment'], string>>,
) =>
  slots.map((slot) =>
    slot.kind === 'individual'
      ? [slot.assignment.id, slot.startTime]
      : [`${slot.assignment.id}:${slot.product}`, slot.startTime],
  );

describe('bannerSchedule', () => {
  it('starts individual banners at their start time and static ones at 0', () => {
    const slots = bannerSchedule({
      individual: [
        single('late', 'banner', 40),
        single('static', 'banner_static', 25),
        single('early', 'banner', 5),
      ],
      collections: noCollections,
    });
    expect(summary(slots)).toEqual([
      ['static', 0],
      ['early', 5],
      ['late', 40],
    ]);
  });

  it('staggers collection products by their interval after the last individual start', () => {
    const slots = bannerSchedule({
      individual: [single('a', 'banner', 10), single('b', 'banner', 30)],
      collections: [collection('c', 0, ['p1', 'p2', 'p3'], 10)],
    });
    expect(summary(slots)).toEqual([
      ['a', 10],
      ['b', 30],
      ['c:p1', 40],
      ['c:p2', 50],
      ['c:p3', 60],
    ]);
  });

  it('uses 15 seconds when a collection sets no interval', () => {
    const slots = bannerSchedule({
      individual: [],
      collections: [collection('c', 0, ['p1', 'p2'], null), collection('d', 1, ['q1'], 0)],
    });
    expect(summary(slots)).toEqual([
      ['c:p1', 15],
      ['c:p2', 30],
      ['d:q1', 45],
    ]);
  });

  it('takes collections in rank order, each continuing after the previous one', () => {
    const slots = bannerSchedule({
      individual: [single('s', 'banner_static', 99)],
      collections: [collection('second', 2, ['x'], 5), collection('first', 1, ['y', 'z'], 20)],
    });
    expect(summary(slots)).toEqual([
      ['s', 0],
      ['first:y', 20],
      ['first:z', 40],
      ['second:x', 45],
    ]);
  });

  it('orders banners starting together by rank', () => {
    const slots = bannerSchedule({
      individual: [single('two', 'banner', 5, 2), single('one', 'banner', 5, 1)],
      collections: noCollections,
    });
    expect(summary(slots)).toEqual([
      ['one', 5],
      ['two', 5],
    ]);
  });

  it('numbers the products of each collection from 0', () => {
    const slots = bannerSchedule({
      individual: [],
      collections: [collection('c', 0, ['p1', 'p2'])],
    });
    expect(slots.map((slot) => (slot.kind === 'collection' ? slot.index : -1))).toEqual([0, 1]);
  });
});
