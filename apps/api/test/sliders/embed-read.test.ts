// getEmbeddedSliderItem, the public slider page's player frame: an item of a saved page reads as a
// READY single-video layout (PORTRAIT for a portrait video) over GET without the CSRF header, with
// public cache headers and nothing private; an id that names no item of a saved page is 'Widget
// not found'. What is placed on the video (getExperimentData) is public while the page shows it,
// and the frame's viewer events count for the page's group.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeleteSliderPageDocument,
  GetEmbeddedSliderItemDocument,
  UpsertSliderPageDocument,
} from '../../../../packages/client/src/generated/graphql';
import { countEvents, postEvents, videoEvent } from '../events/fixtures';
import { dataOf } from '../groups/fixtures';
import { addVideo, shoppableVideo, startWorld, type World } from '../layouts/fixtures';
import { EXPERIMENT_DATA, graphqlGet } from '../layouts/public-path';

let world: World;
let itemId: string;
let pageId: string;
let virtualVideoId: string;

const READ = GetEmbeddedSliderItemDocument.toString();

interface Read {
  getEmbeddedSliderItem: {
    id: string;
    type: string;
    status: string;
    title: string;
    groupId: string;
    virtualVideo: {
      id: string;
      title: string;
      segments: Array<{ video: { description?: string | null } | null }>;
    } | null;
  };
}

beforeAll(async () => {
  world = await startWorld();
  const video = await addVideo(world.db, world.cast.groupA, {
    description: 'Internal: private note of the group',
  });
  virtualVideoId = await shoppableVideo(world.cast.as.owner, video, 'Beach look');
  itemId = randomUUID();
  pageId = randomUUID();
  dataOf(
    await world.cast.as.admin(UpsertSliderPageDocument.toString(), {
      page: {
        id: pageId,
        title: 'Summer',
        slug: 'summer',
        sliders: [
          {
            id: randomUUID(),
            title: 'Row',
            rank: 0,
            sliderItems: [{ id: itemId, rank: 0, virtualVideoId }],
          },
        ],
      },
    }),
  );
});

afterAll(() => world?.server.close());

describe('the slider item read', () => {
  it('answers an item of a saved page to anyone, over GET, as a cacheable public layout', async () => {
    const response = await graphqlGet<Read>(world.server, READ, { sliderItemId: itemId });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const layout = response.body.data!.getEmbeddedSliderItem;
    expect(layout).toMatchObject({
      id: itemId,
      type: 'PORTRAIT',
      status: 'READY',
      title: 'Beach look',
      groupId: world.cast.groupA,
    });
    expect(layout.virtualVideo?.id).toBe(virtualVideoId);
    expect(response.text).not.toContain('Internal: private note');
  });

  it('makes what is placed on the video readable by the frame', async () => {
    const response = await graphqlGet(world.server, EXPERIMENT_DATA, { virtualVideoId });
    expect(response.body.errors).toBeUndefined();
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });

  it('refuses ids that name no item of a saved page', async () => {
    for (const sliderItemId of [randomUUID(), 'not-an-id', virtualVideoId, pageId]) {
      const response = await graphqlGet(world.server, READ, { sliderItemId });
      expect(response.body.errors?.[0]).toMatchObject({
        message: 'Widget not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it("stores the frame's viewer events under the page's group", async () => {
    const before = await countEvents(world.db, world.cast.groupA);
    const response = await postEvents(world.server.url, [videoEvent(itemId)], {
      'x-forwarded-for': '203.0.113.77',
    });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ accepted: 1, rejected: [] });
    await expect
      .poll(() => countEvents(world.db, world.cast.groupA), { timeout: 30_000 })
      .toBe(before + 1);
  });

  it('stops answering once the page is deleted', async () => {
    dataOf(
      await world.cast.as.admin(DeleteSliderPageDocument.toString(), { sliderPageId: pageId }),
    );
    const response = await graphqlGet(world.server, READ, { sliderItemId: itemId });
    expect(response.body.errors?.[0]?.message).toBe('Widget not found');
    const data = await graphqlGet(world.server, EXPERIMENT_DATA, { virtualVideoId });
    expect(data.body.errors?.[0]?.message).toBe('Unable to get data.');
  });
});
