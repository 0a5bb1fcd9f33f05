// Where audio files are stored: groups/{groupId}/audio/{uploadId}.mp3. The key follows from the
// group of the session and an upload id the server issued, so a client can never point a track at
// a file of another group or at an arbitrary path.
import { objectKey } from '../storage';
import { isUuid } from '../../db/ids';

/** Largest audio file accepted (bytes). */
export const MAX_AUDIO_BYTES = 200 * 1024 * 1024;
/** What the browser PUTs (doc 2 §7). */
export const AUDIO_CONTENT_TYPE = 'audio/mpeg';

export function audioKey(groupId: string, uploadId: string): string {
  return objectKey('groups', groupId, 'audio', `${uploadId.toLowerCase()}.mp3`);
}

/** The upload id behind a key of this group's audio folder, or null for any other key. */
export function uploadIdOf(groupId: string, key: string): string | null {
  const prefix = `groups/${groupId}/audio/`;
  if (!key.startsWith(prefix) || !key.endsWith('.mp3')) return null;
  const id = key.slice(prefix.length, -'.mp3'.length);
  return isUuid(id) && id === id.toLowerCase() ? id : null;
}
