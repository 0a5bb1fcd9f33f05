/** Wiring shared by providers that play through an HTML media element. */
import { PLAYBACK_ERROR } from '../core/messages';
import type { ProviderContext, TextTrackInfo } from '../core/provider';

const isCaption = (track: TextTrack | undefined): track is TextTrack =>
  track !== undefined && (track.kind === 'subtitles' || track.kind === 'captions');

const trackId = (track: TextTrack, index: number) => track.id || `track-${index}`;

export function mediaTextTracks(media: HTMLMediaElement): TextTrackInfo[] {
  const tracks: TextTrackInfo[] = [];
  const list = media.textTracks;
  for (let i = 0; i < (list?.length ?? 0); i++) {
    const track = list[i];
    if (!isCaption(track)) continue;
    tracks.push({
      id: trackId(track, i),
      label: track.label || track.language || `Track ${i + 1}`,
      language: track.language,
    });
  }
  return tracks;
}

/** Shows the track with this id (none for null) and turns every other caption track off. */
export function showTextTrack(media: HTMLMediaElement, id: string | null): void {
  const list = media.textTracks;
  for (let i = 0; i < (list?.length ?? 0); i++) {
    const track = list[i];
    if (!isCaption(track)) continue;
    track.mode = id !== null && trackId(track, i) === id ? 'showing' : 'disabled';
  }
}

/** Forwards the element's events to the player; returns the function that stops it. */
export function bindMediaEvents(media: HTMLMediaElement, context: ProviderContext): () => void {
  const { emit } = context;
  const handlers: Array<[string, EventListener]> = [
    ['loadedmetadata', () => emit({ type: 'ready', duration: media.duration })],
    ['timeupdate', () => emit({ type: 'time', time: media.currentTime })],
    ['playing', () => emit({ type: 'playing' })],
    ['pause', () => !media.ended && emit({ type: 'pause' })],
    ['waiting', () => emit({ type: 'waiting' })],
    ['seeked', () => emit({ type: 'seeked' })],
    ['ended', () => emit({ type: 'ended' })],
    ['error', () => media.error && emit({ type: 'error', message: PLAYBACK_ERROR })],
  ];
  for (const [type, handler] of handlers) media.addEventListener(type, handler);
  const tracksChanged = () => emit({ type: 'textTracks', tracks: mediaTextTracks(media) });
  media.textTracks?.addEventListener?.('addtrack', tracksChanged);
  media.textTracks?.addEventListener?.('removetrack', tracksChanged);
  return () => {
    for (const [type, handler] of handlers) media.removeEventListener(type, handler);
    media.textTracks?.removeEventListener?.('addtrack', tracksChanged);
    media.textTracks?.removeEventListener?.('removetrack', tracksChanged);
  };
}
