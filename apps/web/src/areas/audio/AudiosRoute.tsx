// Route module for /audios: loads the group's audio and wires the page's dialogs to the server,
// keeping the list up to date after each change.
import { useMemo } from 'react';
import { GetAudiosDocument } from '@vendy/client/generated';
import { request } from '../../lib/api';
import { useRemote } from '../../lib/useRemote';
import { removeFromList, upsertInList } from '../../lib/lists';
import { createAudioActions, type Audio, type AudioActions } from './audioActions';
import { AudiosPage } from './AudiosPage';
import { createXhrPut, type PutFile } from './putFile';

const loadAudios = async () => (await request(GetAudiosDocument)).getAudios;

export interface AudiosRouteProps {
  /** The PUT transport (tests and stories answer it without a network). */
  put?: PutFile;
  readDuration?: (file: File) => Promise<number>;
}

export function AudiosRoute({ put, readDuration }: AudiosRouteProps = {}) {
  const { state: audios, update } = useRemote<readonly Audio[]>('audios', loadAudios);
  const server = useMemo(() => createAudioActions({ request, put: put ?? createXhrPut() }), [put]);
  const actions: AudioActions = {
    async upload(values, options) {
      const audio = await server.upload(values, options);
      update((list) => upsertInList(list, audio));
      return audio;
    },
    async save(audio, values) {
      const saved = await server.save(audio, values);
      update((list) => upsertInList(list, saved));
      return saved;
    },
    async remove(audio) {
      await server.remove(audio);
      update((list) => removeFromList(list, audio.id));
    },
  };
  return <AudiosPage audios={audios} actions={actions} readDuration={readDuration} />;
}
