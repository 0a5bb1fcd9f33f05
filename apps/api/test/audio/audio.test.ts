// Audio: who may list, upload, save and delete tracks (anonymous, another group, USER, OWNER,
// admin), the loop rule, and files that must be this group's own uploads.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCast,
  dataOf,
  errorOf,
  FORBIDDEN,
  NOT_LOGGED_IN,
  type Cast,
} from '../groups/fixtures';
import type { Gql } from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import { mp3Bytes, PNG_BYTES } from '../storage/fixtures';

const FIELDS = 'id createdAt updatedAt title description url duration status externalId loop';
const LIST = `query getAudios { getAudios { ${FIELDS} } }`;
const ADMIN_LIST = `query adminGetAudios($groupId: ID!) { adminGetAudios(groupId: $groupId) { ${FIELDS} } }`;
const UPLOAD_URL = `query getAudioUploadUrl($fileName: String!) {
  getAudioUploadUrl(fileName: $fileName) { id url }
}`;
const UPSERT = `mutation upsertAudio($id: ID, $title: String!, $description: String, $url: String,
  $duration: Float, $externalId: String, $loop: Boolean) {
  upsertAudio(id: $id, title: $title, description: $description, url: $url, duration: $duration,
    externalId: $externalId, loop: $loop) { ${FIELDS} }
}`;
const DELETE = `mutation deleteAudio($audioId: ID!) { deleteAudio(audioId: $audioId) { success message } }`;

interface Audio {
  id: string;
  title: string;
  description: string | null;
  url: string;
  duration: number;
  status: string;
  externalId: string | null;
  loop: boolean;
}

let server: TestServer;
let cast: Cast;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vendy-audio-'));
  server = await startTestServer({ env: { DATA_DIR: dataDir } });
  cast = await createCast(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function uploadUrl(gql: Gql, fileName = 'song.mp3') {
  return dataOf<{ getAudioUploadUrl: { id: string; url: string } }>(
    await gql(UPLOAD_URL, { fileName }),
  ).getAudioUploadUrl;
}

/** PUTs bytes to a signed address, as the browser does (audio/mpeg). */
async function put(signed: string, bytes: Buffer, contentType = 'audio/mpeg'): Promise<number> {
  const target = new URL(signed);
  const response = await fetch(`${server.url}${target.pathname}${target.search}`, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(bytes),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Asks for an address and PUTs an MP3 to it; answers the upload id. */
async function upload(gql: Gql, bytes = mp3Bytes()): Promise<string> {
  const { id, url } = await uploadUrl(gql);
  expect(await put(url, bytes)).toBe(200);
  return id;
}

async function create(gql: Gql, extra: Record<string, unknown> = {}): Promise<Audio> {
  const externalId = await upload(gql);
  return dataOf<{ upsertAudio: Audio }>(
    await gql(UPSERT, { title: 'Beach waves', duration: 42.5, externalId, ...extra }),
  ).upsertAudio;
}

async function list(gql: Gql): Promise<Audio[]> {
  return dataOf<{ getAudios: Audio[] }>(await gql(LIST)).getAudios;
}

describe('getAudioUploadUrl', () => {
  it('needs a signed-in member of the current group', async () => {
    expect(errorOf(await cast.as.anonymous(UPLOAD_URL, { fileName: 'a.mp3' }))).toEqual(
      NOT_LOGGED_IN,
    );
    expect(errorOf(await cast.as.admin(UPLOAD_URL, { fileName: 'a.mp3' }))).toEqual(FORBIDDEN);
  });

  it('gives USER and OWNER a signed address in their group folder, whatever the file name', async () => {
    for (const gql of [cast.as.user, cast.as.owner]) {
      const { id, url } = await uploadUrl(gql, '../../etc/passwd.mp3');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const parsed = new URL(url);
      expect(parsed.pathname).toBe(`/storage/upload/groups/${cast.groupA}/audio/${id}.mp3`);
      expect(parsed.searchParams.get('ct')).toBe('audio/mpeg');
    }
    const other = await uploadUrl(cast.as.outsider);
    expect(new URL(other.url).pathname).toContain(`/groups/${cast.groupB}/audio/`);
  });

  it('accepts an MP3 with 200 and refuses what is not audio', async () => {
    const { url } = await uploadUrl(cast.as.user);
    expect(await put(url, PNG_BYTES)).toBe(415);
    expect(await put(url, mp3Bytes(), 'audio/wav')).toBe(415);
    expect(await put(url, mp3Bytes())).toBe(200);
  });

  it('refuses a missing file name', async () => {
    expect(errorOf(await cast.as.user(UPLOAD_URL, { fileName: '  ' })).message).toBe(
      'This field is required',
    );
  });
});

describe('upsertAudio', () => {
  it('needs a signed-in member of the current group', async () => {
    const vars = { title: 'x', duration: 1, externalId: randomUUID() };
    expect(errorOf(await cast.as.anonymous(UPSERT, vars))).toEqual(NOT_LOGGED_IN);
    expect(errorOf(await cast.as.admin(UPSERT, vars))).toEqual(FORBIDDEN);
  });

  it('creates a READY track served from storage, for USER and OWNER', async () => {
    const byUser = await create(cast.as.user, { title: '  Beach waves  ', description: 'Calm' });
    expect(byUser).toMatchObject({
      title: 'Beach waves',
      description: 'Calm',
      duration: 42.5,
      status: 'READY',
      loop: false,
    });
    expect(byUser.url).toBe(
      `http://localhost:3000/media/groups/${cast.groupA}/audio/${byUser.externalId}.mp3`,
    );
    const file = await fetch(`${server.url}${new URL(byUser.url).pathname}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/mpeg');

    const byOwner = await create(cast.as.owner, { loop: true, duration: 30 });
    expect(byOwner.loop).toBe(true);
  });

  it('forces loop off above 60 seconds, on create and on edit', async () => {
    const long = await create(cast.as.user, { loop: true, duration: 60.5 });
    expect(long.loop).toBe(false);
    const short = await create(cast.as.user, { loop: true, duration: 60 });
    expect(short.loop).toBe(true);
    const edited = dataOf<{ upsertAudio: Audio }>(
      await cast.as.user(UPSERT, { id: short.id, title: 'Longer', duration: 90 }),
    ).upsertAudio;
    expect(edited.loop).toBe(false);
  });

  it('edits title, description and loop, keeping what is omitted', async () => {
    const track = await create(cast.as.owner, { description: 'Keep me', duration: 20 });
    const renamed = dataOf<{ upsertAudio: Audio }>(
      await cast.as.user(UPSERT, { id: track.id, title: 'Renamed', loop: true }),
    ).upsertAudio;
    expect(renamed).toMatchObject({
      id: track.id,
      title: 'Renamed',
      description: 'Keep me',
      duration: 20,
      loop: true,
      url: track.url,
    });
    const cleared = dataOf<{ upsertAudio: Audio }>(
      await cast.as.user(UPSERT, { id: track.id, title: 'Renamed', description: '' }),
    ).upsertAudio;
    expect(cleared.description).toBeNull();
  });

  it('accepts its own upload by url as well as by id', async () => {
    const id = await upload(cast.as.user);
    const byUrl = dataOf<{ upsertAudio: Audio }>(
      await cast.as.user(UPSERT, {
        title: 'By url',
        duration: 5,
        url: `http://localhost:3000/media/groups/${cast.groupA}/audio/${id}.mp3`,
      }),
    ).upsertAudio;
    expect(byUrl.externalId).toBe(id);
  });

  it("refuses another group's upload, foreign URLs, paths and missing files", async () => {
    const theirs = await upload(cast.as.outsider);
    const attempts = [
      { externalId: theirs },
      { url: `http://localhost:3000/media/groups/${cast.groupB}/audio/${theirs}.mp3` },
      { url: 'https://evil.example/song.mp3' },
      { url: `../groups/${cast.groupB}/audio/${theirs}.mp3` },
      { externalId: '../../x' },
      { externalId: randomUUID() },
      {},
    ];
    for (const extra of attempts) {
      const response = await cast.as.user(UPSERT, { title: 'Stolen', duration: 5, ...extra });
      expect(errorOf(response).message, JSON.stringify(extra)).toBe('Unable to find url for file.');
    }
    expect((await list(cast.as.outsider)).some((a) => a.title === 'Stolen')).toBe(false);
  });

  it('refuses a file that is not audio, and an upload used twice', async () => {
    // Written straight into storage, as a bucket PUT could (S3 cannot check the bytes).
    const id = randomUUID();
    const dir = path.join(dataDir, 'media', 'groups', cast.groupA, 'audio');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, `${id}.mp3`), PNG_BYTES);
    const fake = await cast.as.user(UPSERT, { title: 'Fake', duration: 5, externalId: id });
    expect(errorOf(fake).message).toBe('Upload must be an audio file.');

    const track = await create(cast.as.user);
    const again = await cast.as.user(UPSERT, {
      title: 'Again',
      duration: 5,
      externalId: track.externalId,
    });
    expect(errorOf(again).message).toBe('Error saving audio data.');
  });

  it('validates with the shared rules', async () => {
    const externalId = await upload(cast.as.user);
    const blank = await cast.as.user(UPSERT, { title: '   ', duration: 5, externalId });
    expect(errorOf(blank).message).toBe('This field is required');
    const long = await cast.as.user(UPSERT, { title: 'x'.repeat(101), duration: 5, externalId });
    expect(errorOf(long).message).toBe('Input too long.');
    const negative = await cast.as.user(UPSERT, { title: 'x', duration: -1, externalId });
    expect(errorOf(negative).message).toBe('Must be positive.');
  });

  it("cannot edit another group's track", async () => {
    const mine = await create(cast.as.owner, { title: 'Mine' });
    const response = await cast.as.outsider(UPSERT, { id: mine.id, title: 'Hijacked' });
    expect(errorOf(response)).toEqual(FORBIDDEN);
    expect((await list(cast.as.owner)).find((a) => a.id === mine.id)?.title).toBe('Mine');
  });
});

describe('getAudios and adminGetAudios', () => {
  it('need a member, or an admin for any group', async () => {
    expect(errorOf(await cast.as.anonymous(LIST))).toEqual(NOT_LOGGED_IN);
    expect(errorOf(await cast.as.admin(LIST))).toEqual(FORBIDDEN);
    for (const gql of [cast.as.anonymous, cast.as.user, cast.as.owner, cast.as.outsider]) {
      const response = await gql(ADMIN_LIST, { groupId: cast.groupA });
      expect(errorOf(response).code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    }
  });

  it("list only the group's live tracks, newest first", async () => {
    const older = await create(cast.as.owner, { title: 'Older' });
    const newer = await create(cast.as.user, { title: 'Newer' });
    const theirs = await create(cast.as.outsider, { title: 'Theirs' });

    const forUser = await list(cast.as.user);
    const forOwner = await list(cast.as.owner);
    expect(forUser).toEqual(forOwner);
    const ids = forUser.map((a) => a.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(theirs.id);
    expect((await list(cast.as.outsider)).map((a) => a.id)).toEqual([theirs.id]);

    const forAdmin = dataOf<{ adminGetAudios: Audio[] }>(
      await cast.as.admin(ADMIN_LIST, { groupId: cast.groupB }),
    ).adminGetAudios;
    expect(forAdmin.map((a) => a.id)).toEqual([theirs.id]);
    const unknown = await cast.as.admin(ADMIN_LIST, { groupId: randomUUID() });
    expect(errorOf(unknown).code).toBe('NOT_FOUND');
  });
});

describe('deleteAudio', () => {
  it('needs a member of the track’s group', async () => {
    const track = await create(cast.as.owner, { title: 'Protected' });
    expect(errorOf(await cast.as.anonymous(DELETE, { audioId: track.id }))).toEqual(NOT_LOGGED_IN);
    expect(errorOf(await cast.as.admin(DELETE, { audioId: track.id }))).toEqual(FORBIDDEN);
    expect(errorOf(await cast.as.outsider(DELETE, { audioId: track.id }))).toEqual(FORBIDDEN);
    expect((await list(cast.as.owner)).some((a) => a.id === track.id)).toBe(true);
  });

  it('deletes for USER and OWNER: gone from the list, file removed, not deletable twice', async () => {
    for (const gql of [cast.as.user, cast.as.owner]) {
      const track = await create(cast.as.owner, { title: 'Doomed' });
      const file = `${server.url}${new URL(track.url).pathname}`;
      expect((await fetch(file)).status).toBe(200);
      expect(
        dataOf<{ deleteAudio: { success: boolean } }>(await gql(DELETE, { audioId: track.id }))
          .deleteAudio.success,
      ).toBe(true);
      expect((await list(gql)).some((a) => a.id === track.id)).toBe(false);
      expect((await fetch(file)).status).toBe(404);
      expect(errorOf(await gql(DELETE, { audioId: track.id })).message).toBe('Audio not found.');
    }
    expect(errorOf(await cast.as.user(DELETE, { audioId: 'not-an-id' })).message).toBe(
      'Audio not found.',
    );
  });
});
