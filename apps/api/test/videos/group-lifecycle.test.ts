// Videos over a group's life: getResourceCounts follows saved and deleted videos, and deleting the
// group (ownerDeleteGroup) removes its files from storage: everything under groups/{groupId}/, each
// hosted video's HLS folder and unfinished uploads; other groups' files stay.
import { stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedVideos } from '../../src/db/schema';
import { createGroup } from '../../src/modules/groups/service';
import { objectKey, type Storage } from '../../src/modules/storage';
import { mediaKeys, uploadFile } from '../../src/modules/videos/paths';
import { createUser, type Gql } from '../harness/accounts';
import { PNG_BYTES } from '../storage/fixtures';
import {
  dataOf,
  givePlan,
  Q,
  sessionOf,
  startVideoServer,
  type VideoResult,
  type VideoServer,
} from './fixtures';

let server: VideoServer;

beforeAll(async () => {
  server = await startVideoServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const COUNTS = `query getResourceCounts { getResourceCounts { videos } }`;
const DELETE_GROUP = `mutation ownerDeleteGroup($groupName: String!) {
  ownerDeleteGroup(groupName: $groupName) { success } }`;

let groupCount = 0;
async function ownGroup(): Promise<{ groupId: string; name: string; gql: Gql }> {
  groupCount += 1;
  const user = await createUser(server.database.db, { email: `life${groupCount}@example.com` });
  const name = `Life group ${groupCount}`;
  const group = await createGroup(server.database.db, user.id, name);
  await givePlan(server, group.id, 'starter');
  const { gql } = await sessionOf(server, user.id);
  return { groupId: group.id, name, gql };
}

const videoCount = async (gql: Gql) =>
  dataOf(await gql<{ getResourceCounts: { videos: number } }>(COUNTS)).getResourceCounts.videos;

async function putThumbnail(gql: Gql, fileName: string): Promise<string> {
  const signed = dataOf(
    await gql<{ getVideoImageUploadUrl: { url: string; fileKey: string } }>(
      Q.getVideoImageUploadUrl,
      { fileName, fileType: 'image/png' },
    ),
  ).getVideoImageUploadUrl;
  const response = await fetch(signed.url, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(PNG_BYTES),
  });
  expect(response.status).toBe(200);
  return signed.fileKey;
}

/** Hosted media that finished transcoding: a row and its HLS files in storage. */
async function transcodedMedia(groupId: string): Promise<string[]> {
  const [row] = await server.database.db
    .insert(hostedVideos)
    .values({
      groupId,
      fileName: 'done.mp4',
      size: 10,
      declaredSeconds: 5,
      status: 'READY',
    })
    .returning();
  const id = row!.id;
  const storage = server.app.services.storage;
  const keys = [
    mediaKeys.manifestFile(id, 'video.m3u8'),
    mediaKeys.manifestFile(id, '360p/index.m3u8'),
    mediaKeys.manifestFile(id, '360p/seg_00000.ts'),
    mediaKeys.poster(id),
  ];
  for (const key of keys) await storage.putFile(key, Buffer.from('x'), 'application/octet-stream');
  return keys;
}

const exists = (key: string) => server.app.services.storage.exists(key);
const onDisk = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('getResourceCounts', () => {
  it('counts the videos of the group as they are saved and deleted', async () => {
    const { gql } = await ownGroup();
    const other = await ownGroup();
    expect(await videoCount(gql)).toBe(0);

    const youTube = dataOf(
      await gql<{ upsertVideo: VideoResult }>(Q.upsertVideo, {
        title: 'Lookbook',
        source: 'YOUTUBE',
        url: 'https://youtu.be/dQw4w9WgXcQ',
        duration: 60,
        aspectRatio: 16 / 9,
      }),
    ).upsertVideo;
    expect(await videoCount(gql)).toBe(1);

    const upload = dataOf(
      await gql<{ getVideoUploadUrl: { id: string } }>(Q.getVideoUploadUrl, {
        fileName: 'clip.mp4',
        size: 1000,
        duration: 5,
      }),
    ).getVideoUploadUrl;
    // Preparing an upload is no video yet; saving it is.
    expect(await videoCount(gql)).toBe(1);
    const uploaded = dataOf(
      await gql<{ upsertVideo: VideoResult }>(Q.upsertVideo, {
        title: 'Clip',
        externalId: upload.id,
        duration: 5,
        aspectRatio: 1,
      }),
    ).upsertVideo;
    expect(await videoCount(gql)).toBe(2);
    // Editing changes nothing; another group counts its own.
    dataOf(await gql(Q.upsertVideo, { id: uploaded.id, title: 'Clip, renamed' }));
    expect(await videoCount(gql)).toBe(2);
    expect(await videoCount(other.gql)).toBe(0);

    dataOf(await gql(Q.deleteVideo, { videoId: youTube.id }));
    expect(await videoCount(gql)).toBe(1);
    dataOf(await gql(Q.deleteVideo, { videoId: uploaded.id }));
    expect(await videoCount(gql)).toBe(0);
  });
});

describe('deleting a group', () => {
  it("removes the group's stored files, and only those", async () => {
    const doomed = await ownGroup();
    const kept = await ownGroup();
    const thumbnail = await putThumbnail(doomed.gql, 'cover.png');
    const audio = objectKey('groups', doomed.groupId, 'audio', 'track.mp3');
    await server.app.services.storage.putFile(audio, Buffer.from('x'), 'audio/mpeg');
    const hls = await transcodedMedia(doomed.groupId);
    // An upload prepared but never finished: its file waits on local disk.
    const unfinished = dataOf(
      await doomed.gql<{ getVideoUploadUrl: { url: string } }>(Q.getVideoUploadUrl, {
        fileName: 'later.mp4',
        size: 1000,
        duration: 5,
      }),
    ).getVideoUploadUrl;
    const uploadPath = uploadFile(server.config, unfinished.url.split('/').pop() ?? '');
    expect(await onDisk(uploadPath)).toBe(true);

    const keptThumbnail = await putThumbnail(kept.gql, 'cover.png');
    const keptHls = await transcodedMedia(kept.groupId);
    for (const key of [thumbnail, audio, ...hls, keptThumbnail, ...keptHls]) {
      expect(await exists(key), key).toBe(true);
    }

    expect(dataOf(await doomed.gql(DELETE_GROUP, { groupName: doomed.name }))).toEqual({
      ownerDeleteGroup: { success: true },
    });
    for (const key of [thumbnail, audio, ...hls]) expect(await exists(key), key).toBe(false);
    expect(await onDisk(uploadPath)).toBe(false);
    for (const key of [keptThumbnail, ...keptHls]) expect(await exists(key), key).toBe(true);
    // The files are no longer served either.
    expect((await fetch(server.app.services.storage.publicUrl(thumbnail))).status).toBe(404);
  });

  it('deletes the group even when storage fails to remove its files', async () => {
    const doomed = await ownGroup();
    const thumbnail = await putThumbnail(doomed.gql, 'cover.png');
    const real = server.app.services.storage;
    const failing: Storage = Object.assign(Object.create(real) as Storage, {
      deletePrefix: () => Promise.reject(new Error('storage is down')),
    });
    server.app.services.storage = failing;
    try {
      expect(dataOf(await doomed.gql(DELETE_GROUP, { groupName: doomed.name }))).toEqual({
        ownerDeleteGroup: { success: true },
      });
    } finally {
      server.app.services.storage = real;
    }
    expect(errorMessageOf(await doomed.gql(COUNTS))).toBe('No group selected.');
    // Left behind (and logged), for an operator to clean up.
    expect(await exists(thumbnail)).toBe(true);
  });
});

function errorMessageOf(response: { body: { errors?: Array<{ message: string }> } }): string {
  return response.body.errors?.[0]?.message ?? '';
}
