// Audio tracks of a group: listing, upload addresses, saving and deleting. Callers have already
// authorized the group; every file reference is resolved to this group's own upload here.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { effectiveLoop } from '@vendy/client/domain';
import type { Database } from '../../db/connection';
import { audios, type AudioRow } from '../../db/schema';
import { UserError } from '../../errors';
import type { Audio, AudioUploadUrl } from '../../graphql/generated/resolvers-types';
import type { Logger } from '../../logger';
import { FORBIDDEN_MESSAGE } from '../auth';
import { isUuid } from '../../db/ids';
import { isUniqueViolation } from '../../db/errors';
import { UploadRejectedError, type Storage } from '../storage';
import { AUDIO_CONTENT_TYPE, audioKey, MAX_AUDIO_BYTES, uploadIdOf } from './keys';
import {
  AUDIO_NOT_FOUND,
  FILE_NOT_FOUND,
  NOT_AN_AUDIO_FILE,
  UNABLE_TO_GET_UPLOAD_URL,
  UNABLE_TO_SAVE,
} from './messages';

export interface ServiceDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
}

export interface AudioInput {
  /** Omitted: a new track. */
  id?: string | null;
  title: string;
  /** Omitted keeps the stored text on update; '' clears it. */
  description?: string | null;
  /** Seconds; required when creating. */
  duration?: number | null;
  /** The upload id from getAudioUploadUrl, or... */
  externalId?: string | null;
  /** ...the public address (or key) of that upload. */
  url?: string | null;
  /** Omitted keeps the stored flag on update (false when creating). */
  loop?: boolean | null;
}

const forbidden = () => new UserError(FORBIDDEN_MESSAGE, { code: 'FORBIDDEN' });
const notFound = () => new UserError(AUDIO_NOT_FOUND, { code: 'NOT_FOUND' });

export function toAudio(storage: Storage, row: AudioRow): Audio {
  return {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    title: row.title,
    description: row.description,
    url: storage.publicUrl(row.fileKey),
    duration: row.duration,
    status: row.status,
    externalId: row.externalId,
    loop: row.loop,
  };
}

/** The group's tracks, newest first. */
export async function listAudios(db: Database, storage: Storage, groupId: string) {
  const rows = await db
    .select()
    .from(audios)
    .where(and(eq(audios.groupId, groupId), isNull(audios.deletedAt)))
    .orderBy(desc(audios.createdAt), desc(audios.id));
  return rows.map((row) => toAudio(storage, row));
}

/** A signed PUT address for a new file of the group; its id is the future track's externalId. */
export async function audioUploadUrl(deps: ServiceDeps, groupId: string): Promise<AudioUploadUrl> {
  const id = randomUUID();
  try {
    const upload = await deps.storage.createUploadUrl({
      key: audioKey(groupId, id),
      kind: 'audio',
      contentType: AUDIO_CONTENT_TYPE,
      maxBytes: MAX_AUDIO_BYTES,
      // A fresh id per upload: the key is never written twice.
      immutable: true,
    });
    return { id, url: upload.url };
  } catch (error) {
    deps.logger.error({ err: error, groupId }, 'audio upload url not created');
    throw new UserError(UNABLE_TO_GET_UPLOAD_URL);
  }
}

/** The group's own live track (FORBIDDEN for another group's, not found otherwise). */
async function ownAudio(db: Database, groupId: string, id: string): Promise<AudioRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(audios).where(eq(audios.id, id.toLowerCase()));
  if (row && row.groupId !== groupId) throw forbidden();
  if (!row || row.deletedAt) throw notFound();
  return row;
}

/**
 * The upload id named by externalId and/or url, when it is an upload of this group. A url is
 * accepted only as one of our public addresses (or a bare key) inside the group's audio folder.
 */
function uploadIdFrom(storage: Storage, groupId: string, input: AudioInput): string | null {
  const fromId = input.externalId?.trim().toLowerCase() || null;
  if (fromId !== null && !isUuid(fromId)) throw new UserError(FILE_NOT_FOUND);
  let fromUrl: string | null = null;
  if (input.url?.trim()) {
    const key = storage.keyFromUrl(input.url.trim());
    fromUrl = key === null ? null : uploadIdOf(groupId, key);
    if (fromUrl === null) throw new UserError(FILE_NOT_FOUND);
  }
  if (fromId !== null && fromUrl !== null && fromId !== fromUrl) {
    throw new UserError(FILE_NOT_FOUND);
  }
  return fromId ?? fromUrl;
}

/** Checks the uploaded file: present, not too large, and audio by its bytes. Answers its size. */
async function verifyAudioFile(storage: Storage, key: string): Promise<number> {
  try {
    const object = await storage.verifyUpload(key, { kind: 'audio', maxBytes: MAX_AUDIO_BYTES });
    return object.size;
  } catch (error) {
    if (error instanceof UploadRejectedError) {
      throw new UserError(error.reason === 'missing' ? FILE_NOT_FOUND : NOT_AN_AUDIO_FILE);
    }
    throw error;
  }
}

/** Creates or updates a track of the group. Looping is forced off above 60 seconds. */
export async function upsertAudio(
  deps: ServiceDeps,
  groupId: string,
  input: AudioInput,
): Promise<Audio> {
  const { db, storage } = deps;
  const existing = input.id ? await ownAudio(db, groupId, input.id) : undefined;
  const uploadId = uploadIdFrom(storage, groupId, input);

  // A new file (always when creating; on update only when another upload is named).
  let file: { externalId: string; fileKey: string; size: number } | undefined;
  if (uploadId !== null && uploadId !== existing?.externalId) {
    const fileKey = audioKey(groupId, uploadId);
    file = { externalId: uploadId, fileKey, size: await verifyAudioFile(storage, fileKey) };
  }
  if (!existing && !file) throw new UserError(FILE_NOT_FOUND);

  const duration = input.duration ?? existing?.duration;
  if (duration === undefined) throw new UserError(UNABLE_TO_SAVE);
  const loop = effectiveLoop(input.loop ?? existing?.loop ?? false, duration);
  const description =
    input.description === undefined || input.description === null
      ? (existing?.description ?? null)
      : input.description === ''
        ? null
        : input.description;
  const values = {
    title: input.title,
    description,
    duration,
    loop,
    ...(file ?? {}),
  };

  let row: AudioRow | undefined;
  try {
    if (existing) {
      [row] = await db
        .update(audios)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(audios.id, existing.id), isNull(audios.deletedAt)))
        .returning();
    } else if (file) {
      [row] = await db
        .insert(audios)
        .values({ ...values, ...file, groupId })
        .returning();
    }
  } catch (error) {
    // The upload already belongs to another track.
    if (isUniqueViolation(error)) throw new UserError(UNABLE_TO_SAVE);
    throw error;
  }
  if (!row) throw notFound();
  if (existing && file) await removeFile(deps, existing.fileKey);
  return toAudio(storage, row);
}

async function removeFile(deps: ServiceDeps, key: string): Promise<void> {
  try {
    await deps.storage.delete(key);
  } catch (error) {
    // The track is already gone for the user; a leftover file is only wasted space.
    deps.logger.warn({ err: error, key }, 'audio file not deleted');
  }
}

/** Deletes a track of the group and its file. */
export async function deleteAudio(deps: ServiceDeps, groupId: string, id: string): Promise<void> {
  const row = await ownAudio(deps.db, groupId, id);
  const [deleted] = await deps.db
    .update(audios)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(audios.id, row.id), isNull(audios.deletedAt)))
    .returning({ id: audios.id });
  if (!deleted) throw notFound();
  await removeFile(deps, row.fileKey);
}
