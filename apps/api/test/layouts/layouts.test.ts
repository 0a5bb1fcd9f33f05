// Layouts, media collections and shoppable videos: the wizard's flows (create, attach, finalize),
// timelines in rank order with their times, what deleting media does to them, validation, and who
// may do what (anonymous, another group, USER, OWNER, admin, a group without a paid plan).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audios, videos, widgets as widgetsTable } from '../../src/db/schema';
import { createGroup } from '../../src/modules/groups/service';
import { dataOf, errorOf, FORBIDDEN, NOT_LOGGED_IN } from '../groups/fixtures';
import { createUser, signIn } from '../harness/accounts';
import {
  addAudio,
  addPhotoCollection,
  addVideo,
  ATTACH_MEDIA_COLLECTION,
  ATTACH_VIRTUAL_VIDEO,
  MARK_READY,
  shoppableVideo,
  startWorld,
  UPSERT_MEDIA_COLLECTION,
  UPSERT_VIRTUAL_VIDEO,
  UPSERT_WIDGET,
  type World,
} from './fixtures';

const WIDGET = `id title type status groupId virtualVideoId mediaCollectionId videoId imageCollectionId
  virtualVideo { id title segments { id rank videoId video { id thumbnailUrl status } } }
  mediaCollection { id title items { rank virtualVideoId virtualVideo { id } } }
  brandingSettings { buttonBackgroundColor hideVendyBranding }`;
const GET_WIDGETS = `query getWidgets { getWidgets { ${WIDGET} } }`;
const ADMIN_WIDGETS = `query adminGetWidgets($groupId: ID!) { adminGetWidgets(groupId: $groupId) { id } }`;
const GET_VIRTUAL_VIDEOS = `query getVirtualVideos { getVirtualVideos {
  id title segments { id rank startTime endTime videoId audioId imageCollectionId } } }`;
const ADMIN_VIRTUAL_VIDEOS = `query adminGetVirtualVideos($groupId: ID!) { adminGetVirtualVideos(groupId: $groupId) { id } }`;
const GET_MEDIA_COLLECTIONS = `query getMediaCollections { getMediaCollections {
  id title thumbnailUrl items { rank virtualVideoId } } }`;
const DELETE_WIDGET = `mutation deleteWidget($id: ID!) { deleteWidget(id: $id) { success } }`;
const DELETE_MEDIA_COLLECTION = `mutation deleteMediaCollection($collectionId: ID!) {
  deleteMediaCollection(collectionId: $collectionId) { success } }`;
const BRANDING = `query getBrandingSettings { getBrandingSettings {
  buttonBackgroundColor buttonTextColor buttonBorderRadius buttonFontName buttonFontUrl textColor
  textHighlightColor textFontName textFontUrl bannerHighlightColor productCardBackgroundColor
  hideVendyBranding } }`;
const COUNTS = `query getResourceCounts { getResourceCounts { widgets strategies } }`;

interface Segment {
  id: string;
  rank: number;
  startTime: number;
  endTime: number;
  videoId: string | null;
  audioId: string | null;
  imageCollectionId: string | null;
}
interface Widget {
  id: string;
  title: string;
  type: string;
  status: string;
  virtualVideoId: string | null;
  mediaCollectionId: string | null;
  virtualVideo: { id: string; segments: Array<{ videoId: string }> } | null;
  mediaCollection: { id: string; items: Array<{ rank: number; virtualVideoId: string }> } | null;
  brandingSettings: { buttonBackgroundColor: string; hideVendyBranding: boolean };
}

let world: World;
let db: World['db'];

beforeAll(async () => {
  world = await startWorld();
  db = world.db;
}, 60_000);

afterAll(async () => {
  await world?.server.close();
});

const as = () => world.cast.as;
const widgets = async (gql = as().owner) =>
  dataOf<{ getWidgets: Widget[] }>(await gql(GET_WIDGETS)).getWidgets;
const widget = async (id: string, gql = as().owner) =>
  (await widgets(gql)).find((w) => w.id === id);
const newWidget = async (title: string, type = 'PORTRAIT', gql = as().owner) =>
  dataOf<{ upsertWidgetBase: string }>(await gql(UPSERT_WIDGET, { title, type })).upsertWidgetBase;
const virtualVideo = async (id: string) =>
  dataOf<{ getVirtualVideos: Array<{ id: string; segments: Segment[] }> }>(
    await as().owner(GET_VIRTUAL_VIDEOS),
  ).getVirtualVideos.find((v) => v.id === id);

describe('the single-video wizard', () => {
  it('creates a DRAFT layout, attaches a shoppable video, and finalizes it', async () => {
    const videoId = await addVideo(db, world.cast.groupA);
    const widgetId = await newWidget('  Homepage hero  ');
    let layout = await widget(widgetId);
    expect(layout).toMatchObject({ title: 'Homepage hero', type: 'PORTRAIT', status: 'DRAFT' });
    expect(layout?.brandingSettings).toEqual({
      buttonBackgroundColor: '#0393fb',
      hideVendyBranding: false,
    });

    expect(errorOf(await as().owner(MARK_READY, { widgetId })).message).toBe(
      'Add media to the layout before finalizing it.',
    );
    const virtualVideoId = await shoppableVideo(as().user, videoId);
    dataOf(await as().user(ATTACH_VIRTUAL_VIDEO, { widgetId, virtualVideoId }));
    dataOf(await as().user(MARK_READY, { widgetId }));
    layout = await widget(widgetId);
    expect(layout?.status).toBe('READY');
    expect(layout?.virtualVideoId).toBe(virtualVideoId);
    expect(layout?.virtualVideo?.segments.map((s) => s.videoId)).toEqual([videoId]);
  });

  it('renames and retypes a layout, keeping its id and status', async () => {
    const widgetId = await newWidget('Old name');
    const again = dataOf<{ upsertWidgetBase: string }>(
      await as().owner(UPSERT_WIDGET, { id: widgetId, title: 'New name', type: 'GRID' }),
    ).upsertWidgetBase;
    expect(again).toBe(widgetId);
    expect(await widget(widgetId)).toMatchObject({
      title: 'New name',
      type: 'GRID',
      status: 'DRAFT',
    });
  });

  it('refuses a blank title and a blank layout id with the wizard messages', async () => {
    expect(errorOf(await as().owner(UPSERT_WIDGET, { title: '   ', type: 'GRID' })).message).toBe(
      'This field is required',
    );
    expect(errorOf(await as().owner(MARK_READY, { widgetId: ' ' })).message).toBe(
      'Error saving widget. Expected widget ID.',
    );
    expect(errorOf(await as().owner(DELETE_WIDGET, { id: '' })).message).toBe('No id specified.');
    expect(
      errorOf(await as().owner(MARK_READY, { widgetId: '00000000-0000-4000-8000-000000000000' })),
    ).toEqual({ message: 'Widget not found', code: 'NOT_FOUND' });
  });

  it('lists the most recently updated layout first', async () => {
    const first = await newWidget('First');
    const second = await newWidget('Second');
    expect((await widgets()).slice(0, 2).map((w) => w.id)).toEqual([second, first]);
    await as().owner(UPSERT_WIDGET, { id: first, title: 'First again', type: 'PORTRAIT' });
    expect((await widgets())[0]?.id).toBe(first);
  });
});

describe('the multi-video wizard', () => {
  it('saves the collection in rank order, attaches it, and replaces items on save', async () => {
    const videoId = await addVideo(db, world.cast.groupA);
    const [a, b, c] = [
      await shoppableVideo(as().owner, videoId, 'A'),
      await shoppableVideo(as().owner, videoId, 'B'),
      await shoppableVideo(as().owner, videoId, 'C'),
    ];
    const saved = dataOf<{
      upsertMediaCollection: {
        id: string;
        thumbnailUrl: string | null;
        items: Array<{ rank: number; virtualVideoId: string }>;
      };
    }>(
      await as().user(UPSERT_MEDIA_COLLECTION, {
        title: 'Carousel Collection',
        items: [
          { virtualVideoId: a, rank: 7 },
          { virtualVideoId: b, rank: 2 },
        ],
      }),
    ).upsertMediaCollection;
    expect(saved.items).toEqual([
      { rank: 0, virtualVideoId: b, virtualVideo: { id: b, title: 'B' } },
      { rank: 1, virtualVideoId: a, virtualVideo: { id: a, title: 'A' } },
    ]);
    // Without a thumbnail of its own, the first video's picture stands in.
    expect(saved.thumbnailUrl).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');

    const widgetId = await newWidget('Carousel', 'PORTRAIT_CAROUSEL');
    expect(errorOf(await as().owner(MARK_READY, { widgetId })).message).toBe(
      'Add media to the layout before finalizing it.',
    );
    dataOf(await as().owner(ATTACH_MEDIA_COLLECTION, { widgetId, mediaCollectionId: saved.id }));
    dataOf(await as().owner(MARK_READY, { widgetId }));

    // 'Save' after a reorder and a removal.
    dataOf(
      await as().owner(UPSERT_MEDIA_COLLECTION, {
        id: saved.id,
        title: 'Carousel Collection',
        items: [
          { virtualVideoId: c, rank: 0 },
          { virtualVideoId: b, rank: 1 },
        ],
      }),
    );
    const layout = await widget(widgetId);
    expect(layout?.status).toBe('READY');
    expect(layout?.mediaCollection?.items.map((i) => i.virtualVideoId)).toEqual([c, b]);
  });

  it('refuses two items in one position and a thumbnail that is not a web address', async () => {
    const videoId = await addVideo(db, world.cast.groupA);
    const v = await shoppableVideo(as().owner, videoId);
    expect(
      errorOf(
        await as().owner(UPSERT_MEDIA_COLLECTION, {
          title: 'Dup',
          items: [
            { virtualVideoId: v, rank: 1 },
            { virtualVideoId: v, rank: 1 },
          ],
        }),
      ).message,
    ).toBe('Each item needs its own position.');
    expect(
      errorOf(
        await as().owner(UPSERT_MEDIA_COLLECTION, {
          title: 'Bad thumb',
          thumbnailUrl: 'javascript:alert(1)',
          items: [],
        }),
      ).message,
    ).toBe('Invalid URL.');
  });

  it('deleting a collection leaves its layouts without one; deleting a layout keeps its media', async () => {
    const videoId = await addVideo(db, world.cast.groupA);
    const v = await shoppableVideo(as().owner, videoId);
    const collectionId = dataOf<{ upsertMediaCollection: { id: string } }>(
      await as().owner(UPSERT_MEDIA_COLLECTION, {
        title: 'Grid Collection',
        items: [{ virtualVideoId: v, rank: 0 }],
      }),
    ).upsertMediaCollection.id;
    const widgetId = await newWidget('Grid', 'GRID');
    dataOf(
      await as().owner(ATTACH_MEDIA_COLLECTION, { widgetId, mediaCollectionId: collectionId }),
    );
    dataOf(await as().user(DELETE_MEDIA_COLLECTION, { collectionId }));
    expect(await widget(widgetId)).toMatchObject({
      mediaCollectionId: null,
      mediaCollection: null,
    });

    const single = await newWidget('Single');
    dataOf(await as().owner(ATTACH_VIRTUAL_VIDEO, { widgetId: single, virtualVideoId: v }));
    dataOf(await as().user(DELETE_WIDGET, { id: single }));
    expect(await widget(single)).toBeUndefined();
    expect(await virtualVideo(v)).toBeDefined();
  });
});

describe('shoppable video timelines', () => {
  it('orders segments by rank, times them, and keeps segment ids on save', async () => {
    const groupA = world.cast.groupA;
    const ten = await addVideo(db, groupA, { duration: 10 });
    const four = await addVideo(db, groupA, { duration: 4 });
    const photos = await addPhotoCollection(db, groupA, 3);
    const audioId = await addAudio(db, groupA);
    const created = dataOf<{ upsertVirtualVideo: { id: string; segments: Segment[] } }>(
      await as().owner(UPSERT_VIRTUAL_VIDEO, {
        title: 'Timeline',
        segments: [
          { rank: 20, videoId: four },
          { rank: 3, imageCollectionId: photos, audioId },
          { rank: 10, videoId: ten, title: 'Main' },
        ],
      }),
    ).upsertVirtualVideo;
    // A photo collection lasts 5 seconds per photo.
    expect(
      created.segments.map((s) => [
        s.rank,
        s.startTime,
        s.endTime,
        s.imageCollectionId ?? s.videoId,
      ]),
    ).toEqual([
      [0, 0, 15, photos],
      [1, 15, 25, ten],
      [2, 25, 29, four],
    ]);
    expect(created.segments[0]?.audioId).toBe(audioId);

    const [photoSegment, tenSegment] = created.segments;
    const saved = dataOf<{ upsertVirtualVideo: { id: string; segments: Segment[] } }>(
      await as().user(UPSERT_VIRTUAL_VIDEO, {
        id: created.id,
        title: 'Timeline',
        segments: [
          { id: tenSegment!.id, rank: 0, videoId: ten },
          { id: photoSegment!.id, rank: 1, imageCollectionId: photos },
        ],
      }),
    ).upsertVirtualVideo;
    expect(saved.id).toBe(created.id);
    expect(saved.segments.map((s) => [s.id, s.startTime, s.endTime, s.audioId])).toEqual([
      [tenSegment!.id, 0, 10, null],
      [photoSegment!.id, 10, 25, null],
    ]);
  });

  it('refuses processing and failed videos with the editor words, and half-made segments', async () => {
    const groupA = world.cast.groupA;
    const processing = await addVideo(db, groupA, { status: 'PROCESSING' });
    const failed = await addVideo(db, groupA, { status: 'ERROR' });
    const photos = await addPhotoCollection(db, groupA, 1);
    const save = (segments: unknown[]) =>
      as().owner(UPSERT_VIRTUAL_VIDEO, { title: 'Nope', segments });
    expect(errorOf(await save([{ rank: 0, videoId: processing }])).message).toBe(
      'This video is currently processing. It will become available shortly.',
    );
    expect(errorOf(await save([{ rank: 0, videoId: failed }])).message).toBe(
      'There has been an error with this video and it is not available for use.',
    );
    expect(errorOf(await save([{ rank: 0 }])).message).toBe(
      'Each segment needs either a video or a photo collection.',
    );
    expect(
      errorOf(await save([{ rank: 0, videoId: failed, imageCollectionId: photos }])).message,
    ).toBe('Each segment needs either a video or a photo collection.');
    expect(
      errorOf(await save([{ rank: 0, videoId: '00000000-0000-4000-8000-000000000000' }])),
    ).toEqual({ message: 'Video not found.', code: 'NOT_FOUND' });
    expect(errorOf(await save([{ rank: 0, imageCollectionId: 'not-an-id' }])).message).toBe(
      'Photo collection not found.',
    );
  });

  it("refuses another group's video, audio, photo collection and shoppable video", async () => {
    const groupB = world.cast.groupB;
    const theirVideo = await addVideo(db, groupB);
    const theirAudio = await addAudio(db, groupB);
    const theirPhotos = await addPhotoCollection(db, groupB, 1);
    const theirShoppable = await shoppableVideo(as().outsider, theirVideo);
    const mine = await addVideo(db, world.cast.groupA);
    const save = (segments: unknown[]) =>
      as().owner(UPSERT_VIRTUAL_VIDEO, { title: 'Mixed', segments });
    expect(errorOf(await save([{ rank: 0, videoId: theirVideo }]))).toEqual(FORBIDDEN);
    expect(errorOf(await save([{ rank: 0, videoId: mine, audioId: theirAudio }]))).toEqual(
      FORBIDDEN,
    );
    expect(errorOf(await save([{ rank: 0, imageCollectionId: theirPhotos }]))).toEqual(FORBIDDEN);
    expect(
      errorOf(
        await as().owner(UPSERT_MEDIA_COLLECTION, {
          title: 'Theirs',
          items: [{ virtualVideoId: theirShoppable, rank: 0 }],
        }),
      ),
    ).toEqual(FORBIDDEN);
    const widgetId = await newWidget('Mine');
    expect(
      errorOf(await as().owner(ATTACH_VIRTUAL_VIDEO, { widgetId, virtualVideoId: theirShoppable })),
    ).toEqual(FORBIDDEN);
  });

  it('drops a deleted video from the timeline and a deleted audio track from its segment', async () => {
    const groupA = world.cast.groupA;
    const first = await addVideo(db, groupA, { duration: 6 });
    const second = await addVideo(db, groupA, { duration: 8 });
    const audioId = await addAudio(db, groupA);
    const id = dataOf<{ upsertVirtualVideo: { id: string } }>(
      await as().owner(UPSERT_VIRTUAL_VIDEO, {
        title: 'Cascade',
        segments: [
          { rank: 0, videoId: first },
          { rank: 1, videoId: second, audioId },
        ],
      }),
    ).upsertVirtualVideo.id;
    await db.delete(videos).where(eq(videos.id, first));
    await db.update(audios).set({ deletedAt: new Date() }).where(eq(audios.id, audioId));
    const after = await virtualVideo(id);
    expect(
      after?.segments.map((s) => [s.rank, s.videoId, s.startTime, s.endTime, s.audioId]),
    ).toEqual([[0, second, 0, 8, null]]);
  });
});

describe('branding and counts', () => {
  it('gives every member the default branding of doc 3 §9 until settings are saved', async () => {
    const expected = {
      buttonBackgroundColor: '#0393fb',
      buttonTextColor: '#ffffff',
      buttonBorderRadius: 8,
      buttonFontName: 'roboto',
      buttonFontUrl: null,
      textColor: '#000000',
      textHighlightColor: '#0393fb',
      textFontName: 'roboto',
      textFontUrl: null,
      bannerHighlightColor: '#0393fb',
      productCardBackgroundColor: '#ffffff',
      hideVendyBranding: false,
    };
    expect(
      dataOf<{ getBrandingSettings: unknown }>(await as().user(BRANDING)).getBrandingSettings,
    ).toEqual(expected);
    expect(errorOf(await as().anonymous(BRANDING))).toEqual(NOT_LOGGED_IN);
    expect(errorOf(await as().admin(BRANDING))).toEqual(FORBIDDEN);
  });

  it("counts the group's layouts for getResourceCounts", async () => {
    const before = dataOf<{ getResourceCounts: { widgets: number } }>(await as().owner(COUNTS))
      .getResourceCounts.widgets;
    const id = await newWidget('Counted');
    expect(
      dataOf<{ getResourceCounts: { widgets: number } }>(await as().owner(COUNTS)).getResourceCounts
        .widgets,
    ).toBe(before + 1);
    dataOf(await as().owner(DELETE_WIDGET, { id }));
    expect(
      dataOf<{ getResourceCounts: { widgets: number } }>(await as().outsider(COUNTS))
        .getResourceCounts.widgets,
    ).toBe(0);
  });
});

describe('who may do what', () => {
  let ids: { widgetId: string; virtualVideoId: string; collectionId: string; videoId: string };

  beforeAll(async () => {
    const videoId = await addVideo(db, world.cast.groupA);
    const virtualVideoId = await shoppableVideo(as().owner, videoId);
    const collectionId = dataOf<{ upsertMediaCollection: { id: string } }>(
      await as().owner(UPSERT_MEDIA_COLLECTION, {
        title: 'Auth Collection',
        items: [{ virtualVideoId, rank: 0 }],
      }),
    ).upsertMediaCollection.id;
    const widgetId = await newWidget('Auth');
    ids = { widgetId, virtualVideoId, collectionId, videoId };
  });

  /** Every member operation, aimed at group A's rows. */
  const operations = (): Array<[string, string, Record<string, unknown>]> => [
    ['getWidgets', GET_WIDGETS, {}],
    ['getVirtualVideos', GET_VIRTUAL_VIDEOS, {}],
    ['getMediaCollections', GET_MEDIA_COLLECTIONS, {}],
    ['getBrandingSettings', BRANDING, {}],
    ['upsertWidgetBase', UPSERT_WIDGET, { id: ids.widgetId, title: 'X', type: 'GRID' }],
    ['markWidgetAsReady', MARK_READY, { widgetId: ids.widgetId }],
    [
      'attachMediaCollectionToWidget',
      ATTACH_MEDIA_COLLECTION,
      { widgetId: ids.widgetId, mediaCollectionId: ids.collectionId },
    ],
    [
      'attachVirtualVideoToWidget',
      ATTACH_VIRTUAL_VIDEO,
      { widgetId: ids.widgetId, virtualVideoId: ids.virtualVideoId },
    ],
    ['deleteWidget', DELETE_WIDGET, { id: ids.widgetId }],
    [
      'upsertMediaCollection',
      UPSERT_MEDIA_COLLECTION,
      { id: ids.collectionId, title: 'X', items: [] },
    ],
    ['deleteMediaCollection', DELETE_MEDIA_COLLECTION, { collectionId: ids.collectionId }],
    [
      'upsertVirtualVideo',
      UPSERT_VIRTUAL_VIDEO,
      { id: ids.virtualVideoId, title: 'X', segments: [] },
    ],
  ];

  it('refuses anonymous visitors every member and admin operation', async () => {
    for (const [name, query, variables] of operations()) {
      expect(errorOf(await as().anonymous(query, variables)), name).toEqual(NOT_LOGGED_IN);
    }
    for (const query of [ADMIN_WIDGETS, ADMIN_VIRTUAL_VIDEOS]) {
      expect(errorOf(await as().anonymous(query, { groupId: world.cast.groupA }))).toEqual(
        NOT_LOGGED_IN,
      );
    }
  });

  it('refuses admins the member operations (they are no members) ', async () => {
    for (const [name, query, variables] of operations()) {
      expect(errorOf(await as().admin(query, variables)), name).toEqual(FORBIDDEN);
    }
  });

  it("keeps groups apart: another group's member neither sees nor changes A's rows", async () => {
    for (const [name, query, variables] of operations()) {
      const response = await as().outsider(query, variables);
      if (name.startsWith('get')) {
        expect(JSON.stringify(response.body.data), name).not.toContain(ids.widgetId);
        expect(JSON.stringify(response.body.data), name).not.toContain(ids.virtualVideoId);
        expect(JSON.stringify(response.body.data), name).not.toContain(ids.collectionId);
      } else {
        expect(errorOf(response), name).toEqual(FORBIDDEN);
      }
    }
    // A's rows are untouched.
    const layout = await widget(ids.widgetId);
    expect(layout).toMatchObject({ title: 'Auth', status: 'DRAFT' });
  });

  it('lets admins read any group, read-only, and nobody else', async () => {
    const adminWidgets = dataOf<{ adminGetWidgets: Array<{ id: string }> }>(
      await as().admin(ADMIN_WIDGETS, { groupId: world.cast.groupA }),
    ).adminGetWidgets;
    expect(adminWidgets.map((w) => w.id)).toContain(ids.widgetId);
    const adminVideos = dataOf<{ adminGetVirtualVideos: Array<{ id: string }> }>(
      await as().admin(ADMIN_VIRTUAL_VIDEOS, { groupId: world.cast.groupA }),
    ).adminGetVirtualVideos;
    expect(adminVideos.map((v) => v.id)).toContain(ids.virtualVideoId);
    expect(errorOf(await as().admin(ADMIN_WIDGETS, { groupId: 'nope' })).code).toBe('NOT_FOUND');
    for (const gql of [as().owner, as().user, as().outsider]) {
      expect(errorOf(await gql(ADMIN_WIDGETS, { groupId: world.cast.groupA }))).toEqual(FORBIDDEN);
      expect(errorOf(await gql(ADMIN_VIRTUAL_VIDEOS, { groupId: world.cast.groupA }))).toEqual(
        FORBIDDEN,
      );
    }
  });

  it('lets USER and OWNER both build, finalize and delete layouts', async () => {
    for (const gql of [as().user, as().owner]) {
      const widgetId = await newWidget('Team work', 'LANDSCAPE', gql);
      dataOf(await gql(ATTACH_VIRTUAL_VIDEO, { widgetId, virtualVideoId: ids.virtualVideoId }));
      dataOf(await gql(MARK_READY, { widgetId }));
      dataOf(await gql(DELETE_WIDGET, { id: widgetId }));
    }
  });

  it('needs a paid plan to build layouts, but not to read or delete them', async () => {
    const user = await createUser(db, { email: 'freebie@example.com' });
    const group = await createGroup(db, user.id, 'Free group');
    const gql = await signIn(world.server, user.email);
    const upgrade = {
      message: 'This area requires a higher tier than your current plan.',
      code: 'UPGRADE_REQUIRED',
    };
    expect(errorOf(await gql(UPSERT_WIDGET, { title: 'T', type: 'GRID' }))).toEqual(upgrade);
    expect(errorOf(await gql(UPSERT_VIRTUAL_VIDEO, { title: 'T', segments: [] }))).toEqual(upgrade);
    expect(errorOf(await gql(UPSERT_MEDIA_COLLECTION, { title: 'T', items: [] }))).toEqual(upgrade);
    const [row] = await db
      .insert(widgetsTable)
      .values({ groupId: group.id, title: 'Made on a paid plan', type: 'GRID' })
      .returning();
    expect(
      dataOf<{ getWidgets: Array<{ id: string }> }>(await gql(GET_WIDGETS)).getWidgets,
    ).toEqual([expect.objectContaining({ id: row!.id })]);
    dataOf(await gql(DELETE_WIDGET, { id: row!.id }));
    expect(dataOf<{ getWidgets: unknown[] }>(await gql(GET_WIDGETS)).getWidgets).toEqual([]);
  });
});
