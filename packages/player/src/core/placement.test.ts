import { VIEWER_RANGE_KEY } from '@vendy/client/domain';
import { describe, expect, it } from 'vitest';
import { samplePlacementData } from '../testing';
import { resolvePlacement, visibleBanners } from './placement';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('the experiment cohort picks the strategy', () => {
  it("uses the viewer's stored number: ranges are start inclusive, end exclusive", () => {
    const data = samplePlacementData();
    expect(
      resolvePlacement(data, { storage: memoryStorage({ [VIEWER_RANGE_KEY]: '49' }) }).strategyId,
    ).toBe('strategy-a');
    expect(
      resolvePlacement(data, { storage: memoryStorage({ [VIEWER_RANGE_KEY]: '50' }) }).strategyId,
    ).toBe('strategy-b');
  });

  it('draws and keeps a number for a new viewer', () => {
    const storage = memoryStorage();
    const first = resolvePlacement(samplePlacementData(), { storage });
    const kept = storage.data.get(VIEWER_RANGE_KEY);
    expect(Number(kept)).toBeGreaterThanOrEqual(0);
    expect(Number(kept)).toBeLessThan(100);
    expect(resolvePlacement(samplePlacementData(), { storage }).strategyId).toBe(first.strategyId);
  });

  it('uses the first strategy when no range holds the number', () => {
    const data = samplePlacementData();
    const gap = {
      ...data,
      experiment: {
        ...data.experiment!,
        items: data.experiment!.items.map((item) => ({ ...item, ranges: [{ start: 0, end: 10 }] })),
      },
    };
    expect(resolvePlacement(gap, { viewerRange: 70 }).strategyId).toBe('strategy-a');
  });

  it('shows no banners when the data failed to load or nothing is placed', () => {
    expect(resolvePlacement(null).banners).toEqual([]);
    const none = resolvePlacement(samplePlacementData({ experiment: null }));
    expect(none).toMatchObject({
      banners: [],
      strategyId: null,
      storeDomain: 'vendy-demo.myshopify.com',
    });
  });
});

describe('banners follow the banner-timing rule', () => {
  it('static at 0, timed at their start, collection products staggered after the last start', () => {
    const placement = resolvePlacement(samplePlacementData(), { viewerRange: 10 });
    expect(placement).toMatchObject({ experimentId: 'experiment-1', strategyId: 'strategy-a' });
    expect(placement.banners.map((b) => [b.label, b.startTime, b.item.kind])).toEqual([
      ['Linen shirt', 0, 'product'],
      ['Hat of the season', 12, 'affiliate'],
      ['Canvas tote bag', 27, 'product'],
      // The collection's second product (at 42 s) is the static Linen shirt: listed once.
    ]);
  });

  it('names a product once when a collection repeats one the placement already shows', () => {
    const { banners } = resolvePlacement(samplePlacementData(), { viewerRange: 10 });
    // The collection's second product, due at 42 s, is the shirt shown from 0 s.
    expect(visibleBanners(banners, 60).map((b) => [b.label, b.startTime])).toEqual([
      ['Linen shirt', 0],
      ['Hat of the season', 12],
      ['Canvas tote bag', 27],
    ]);
  });

  it('shows the banners whose start has come', () => {
    const { banners } = resolvePlacement(samplePlacementData(), { viewerRange: 10 });
    expect(visibleBanners(banners, 0).map((b) => b.key)).toEqual(['i:a-static']);
    expect(visibleBanners(banners, 30).map((b) => b.key)).toEqual([
      'i:a-static',
      'i:a-link',
      'c:a-collection:0',
    ]);
  });

  it('skips assignments whose product is missing, and on a feed those of other posts', () => {
    const data = samplePlacementData({ affiliateLinks: [] });
    expect(resolvePlacement(data, { viewerRange: 10 }).banners.map((b) => b.key)).not.toContain(
      'i:a-link',
    );
    const strategy = data.experiment!.items[1]!.strategy;
    const feed = {
      ...data,
      experiment: {
        id: 'e',
        items: [
          {
            ranges: [{ start: 0, end: 100 }],
            strategy: {
              ...strategy,
              individualAssignments: [
                { ...strategy.individualAssignments[0]!, instagramMediaId: 'post-2' },
              ],
            },
          },
        ],
      },
    };
    expect(resolvePlacement(feed, { viewerRange: 1, instagramMediaId: 'post-1' }).banners).toEqual(
      [],
    );
    expect(
      resolvePlacement(feed, { viewerRange: 1, instagramMediaId: 'post-2' }).banners,
    ).toHaveLength(1);
  });
});
