// A segment's image overlay and audio source (doc 3 §3 'Timeline media segment'): what
// upsertVirtualVideo stores and getVirtualVideos / getEmbeddedWidget give back, the spec's overlay
// defaults, the rules on save (percentages, order, inside the frame, an audio track for 'Audio' and
// 'Combined', the group's own photo collections only), what deleting the overlay's photos or the
// audio does, and a public answer that carries the overlay without private notes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audios, imageCollections } from '../../src/db/schema';
import { dataOf, errorOf, FORBIDDEN } from '../groups/fixtures';
import {
  addAudio,
  addPhotoCollection,
  addVideo,
  ATTACH_VIRTUAL_VIDEO,
  MARK_READY,
  startWorld,
  UPSERT_WIDGET,
  type World,
} from './fixtures';
import { EMBEDDED_WIDGET, entries, graphqlGet } from './public-path';

const SEGMENT = `id rank audioId audioSrc overlayId overlayStart overlayEnd overlayX overlayY
  overlayWidth overlayHeight overlay { id title items { rank image { imageUrl description } } }`;
const UPSERT = `mutation upsertVirtualVideo($id: ID, $title: String!, $segments: [VirtualVideoSegmentInput!]!) {
  upsertVirtualVideo(id: $id, title: $title, segments: $segments) { id segments { ${SEGMENT} } } }`;
const LIST = `query getVirtualVideos { getVirtualVideos { id segments { ${SEGMENT} } } }`;

interface Segment {
  id: string;
  rank: number;
  audioId: string | null;
  audioSrc: string;
  overlayId: string | null;
  overlayStart: number;
  overlayEnd: number;
  overlayX: number;
  overlayY: number;
  overlayWidth: number;
  overlayHeight: number;
  overlay: {
    id: string;
    title: string;
    items: Array<{ rank: number; image: { imageUrl: string; description: string | null } }>;
  } | null;
}
interface Saved {
  upsertVirtualVideo: { id: string; segments: Segment[] };
}

const DEFAULT_BOX = {
  overlayStart: 0,
  overlayEnd: 100,
  overlayX: 0,
  overlayY: 0,
  overlayWidth: 100,
  overlayHeight: 100,
};

let world: World;
let videoId: string;
let audioId: string;
let photos: string;
let overlayPhotos: string;

beforeAll(async () => {
  world = await startWorld();
  const { db, cast } = world;
  videoId = await addVideo(db, cast.groupA);
  audioId = await addAudio(db, cast.groupA);
  photos = await addPhotoCollection(db, cast.groupA, 2);
  overlayPhotos = await addPhotoCollection(db, cast.groupA, 2, {
    description: 'Internal: logo not final',
  });
}, 60_000);

afterAll(async () => {
  await world?.server.close();
});

const as = () => world.cast.as;
const save = async (segments: Array<Record<string, unknown>>, id?: string) =>
  dataOf<Saved>(await as().owner(UPSERT, { id, title: 'Overlays', segments })).upsertVirtualVideo;
const refusal = async (segment: Record<string, unknown>) =>
  errorOf(await as().owner(UPSERT, { title: 'Overlays', segments: [{ rank: 0, ...segment }] }));
const listed = async (id: string) =>
  dataOf<{ getVirtualVideos: Array<{ id: string; segments: Segment[] }> }>(
    await as().owner(LIST),
  ).getVirtualVideos.find((v) => v.id === id)!;

describe('storing overlays and audio sources', () => {
  it('round-trips an overlay and the audio source, and replaces them on the next save', async () => {
    const box = {
      overlayStart: 12.5,
      overlayEnd: 80,
      overlayX: 33.3,
      overlayY: 10,
      overlayWidth: 66.7,
      overlayHeight: 45.25,
    };
    const saved = await save([
      { rank: 0, videoId, audioId, audioSrc: 'Combined', overlayId: overlayPhotos, ...box },
      { rank: 1, imageCollectionId: photos },
    ]);
    expect(saved.segments[0]).toMatchObject({
      audioId,
      audioSrc: 'Combined',
      overlayId: overlayPhotos,
      ...box,
    });
    expect(saved.segments[0]?.overlay?.items.map((i) => i.rank)).toEqual([0, 1]);
    expect(saved.segments[1]).toMatchObject({ audioSrc: 'Image', overlayId: null, overlay: null });
    expect((await listed(saved.id)).segments).toEqual(saved.segments);

    const again = await save(
      [
        { id: saved.segments[0]!.id, rank: 0, videoId, audioId, audioSrc: 'Audio' },
        { id: saved.segments[1]!.id, rank: 1, imageCollectionId: photos, overlayId: overlayPhotos },
      ],
      saved.id,
    );
    expect(again.segments[0]).toMatchObject({
      id: saved.segments[0]!.id,
      audioSrc: 'Audio',
      overlayId: null,
      overlay: null,
      ...DEFAULT_BOX,
    });
    // An overlay without a box covers the whole segment: the spec's defaults.
    expect(again.segments[1]).toMatchObject({ overlayId: overlayPhotos, ...DEFAULT_BOX });
  });

  it("defaults the audio source to the audio track when there is one, else the segment's own sound", async () => {
    const saved = await save([
      { rank: 0, videoId, audioId },
      { rank: 1, videoId },
      { rank: 2, imageCollectionId: photos },
      // 'Video' and 'Image' both name the segment's own sound, stored as its media's.
      { rank: 3, imageCollectionId: photos, audioSrc: 'Video' },
      { rank: 4, videoId, audioSrc: 'Image', audioId },
    ]);
    expect(saved.segments.map((s) => s.audioSrc)).toEqual([
      'Audio',
      'Video',
      'Image',
      'Image',
      'Video',
    ]);
    // Own sound with an audio track: the track stays on the segment, silent.
    expect(saved.segments[4]?.audioId).toBe(audioId);
  });

  it('refuses values outside 0 to 100, an overlay ending before it starts, or leaving the frame', async () => {
    const overlay = { videoId, overlayId: overlayPhotos };
    expect((await refusal({ ...overlay, overlayX: -1 })).message).toBe(
      'Overlay positions and sizes are percentages from 0 to 100.',
    );
    expect((await refusal({ ...overlay, overlayEnd: 100.5 })).message).toBe(
      'Overlay positions and sizes are percentages from 0 to 100.',
    );
    expect((await refusal({ ...overlay, overlayStart: 60, overlayEnd: 40 })).message).toBe(
      'An overlay must end after it starts.',
    );
    expect((await refusal({ ...overlay, overlayStart: 50, overlayEnd: 50 })).message).toBe(
      'An overlay must end after it starts.',
    );
    expect((await refusal({ ...overlay, overlayWidth: 0 })).message).toBe(
      'An overlay needs a width and a height above 0.',
    );
    expect((await refusal({ ...overlay, overlayX: 50, overlayWidth: 60 })).message).toBe(
      'An overlay must stay inside the frame.',
    );
    expect((await refusal({ ...overlay, overlayY: 20 })).message).toBe(
      'An overlay must stay inside the frame.',
    );
  });

  it("refuses 'Audio' and 'Combined' without an audio track", async () => {
    for (const audioSrc of ['Audio', 'Combined']) {
      expect((await refusal({ videoId, audioSrc })).message).toBe(
        "Add an audio track to the segment to play it ('Audio' or 'Combined').",
      );
    }
  });

  it("refuses another group's photo collection as an overlay, and an unknown or deleted one", async () => {
    const theirs = await addPhotoCollection(world.db, world.cast.groupB, 1);
    expect(await refusal({ videoId, overlayId: theirs })).toEqual(FORBIDDEN);
    const notFound = { message: 'Photo collection not found.', code: 'NOT_FOUND' };
    expect(await refusal({ videoId, overlayId: '00000000-0000-4000-8000-000000000000' })).toEqual(
      notFound,
    );
    const deleted = await addPhotoCollection(world.db, world.cast.groupA, 1);
    await world.db
      .update(imageCollections)
      .set({ deletedAt: new Date() })
      .where(eq(imageCollections.id, deleted));
    expect(await refusal({ videoId, overlayId: deleted })).toEqual(notFound);
  });
});

describe('when what a segment names goes away', () => {
  it('drops a deleted overlay but keeps the segment', async () => {
    const soon = await addPhotoCollection(world.db, world.cast.groupA, 1);
    const removed = await addPhotoCollection(world.db, world.cast.groupA, 1);
    const saved = await save([
      { rank: 0, videoId, overlayId: soon, overlayEnd: 50 },
      { rank: 1, videoId, overlayId: removed },
    ]);
    await world.db
      .update(imageCollections)
      .set({ deletedAt: new Date() })
      .where(eq(imageCollections.id, soon));
    await world.db.delete(imageCollections).where(eq(imageCollections.id, removed));
    const segments = (await listed(saved.id)).segments;
    expect(segments.map((s) => [s.overlayId, s.overlay])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(segments).toHaveLength(2);
  });

  it("falls back to the segment's own sound when its audio track is deleted", async () => {
    const tune = await addAudio(world.db, world.cast.groupA);
    const saved = await save([
      { rank: 0, videoId, audioId: tune, audioSrc: 'Combined' },
      { rank: 1, imageCollectionId: photos, audioId: tune },
    ]);
    await world.db.update(audios).set({ deletedAt: new Date() }).where(eq(audios.id, tune));
    const segments = (await listed(saved.id)).segments;
    expect(segments.map((s) => [s.audioId, s.audioSrc])).toEqual([
      [null, 'Video'],
      [null, 'Image'],
    ]);
  });
});

describe('the public answer', () => {
  it('gives viewers the overlay and the audio source, without the merchant’s notes', async () => {
    const virtualVideoId = (
      await save([
        {
          rank: 0,
          videoId,
          audioId,
          audioSrc: 'Combined',
          overlayId: overlayPhotos,
          overlayStart: 25,
          overlayX: 60,
          overlayWidth: 40,
          overlayHeight: 20,
        },
      ])
    ).id;
    const widgetId = dataOf<{ upsertWidgetBase: string }>(
      await as().owner(UPSERT_WIDGET, { title: 'Overlay', type: 'LANDSCAPE' }),
    ).upsertWidgetBase;
    dataOf(await as().owner(ATTACH_VIRTUAL_VIDEO, { widgetId, virtualVideoId }));
    dataOf(await as().owner(MARK_READY, { widgetId }));

    // The storefront's own document, over GET and without a session.
    const answer = await graphqlGet<{
      getEmbeddedWidget: { virtualVideo: { segments: Array<Record<string, unknown>> } };
    }>(world.server, EMBEDDED_WIDGET, { widgetId });
    expect(answer.status).toBe(200);
    const segment = answer.body.data!.getEmbeddedWidget.virtualVideo.segments[0]!;
    expect(segment).toMatchObject({
      audioSrc: 'Combined',
      overlayId: overlayPhotos,
      overlayStart: 25,
      overlayEnd: 100,
      overlayX: 60,
      overlayY: 0,
      overlayWidth: 40,
      overlayHeight: 20,
      overlay: { id: overlayPhotos, items: [{ rank: 0 }, { rank: 1 }] },
    });
    expect(answer.text).not.toContain('Internal:');

    const selected = dataOf<{ getEmbeddedWidget: unknown }>(
      await as().anonymous(
        `query embedded($widgetId: ID!) { getEmbeddedWidget(widgetId: $widgetId) {
          virtualVideo { segments { overlay { items { image { description } } } } } } }`,
        { widgetId },
      ),
    );
    const notes = entries(selected).filter(([key]) => key === 'description');
    expect(notes).toHaveLength(2);
    expect(notes.every(([, value]) => value === null)).toBe(true);
  });
});
