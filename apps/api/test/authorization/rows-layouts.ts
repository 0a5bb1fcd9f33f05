// Rows of the matrix for layouts, media collections and shoppable videos (doc 3 §7):
// members act on their current group's only (another group's layouts, and another group's media
// inside their own, are unknown to them); admins read any group's through the admin* variants.
// getEmbeddedWidget is public for finalized layouts, carrying nothing private; a draft is shown to
// the group's members and admins only (the preview) and unknown to anyone else.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mediaCollections, virtualVideos, widgets } from '../../src/db/schema';
import { WIDGET_NOT_FOUND } from '../../src/modules/layouts/messages';
import {
  AdminGetVirtualVideosDocument,
  AdminGetWidgetsDocument,
  AttachMediaCollectionToWidgetDocument,
  AttachVirtualVideoToWidgetDocument,
  DeleteMediaCollectionDocument,
  DeleteWidgetDocument,
  GetEmbeddedWidgetDocument,
  GetMediaCollectionsDocument,
  GetVirtualVideosDocument,
  GetWidgetsDocument,
  MarkWidgetAsReadyDocument,
  UpsertMediaCollectionDocument,
  UpsertVirtualVideoDocument,
  UpsertWidgetBaseDocument,
  type GetEmbeddedWidgetQuery,
} from '../../../../packages/client/src/generated/graphql';
import { adminListRow, entityRow, fieldOf, keyFor, listRow, succeeded } from './kit';
import { dataOf, id, publishWidgetOfA, secretsOf } from './library';
import { FORBIDDEN, refused, row, type DataCheck, type Row } from './matrix';
import type { World } from './world';

const db = (w: World) => w.server.database.db;

async function widgetRow(w: World, key: string) {
  const [found] = await db(w)
    .select()
    .from(widgets)
    .where(eq(widgets.id, id(w, key)));
  return found;
}

/** Every layout plays its own group's shoppable video (so it can be finalized). */
async function attachOwnVideos(w: World) {
  const attach = AttachVirtualVideoToWidgetDocument.toString();
  for (const [who, n] of [
    ['owner', ''],
    ['owner', '2'],
    ['outsider', ''],
  ] as const) {
    const prefix = who === 'outsider' ? 'B' : 'A';
    dataOf(
      await w.as[who](attach, {
        widgetId: id(w, `${prefix}.widget${n}`),
        virtualVideoId: id(w, `${prefix}.virtualVideo${n}`),
      }),
    );
  }
}

/** The public answer for Acme's finalized layout, with nothing private in it. */
const publicWidget: DataCheck<GetEmbeddedWidgetQuery> = ({ getEmbeddedWidget }, w) => {
  expect(getEmbeddedWidget).toMatchObject({ id: id(w, 'A.widget'), status: 'READY' });
  const text = JSON.stringify(getEmbeddedWidget);
  for (const secret of secretsOf(w)) expect(text, secret).not.toContain(secret);
  // Nothing of another group either.
  expect(text).not.toContain(w.groupB);
};

const draftOfA = (w: World) => ({ widgetId: id(w, 'A.widget2') });
const previewsDraft: DataCheck<GetEmbeddedWidgetQuery> = ({ getEmbeddedWidget }, w) =>
  expect(getEmbeddedWidget).toMatchObject({ id: id(w, 'A.widget2'), status: 'DRAFT' });

export const layoutRows: Row[] = [
  listRow({ name: 'getWidgets', document: GetWidgetsDocument, thing: 'widget' }),
  listRow({
    name: 'getMediaCollections',
    document: GetMediaCollectionsDocument,
    thing: 'mediaCollection',
  }),
  listRow({ name: 'getVirtualVideos', document: GetVirtualVideosDocument, thing: 'virtualVideo' }),
  adminListRow({ name: 'adminGetWidgets', document: AdminGetWidgetsDocument, thing: 'widget' }),
  adminListRow({
    name: 'adminGetVirtualVideos',
    document: AdminGetVirtualVideosDocument,
    thing: 'virtualVideo',
  }),

  row({
    name: 'getEmbeddedWidget',
    doc: GetEmbeddedWidgetDocument,
    setup: publishWidgetOfA,
    vars: (w) => ({ widgetId: id(w, 'A.widget') }),
    every: {
      callers: ['anonymous', 'outsider', 'user', 'owner', 'admin'],
      outcome: () => publicWidget,
    },
    also: [
      // A draft is unknown outside its group.
      {
        label: "with Acme's draft",
        who: 'anonymous',
        vars: draftOfA,
        outcome: refused(WIDGET_NOT_FOUND),
      },
      {
        label: "with Acme's draft",
        who: 'outsider',
        vars: draftOfA,
        outcome: refused(WIDGET_NOT_FOUND),
      },
      {
        label: 'with an id that is no layout',
        who: 'anonymous',
        vars: () => ({ widgetId: 'not-a-layout' }),
        outcome: refused(WIDGET_NOT_FOUND),
      },
    ],
    then: [
      // The preview: the group's members and admins see its drafts.
      { label: "with Acme's draft (preview)", who: 'user', vars: draftOfA, outcome: previewsDraft },
      {
        label: "with Acme's draft (preview)",
        who: 'owner',
        vars: draftOfA,
        outcome: previewsDraft,
      },
      {
        label: "with Acme's draft (preview)",
        who: 'admin',
        vars: draftOfA,
        outcome: previewsDraft,
      },
    ],
  }),

  entityRow({
    name: 'upsertWidgetBase',
    document: UpsertWidgetBaseDocument,
    thing: 'widget',
    vars: (widgetId, _w, who) => ({ id: widgetId, title: `Renamed by ${who}`, type: 'GRID' }),
    notFound: FORBIDDEN,
    async check(data, w, key) {
      expect(fieldOf<string>(data, 'upsertWidgetBase')).toBe(id(w, key));
      expect((await widgetRow(w, key))?.title).toMatch(/^Renamed by /);
    },
  }),
  entityRow({
    name: 'markWidgetAsReady',
    document: MarkWidgetAsReadyDocument,
    thing: 'widget',
    setup: attachOwnVideos,
    vars: (widgetId) => ({ widgetId }),
    notFound: FORBIDDEN,
    async check(data, w, key) {
      succeeded('markWidgetAsReady')(data);
      expect((await widgetRow(w, key))?.status).toBe('READY');
    },
  }),
  entityRow({
    name: 'attachVirtualVideoToWidget',
    document: AttachVirtualVideoToWidgetDocument,
    thing: 'widget',
    vars: (widgetId, w, who) => ({
      widgetId,
      virtualVideoId: id(w, keyFor(who, 'virtualVideo')),
    }),
    notFound: FORBIDDEN,
    async check(data, w, key) {
      succeeded('attachVirtualVideoToWidget')(data);
      expect((await widgetRow(w, key))?.virtualVideoId).toBe(
        id(w, key.replace('widget', 'virtualVideo')),
      );
    },
    also: [
      {
        label: "playing Bravo's shoppable video in Acme's layout",
        who: 'owner',
        vars: (w: World) => ({
          widgetId: id(w, 'A.widget'),
          virtualVideoId: id(w, 'B.virtualVideo'),
        }),
        outcome: refused(FORBIDDEN),
      },
    ],
  }),
  entityRow({
    name: 'attachMediaCollectionToWidget',
    document: AttachMediaCollectionToWidgetDocument,
    thing: 'widget',
    vars: (widgetId, w, who) => ({
      widgetId,
      mediaCollectionId: id(w, keyFor(who, 'mediaCollection')),
    }),
    notFound: FORBIDDEN,
    async check(data, w, key) {
      succeeded('attachMediaCollectionToWidget')(data);
      expect((await widgetRow(w, key))?.mediaCollectionId).toBe(
        id(w, key.replace('widget', 'mediaCollection')),
      );
    },
    also: [
      {
        label: "playing Bravo's media collection in Acme's layout",
        who: 'owner',
        vars: (w: World) => ({
          widgetId: id(w, 'A.widget'),
          mediaCollectionId: id(w, 'B.mediaCollection'),
        }),
        outcome: refused(FORBIDDEN),
      },
    ],
  }),
  entityRow({
    name: 'deleteWidget',
    document: DeleteWidgetDocument,
    thing: 'widget',
    vars: (widgetId) => ({ id: widgetId }),
    notFound: FORBIDDEN,
    async check(data, w, key) {
      succeeded('deleteWidget')(data);
      expect(await widgetRow(w, key)).toBeUndefined();
    },
  }),

  entityRow({
    name: 'upsertMediaCollection',
    document: UpsertMediaCollectionDocument,
    thing: 'mediaCollection',
    vars: (collectionId, w, who) => ({
      id: collectionId,
      title: `Renamed by ${who}`,
      items: [{ virtualVideoId: id(w, keyFor(who, 'virtualVideo')), rank: 0 }],
    }),
    notFound: FORBIDDEN,
    check: (data, w, key) =>
      expect(fieldOf<{ id: string }>(data, 'upsertMediaCollection').id).toBe(id(w, key)),
    also: [
      {
        label: "with Bravo's shoppable video in Acme's collection",
        who: 'owner',
        vars: (w: World) => ({
          id: id(w, 'A.mediaCollection'),
          title: 'Taken',
          items: [{ virtualVideoId: id(w, 'B.virtualVideo'), rank: 0 }],
        }),
        outcome: refused(FORBIDDEN),
      },
    ],
  }),
  entityRow({
    name: 'deleteMediaCollection',
    document: DeleteMediaCollectionDocument,
    thing: 'mediaCollection',
    vars: (collectionId) => ({ collectionId }),
    notFound: FORBIDDEN,
    async check(data, w, key) {
      succeeded('deleteMediaCollection')(data);
      const left = await db(w)
        .select()
        .from(mediaCollections)
        .where(eq(mediaCollections.id, id(w, key)));
      expect(left).toEqual([]);
    },
  }),
  entityRow({
    name: 'upsertVirtualVideo',
    document: UpsertVirtualVideoDocument,
    thing: 'virtualVideo',
    vars: (virtualVideoId, w, who) => ({
      id: virtualVideoId,
      title: `Renamed by ${who}`,
      segments: [{ rank: 0, videoId: id(w, keyFor(who, 'video')) }],
    }),
    notFound: FORBIDDEN,
    async check(data, w, key) {
      expect(fieldOf<{ id: string }>(data, 'upsertVirtualVideo').id).toBe(id(w, key));
      const [stored] = await db(w)
        .select({ title: virtualVideos.title })
        .from(virtualVideos)
        .where(eq(virtualVideos.id, id(w, key)));
      expect(stored?.title).toMatch(/^Renamed by /);
    },
    also: [
      {
        label: "with Bravo's video in Acme's shoppable video",
        who: 'owner',
        vars: (w: World) => ({
          id: id(w, 'A.virtualVideo'),
          title: 'Taken',
          segments: [{ rank: 0, videoId: id(w, 'B.video') }],
        }),
        outcome: refused(FORBIDDEN),
      },
      {
        label: "with Bravo's audio and photos in a new shoppable video",
        who: 'owner',
        vars: (w: World) => ({
          title: 'Taken',
          segments: [
            { rank: 0, videoId: id(w, 'A.video'), audioId: id(w, 'B.audio') },
            { rank: 1, imageCollectionId: id(w, 'B.photos') },
          ],
        }),
        outcome: refused(FORBIDDEN),
      },
    ],
  }),
];
