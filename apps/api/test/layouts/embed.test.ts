// getEmbeddedWidget, the storefront's hot path: public once finalized, a preview for the owning
// group while a draft, readable over GET without the CSRF header (the exact client document only),
// cacheable by browsers and CDNs (Cache-Control, ETag, 304), fresh right after the group's own
// edits, answered in a fixed number of queries, and carrying nothing private.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { buildSchema } from '../../src/composition';
import { dataOf, errorOf } from '../groups/fixtures';
import { signInAs } from '../harness/accounts';
import {
  addAudio,
  addPhotoCollection,
  addVideo,
  ATTACH_MEDIA_COLLECTION,
  ATTACH_VIRTUAL_VIDEO,
  MARK_READY,
  publishedLayout,
  shoppableVideo,
  startWorld,
  UPSERT_MEDIA_COLLECTION,
  UPSERT_VIRTUAL_VIDEO,
  UPSERT_WIDGET,
  type World,
} from './fixtures';
import {
  BRANDING_SETTINGS,
  EMBEDDED_WIDGET,
  entries,
  graphqlGet,
  PRIVATE_LOOKING,
  reachableFields,
  selectEverything,
} from './public-path';

interface Embedded {
  getEmbeddedWidget: {
    id: string;
    title: string;
    status: string;
    groupId: string;
    virtualVideo: {
      title: string;
      segments: Array<{
        startTime: number;
        endTime: number;
        video: { url: string; status: string } | null;
        imageCollection: { items: Array<{ image: { imageUrl: string } }> } | null;
        audio: { url: string } | null;
      }>;
    } | null;
    mediaCollection: { items: Array<{ virtualVideo: { id: string } }> } | null;
    brandingSettings: { buttonBackgroundColor: string };
  };
}

const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60';
const NO_STORE = 'private, no-store';

let world: World;
let videoId: string;

beforeAll(async () => {
  world = await startWorld();
  videoId = await addVideo(world.db, world.cast.groupA, {
    duration: 12,
    description: 'Internal: reshoot planned',
  });
}, 60_000);

afterAll(async () => {
  await world?.server.close();
});

const as = () => world.cast.as;
const draftLayout = async () => {
  const virtualVideoId = await shoppableVideo(as().owner, videoId);
  const widgetId = dataOf<{ upsertWidgetBase: string }>(
    await as().owner(UPSERT_WIDGET, { title: 'Draft', type: 'LANDSCAPE' }),
  ).upsertWidgetBase;
  dataOf(await as().owner(ATTACH_VIRTUAL_VIDEO, { widgetId, virtualVideoId }));
  return { widgetId, virtualVideoId };
};

describe('a finalized layout', () => {
  it('is served to anyone over POST and GET, with what the player needs', async () => {
    const { widgetId } = await publishedLayout(as().owner, videoId);
    const post = dataOf<Embedded>(await as().anonymous(EMBEDDED_WIDGET, { widgetId }));
    const layout = post.getEmbeddedWidget;
    expect(layout).toMatchObject({ id: widgetId, status: 'READY', groupId: world.cast.groupA });
    expect(layout.virtualVideo?.segments).toEqual([
      expect.objectContaining({
        startTime: 0,
        endTime: 12,
        video: expect.objectContaining({
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          status: 'READY',
        }),
      }),
    ]);
    expect(layout.brandingSettings.buttonBackgroundColor).toBe('#0393fb');

    const get = await graphqlGet<Embedded>(world.server, EMBEDDED_WIDGET, { widgetId });
    expect(get.status).toBe(200);
    expect(get.body.data).toEqual(post);
  });

  it('answers GET with public cache headers and a strong ETag, then 304 when unchanged', async () => {
    const { widgetId, virtualVideoId } = await publishedLayout(as().owner, videoId);
    const first = await graphqlGet(world.server, EMBEDDED_WIDGET, { widgetId });
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers.get('set-cookie')).toBeNull();

    const again = await graphqlGet(
      world.server,
      EMBEDDED_WIDGET,
      { widgetId },
      {
        'if-none-match': etag!,
      },
    );
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    // A weak or listed validator matches too.
    const weak = await graphqlGet(
      world.server,
      EMBEDDED_WIDGET,
      { widgetId },
      {
        'if-none-match': `"other", W/${etag}`,
      },
    );
    expect(weak.status).toBe(304);

    // The group's own edit shows at once (no waiting for the in-process cache) with a new ETag.
    dataOf(
      await as().owner(UPSERT_VIRTUAL_VIDEO, {
        id: virtualVideoId,
        title: 'Renamed',
        segments: [{ rank: 0, videoId }],
      }),
    );
    const changed = await graphqlGet<Embedded>(
      world.server,
      EMBEDDED_WIDGET,
      { widgetId },
      {
        'if-none-match': etag!,
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data?.getEmbeddedWidget.virtualVideo?.title).toBe('Renamed');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('plays a media collection for the multi-video family', async () => {
    const first = await shoppableVideo(as().owner, videoId, 'First');
    const second = await shoppableVideo(as().owner, videoId, 'Second');
    const collectionId = dataOf<{ upsertMediaCollection: { id: string } }>(
      await as().owner(UPSERT_MEDIA_COLLECTION, {
        title: 'Coverflow Collection',
        items: [
          { virtualVideoId: second, rank: 1 },
          { virtualVideoId: first, rank: 0 },
        ],
      }),
    ).upsertMediaCollection.id;
    const widgetId = dataOf<{ upsertWidgetBase: string }>(
      await as().owner(UPSERT_WIDGET, { title: 'Coverflow', type: 'PORTRAIT_COVERFLOW' }),
    ).upsertWidgetBase;
    dataOf(
      await as().owner(ATTACH_MEDIA_COLLECTION, { widgetId, mediaCollectionId: collectionId }),
    );
    dataOf(await as().owner(MARK_READY, { widgetId }));
    const get = await graphqlGet<Embedded>(world.server, EMBEDDED_WIDGET, { widgetId });
    expect(
      get.body.data?.getEmbeddedWidget.mediaCollection?.items.map((i) => i.virtualVideo.id),
    ).toEqual([first, second]);
  });

  it("says 'Widget not found' for unknown, malformed and deleted layouts, never cached", async () => {
    for (const widgetId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const get = await graphqlGet(world.server, EMBEDDED_WIDGET, { widgetId });
      expect(get.body.errors?.[0]).toMatchObject({
        message: 'Widget not found',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(get.headers.get('cache-control')).toBe(NO_STORE);
      expect(get.headers.get('etag')).toBeNull();
    }
    const { widgetId } = await publishedLayout(as().owner, videoId);
    expect((await graphqlGet(world.server, EMBEDDED_WIDGET, { widgetId })).status).toBe(200);
    dataOf(await as().owner(`mutation { deleteWidget(id: "${widgetId}") { success } }`));
    const gone = await graphqlGet(world.server, EMBEDDED_WIDGET, { widgetId });
    expect(gone.body.errors?.[0]?.message).toBe('Widget not found');
  });
});

describe('a draft layout', () => {
  it('looks unknown to anonymous visitors and other groups', async () => {
    const { widgetId } = await draftLayout();
    expect(errorOf(await as().anonymous(EMBEDDED_WIDGET, { widgetId }))).toEqual({
      message: 'Widget not found',
      code: 'NOT_FOUND',
    });
    expect(errorOf(await as().outsider(EMBEDDED_WIDGET, { widgetId })).message).toBe(
      'Widget not found',
    );
    const get = await graphqlGet(world.server, EMBEDDED_WIDGET, { widgetId });
    expect(get.body.errors?.[0]?.message).toBe('Widget not found');
    expect(get.headers.get('cache-control')).toBe(NO_STORE);
  });

  it('is previewed by its group (USER and OWNER) and admins, never publicly cached', async () => {
    const { widgetId } = await draftLayout();
    for (const gql of [as().owner, as().user, as().admin]) {
      const layout = dataOf<Embedded>(await gql(EMBEDDED_WIDGET, { widgetId })).getEmbeddedWidget;
      expect(layout).toMatchObject({ id: widgetId, status: 'DRAFT' });
    }
    // Over GET with the owner's session cookie: the preview, marked private.
    const { cookie: session } = await signInAs(world.server, world.cast.olivia.email);
    const preview = await graphqlGet<Embedded>(
      world.server,
      EMBEDDED_WIDGET,
      { widgetId },
      {
        cookie: `vendy_session=${session}`,
      },
    );
    expect(preview.body.data?.getEmbeddedWidget.status).toBe('DRAFT');
    expect(preview.headers.get('cache-control')).toBe(NO_STORE);
    expect(preview.headers.get('etag')).toBeNull();

    // Once finalized it is public.
    dataOf(await as().owner(MARK_READY, { widgetId }));
    const published = await graphqlGet(world.server, EMBEDDED_WIDGET, { widgetId });
    expect(published.headers.get('cache-control')).toBe(PUBLIC_CACHE);
  });
});

describe('the GET path', () => {
  it('needs the CSRF header for any other document, and never runs mutations', async () => {
    const { widgetId } = await publishedLayout(as().owner, videoId);
    // The same operation with another selection is not the whitelisted document.
    const other = await graphqlGet(
      world.server,
      'query getEmbeddedWidget($widgetId: ID!) { getEmbeddedWidget(widgetId: $widgetId) { id } }',
      { widgetId },
    );
    expect(other.status).toBe(403);
    expect(other.body.errors?.[0]?.extensions?.code).toBe('CSRF');
    const anyQuery = await graphqlGet(world.server, 'query { getWidgets { id } }', {});
    expect(anyQuery.status).toBe(403);

    const mutation = `mutation markWidgetAsReady($widgetId: ID!) { markWidgetAsReady(widgetId: $widgetId) { success } }`;
    expect((await graphqlGet(world.server, mutation, { widgetId })).status).toBe(403);
    const withHeader = await graphqlGet(
      world.server,
      mutation,
      { widgetId },
      { 'x-vendy-csrf': '1' },
    );
    expect(withHeader.status).toBe(405);

    // Reformatted whitespace and reordered fragments are still the same document.
    const reordered = EMBEDDED_WIDGET.split(/(?=\nfragment |\n\s*fragment )/)
      .reverse()
      .join('\n')
      .replace(/\s+/g, ' ');
    const ok = await graphqlGet(world.server, reordered, { widgetId });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe(PUBLIC_CACHE);
  });

  it('serves getBrandingSettings over GET for members only, never cached', async () => {
    const anonymous = await graphqlGet(world.server, BRANDING_SETTINGS, {});
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.errors?.[0]?.message).toBe('You must be logged in.');
    expect(anonymous.headers.get('cache-control')).toBe(NO_STORE);
  });
});

describe('speed', () => {
  /** Queries the app runs while `run` goes (PGlite only; a PostgreSQL run skips the count). */
  async function countQueries(run: () => Promise<unknown>): Promise<number | null> {
    const connection = world.server.database as { client?: PGlite };
    if (!connection.client) return null;
    const spy = vi.spyOn(connection.client, 'query');
    try {
      await run();
      // The job queue polls the same database in the background; its queries are not ours.
      return spy.mock.calls.filter(([text]) => !/pgboss/i.test(String(text))).length;
    } finally {
      spy.mockRestore();
    }
  }

  it('needs the same few queries for a small and a large layout, and none when cached', async () => {
    const db = world.db;
    const groupA = world.cast.groupA;
    const build = async (count: number) => {
      const shoppable: string[] = [];
      for (let i = 0; i < count; i++) {
        const segments = [
          { rank: 0, videoId: await addVideo(db, groupA), audioId: await addAudio(db, groupA) },
          { rank: 1, imageCollectionId: await addPhotoCollection(db, groupA, 2) },
        ];
        shoppable.push(
          dataOf<{ upsertVirtualVideo: { id: string } }>(
            await as().owner(UPSERT_VIRTUAL_VIDEO, { title: `V${i}`, segments }),
          ).upsertVirtualVideo.id,
        );
      }
      const collectionId = dataOf<{ upsertMediaCollection: { id: string } }>(
        await as().owner(UPSERT_MEDIA_COLLECTION, {
          title: `Grid ${count}`,
          items: shoppable.map((virtualVideoId, rank) => ({ virtualVideoId, rank })),
        }),
      ).upsertMediaCollection.id;
      const widgetId = dataOf<{ upsertWidgetBase: string }>(
        await as().owner(UPSERT_WIDGET, { title: `Grid ${count}`, type: 'GRID' }),
      ).upsertWidgetBase;
      dataOf(
        await as().owner(ATTACH_MEDIA_COLLECTION, { widgetId, mediaCollectionId: collectionId }),
      );
      dataOf(await as().owner(MARK_READY, { widgetId }));
      return widgetId;
    };
    const small = await build(1);
    const large = await build(6);
    const fetchOnce = (widgetId: string) =>
      graphqlGet<Embedded>(world.server, EMBEDDED_WIDGET, { widgetId });
    const smallCount = await countQueries(() => fetchOnce(small));
    // Both layouts are the same group's: its branding, read for the small one, would be cached.
    world.server.app.services.publicCache.invalidateGroup(groupA);
    const largeCount = await countQueries(async () => {
      const answer = await fetchOnce(large);
      expect(answer.body.data?.getEmbeddedWidget.mediaCollection?.items).toHaveLength(6);
    });
    const cachedCount = await countQueries(() => fetchOnce(large));
    if (smallCount === null) return;
    expect(largeCount).toBe(smallCount);
    expect(smallCount).toBeLessThanOrEqual(10);
    expect(cachedCount).toBe(0);
  });
});

describe('nothing private', () => {
  it('reaches no private-looking field from the public operations (schema walk)', () => {
    const schema = buildSchema();
    // Reviewed: the public answers fill these with nothing private.
    const reviewed = new Map([['ShopifyStore.groupName', 'answered empty on the public path']]);
    for (const root of ['getEmbeddedWidget', 'getExperimentData']) {
      const fields = reachableFields(schema, root);
      expect(fields.length).toBeGreaterThan(20);
      const suspicious = fields.filter(
        (field) => PRIVATE_LOOKING.test(field.split('.')[1]!) && !reviewed.has(field),
      );
      expect(suspicious, root).toEqual([]);
      // No type of accounts or groups hangs off a public answer.
      expect(fields.filter((f) => /^(User|Group|GroupUser|Session|Viewer)\./.test(f))).toEqual([]);
    }
  });

  it('answers every field of a layout without emails, group names, tokens or private notes', async () => {
    const db = world.db;
    const groupA = world.cast.groupA;
    const photos = await addPhotoCollection(db, groupA, 1, {
      description: 'Internal: model release pending',
    });
    const audioId = await addAudio(db, groupA, { description: 'Internal: license ends soon' });
    const virtualVideoId = dataOf<{ upsertVirtualVideo: { id: string } }>(
      await as().owner(UPSERT_VIRTUAL_VIDEO, {
        title: 'Everything',
        segments: [
          { rank: 0, videoId, audioId },
          { rank: 1, imageCollectionId: photos },
        ],
      }),
    ).upsertVirtualVideo.id;
    const collectionId = dataOf<{ upsertMediaCollection: { id: string } }>(
      await as().owner(UPSERT_MEDIA_COLLECTION, {
        title: 'Everything Collection',
        items: [{ virtualVideoId, rank: 0 }],
      }),
    ).upsertMediaCollection.id;
    const widgetId = dataOf<{ upsertWidgetBase: string }>(
      await as().owner(UPSERT_WIDGET, { title: 'Everything', type: 'GRID' }),
    ).upsertWidgetBase;
    dataOf(await as().owner(ATTACH_VIRTUAL_VIDEO, { widgetId, virtualVideoId }));
    dataOf(
      await as().owner(ATTACH_MEDIA_COLLECTION, { widgetId, mediaCollectionId: collectionId }),
    );
    dataOf(await as().owner(MARK_READY, { widgetId }));

    const schema = buildSchema();
    const query = `query everything($widgetId: ID!) { getEmbeddedWidget(widgetId: $widgetId) ${selectEverything(schema, 'Widget')} }`;
    const answer = dataOf(await as().anonymous(query, { widgetId }));
    const pairs = entries(answer);
    expect(pairs.length).toBeGreaterThan(50);
    const text = JSON.stringify(answer);
    for (const secret of [
      world.cast.olivia.email,
      world.cast.uma.email,
      '"Acme"',
      'Internal:',
      'vendy_session',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(
      pairs.filter(([key]) => key === 'description').every(([, value]) => value === null),
    ).toBe(true);
    expect(pairs.filter(([key]) => PRIVATE_LOOKING.test(key))).toEqual([]);
    // Only this group's rows: every groupId in the answer is the layout's own.
    expect(new Set(pairs.filter(([key]) => key === 'groupId').map(([, v]) => v))).toEqual(
      new Set([groupA]),
    );
    // Members still see their notes in their own lists; only public answers leave them out.
    const own = dataOf<{
      getVirtualVideos: Array<{
        id: string;
        segments: Array<{ audio: { description: string | null } | null }>;
      }>;
    }>(
      await as().owner(`query { getVirtualVideos { id segments { audio { description } } } }`),
    ).getVirtualVideos.find((v) => v.id === virtualVideoId);
    expect(own?.segments[0]?.audio?.description).toBe('Internal: license ends soon');
  });
});
