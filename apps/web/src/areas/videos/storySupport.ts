// Story support: page actions that answer like a working server, local video tools that need no
// real video file, and the previews of the import steps.
import { fn } from 'storybook/test';
import type { ExternalVideoPreview } from './videoActions';
import type { LocalVideoTools, VideoPageActions } from './VideoDialogs';
import { pictureUrl, video, youTubeVideo } from './fixtures';

export const youTubePreview: ExternalVideoPreview = {
  source: 'YOUTUBE',
  sourceId: 'zyxwvutsrqp',
  url: 'https://www.youtube.com/watch?v=zyxwvutsrqp',
  title: 'How to pack a carry-on',
  thumbnailUrl: pictureUrl('Carry-on', '#b71c1c'),
  aspectRatio: 16 / 9,
  duration: 60,
  durationAssumed: true,
};

export const tikTokPreview: ExternalVideoPreview = {
  source: 'TIKTOK',
  sourceId: '7234567890123456789',
  url: 'https://www.tiktok.com/player/v1/7234567890123456789',
  title: 'Trail shoes in 15 seconds',
  thumbnailUrl: pictureUrl('Trail shoes', '#006064', 180, 320),
  aspectRatio: 0.5625,
  duration: 60,
  durationAssumed: true,
  pageUrl: 'https://www.tiktok.com/@trailco/video/7234567890123456789',
};

const saved = video('video-saved', 'Saved video', '2026-11-20T10:00:00.000Z');

/** Page actions that succeed (each a spy, visible in the Actions panel). */
export const storyActions = (): VideoPageActions => ({
  upload: fn(async () => saved),
  save: fn(async () => saved),
  remove: fn(async () => {}),
  lookUpYouTube: fn(async () => youTubePreview),
  lookUpTikTok: fn(async () => tikTokPreview),
  saveExternal: fn(async () => saved),
  resync: fn(async () => ({ ...youTubeVideo, title: 'Packing list (updated)' })),
  importInstagram: fn(async () => ({ imported: [saved], failures: [] })),
});

/** A captured frame: a picture blob, so the thumbnail preview shows something. */
export const fakeFrame = async () =>
  new Blob(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="320"><rect width="100%" height="100%" fill="#2e7d32"/></svg>',
    ],
    { type: 'image/svg+xml' },
  );

/** Local video tools that read a 42-second portrait video from any file. */
export const fakeLocalVideo = (duration = 42): LocalVideoTools => ({
  readMetadata: async () => ({ duration, width: 1080, height: 1920, aspectRatio: 0.5625 }),
  captureFrame: fakeFrame,
});

/** A file a story "chooses" (its bytes are never decoded: the tools above are fakes). */
export const storyVideoFile = (name = 'beach-day.mp4', type = 'video/mp4', size = 12_400_000) => {
  const file = new File([new Uint8Array(16)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
