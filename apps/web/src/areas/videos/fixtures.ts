// Fixtures of the videos screen and the media pickers: fixed dates (screenshots never move) and
// thumbnails drawn as inline SVG, so stories show pictures without any network.
import type {
  AudioFieldsFragment,
  ImageCollectionFieldsFragment,
  InstagramAccountFieldsFragment,
  VideoFieldsFragment,
} from '@vendy/client/generated';

import type { InstagramVideo } from './videoListModel';

/** A flat picture with a caption, as a data: URL (a stand-in for a stored thumbnail). */
export function pictureUrl(label: string, background: string, width = 320, height = 180): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${background}"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" ` +
    `font-size="${Math.round(height / 8)}" fill="#ffffff">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const video = (
  id: string,
  title: string,
  createdAt: string,
  extra: Partial<VideoFieldsFragment> = {},
): VideoFieldsFragment => ({
  id,
  createdAt,
  updatedAt: createdAt,
  title,
  description: null,
  url: `https://media.example/${id}/manifest/video.m3u8`,
  duration: 30,
  aspectRatio: 0.5625,
  status: 'READY',
  thumbnailUrl: pictureUrl(title, '#37474f', 180, 320),
  externalId: id,
  source: 'UPLOAD',
  sourceId: null,
  loop: false,
  ...extra,
});

export const readyUpload = video(
  'video-ready',
  'Rain jacket close-up',
  '2026-10-04T10:00:00.000Z',
  {
    updatedAt: '2026-11-12T10:00:00.000Z',
    duration: 42,
    loop: true,
  },
);

export const processingUpload = video(
  'video-processing',
  'Spring lookbook',
  '2026-11-18T09:00:00.000Z',
  { duration: 95, status: 'PROCESSING', thumbnailUrl: pictureUrl('Spring', '#5d4037', 180, 320) },
);

export const failedUpload = video('video-error', 'Unboxing take 2', '2026-11-10T09:00:00.000Z', {
  duration: 12,
  status: 'ERROR',
  thumbnailUrl: null,
});

export const youTubeVideo = video('video-youtube', 'Packing list', '2026-10-08T10:00:00.000Z', {
  url: 'https://www.youtube.com/watch?v=abcdefghijk',
  duration: 185,
  aspectRatio: 1.7778,
  externalId: null,
  source: 'YOUTUBE',
  sourceId: 'abcdefghijk',
  thumbnailUrl: pictureUrl('Packing list', '#b71c1c'),
});

export const tikTokVideo = video(
  'video-tiktok',
  'Trail shoes in 15 seconds',
  '2026-10-20T10:00:00.000Z',
  {
    url: 'https://www.tiktok.com/player/v1/7234567890123456789',
    duration: 60,
    externalId: null,
    source: 'TIKTOK',
    sourceId: '7234567890123456789',
    thumbnailUrl: pictureUrl('Trail shoes', '#006064', 180, 320),
  },
);

export const instagramImported = video(
  'video-instagram',
  'Instagram Video 1',
  '2026-11-01T10:00:00.000Z',
  {
    duration: 24,
    source: 'INSTAGRAM',
    sourceId: 'ig-media-1',
    thumbnailUrl: pictureUrl('Instagram 1', '#6a1b9a', 180, 320),
  },
);

/** Every kind of video and status, newest first as the server lists them. */
export const libraryVideos: VideoFieldsFragment[] = [
  processingUpload,
  failedUpload,
  instagramImported,
  tikTokVideo,
  youTubeVideo,
  readyUpload,
];

/** Enough videos for several pages (12 at the default 10 per page). */
export const manyVideos: VideoFieldsFragment[] = Array.from({ length: 12 }, (_, i) =>
  video(
    `video-${i + 1}`,
    `Product demo ${i + 1}`,
    `2026-09-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`,
    {
      thumbnailUrl: pictureUrl(`Demo ${i + 1}`, i % 2 ? '#1565c0' : '#2e7d32', 180, 320),
    },
  ),
);

export const instagramAccount: InstagramAccountFieldsFragment = {
  id: 'ig-account-1',
  createdAt: '2026-10-01T10:00:00.000Z',
  accountName: 'acme.outfitters',
  groupId: 'group-acme',
  lastSyncedAt: '2026-11-19T08:00:00.000Z',
};

export const instagramVideos: InstagramVideo[] = Array.from({ length: 3 }, (_, i) => ({
  id: `ig-media-${i + 1}`,
  mediaUrl: `https://cdn.instagram.example/ig-media-${i + 1}.mp4`,
  timestamp: `2026-11-${String(10 + i).padStart(2, '0')}T12:00:00.000Z`,
  thumbnailUrl: pictureUrl(
    `Post ${i + 1}`,
    ['#6a1b9a', '#ad1457', '#4527a0'][i] ?? '#6a1b9a',
    180,
    320,
  ),
}));

export const audios: AudioFieldsFragment[] = [
  {
    id: 'audio-1',
    createdAt: '2026-10-10T10:00:00.000Z',
    updatedAt: '2026-10-10T10:00:00.000Z',
    title: 'Upbeat acoustic',
    description: 'Guitar loop',
    url: 'https://media.example/audio-1.mp3',
    duration: 95,
    status: 'READY',
    externalId: 'audio-1',
    loop: false,
  },
  {
    id: 'audio-2',
    createdAt: '2026-10-12T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    title: 'Calm piano',
    description: null,
    url: 'https://media.example/audio-2.mp3',
    duration: 30,
    status: 'READY',
    externalId: 'audio-2',
    loop: true,
  },
];

const image = (id: string, title: string, color: string) => ({
  id,
  createdAt: '2026-10-09T10:00:00.000Z',
  updatedAt: '2026-10-09T10:00:00.000Z',
  title,
  description: null,
  aspectRatio: 1,
  imageUrl: pictureUrl(title, color, 200, 200),
  source: 'UPLOAD' as const,
  sourceId: null,
});

export const imageCollections: ImageCollectionFieldsFragment[] = [
  {
    id: 'image-collection-1',
    createdAt: '2026-10-09T10:00:00.000Z',
    updatedAt: '2026-10-09T10:00:00.000Z',
    title: 'Autumn lookbook',
    thumbnailUrl: pictureUrl('Autumn', '#e65100', 200, 200),
    source: 'UPLOAD',
    items: [
      { rank: 0, imageId: 'image-1', image: image('image-1', 'Coat', '#e65100') },
      { rank: 1, imageId: 'image-2', image: image('image-2', 'Scarf', '#bf360c') },
    ],
  },
  {
    id: 'image-collection-2',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
    title: 'Beach day',
    thumbnailUrl: pictureUrl('Beach', '#0277bd', 200, 200),
    source: 'INSTAGRAM',
    items: [{ rank: 0, imageId: 'image-3', image: image('image-3', 'Towel', '#0277bd') }],
  },
];
