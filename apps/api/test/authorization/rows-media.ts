// Rows of the matrix for the media library (doc 2 §7 and the upload-usage extension): videos,
// video import, audio tracks, images and photo collections, and their upload addresses. Members act
// on their current group's only (another group's ids are unknown to them, including inside a
// collection's items); admins read any group's through the admin* variants.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { audios, imageCollections, images, videos } from '../../src/db/schema';
import { IMPORT_FAILED } from '../../src/modules/video-import/messages';
import { VIDEO_NOT_FOUND } from '../../src/modules/videos/messages';
import {
  AdminGetAudiosDocument,
  AdminGetImageCollectionsDocument,
  AdminGetVideosDocument,
  CheckAndUpdateVideoStatusDocument,
  DeleteAudioDocument,
  DeleteImageCollectionDocument,
  DeleteImageDocument,
  DeleteVideoDocument,
  GetAudiosDocument,
  GetAudioUploadUrlDocument,
  GetImageCollectionsDocument,
  GetImageUploadUrlsDocument,
  GetVideoImageUploadUrlDocument,
  GetVideosDocument,
  GetVideoUploadUrlDocument,
  GetVideoUploadUsageDocument,
  SaveImageCollectionDocument,
  UploadVideoFromUrlDocument,
  UpsertAudioDocument,
  UpsertImageCollectionDocument,
  UpsertImageDocument,
  UpsertVideoDocument,
  type SaveImageCollectionMutation,
} from '../../../../packages/client/src/generated/graphql';
import { adminListRow, entityRow, fieldOf, keyFor, listRow, succeeded } from './kit';
import { id } from './library';
import { FORBIDDEN, messagesOf, refused, row, type Row } from './matrix';
import type { Caller, World } from './world';

const db = (w: World) => w.server.database.db;
const groupOf = (w: World, who: Caller) => (who === 'outsider' ? w.groupB : w.groupA);
const MEMBERS = ['owner', 'user', 'outsider'] as const;

/** The video with this id is gone. */
async function gone(w: World, table: typeof videos, rowId: string) {
  const left = await db(w).select({ id: table.id }).from(table).where(eq(table.id, rowId));
  expect(left).toEqual([]);
}

/** The audio track, image or photo collection is deleted (kept, marked deleted, listed nowhere). */
async function markedDeleted(
  w: World,
  table: typeof audios | typeof images | typeof imageCollections,
  rowId: string,
) {
  const [row] = await db(w)
    .select({ deletedAt: table.deletedAt })
    .from(table)
    .where(eq(table.id, rowId));
  expect(row?.deletedAt).toBeInstanceOf(Date);
}

export const mediaRows: Row[] = [
  listRow({ name: 'getVideos', document: GetVideosDocument, thing: 'video' }),
  listRow({ name: 'getAudios', document: GetAudiosDocument, thing: 'audio' }),
  listRow({ name: 'getImageCollections', document: GetImageCollectionsDocument, thing: 'photos' }),
  adminListRow({ name: 'adminGetVideos', document: AdminGetVideosDocument, thing: 'video' }),
  adminListRow({ name: 'adminGetAudios', document: AdminGetAudiosDocument, thing: 'audio' }),
  adminListRow({
    name: 'adminGetImageCollections',
    document: AdminGetImageCollectionsDocument,
    thing: 'photos',
  }),

  row({
    name: 'getVideoUploadUsage',
    doc: GetVideoUploadUsageDocument,
    every: {
      callers: MEMBERS,
      outcome:
        () =>
        ({ getVideoUploadUsage }) =>
          expect(getVideoUploadUsage).toMatchObject({ planId: 'starter', limitMinutes: 300 }),
    },
  }),
  row({
    name: 'getVideoUploadUrl',
    doc: GetVideoUploadUrlDocument,
    vars: () => ({ fileName: 'clip.mp4', size: 2048, duration: 5 }),
    every: {
      callers: MEMBERS,
      outcome:
        () =>
        ({ getVideoUploadUrl }) =>
          expect(getVideoUploadUrl.url).toMatch(/^https?:\/\//),
    },
  }),
  row({
    name: 'getVideoImageUploadUrl',
    doc: GetVideoImageUploadUrlDocument,
    vars: () => ({ fileName: 'poster.png', fileType: 'image/png' }),
    every: {
      callers: MEMBERS,
      outcome:
        (who) =>
        ({ getVideoImageUploadUrl }, w) =>
          expect(getVideoImageUploadUrl.fileKey).toContain(groupOf(w, who)),
    },
  }),
  row({
    name: 'getAudioUploadUrl',
    doc: GetAudioUploadUrlDocument,
    vars: () => ({ fileName: 'tune.mp3' }),
    every: {
      callers: MEMBERS,
      outcome:
        () =>
        ({ getAudioUploadUrl }) =>
          expect(getAudioUploadUrl.url).toMatch(/^https?:\/\//),
    },
  }),
  row({
    name: 'getImageUploadUrls',
    doc: GetImageUploadUrlsDocument,
    vars: () => ({ fileData: [{ fileName: 'photo.png', fileType: 'image/png' }] }),
    every: {
      callers: MEMBERS,
      outcome:
        (who) =>
        ({ getImageUploadUrls }, w) =>
          expect(getImageUploadUrls[0]?.fileKey).toContain(groupOf(w, who)),
    },
  }),

  entityRow({
    name: 'upsertVideo',
    document: UpsertVideoDocument,
    thing: 'video',
    vars: (videoId, _w, who) => ({ id: videoId, title: `Renamed by ${who}` }),
    notFound: VIDEO_NOT_FOUND,
    check: (data, w, key) =>
      expect(fieldOf<{ id: string; title: string }>(data, 'upsertVideo')).toMatchObject({
        id: id(w, key),
        title: expect.stringMatching(/^Renamed by /),
      }),
  }),
  entityRow({
    name: 'checkAndUpdateVideoStatus',
    document: CheckAndUpdateVideoStatusDocument,
    thing: 'video',
    vars: (videoId) => ({ videoId }),
    notFound: VIDEO_NOT_FOUND,
    check: (data, w, key) =>
      expect(fieldOf<{ id: string }>(data, 'checkAndUpdateVideoStatus').id).toBe(id(w, key)),
  }),
  entityRow({
    name: 'deleteVideo',
    document: DeleteVideoDocument,
    thing: 'video',
    vars: (videoId) => ({ videoId }),
    notFound: VIDEO_NOT_FOUND,
    async check(data, w, key) {
      succeeded('deleteVideo')(data);
      await gone(w, videos, id(w, key));
    },
  }),
  row({
    name: 'uploadVideoFromUrl',
    doc: UploadVideoFromUrlDocument,
    // The server fetches public addresses only: members get past authorization to the importer's
    // own refusal, and nothing is saved.
    vars: () => ({ url: 'http://127.0.0.1:9/clip.mp4', title: 'Imported' }),
    every: {
      callers: MEMBERS,
      outcome: () => ({
        answered: (response) => {
          const [message] = messagesOf(response);
          expect(message).toMatch(new RegExp(`^${IMPORT_FAILED.replace('.', '\\.')}`));
        },
      }),
    },
  }),

  entityRow({
    name: 'upsertAudio',
    document: UpsertAudioDocument,
    thing: 'audio',
    vars: (audioId, _w, who) => ({ id: audioId, title: `Renamed by ${who}` }),
    notFound: FORBIDDEN,
    check: (data, w, key) =>
      expect(fieldOf<{ id: string }>(data, 'upsertAudio').id).toBe(id(w, key)),
  }),
  entityRow({
    name: 'deleteAudio',
    document: DeleteAudioDocument,
    thing: 'audio',
    vars: (audioId) => ({ audioId }),
    notFound: FORBIDDEN,
    async check(data, w, key) {
      succeeded('deleteAudio')(data);
      await markedDeleted(w, audios, id(w, key));
    },
  }),

  entityRow({
    name: 'upsertImage',
    document: UpsertImageDocument,
    thing: 'image',
    vars: (imageId, _w, who) => ({ id: imageId, title: `Renamed by ${who}` }),
    notFound: FORBIDDEN,
    check: (data, w, key) =>
      expect(fieldOf<{ id: string }>(data, 'upsertImage').id).toBe(id(w, key)),
  }),
  entityRow({
    name: 'deleteImage',
    document: DeleteImageDocument,
    thing: 'image',
    vars: (imageId) => ({ imageId }),
    notFound: FORBIDDEN,
    async check(data, w, key) {
      succeeded('deleteImage')(data);
      await markedDeleted(w, images, id(w, key));
    },
  }),
  row({
    name: 'saveImageCollection',
    doc: SaveImageCollectionDocument,
    vars: (w, who) => ({
      title: `Saved by ${who}`,
      items: [{ id: 'photo-1', data: id(w, keyFor(who, 'image')) }],
    }),
    every: {
      callers: MEMBERS,
      outcome:
        (who) =>
        async ({ saveImageCollection }, w) => {
          expect(saveImageCollection.success).toBe(true);
          const [stored] = await db(w)
            .select({ groupId: imageCollections.groupId })
            .from(imageCollections)
            .where(eq(imageCollections.id, saveImageCollection.imageCollection!.id));
          expect(stored?.groupId).toBe(groupOf(w, who));
        },
    },
    also: [
      {
        label: "with Acme's photo",
        who: 'outsider',
        vars: (w) => ({ title: 'Taken', items: [{ id: 'photo-1', data: id(w, 'A.image') }] }),
        outcome: {
          declined: ({ saveImageCollection }: SaveImageCollectionMutation) => {
            expect(saveImageCollection.success).toBe(false);
            expect(saveImageCollection.imageCollection).toBeNull();
          },
        },
      },
    ],
  }),
  entityRow({
    name: 'upsertImageCollection',
    document: UpsertImageCollectionDocument,
    thing: 'photos',
    vars: (collectionId, w, who) => ({
      id: collectionId,
      title: `Renamed by ${who}`,
      items: [{ imageId: id(w, keyFor(who, 'image')), rank: 0 }],
    }),
    notFound: FORBIDDEN,
    check: (data, w, key) =>
      expect(fieldOf<{ id: string }>(data, 'upsertImageCollection').id).toBe(id(w, key)),
    also: [
      {
        label: "placing Bravo's photo in Acme's collection",
        who: 'owner',
        vars: (w: World) => ({
          id: id(w, 'A.photos'),
          title: 'Taken',
          items: [{ imageId: id(w, 'B.image'), rank: 0 }],
        }),
        outcome: refused(FORBIDDEN),
      },
    ],
  }),
  entityRow({
    name: 'deleteImageCollection',
    document: DeleteImageCollectionDocument,
    thing: 'photos',
    vars: (collectionId) => ({ collectionId }),
    notFound: FORBIDDEN,
    async check(data, w, key) {
      succeeded('deleteImageCollection')(data);
      await markedDeleted(w, imageCollections, id(w, key));
    },
  }),
];
