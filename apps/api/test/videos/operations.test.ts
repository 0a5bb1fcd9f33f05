// Videos without transcoding: who may call each operation (anonymous, another group, USER, OWNER,
// admin), saving rules (loop above a minute, thumbnails that must be this group's uploads,
// YouTube / TikTok addresses), and the plan's upload minutes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN, NOT_LOGGED_IN, errorOf } from '../groups/fixtures';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hostedVideos } from '../../src/db/schema';
import { createGroup } from '../../src/modules/groups/service';
import { uploadUsage } from '../../src/modules/videos/usage';
import { createUser, type Gql } from '../harness/accounts';
import { PNG_BYTES } from '../storage/fixtures';
import {
  createVideoCast,
  dataOf,
  errorMessage,
  givePlan,
  Q,
  sessionOf,
  startVideoServer,
  type VideoCast,
  type VideoResult,
  type VideoServer,
} from './fixtures';

let server: VideoServer;
let cast: VideoCast;

beforeAll(async () => {
  server = await startVideoServer();
  cast = await createVideoCast(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const YOUTUBE = {
  title: 'Spring collection',
  source: 'YOUTUBE',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  duration: 212,
  aspectRatio: 16 / 9,
};

/** The oEmbed sandbox's thumbnail of the YouTube video (the server copies it into storage). */
const youTubeThumbnail = () => `${server.url}/sandbox/youtube/vi/dQw4w9WgXcQ/hqdefault.jpg`;

async function saveYouTube(gql: Gql, extra: Record<string, unknown> = {}): Promise<VideoResult> {
  return dataOf(await gql<{ upsertVideo: VideoResult }>(Q.upsertVideo, { ...YOUTUBE, ...extra }))
    .upsertVideo;
}

async function uploadUrl(gql: Gql, duration: number, fileName = 'clip.mp4') {
  return gql<{ getVideoUploadUrl: { id: string; url: string } }>(Q.getVideoUploadUrl, {
    fileName,
    size: 1000,
    duration,
  });
}

/** PUTs an image to a signed address as the browser does. */
async function put(signed: string, bytes: Buffer, contentType: string): Promise<number> {
  const response = await fetch(signed, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(bytes),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('authorization', () => {
  it('asks anonymous visitors to log in, for every operation', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      [Q.getVideos, {}],
      [Q.adminGetVideos, { groupId: cast.groupA }],
      [Q.getVideoUploadUrl, { fileName: 'a.mp4', size: 10, duration: 5 }],
      [Q.getVideoImageUploadUrl, { fileName: 'a.png', fileType: 'image/png' }],
      [Q.getVideoUploadUsage, {}],
      [Q.upsertVideo, YOUTUBE],
      [Q.checkAndUpdateVideoStatus, { videoId: '00000000-0000-4000-8000-000000000000' }],
      [Q.deleteVideo, { videoId: '00000000-0000-4000-8000-000000000000' }],
    ];
    for (const [query, variables] of calls) {
      expect(errorOf(await cast.as.anonymous(query, variables))).toEqual(NOT_LOGGED_IN);
    }
  });

  it('refuses the admin (not a member) the member operations, and members the admin list', async () => {
    const memberCalls: Array<[string, Record<string, unknown>]> = [
      [Q.getVideos, {}],
      [Q.getVideoUploadUrl, { fileName: 'a.mp4', size: 10, duration: 5 }],
      [Q.getVideoImageUploadUrl, { fileName: 'a.png', fileType: 'image/png' }],
      [Q.getVideoUploadUsage, {}],
      [Q.upsertVideo, YOUTUBE],
    ];
    for (const [query, variables] of memberCalls) {
      expect(errorOf(await cast.as.admin(query, variables))).toEqual(FORBIDDEN);
    }
    for (const gql of [cast.as.owner, cast.as.user, cast.as.outsider]) {
      expect(errorOf(await gql(Q.adminGetVideos, { groupId: cast.groupA }))).toEqual(FORBIDDEN);
    }
    // Usage is the group's own: a USER sees group A's Starter plan, an outsider their own group's.
    expect((await usage(cast.as.user)).limitMinutes).toBe(300);
    expect((await usage(cast.as.outsider)).limitMinutes).toBe(0);
  });

  it('lets the OWNER and a USER manage the group videos; another group sees none of them', async () => {
    const byOwner = await saveYouTube(cast.as.owner, { title: 'By owner' });
    const byUser = await saveYouTube(cast.as.user, { title: 'By user' });

    const listed = dataOf(await cast.as.user<{ getVideos: VideoResult[] }>(Q.getVideos)).getVideos;
    expect(listed.map((v) => v.title)).toEqual(expect.arrayContaining(['By owner', 'By user']));
    // Newest first.
    expect(listed.findIndex((v) => v.id === byUser.id)).toBeLessThan(
      listed.findIndex((v) => v.id === byOwner.id),
    );

    const outsiders = dataOf(await cast.as.outsider<{ getVideos: VideoResult[] }>(Q.getVideos));
    expect(outsiders.getVideos).toEqual([]);
    for (const [query, variables] of [
      [Q.upsertVideo, { ...YOUTUBE, id: byOwner.id, title: 'Taken over' }],
      [Q.checkAndUpdateVideoStatus, { videoId: byOwner.id }],
      [Q.deleteVideo, { videoId: byOwner.id }],
    ] as const) {
      expect(errorMessage(await cast.as.outsider(query, variables))).toBe('Video not found.');
    }
    expect(errorMessage(await cast.as.admin(Q.deleteVideo, { videoId: byOwner.id }))).toBe(
      FORBIDDEN.message,
    );

    // USER and OWNER both edit and delete.
    const edited = dataOf(
      await cast.as.user<{ upsertVideo: VideoResult }>(Q.upsertVideo, {
        id: byOwner.id,
        title: '  Edited by user  ',
      }),
    ).upsertVideo;
    expect(edited.title).toBe('Edited by user');
    expect(
      dataOf(
        await cast.as.owner<{ deleteVideo: { success: boolean } }>(Q.deleteVideo, {
          videoId: byUser.id,
        }),
      ).deleteVideo.success,
    ).toBe(true);
    const after = dataOf(await cast.as.owner<{ getVideos: VideoResult[] }>(Q.getVideos)).getVideos;
    expect(after.map((v) => v.id)).not.toContain(byUser.id);
  });

  it('lets the admin list any group videos read-only by groupId', async () => {
    const video = await saveYouTube(cast.as.owner, { title: 'Seen by admin' });
    const listed = dataOf(
      await cast.as.admin<{ adminGetVideos: VideoResult[] }>(Q.adminGetVideos, {
        groupId: cast.groupA,
      }),
    ).adminGetVideos;
    expect(listed.map((v) => v.id)).toContain(video.id);
    expect(
      dataOf(
        await cast.as.admin<{ adminGetVideos: VideoResult[] }>(Q.adminGetVideos, {
          groupId: cast.groupB,
        }),
      ).adminGetVideos,
    ).toEqual([]);
    expect(errorMessage(await cast.as.admin(Q.adminGetVideos, { groupId: 'nope' }))).toBe(
      'Group not found.',
    );
  });
});

describe('saving videos', () => {
  it('saves a YouTube video READY with its watch address', async () => {
    const video = await saveYouTube(cast.as.owner, {
      url: 'https://youtu.be/dQw4w9WgXcQ',
      description: 'Lookbook',
      thumbnailUrl: youTubeThumbnail(),
    });
    expect(video).toMatchObject({
      status: 'READY',
      source: 'YOUTUBE',
      sourceId: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      externalId: null,
      description: 'Lookbook',
    });
    // The provider's thumbnail now lives on our media host.
    expect(video.thumbnailUrl).toMatch(
      new RegExp(`^${server.url}/media/groups/${cast.groupA}/thumbnails/youtube-dQw4w9WgXcQ-`),
    );
    expect(
      errorMessage(
        await cast.as.owner(Q.upsertVideo, { ...YOUTUBE, url: 'https://vimeo.com/123' }),
      ),
    ).toBe('URL must be from Youtube.');
  });

  it('saves a TikTok video with the embed address built from its id', async () => {
    const video = dataOf(
      await cast.as.owner<{ upsertVideo: VideoResult }>(Q.upsertVideo, {
        title: 'Dance',
        source: 'TIKTOK',
        sourceId: '7234567890123456789',
        duration: 60,
        aspectRatio: 0.5625,
      }),
    ).upsertVideo;
    expect(video.url).toBe('https://www.tiktok.com/player/v1/7234567890123456789');
    expect(video.status).toBe('READY');
  });

  it('forces loop off above 60 seconds, and allows it up to a minute', async () => {
    const long = await saveYouTube(cast.as.owner, { duration: 61, loop: true });
    expect(long.loop).toBe(false);
    const short = await saveYouTube(cast.as.owner, { duration: 60, loop: true });
    expect(short.loop).toBe(true);
    const edited = dataOf(
      await cast.as.owner<{ upsertVideo: VideoResult }>(Q.upsertVideo, {
        id: short.id,
        title: 'Longer now',
        duration: 75,
      }),
    ).upsertVideo;
    expect(edited.loop).toBe(false);
  });

  it('requires a title and refuses over-long text', async () => {
    expect(errorMessage(await cast.as.owner(Q.upsertVideo, { ...YOUTUBE, title: '   ' }))).toBe(
      'This field is required',
    );
    expect(
      errorMessage(await cast.as.owner(Q.upsertVideo, { ...YOUTUBE, title: 'x'.repeat(101) })),
    ).toBe('Input too long.');
  });

  it('takes thumbnails only from this group uploads', async () => {
    const signed = dataOf(
      await cast.as.owner<{
        getVideoImageUploadUrl: { fileKey: string; url: string; objectExists: boolean };
      }>(Q.getVideoImageUploadUrl, { fileName: 'cover shot.png', fileType: 'image/png' }),
    ).getVideoImageUploadUrl;
    expect(signed.fileKey).toBe(`groups/${cast.groupA}/thumbnails/cover-shot.png`);
    expect(signed.objectExists).toBe(false);
    expect(await put(signed.url, PNG_BYTES, 'image/png')).toBe(200);

    const video = await saveYouTube(cast.as.owner, { thumbnailUrl: signed.fileKey });
    expect(video.thumbnailUrl).toBe(`${server.url}/media/${signed.fileKey}`);
    const image = await fetch(video.thumbnailUrl ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    // The same key again: already stored.
    const again = dataOf(
      await cast.as.user<{ getVideoImageUploadUrl: { objectExists: boolean } }>(
        Q.getVideoImageUploadUrl,
        { fileName: 'cover shot.png', fileType: 'image/png' },
      ),
    ).getVideoImageUploadUrl;
    expect(again.objectExists).toBe(true);

    // Another group cannot point at group A's file, nor at a key never uploaded.
    await givePlan(server, cast.groupB, 'starter');
    const upload = dataOf(await uploadUrl(cast.as.outsider, 5)).getVideoUploadUrl;
    expect(
      errorMessage(
        await cast.as.outsider(Q.upsertVideo, {
          title: 'Borrowed cover',
          externalId: upload.id,
          duration: 5,
          aspectRatio: 1,
          thumbnailUrl: signed.fileKey,
        }),
      ),
    ).toBe('Unable to find url for file.');
    expect(
      errorMessage(
        await cast.as.owner(Q.upsertVideo, {
          ...YOUTUBE,
          thumbnailUrl: `groups/${cast.groupA}/thumbnails/never-uploaded.png`,
        }),
      ),
    ).toBe('Unable to find url for file.');
    expect(
      errorMessage(
        await cast.as.owner(Q.getVideoImageUploadUrl, { fileName: 'a.mp4', fileType: 'video/mp4' }),
      ),
    ).toBe('Upload must be an image file.');
  });

  it('saves an upload PROCESSING under this group only, once', async () => {
    const upload = dataOf(await uploadUrl(cast.as.user, 12)).getVideoUploadUrl;
    expect(upload.url).toMatch(new RegExp(`^${server.url}/uploads/videos/[A-Za-z0-9_-]{32}$`));

    const saved = dataOf(
      await cast.as.user<{ upsertVideo: VideoResult }>(Q.upsertVideo, {
        title: 'Unfinished upload',
        externalId: upload.id,
        duration: 12,
        aspectRatio: 0.5625,
        loop: true,
      }),
    ).upsertVideo;
    expect(saved).toMatchObject({
      status: 'PROCESSING',
      source: 'UPLOAD',
      externalId: upload.id,
      loop: true,
      url: `${server.url}/media/${upload.id}/manifest/video.m3u8`,
    });
    // Still waiting for its bytes.
    expect(
      dataOf(
        await cast.as.owner<{ checkAndUpdateVideoStatus: VideoResult }>(
          Q.checkAndUpdateVideoStatus,
          { videoId: saved.id },
        ),
      ).checkAndUpdateVideoStatus.status,
    ).toBe('PROCESSING');

    expect(
      errorMessage(
        await cast.as.owner(Q.upsertVideo, {
          title: 'Twice',
          externalId: upload.id,
          duration: 12,
          aspectRatio: 1,
        }),
      ),
    ).toBe('This upload has already been saved as a video.');
    expect(
      errorMessage(
        await cast.as.outsider(Q.upsertVideo, {
          title: 'Not mine',
          externalId: upload.id,
          duration: 12,
          aspectRatio: 1,
        }),
      ),
    ).toBe('This upload was not found. Please upload the video again.');
  });
});

describe('status checks', () => {
  async function processingVideo(gql: Gql) {
    const upload = dataOf(await uploadUrl(gql, 10)).getVideoUploadUrl;
    const video = dataOf(
      await gql<{ upsertVideo: VideoResult }>(Q.upsertVideo, {
        title: 'Waiting',
        externalId: upload.id,
        duration: 10,
        aspectRatio: 1,
      }),
    ).upsertVideo;
    return { upload, video };
  }

  async function check(gql: Gql, videoId: string) {
    return dataOf(
      await gql<{ checkAndUpdateVideoStatus: VideoResult }>(Q.checkAndUpdateVideoStatus, {
        videoId,
      }),
    ).checkAndUpdateVideoStatus;
  }

  it('turns an upload never finished within a day into ERROR, freeing its minutes', async () => {
    const { upload, video } = await processingVideo(cast.as.owner);
    const before = (await uploadUsage(server.database.db, cast.groupA)).usedSeconds;
    await server.database.db
      .update(hostedVideos)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(hostedVideos.id, upload.id));
    expect((await check(cast.as.user, video.id)).status).toBe('ERROR');
    expect((await uploadUsage(server.database.db, cast.groupA)).usedSeconds).toBe(before - 10);
  });

  it('turns a video whose transcode job is gone into ERROR', async () => {
    const { upload, video } = await processingVideo(cast.as.owner);
    await server.database.db
      .update(hostedVideos)
      .set({ status: 'PROCESSING', uploadedAt: new Date(), jobId: randomUUID() })
      .where(eq(hostedVideos.id, upload.id));
    expect((await check(cast.as.owner, video.id)).status).toBe('ERROR');
  });
});

describe('upload minutes', () => {
  it('refuses uploads without a paid plan', async () => {
    const { groupId, gql } = await groupWithPlan(null);
    expect(errorMessage(await uploadUrl(gql, 30))).toBe(
      'Your plan does not include video uploads. Upgrade your plan to upload videos.',
    );
    await givePlan(server, groupId, 'free');
    expect(errorMessage(await uploadUrl(gql, 30))).toBe(
      'Your plan does not include video uploads. Upgrade your plan to upload videos.',
    );
  });

  it('allows a Starter plan 300 minutes a month, and says what is left', async () => {
    const { gql } = await groupWithPlan('starter');
    expect(errorMessage(await uploadUrl(gql, 300 * 60 + 1))).toBe(
      "This video needs 301 minutes of upload time, but only 300 minutes of your plan's 300 are " +
        'left this billing month. Upgrade your plan or upload a shorter video.',
    );
    dataOf(await uploadUrl(gql, 250 * 60));
    dataOf(await uploadUrl(gql, 49 * 60 + 30));
    const refused = await uploadUrl(gql, 60);
    expect(errorMessage(refused)).toBe(
      "This video needs 1 minute of upload time, but only 0 minutes of your plan's 300 are left " +
        'this billing month. Upgrade your plan or upload a shorter video.',
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UPLOAD_LIMIT_REACHED');
    expect(await usage(gql)).toMatchObject({
      planId: 'starter',
      limitMinutes: 300,
      usedMinutes: 300,
      remainingMinutes: 0,
    });
    // The last 30 seconds still fit.
    dataOf(await uploadUrl(gql, 30));
    expect(errorMessage(await uploadUrl(gql, 1))).toMatch(/only 0 minutes/);
  });

  it('shows every member the minutes used and left this billing month', async () => {
    const { gql } = await groupWithPlan('growth');
    dataOf(await uploadUrl(gql, 90));
    const seen = await usage(gql);
    expect(seen).toMatchObject({
      planId: 'growth',
      limitMinutes: 6000,
      usedMinutes: 2,
      remainingMinutes: 5998,
    });
    const start = new Date(seen.periodStart).getTime();
    expect(start).toBeLessThanOrEqual(Date.now());
    expect(new Date(seen.periodEnd).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(seen.periodEnd).getTime() - start).toBeGreaterThanOrEqual(28 * 86_400_000);

    const none = await groupWithPlan(null);
    expect(await usage(none.gql)).toMatchObject({
      planId: null,
      limitMinutes: 0,
      usedMinutes: 0,
      remainingMinutes: 0,
    });
  });

  it('gives Standard 3000 and Growth 6000 minutes', async () => {
    const standard = await groupWithPlan('standard');
    dataOf(await uploadUrl(standard.gql, 3000 * 60));
    expect(errorMessage(await uploadUrl(standard.gql, 1))).toMatch(/only 0 minutes/);
    const growth = await groupWithPlan('growth');
    expect(errorMessage(await uploadUrl(growth.gql, 6000 * 60 + 1))).toMatch(
      /needs 6001 minutes .* of your plan's 6000/,
    );
    dataOf(await uploadUrl(growth.gql, 6000 * 60));
  });

  it('refuses a duration that could not be read, naming QuickTime files', async () => {
    expect(errorMessage(await uploadUrl(cast.as.owner, 0, 'holiday.mp4'))).toBe(
      'Unable to extract duration from file.',
    );
    expect(errorMessage(await uploadUrl(cast.as.owner, 0, 'holiday.MOV'))).toBe(
      'Unable to extract duration from file. Quicktime videos are not supported. Please save ' +
        'the file as a new format and try again.',
    );
  });
});

interface Usage {
  planId: string | null;
  limitMinutes: number;
  usedMinutes: number;
  remainingMinutes: number;
  periodStart: string;
  periodEnd: string;
}

async function usage(gql: Gql): Promise<Usage> {
  return dataOf(await gql<{ getVideoUploadUsage: Usage }>(Q.getVideoUploadUsage))
    .getVideoUploadUsage;
}

let groupCount = 0;
/** A fresh group (its owner signed in), optionally on a plan. */
async function groupWithPlan(
  planId: 'starter' | 'standard' | 'growth' | null,
): Promise<{ groupId: string; gql: Gql }> {
  groupCount += 1;
  const user = await createUser(server.database.db, { email: `plan${groupCount}@example.com` });
  const group = await createGroup(server.database.db, user.id, `Plan group ${groupCount}`);
  if (planId) await givePlan(server, group.id, planId);
  const { gql } = await sessionOf(server, user.id);
  return { groupId: group.id, gql };
}
