// Slider pages (doc 3 §2-§5): admins build them on their current group; a save replaces the whole
// page, ids are the editor's, another group's pages and shoppable videos are refused, a slug is
// unique within the group, and a deleted shoppable video leaves the pages it was on.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DeleteSliderPageDocument,
  GetSliderPagesDocument,
  UpsertSliderPageDocument,
  type SliderPageInput,
} from '../../../../packages/client/src/generated/graphql';
import { groups, sliderPages, virtualVideos } from '../../src/db/schema';
import { dataOf, errorOf, FORBIDDEN, NOT_LOGGED_IN } from '../groups/fixtures';
import { addVideo, shoppableVideo, startWorld, type World } from '../layouts/fixtures';

let world: World;
let videoA: string;
const shoppable: Record<string, string> = {};

const UPSERT = UpsertSliderPageDocument.toString();
const LIST = GetSliderPagesDocument.toString();
const DELETE = DeleteSliderPageDocument.toString();

interface Saved {
  upsertSliderPage: {
    id: string;
    groupId: string;
    groupHandle: string | null;
    title: string;
    slug: string;
    description: string | null;
    featuredSlider: SliderOut | null;
    sliders: SliderOut[];
  };
}
interface SliderOut {
  id: string;
  title: string;
  rank: number;
  sliderItems: Array<{
    id: string;
    rank: number;
    virtualVideoId: string;
    virtualVideo: { title: string } | null;
  }>;
}

const as = () => world.cast.as;

function pageInput(overrides: Partial<SliderPageInput> = {}): SliderPageInput {
  return {
    id: randomUUID(),
    title: 'Summer picks',
    description: 'Our favourite looks',
    slug: `summer-${Math.floor(Math.random() * 1e9)}`,
    featuredSlider: {
      id: randomUUID(),
      title: 'Featured',
      rank: 5,
      sliderItems: [{ rank: 0, virtualVideoId: shoppable.first! }],
    },
    sliders: [
      {
        id: randomUUID(),
        title: 'Second row',
        rank: 1,
        sliderItems: [
          { rank: 1, virtualVideoId: shoppable.first! },
          { rank: 0, virtualVideoId: shoppable.second! },
        ],
      },
      {
        id: randomUUID(),
        title: 'First row',
        rank: 0,
        sliderItems: [{ rank: 0, virtualVideoId: shoppable.third! }],
      },
    ],
    ...overrides,
  };
}

const save = (page: SliderPageInput, gql = as().admin) => gql<Saved>(UPSERT, { page });

beforeAll(async () => {
  world = await startWorld();
  await world.db.update(groups).set({ handle: 'acme' }).where(eq(groups.id, world.cast.groupA));
  videoA = await addVideo(world.db, world.cast.groupA);
  shoppable.first = await shoppableVideo(as().owner, videoA, 'First look');
  shoppable.second = await shoppableVideo(as().owner, videoA, 'Second look');
  shoppable.third = await shoppableVideo(as().owner, videoA, 'Third look');
  const videoB = await addVideo(world.db, world.cast.groupB);
  shoppable.bravo = await shoppableVideo(as().outsider, videoB, 'Bravo look');
});

afterAll(() => world?.server.close());

describe('saving a slider page', () => {
  it('creates the page on the admin current group, in the order given', async () => {
    const input = pageInput();
    const page = dataOf(await save(input)).upsertSliderPage;
    expect(page).toMatchObject({
      id: input.id,
      groupId: world.cast.groupA,
      groupHandle: 'acme',
      title: 'Summer picks',
      slug: input.slug,
      description: 'Our favourite looks',
    });
    expect(page.featuredSlider?.rank).toBe(-1);
    expect(page.featuredSlider?.sliderItems.map((i) => i.virtualVideo?.title)).toEqual([
      'First look',
    ]);
    expect(page.sliders.map((s) => [s.title, s.rank])).toEqual([
      ['First row', 0],
      ['Second row', 1],
    ]);
    expect(page.sliders[1]!.sliderItems.map((i) => [i.rank, i.virtualVideo?.title])).toEqual([
      [0, 'Second look'],
      [1, 'First look'],
    ]);
    const listed = dataOf(await as().admin<{ getSliderPages: Array<{ id: string }> }>(LIST));
    expect(listed.getSliderPages.map((p) => p.id)).toContain(input.id);
  });

  it('replaces the whole page when saved again with the same id', async () => {
    const input = pageInput();
    dataOf(await save(input));
    const again = dataOf(
      await save({
        ...input,
        title: 'Autumn picks',
        featuredSlider: null,
        sliders: [input.sliders[0]!],
      }),
    ).upsertSliderPage;
    expect(again.title).toBe('Autumn picks');
    expect(again.featuredSlider).toBeNull();
    expect(again.sliders.map((s) => [s.id, s.rank])).toEqual([[input.sliders[0]!.id, 0]]);
  });

  it('is for admins only', async () => {
    for (const gql of [as().owner, as().user, as().outsider]) {
      expect(errorOf(await save(pageInput(), gql))).toEqual(FORBIDDEN);
      expect(errorOf(await gql(LIST))).toEqual(FORBIDDEN);
    }
    expect(errorOf(await save(pageInput(), as().anonymous))).toEqual(NOT_LOGGED_IN);
  });

  it("refuses another group's page id and shoppable videos, changing nothing", async () => {
    const [bravoPage] = await world.db
      .insert(sliderPages)
      .values({ groupId: world.cast.groupB, title: 'Bravo page', slug: 'bravo' })
      .returning();
    expect(errorOf(await save(pageInput({ id: bravoPage!.id })))).toEqual(FORBIDDEN);
    const [still] = await world.db
      .select()
      .from(sliderPages)
      .where(eq(sliderPages.id, bravoPage!.id));
    expect(still).toMatchObject({ groupId: world.cast.groupB, title: 'Bravo page' });

    const foreign = pageInput({
      sliders: [
        {
          id: randomUUID(),
          title: 'Row',
          rank: 0,
          sliderItems: [{ rank: 0, virtualVideoId: shoppable.bravo! }],
        },
      ],
    });
    expect(errorOf(await save(foreign))).toEqual(FORBIDDEN);
    const unknown = pageInput({ featuredSlider: null, sliders: [] });
    unknown.sliders = [
      {
        id: randomUUID(),
        title: 'Row',
        rank: 0,
        sliderItems: [{ rank: 0, virtualVideoId: randomUUID() }],
      },
    ];
    expect(errorOf(await save(unknown))).toEqual({
      message: 'Shoppable video not found.',
      code: 'NOT_FOUND',
    });
  });

  it('keeps slugs unique within the group and checks the page fields', async () => {
    const first = pageInput();
    dataOf(await save(first));
    expect(errorOf(await save(pageInput({ slug: first.slug }))).message).toBe(
      'This URL slug is already used by another page.',
    );
    expect(errorOf(await save(pageInput({ slug: 'Not A Slug' }))).message).toBe(
      'Invalid URL slug.',
    );
    const many = pageInput({
      sliders: Array.from({ length: 51 }, (_, rank) => ({
        id: randomUUID(),
        title: `Row ${rank}`,
        rank,
        sliderItems: [],
      })),
    });
    expect(errorOf(await save(many)).message).toBe('A slider page can have at most 50 sliders.');
  });

  it('refuses slider ids that belong to another page', async () => {
    const first = pageInput();
    dataOf(await save(first));
    const thief = pageInput({ sliders: [first.sliders[0]!] });
    expect(errorOf(await save(thief))).toEqual(FORBIDDEN);
  });
});

describe('deleting', () => {
  it('deletes the page, and says so when there is nothing to delete', async () => {
    const input = pageInput();
    dataOf(await save(input));
    expect(errorOf(await as().owner(DELETE, { sliderPageId: input.id }))).toEqual(FORBIDDEN);
    const done = dataOf(
      await as().admin<{ deleteSliderPage: { success: boolean } }>(DELETE, {
        sliderPageId: input.id,
      }),
    );
    expect(done.deleteSliderPage.success).toBe(true);
    expect(errorOf(await as().admin(DELETE, { sliderPageId: input.id })).message).toBe(
      'Error deleting slider page.',
    );
  });

  it('drops the items of a shoppable video that is deleted', async () => {
    const gone = await shoppableVideo(as().owner, videoA, 'Gone soon');
    const input = pageInput({
      featuredSlider: null,
      sliders: [
        {
          id: randomUUID(),
          title: 'Row',
          rank: 0,
          sliderItems: [
            { rank: 0, virtualVideoId: gone },
            { rank: 1, virtualVideoId: shoppable.first! },
          ],
        },
      ],
    });
    dataOf(await save(input));
    await world.db.delete(virtualVideos).where(eq(virtualVideos.id, gone));
    const pages = dataOf(await as().admin<{ getSliderPages: Saved['upsertSliderPage'][] }>(LIST));
    const page = pages.getSliderPages.find((p) => p.id === input.id)!;
    expect(page.sliders[0]!.sliderItems.map((i) => i.virtualVideo?.title)).toEqual(['First look']);
  });
});
